/**
 * Lumen's service worker, built into dist/sw.js by scripts/vite-service-worker.ts with this
 * build's version and file list. It keeps the app shell of one build (the page, the entry and its
 * static imports, the stylesheet, the brand's files) so a second start draws at once and an
 * offline start still opens; it keeps public, anonymous API reads (configuration, catalogues) and
 * nothing personal, ever (see cache-policy.ts). Registered by src/app/service-worker.ts.
 */
import { buildFilesAmong, cacheNames, isStaleCache, isStorableApiResponse, isStorableBuildResponse, strategyFor, withFreshNonce } from './cache-policy';

// The DOM library types the app; a worker's own few types are declared here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

declare const __LUMEN_SW_VERSION__: string;
declare const __LUMEN_PRECACHE__: string[];
declare const __LUMEN_BASE__: string;

const worker = self as unknown as WorkerScope;
const VERSION = __LUMEN_SW_VERSION__;
const BASE = __LUMEN_BASE__;
const PRECACHE = __LUMEN_PRECACHE__;
const ORIGIN = worker.location.origin;
const CACHES = cacheNames(VERSION);
/** The app's page, stored once per build under its base address. */
const SHELL_URL = new URL(BASE, ORIGIN).href;
/** A page load that has not answered by then gets the stored shell (the network goes on behind it). */
const PAGE_TIMEOUT_MS = 3000;
/**
 * Public API answers kept at most (a catalogue page is a few dozen KB): past it, the ones stored
 * or refreshed longest ago go first. A deploy starts the count again (a new cache).
 */
const MAX_API_ENTRIES = 300;

/** What an offline start shows if, against the odds, no shell is stored: plain words, no script. */
const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Lumen · offline</title>
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0d0d10;color:#f5f5f5;font:24px/1.4 system-ui,sans-serif;text-align:center;padding:2em;box-sizing:border-box}</style></head>
<body><main><h1>You're offline</h1><p>Lumen will open when the connection is back. Reload the page to try again.</p></main></body></html>`;

function freshNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The stored shell as a new answer: a fresh nonce in its scripts and in its policy. */
async function shellAnswer(): Promise<Response | undefined> {
  const stored = await caches.match(SHELL_URL, { cacheName: CACHES.shell });
  if (!stored) return undefined;
  const { html, policy } = withFreshNonce(await stored.text(), stored.headers.get('content-security-policy'), freshNonce());
  const headers = new Headers(stored.headers);
  if (policy) headers.set('content-security-policy', policy);
  // The body is stored decoded and may change length with the nonce.
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set('x-lumen-shell', VERSION);
  return new Response(html, { status: 200, statusText: 'OK', headers });
}

/** A page load: the network first; its failure, a server error or a slow answer get the stored shell. */
async function pageAnswer(request: Request): Promise<Response> {
  const network = fetch(request);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(() => resolve('slow'), PAGE_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow' && first.status < 500) return first;
  } catch {
    // Offline, or the server is unreachable: the stored shell below.
  } finally {
    clearTimeout(timer);
  }
  const shell = await shellAnswer();
  if (shell) return shell;
  // No shell stored: wait for the network after all; failing that, plain words.
  try {
    return await network;
  } catch {
    return new Response(OFFLINE_PAGE, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  }
}

/** A file of the build: from storage, else fetched and stored. */
async function buildFileAnswer(request: Request): Promise<Response> {
  const cache = await caches.open(CACHES.shell);
  const stored = await cache.match(request, { ignoreVary: true });
  if (stored) return stored;
  const response = await fetch(request);
  if (isStorableBuildResponse(response)) await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

/** Fetches a public API read and stores its answer when it may be stored. */
async function fetchAndStore(request: Request): Promise<Response> {
  // Asked again without the cache mode the app chose: the worker's storage is the cache here.
  const response = await fetch(request.url, { headers: request.headers, credentials: 'omit', cache: 'no-store', signal: request.signal });
  if (isStorableApiResponse(response)) {
    const cache = await caches.open(CACHES.api);
    await cache.put(request.url, response.clone()).catch(() => undefined);
    void trimApiCache(cache);
  }
  return response;
}

/** Drops the oldest public answers past MAX_API_ENTRIES (a cache lists its entries oldest first). */
async function trimApiCache(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_API_ENTRIES)).map((key) => cache.delete(key)));
}

/** A public API read: the stored answer at once (refreshed behind it), else the network. */
async function publicApiAnswer(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHES.api);
  const stored = await cache.match(event.request.url);
  if (!stored) return fetchAndStore(event.request);
  event.waitUntil(fetchAndStore(new Request(event.request.url, { headers: event.request.headers })).catch(() => undefined));
  return stored;
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHES.shell);
      // Straight from the server (not the browser's HTTP cache), so the shell matches this build.
      await cache.addAll(PRECACHE.map((url) => new Request(new URL(url, ORIGIN).href, { cache: 'reload', credentials: 'omit' })));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => isStaleCache(name, VERSION)).map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, ORIGIN, BASE);
  if (strategy === 'page') event.respondWith(pageAnswer(event.request));
  else if (strategy === 'build') event.respondWith(buildFileAnswer(event.request));
  else if (strategy === 'public-api') event.respondWith(publicApiAnswer(event));
  else if (strategy === 'public-api-fresh') event.respondWith(fetchAndStore(event.request));
  // 'pass': no answer from the worker; the browser fetches it as usual (API calls of a signed-in
  // viewer, media, art, anything not ours).
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  // The page's own code loaded before this worker took over (lazy parts of home): kept too.
  if (data?.type === 'lumen:keep-files') {
    const urls = buildFilesAmong(data.urls, ORIGIN, BASE);
    event.waitUntil(
      (async () => {
        const cache = await caches.open(CACHES.shell);
        for (const url of urls) {
          if (await cache.match(url)) continue;
          const response = await fetch(url, { credentials: 'omit' }).catch(() => null);
          if (response && isStorableBuildResponse(response)) await cache.put(url, response).catch(() => undefined);
        }
      })(),
    );
  }
});
