import fs from 'node:fs';
import path from 'node:path';

/**
 * A check for static file requests under `root`: true when the request's path (as @fastify/static
 * hands it over: URI-decoded, with encoded reserved characters such as %2F left as they are) can
 * only name a file inside the root. Refused: any `%` left after decoding (an encoded slash or
 * backslash, double encoding), backslashes, NUL and other control characters, `.` and `..`
 * segments and dotfiles, and anything whose real path (symbolic links followed) lies outside the root's real
 * path. Our files have plain names.
 */
export function staticPathGuard(root: string): (pathname: string) => boolean {
  return (pathname) => {
    if (/[%\\\u0000-\u001f\u007f]/.test(pathname)) return false;
    // Dot segments, and dotfiles (answered 404 like any missing file, not 403).
    if (pathname.split('/').some((segment) => segment.startsWith('.'))) return false;
    // Looked up each time: the root (dist/) is a link switched to each new build as it lands.
    let realRoot: string;
    try {
      realRoot = fs.realpathSync(root);
    } catch {
      return false;
    }
    const inside = (candidate: string) => candidate === realRoot || candidate.startsWith(realRoot + path.sep);
    const target = path.resolve(realRoot, `.${pathname}`);
    if (!inside(target)) return false;
    try {
      return inside(fs.realpathSync(target));
    } catch {
      // Not there: the static handler answers 404 for it, as for any missing file.
      return true;
    }
  };
}

/**
 * True when a URL path could be one of the app's own routes (history mode): no dot segments,
 * backslashes, control characters, encoded slashes, backslashes, dots or NUL, and no leading
 * `//` (an absolute path or another host). Anything else is
 * a probe and is answered 404, not with index.html.
 */
export function isPlainAppPath(rawPath: string): boolean {
  if (/%(2f|5c|2e|00)/i.test(rawPath) || rawPath.startsWith('//')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return false;
  return !decoded.split('/').some((segment) => segment === '.' || segment === '..');
}
