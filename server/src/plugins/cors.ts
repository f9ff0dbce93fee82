/**
 * Not @fastify/cors because it answers a preflight from an origin off the list with 404 (an origin
 * function) or with its Access-Control-Allow-Methods (an origin list), and a plain OPTIONS with
 * 400, where ours answers the first 204 allowing nothing and leaves the second to routing
 * (cors.test.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from '../lib/vary.js';

export interface CorsOptions {
  /** CORS_ORIGINS: exact origins, or ['*'] for any. */
  origins: readonly string[];
  /** CORS_ALLOW_PACKAGED: admit the TV packages, which run from file://. */
  allowPackaged: boolean;
}

/** What the packaged TV apps send as their origin: `null` (Chromium from file://) or `file://` (older engines). */
export const PACKAGED_ORIGINS = ['null', 'file://'] as const;
export const CORS_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/**
 * The headers the app sends (src/api/client.ts); x-api-key is the contact form's CRM gateway key.
 * Accept-Language (the language content is asked in, issue 52) needs no preflight with a browser's
 * own values, but is named so a value a browser would not send alone (a profile's choice) passes too.
 */
export const CORS_HEADERS = 'customerid, authorization, profileid, content-type, x-api-key, accept-language';
/** So a page on another origin can read when to retry after a 429 or 503 (Content-Language it reads anyway: safelisted). */
export const CORS_EXPOSED_HEADERS = 'retry-after';
/** How long a browser may remember a preflight answer. */
export const CORS_MAX_AGE_SECONDS = 600;

/** The Access-Control-Allow-Origin value for a request's Origin, or null when it is not admitted. */
export function allowedOrigin(origin: string | undefined, options: CorsOptions): string | null {
  if (origin === undefined || origin === '') return null;
  if (options.allowPackaged && (PACKAGED_ORIGINS as readonly string[]).includes(origin)) return origin;
  if (options.origins.includes('*')) return '*';
  return options.origins.includes(origin) ? origin : null;
}

/**
 * Cross-origin calls from an allowlist (the app's own origin, CORS_ORIGINS, and the TV packages).
 * Nothing is ever refused for its Origin: a same-origin page under another host name still works,
 * and without cookies (the API takes bearer tokens only, and a customerid header a plain form
 * cannot send) a cross-origin page can do nothing the browser would have to stop. An origin off
 * the list simply gets no Access-Control-Allow-Origin, so its browser keeps the answer from it.
 * Preflights (OPTIONS with Access-Control-Request-Method) are answered here, 204, before routing
 * matters; credentials are never allowed.
 */
export function cors(app: FastifyInstance, options: CorsOptions): void {
  const anyOrigin = options.origins.includes('*') && !options.allowPackaged;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) return;
    const allowed = allowedOrigin(request.headers.origin, options);
    if (!anyOrigin) addVary(reply, 'Origin');
    if (allowed) {
      reply.header('access-control-allow-origin', allowed);
      reply.header('access-control-allow-methods', CORS_METHODS);
      reply.header('access-control-allow-headers', CORS_HEADERS);
      reply.header('access-control-max-age', String(CORS_MAX_AGE_SECONDS));
    }
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!anyOrigin) addVary(reply, 'Origin');
    const allowed = allowedOrigin(request.headers.origin, options);
    if (allowed && !reply.hasHeader('access-control-allow-origin')) {
      reply.header('access-control-allow-origin', allowed);
      reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
    }
    return payload;
  });
}
