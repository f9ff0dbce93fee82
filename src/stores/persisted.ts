import * as v from 'valibot';

// No generated code at run time: works under a strict CSP and on old TV engines alike.

/** localStorage (kept across visits) or sessionStorage (this tab only). */
export type StorageArea = 'local' | 'session';

/** The storage, or null where the browser blocks it (some private modes throw on access). */
function storageOf(area: StorageArea): Storage | null {
  try {
    return (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

/** The text stored under `key`, or null when there is none or storage is blocked. */
export function readStoredText(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Reads a value kept in storage through a schema. Anything missing, corrupt, from an older
 * version or blocked by the browser gives the fallback: stored state can never break start-up.
 */
export function readPersisted<T>(key: string, schema: v.GenericSchema<T>, fallback: T, area: StorageArea = 'local'): T {
  const raw = readStoredText(key, area);
  if (raw === null) return fallback;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : fallback;
  } catch {
    return fallback;
  }
}

/** What became of a write: kept, no storage to keep it in (blocked), or refused (a full storage). */
export type WriteOutcome = 'kept' | 'no storage' | 'refused';

/** Keeps `value` as JSON, and says whether it was kept. */
export function writePersisted(key: string, value: unknown, area: StorageArea = 'local'): WriteOutcome {
  const storage = storageOf(area);
  if (!storage) return 'no storage';
  try {
    storage.setItem(key, JSON.stringify(value));
    return 'kept';
  } catch {
    // A full storage (or a private mode that allows none): the app keeps working for this visit.
    return 'refused';
  }
}

/** Keeps plain text (no JSON), for values read back with readStoredText and checked there. */
export function writeStoredText(key: string, value: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area)?.setItem(key, value);
  } catch {
    // as above
  }
}

export function removePersisted(key: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // as above
  }
}
