import { t } from '@lingui/core/macro';
import { acceptLanguage } from '../i18n/language';
import { fetchSignal, untilAborted } from '../lib/abort-controller';
import { API_TIMEOUT_MS } from '../lib/constants';
import { isPackaged, serverUrl, withServerPaths } from '../lib/runtime-config';
import type { Parser } from './schemas';
import { requestSession } from './request-context';
import { noteReached, noteUnreachable } from './reachability';

/**
 * Where the apps API lives: `VITE_API_BASE` changes it at build time; a TV package (which runs
 * from the TV, not the server) names its server in config.js.
 */
export const API_BASE: string = isPackaged() ? serverUrl('/api') : ((import.meta.env.VITE_API_BASE as string | undefined) ?? '/api');

const FALLBACK_CUSTOMER_ID = (import.meta.env.VITE_CUSTOMER_ID as string | undefined) ?? 'lumen';

/** The customer id the server wrote into index.html, or the build-time default. */
export function customerId(): string {
  const meta = typeof document !== 'undefined' ? document.querySelector('meta[name="lumen-customer-id"]') : null;
  const value = meta?.getAttribute('content') ?? '';
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(value) ? value : FALLBACK_CUSTOMER_ID;
}

/** A failed call, carrying the message to show: the server's error.message, or our own words. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's machine-readable flag (error.status), e.g. NOT_REGISTERED. */
    readonly flag?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The words to show for a failed call: the server's message, or ours. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * Which token a call carries: a user call the user token, an app call the app token (requested
 * first when there is none), a public call none.
 */
export type Auth = 'none' | 'app' | 'user';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  auth?: Auth;
  /**
   * Sends the chosen profile as `profileid` (default): list calls answer for that profile, and the
   * server keeps a KIDS profile to age-appropriate programmes on every call.
   */
  profile?: boolean;
  /** Checks and converts the answer; without it the JSON is returned as it came. */
  parse?: Parser<T>;
  /** Response as text instead of JSON (schedule files). */
  text?: boolean;
  /** The request outlives the page (a resume point saved as the player closes). */
  keepalive?: boolean;
  /**
   * The fetch cache mode. 'no-cache' also tells the service worker to ask the server rather than
   * answer from what it kept (src/sw/cache-policy.ts).
   */
  cache?: RequestCache;
}

/** Supplies an app token, fetching one if needed; set by the start-up sequence. */
let appTokenSource: (() => Promise<string>) | null = null;
export function setAppTokenSource(source: () => Promise<string>): void {
  appTokenSource = source;
}

/** Resolves an API path ("/catalogues?id=1") or an absolute server path ("/api/epg/x.txt"). */
export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith(`${API_BASE}/`)) return path;
  if (isPackaged() && path.startsWith('/api/')) return serverUrl(path);
  return `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}

async function authHeaders(auth: Auth, profile: boolean): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const session = requestSession();
  if (auth === 'user') {
    if (!session.userToken) throw new ApiError(t`Please sign in to continue.`, 401);
    headers.authorization = `Bearer ${session.userToken}`;
  } else if (auth === 'app') {
    const token = session.appToken ?? (appTokenSource ? await appTokenSource() : undefined);
    if (!token) throw new ApiError(t`The app is not connected yet. Please try again.`, 401);
    headers.authorization = `Bearer ${token}`;
  }
  if (profile && session.profileId) headers.profileid = session.profileId;
  return headers;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  let response: Response;
  try {
    const headers: Record<string, string> = {
      customerid: customerId(),
      // Programmes' titles and descriptions come in the app's language when the server has them.
      'accept-language': acceptLanguage(),
      ...(await authHeaders(options.auth ?? 'none', options.profile ?? true)),
      ...options.headers,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    // Raced against the signal too: fetch before Chrome 66 ignores it (see abort-controller.ts).
    response = await untilAborted(
      fetch(apiUrl(path), {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: fetchSignal(controller.signal),
        keepalive: options.keepalive,
        ...(options.cache ? { cache: options.cache } : {}),
      }),
      controller.signal,
    );
  } catch (error) {
    if (error instanceof ApiError || options.signal?.aborted) throw error;
    noteUnreachable();
    throw new ApiError(
      controller.signal.aborted
        ? t`The server took too long to answer. Please check your connection and try again.`
        : t`We could not reach the server. Please check your connection and try again.`,
      0,
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
  noteReached();
  if (response.status !== 200) {
    const status = response.status;
    let message = t`The server answered with an error (${status}). Please try again.`;
    let flag: string | undefined;
    try {
      const body = (await response.json()) as { error?: { message?: unknown; status?: unknown } };
      if (typeof body.error?.message === 'string' && body.error.message) message = body.error.message;
      if (typeof body.error?.status === 'string') flag = body.error.status;
    } catch {
      // Not JSON: keep our own words.
    }
    throw new ApiError(message, response.status, flag);
  }
  if (options.text) return (await response.text()) as T;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(t`The server sent an answer we could not read. Please try again.`, response.status);
  }
  body = withServerPaths(body);
  if (!options.parse) return body as T;
  try {
    return options.parse(body);
  } catch (error) {
    console.warn(`GET ${path}: ${error instanceof Error ? error.message : String(error)}`);
    throw new ApiError(t`The server sent an answer we could not read. Please try again.`, response.status);
  }
}
