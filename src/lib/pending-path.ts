/**
 * Where to go after signing in: a page that asked for it (pending), else the last video played.
 * Only paths of this app are ever kept or followed, never another site.
 */
const PENDING = 'lumen.pendingPath';
const LAST_PLAYED = 'lumen.lastPlayed';

/** Where sign-in leads when nothing asked for a page. */
export const DEFAULT_AFTER_SIGN_IN = '/profile';

/** Longer than any address of the app; a longer one is not ours. */
const MAX_PATH_LENGTH = 2048;

/**
 * Control characters (browsers drop tabs and newlines inside an address, so '/\t/evil' reads as
 * '//evil'), a backslash (read as '/'), and spaces of any kind: none belongs in an app path.
 */
const TRICKY = /[\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200F\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF\\]/;

/** Percent-decoded as far as it goes (at most a few rounds), or null when it is not valid encoding. */
function decoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * True for a path of this app: one leading '/', never '//host' or '/\host' (also not once
 * percent-decoded), no scheme, no control characters or spaces, and not the sign-in pages
 * themselves (that would loop).
 */
export function isAppPath(path: string): boolean {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_PATH_LENGTH) return false;
  if (!path.startsWith('/') || TRICKY.test(path)) return false;
  // Decoded, it must not start '//' or '/\' either: something that decodes it would leave.
  const plain = decoded(path);
  if (plain === null || /^\/[/\\]/.test(plain) || /[\u0000-\u001F\u007F]/.test(plain.split(/[?#]/)[0]!)) return false;
  // Resolved as a browser would against any origin, it must stay on that origin.
  const base = 'https://app.invalid';
  let resolved: URL;
  try {
    resolved = new URL(path, base);
  } catch {
    return false;
  }
  if (resolved.origin !== base) return false;
  return !/^\/(login|signup)(?:[/?#]|$)/i.test(plain);
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
    return value !== null && isAppPath(value) ? value : null;
  } catch {
    return null;
  }
}

export const rememberPendingPath = (path: string) => save(PENDING, path);
export const rememberLastPlayed = (path: string) => save(LAST_PLAYED, path);

/** The place to land after sign-in, used once. */
export function afterSignInPath(): string {
  return take(PENDING) ?? take(LAST_PLAYED) ?? DEFAULT_AFTER_SIGN_IN;
}
