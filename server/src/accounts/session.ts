import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../http.js';
import { unauthorized } from '../lib/errors.js';
import { actForProfile } from './audience.js';
import type { Profile, ProfileRepository } from '../repositories/profiles.js';
import type { TokenRepository } from '../repositories/tokens.js';
import type { User, UserRepository } from '../repositories/users.js';

export const SIGN_IN_REQUIRED = /*i18n*/ 'Please sign in to continue.';

/**
 * The signed-in user of a request: a live user token (an app token, a sign-up token or anything
 * else is refused), for this customer, whose account still exists.
 */
export async function requireUser(request: FastifyRequest, tokens: TokenRepository, users: UserRepository): Promise<{ user: User; token: string }> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(SIGN_IN_REQUIRED);
  const record = await tokens.find(request.customerId, token, 'user');
  if (!record) throw unauthorized(/*i18n*/ 'Your session has ended. Please sign in again.');
  const user = await users.byId(request.customerId, record.userId);
  if (!user) throw unauthorized(/*i18n*/ 'Your session has ended. Please sign in again.');
  return { user, token };
}

/**
 * The profile a signed-in request acts for (see ProfileRepository.forRequest: the profileid
 * header's own profile, else the first); 401 when nobody is signed in. The request's audience
 * follows the profile.
 */
export async function requireProfile(request: FastifyRequest, deps: ProfileDeps): Promise<Profile> {
  return (await requireUserProfile(request, deps)).profile;
}

type ProfileDeps = { accounts: { tokens: TokenRepository; users: UserRepository }; profiles: ProfileRepository };

/** requireProfile, with the signed-in user too. */
export async function requireUserProfile(request: FastifyRequest, deps: ProfileDeps): Promise<{ user: User; profile: Profile }> {
  const { user } = await requireUser(request, deps.accounts.tokens, deps.accounts.users);
  const profile = await deps.profiles.forRequest(user, request.headers.profileid);
  actForProfile(request, profile);
  return { user, profile };
}

/**
 * The profile a signed-in user's request names in its profileid header, when it names one (it
 * must be the user's own); null when it names none. The request's audience follows the profile.
 */
export async function namedProfile(request: FastifyRequest, user: User, profiles: ProfileRepository): Promise<Profile | null> {
  const header = request.headers.profileid;
  const profile = typeof header === 'string' && header !== '' ? await profiles.forRequest(user, header) : null;
  actForProfile(request, profile);
  return profile;
}
