import type { FastifyInstance } from 'fastify';
import { addVary } from '../lib/vary.js';

/**
 * The request headers that change an API answer: the customer's catalogue, a KIDS profile's filter,
 * and the language content items are answered in (issue 52).
 */
const ANSWER_DEPENDS_ON = ['customerid', 'profileid', 'Accept-Language'];

/**
 * Answers of the API about a person (any call carrying a token) or for a profile (a `profileid`
 * header: a KIDS profile's answers are filtered), and every API failure, are never stored by a
 * browser or a shared cache: `private, no-store` unless the route said no-store itself. Every API
 * answer also says it varies with `customerid`, `profileid` and `Accept-Language`, so a shared cache that keeps a
 * public answer never hands a grown-up's catalogue to a kids request. Public content's own caching
 * is left alone.
 */
export function privateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) {
      addVary(reply, ...ANSWER_DEPENDS_ON);
      const personal = request.headers.authorization !== undefined || request.headers.profileid !== undefined;
      if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
      else if (personal) {
        const own = String(reply.getHeader('cache-control') ?? '');
        if (own === '' || /\bpublic\b/.test(own)) reply.header('cache-control', 'private, no-store');
      }
    }
    return payload;
  });
}
