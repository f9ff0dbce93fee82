import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { ProfilesTable } from '../db/schema.js';
import { forbidden } from '../lib/errors.js';
import { newId } from '../lib/secrets.js';
import { requireUser } from './session.js';
import type { TokenRepository } from './tokens.js';
import type { User, UserRepository } from './users.js';

export type Profile = Pick<ProfilesTable, 'id' | 'name' | 'type'>;

export const NOT_YOUR_PROFILE = 'This profile does not belong to your account.';

/**
 * The profiles of an account, and which one a request speaks for: the `profileid` header when it
 * names one of the user's own profiles (another account's profile is refused), else the first one.
 * An account without profiles gets its default REGULAR profile, named after the first name.
 */
export function createProfileRepository(db: Db, now: () => number = Date.now) {
  const list = (user: User): Promise<Profile[]> =>
    db
      .selectFrom('profiles')
      .select(['id', 'name', 'type'])
      .where('customer_id', '=', user.customer_id)
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  async function ensureDefault(user: User): Promise<Profile> {
    const profile: Profile = { id: newId(), name: (user.first_name.trim() || 'Me').slice(0, 60), type: 'REGULAR' };
    await db
      .insertInto('profiles')
      .values({ ...profile, customer_id: user.customer_id, user_id: user.id, created_at: now() })
      .execute();
    return profile;
  }

  return {
    list,
    ensureDefault,
    async forRequest(user: User, header: unknown): Promise<Profile> {
      const profiles = await list(user);
      if (typeof header === 'string' && header !== '') {
        const chosen = profiles.find((p) => p.id === header);
        if (!chosen) throw forbidden(NOT_YOUR_PROFILE);
        return chosen;
      }
      return profiles[0] ?? ensureDefault(user);
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

/** The profile a signed-in request speaks for (see forRequest); 401 when nobody is signed in. */
export async function requireProfile(
  request: FastifyRequest,
  deps: { accounts: { tokens: TokenRepository; users: UserRepository }; profiles: ProfileRepository },
): Promise<Profile> {
  const { user } = await requireUser(request, deps.accounts.tokens, deps.accounts.users);
  return deps.profiles.forRequest(user, request.headers.profileid);
}
