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

    /** A profile of the customer by id, with its owner; undefined when there is none. */
    async find(customerId: string, id: string): Promise<(Profile & { user_id: string }) | undefined> {
      return db
        .selectFrom('profiles')
        .select(['id', 'name', 'type', 'user_id'])
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
    },

    async count(user: User): Promise<number> {
      const { count } = await db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('customer_id', '=', user.customer_id)
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async create(user: User, fields: Pick<Profile, 'name' | 'type'>): Promise<Profile> {
      const profile: Profile = { id: newId(), ...fields };
      await db
        .insertInto('profiles')
        .values({ ...profile, customer_id: user.customer_id, user_id: user.id, created_at: now() })
        .execute();
      return profile;
    },

    async update(customerId: string, id: string, changes: Partial<Pick<Profile, 'name' | 'type'>>): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db.updateTable('profiles').set(changes).where('id', '=', id).where('customer_id', '=', customerId).execute();
    },

    /** Removes a profile with its My List and resume points. */
    async remove(customerId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('my_list').where('customer_id', '=', customerId).where('profile_id', '=', id).execute();
        await trx.deleteFrom('resume_points').where('customer_id', '=', customerId).where('profile_id', '=', id).execute();
        await trx.deleteFrom('profiles').where('id', '=', id).where('customer_id', '=', customerId).execute();
      });
    },

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
