/**
 * Where to go after signing in: a page that asked for it (pending), else the last video played.
 * Only paths of this app are ever kept or followed, never another site.
 */
const PENDING = 'lumen.pendingPath';
const LAST_PLAYED = 'lumen.lastPlayed';

export function isAppPath(path: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(path) && !/^\/(login|signup)\b/i.test(path);
}

function save(key: string, path: string): void {
  if (!isAppPath(path)) return;
  try {
    sessionStorage.setItem(key, path);
  } catch {
    // storage blocked: nothing to come back to
  }
}

function take(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value && isAppPath(value) ? value : null;
  } catch {
    return null;
  }
}

export const rememberPendingPath = (path: string) => save(PENDING, path);
export const rememberLastPlayed = (path: string) => save(LAST_PLAYED, path);

/** The place to land after sign-in, used once. */
export function afterSignInPath(): string {
  return take(PENDING) ?? take(LAST_PLAYED) ?? '/profile';
}
