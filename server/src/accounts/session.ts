import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../http.js';
import { unauthorized } from '../lib/errors.js';
import type { TokenRepository } from './tokens.js';
import type { User, UserRepository } from './users.js';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

/**
 * The signed-in user of a request: a live user token (an app token, a sign-up token or anything
 * else is refused), for this customer, whose account still exists.
 */
export async function requireUser(request: FastifyRequest, tokens: TokenRepository, users: UserRepository): Promise<{ user: User; token: string }> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(SIGN_IN_REQUIRED);
  const record = await tokens.find(request.customerId, token, 'user');
  if (!record) throw unauthorized('Your session has ended. Please sign in again.');
  const user = await users.byId(request.customerId, record.userId);
  if (!user) throw unauthorized('Your session has ended. Please sign in again.');
  return { user, token };
}
