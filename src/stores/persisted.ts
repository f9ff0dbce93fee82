import * as z from 'zod/mini';

// No generated code at run time: works under a strict CSP and on old TV engines alike.
z.config({ jitless: true });

/**
 * Reads a value kept in localStorage through a schema. Anything missing, corrupt, from an older
 * version or blocked by the browser gives the fallback: stored state can never break start-up.
 */
export function readPersisted<T>(key: string, schema: z.ZodMiniType<T>, fallback: T): T {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function writePersisted(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full disk: the app keeps working for this visit.
  }
}

export function removePersisted(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // as above
  }
}
