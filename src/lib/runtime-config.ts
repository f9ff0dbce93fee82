/**
 * Settings a TV package writes beside the app (`config.js`, see platforms/package.ts). A packaged
 * app runs from the TV's own storage, not from the server, so it needs the server's address for
 * the API, the art and the streams. On the web there is none, and every path stays as it was.
 */
export interface RuntimeConfig {
  /** The server the packaged app talks to, e.g. `https://tv.example.org`, without a trailing slash. */
  serverUrl: string | null;
}

declare global {
  interface Window {
    /** Set by a TV package's config.js before the app starts. */
    LUMEN_CONFIG?: unknown;
  }
}

/** Reads what config.js set; anything malformed counts as not packaged. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const raw = value && typeof value === 'object' ? (value as { serverUrl?: unknown }).serverUrl : undefined;
  if (typeof raw !== 'string') return { serverUrl: null };
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { serverUrl: null };
    return { serverUrl: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
  } catch {
    return { serverUrl: null };
  }
}

let cached: RuntimeConfig | null = null;

export function runtimeConfig(): RuntimeConfig {
  if (!cached) cached = parseRuntimeConfig(typeof window !== 'undefined' ? window.LUMEN_CONFIG : undefined);
  return cached;
}

/** True when the app runs from a TV package rather than from the server. */
export function isPackaged(): boolean {
  return runtimeConfig().serverUrl !== null;
}

/** A server path (`/media/...`) as the app can load it: unchanged on the web, on the server when packaged. */
export function serverUrl(path: string, server: string | null = runtimeConfig().serverUrl): string {
  return server && path.startsWith('/') && !path.startsWith('//') ? `${server}${path}` : path;
}

/** A server path as people can open it elsewhere (a phone): the page's own origin on the web. */
export function publicAddress(path: string): string {
  const server = runtimeConfig().serverUrl;
  return server ? `${server}${path}` : `${window.location.origin}${path}`;
}

/** The server's own paths that answers carry (art, streams, schedule files, the brand loader). */
const SERVER_PATH = /^\/(?:art|media|api|brand)\//;

/**
 * An API answer with the server's root-relative paths made absolute, so a packaged app loads art
 * and streams from the server rather than from its own files. Other values are left as they are.
 */
export function withServerPaths<T>(value: T, server: string | null = runtimeConfig().serverUrl): T {
  if (!server) return value;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return SERVER_PATH.test(node) ? `${server}${node}` : node;
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) out[key] = walk(child);
      return out;
    }
    return node;
  };
  return walk(value) as T;
}

/** The brand icon among the app's own files (relative in a TV package, whose files sit beside index.html). */
export const BRAND_ICON_URL = `${import.meta.env.BASE_URL}brand/icon.svg`;
