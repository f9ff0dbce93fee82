/**
 * What the service worker may keep, and how it answers each request. Pure functions of a request's
 * method, address, headers and mode (and of an answer's status and headers), shared by the worker
 * (src/sw/service-worker.ts) and its tests. The rule that matters most: nothing that carries a
 * person's token or profile is ever stored or answered from storage, so one viewer can never be
 * shown what was fetched for another.
 */

/** The parts of a Request the policy reads (a real Request fits; tests pass plain objects). */
export interface RequestLike {
  method: string;
  url: string;
  /** 'navigate' for a page load. */
  mode?: string;
  /** The fetch cache mode: 'no-cache', 'reload' and 'no-store' ask for the network. */
  cache?: string;
  headers: { get(name: string): string | null };
}

/** The parts of a Response the policy reads. */
export interface ResponseLike {
  status: number;
  /** 'basic' for a same-origin answer; opaque or CORS answers are never stored. */
  type?: string;
  headers: { get(name: string): string | null };
}

/**
 * - `page`: a page load of the app: the network first, the cached shell if it fails or is slow;
 * - `build`: a file of this build (hashed, or the brand's): the cache first, stored on the way;
 * - `public-api`: a public, anonymous API read: the cached answer at once, refreshed behind it;
 * - `public-api-fresh`: the same read asked for fresh (the app's background refresh): the network
 *   only (its answer stored), so a failure reaches the app, which can then say it is offline;
 * - `pass`: not the worker's business: the browser fetches it as if there were no worker.
 */
export type Strategy = 'page' | 'build' | 'public-api' | 'public-api-fresh' | 'pass';

/**
 * The API reads that may be kept: the same for every visitor (configuration and catalogues, a
 * programme, the FAQ's entries, the plans). Everything else (search, schedules, playback, live
 * streams, the country, accounts, lists, tokens, /api/dev) is never kept.
 */
export const PUBLIC_API_PATHS: readonly string[] = ['/api/appconfig', '/api/catalogues', '/api/video', '/api/blogs', '/api/packages'];

/** Headers that make a request personal: it is then never stored nor answered from storage. */
export const PERSONAL_HEADERS: readonly string[] = ['authorization', 'profileid', 'cookie'];

/** Paths the server answers itself, never with the app's page (the studio is a page of its own). */
const NON_APP_PREFIXES = ['/api/', '/media/', '/art/', '/assets/', '/brand/', '/dev/', '/harness/', '/studio/', '/studio-api/'];

/** The path of `url` when it is on `origin`, else null. */
function sameOriginPath(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname : null;
  } catch {
    return null;
  }
}

/** True for a path that one of the app's routes may answer (not a file, not an API call). */
export function isAppRoutePath(path: string): boolean {
  if (path === '/studio' || NON_APP_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return !/\.[a-z0-9]{2,12}$/i.test(path);
}

/** True when the request carries nothing that names a person: no token, no profile, no cookie. */
export function isAnonymous(request: RequestLike): boolean {
  return PERSONAL_HEADERS.every((name) => {
    const value = request.headers.get(name);
    return value === null || value === '';
  });
}

/** True for a public, anonymous GET of the API that may be stored and answered from storage. */
export function isPublicApiRequest(request: RequestLike, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const path = sameOriginPath(request.url, origin);
  if (path === null || !PUBLIC_API_PATHS.includes(path)) return false;
  return isAnonymous(request);
}

/** True for a file of the build the worker keeps: hashed assets, the brand's files, the manifest. */
export function isBuildFile(path: string, base = '/'): boolean {
  if (!path.startsWith(base)) return false;
  const rest = path.slice(base.length);
  if (rest.startsWith('assets/')) return !rest.endsWith('.map');
  // The brand's small files; the media kit (a download) is left to the browser.
  if (rest.startsWith('brand/')) return /\.(svg|png|webp|ico)$/i.test(rest);
  return rest === 'manifest.webmanifest';
}

/** How the worker answers `request` (see Strategy). */
export function strategyFor(request: RequestLike, origin: string, base = '/'): Strategy {
  const path = sameOriginPath(request.url, origin);
  if (path === null) return 'pass';
  if (request.mode === 'navigate') return request.method === 'GET' && path.startsWith(base) && isAppRoutePath(path.slice(base.length - 1)) ? 'page' : 'pass';
  if (request.method !== 'GET') return 'pass';
  if (isBuildFile(path, base)) return 'build';
  if (isPublicApiRequest(request, origin)) {
    return request.cache === 'no-cache' || request.cache === 'reload' || request.cache === 'no-store' ? 'public-api-fresh' : 'public-api';
  }
  return 'pass';
}

function cacheControlForbidsStoring(response: ResponseLike): boolean {
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return /(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl);
}

/**
 * True when an answer to a public API read may be stored: a 200 from our own origin, JSON, that
 * the server did not mark personal (no-store, private) and that sets no cookie.
 */
export function isStorableApiResponse(response: ResponseLike): boolean {
  if (response.status !== 200 || (response.type !== undefined && response.type !== 'basic')) return false;
  if (cacheControlForbidsStoring(response) || response.headers.get('set-cookie') !== null) return false;
  return /^application\/json\b/i.test(response.headers.get('content-type') ?? '');
}

/** True when a build file's answer may be stored: a whole 200 from our own origin. */
export function isStorableBuildResponse(response: ResponseLike): boolean {
  return response.status === 200 && (response.type === undefined || response.type === 'basic') && !cacheControlForbidsStoring(response);
}

/** The caches of one build: its shell and files, and the public API answers kept with it. */
export function cacheNames(version: string): { shell: string; api: string } {
  return { shell: `lumen-shell-${version}`, api: `lumen-api-${version}` };
}

/** True for a cache of ours from another build: dropped when this build's worker takes over. */
export function isStaleCache(name: string, version: string): boolean {
  const current = cacheNames(version);
  return name.startsWith('lumen-') && name !== current.shell && name !== current.api;
}

/**
 * A stored page with a new nonce: the page's script tags and its Content-Security-Policy both
 * carry the nonce the server chose for that one answer, and a page answered from storage gets
 * a fresh one each time rather than repeating it.
 */
export function withFreshNonce(html: string, policy: string | null, nonce: string): { html: string; policy: string | null } {
  const old = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy ?? '')?.[1];
  if (!old || !policy) return { html, policy };
  return {
    html: html.split(`nonce="${old}"`).join(`nonce="${nonce}"`),
    policy: policy.split(`'nonce-${old}'`).join(`'nonce-${nonce}'`),
  };
}

/**
 * URLs the page reports having loaded (its own code, before the worker took over), narrowed to
 * the build files of this origin, so a page can never make the worker fetch anything else.
 */
export function buildFilesAmong(urls: unknown, origin: string, base = '/', limit = 200): string[] {
  if (!Array.isArray(urls)) return [];
  const out = new Set<string>();
  for (const url of urls) {
    if (typeof url !== 'string' || url.length > 500) continue;
    const path = sameOriginPath(url, origin);
    if (path !== null && isBuildFile(path, base) && !url.includes('?')) out.add(path);
    if (out.size >= limit) break;
  }
  return [...out];
}
