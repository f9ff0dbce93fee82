import type { FastifyInstance } from 'fastify';

/**
 * Answers of the API about a person (any call carrying a token) and every API failure are never
 * stored by a browser or a proxy. The account, list, profile and other personal routes say
 * no-store themselves; this catches what they do not, and leaves public content's caching alone.
 */
export function privateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) {
      if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
      else if (!reply.hasHeader('cache-control') && request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
