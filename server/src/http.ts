import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { ResponseCache } from './lib/response-cache.js';
import { unauthorized } from './lib/errors.js';
import { markLanguage } from './lib/request-locale.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The checked customerid header of an /api request. */
    customerId: string;
  }
}

/** The token of an `authorization` header, with or without the "Bearer " prefix. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 512 ? token : undefined;
}

export function requireBearerToken(request: FastifyRequest, what: string): string {
  const token = bearerToken(request);
  if (!token) throw unauthorized(`${what} is required in the authorization header`);
  return token;
}

/** Sends JSON text that is already serialised (items are stored as JSON). */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * A handler whose JSON answer (content items) is kept in the response cache under the customer, the
 * language asked for (request.locale) and `key`.
 * Failures are thrown as usual and never cached.
 */
export function cachedJson<R extends RouteGenericInterface>(
  cache: ResponseCache,
  key: (request: FastifyRequest<R>) => string,
  produce: (request: FastifyRequest<R>) => Promise<string>,
) {
  return async (request: FastifyRequest<R>, reply: FastifyReply) => {
    // Its answers hold content items, in the language asked for (the key names it).
    markLanguage(request, reply);
    return sendJsonText(reply, await cache.get(`${request.customerId}|${request.locale ?? ''}|${key(request)}`, () => produce(request)));
  };
}

/**
 * An onSend hook: the answer is private (a token, a person's data) and never stored by a browser or
 * a proxy. A route or scope of private answers adds it (`app.addHook('onSend', noStore)`, or
 * `onSend: noStore` on one route) rather than writing the header itself.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

/** As noStore, for a scope with a public answer among its private ones: a route that chose its own caching keeps it. */
export async function noStoreUnlessSet(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}
