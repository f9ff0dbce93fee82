import { CompiledQuery, type Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, ProfilesTable } from '../db/schema.js';
import { forbidden } from '../lib/errors.js';
import { newId } from '../lib/secrets.js';
import { asAccount } from '../db/account-lock.js';
import type { User } from './users.js';

export type Profile = Pick<ProfilesTable, 'id' | 'name' | 'type' | 'language'>;

/** One profile of one customer: whose list, resume points or downloads. */
export interface ProfileKey {
  customerId: string;
  profileId: string;
}

export const NOT_YOUR_PROFILE = /*i18n*/ 'This profile does not belong to your account.';

/**
 * The profiles of an account, and which one a request speaks for: the `profileid` header when it
 * names one of the user's own profiles (another account's profile is refused), else the first one.
 * An account without profiles gets its default REGULAR profile, named after the first name.
 */
export function createProfileRepository(db: Db, now: () => number = Date.now) {
  // In the order firstProfileTypeLookup reads: the first is the one a request without a profileid acts for.
  const listIn = (on: Kysely<Database>, user: User): Promise<Profile[]> =>
    on
      .selectFrom('profiles')
      .select(['id', 'name', 'type', 'language'])
      .where('customer_id', '=', user.customer_id)
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const list = (user: User) => listIn(db, user);

  const insertIn = async (on: Kysely<Database>, user: User, profile: Profile) => {
    await on
      .insertInto('profiles')
      .values({ ...profile, customer_id: user.customer_id, user_id: user.id, created_at: now() })
      .execute();
    return profile;
  };

  /** One account's profile changes one at a time: requests at once cannot both pass a count (at most 5, the last one stays, one default). */
  const asOwner = <T>(user: User, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> => asAccount(db, user.id, work);

  /** The account's first profile, made (REGULAR, named after the first name) when it has none. */
  const ensureDefault = (user: User): Promise<Profile> =>
    asOwner(user, async (trx) => {
      const [first] = await listIn(trx, user);
      return first ?? insertIn(trx, user, { id: newId(), name: (user.first_name.trim() || 'Me').slice(0, 60), type: 'REGULAR', language: null });
    });

  return {
    list,
    ensureDefault,

    /** A profile of the customer by id, with its owner; undefined when there is none. */
    async find(customerId: string, id: string): Promise<(Profile & { user_id: string }) | undefined> {
      return db
        .selectFrom('profiles')
        .select(['id', 'name', 'type', 'language', 'user_id'])
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
    },

    /** A new profile, unless the account already has `limit` of them (undefined then). */
    createWithin(user: User, fields: Pick<Profile, 'name' | 'type' | 'language'>, limit: number): Promise<Profile | undefined> {
      return asOwner(user, async (trx) => ((await listIn(trx, user)).length >= limit ? undefined : insertIn(trx, user, { id: newId(), ...fields })));
    },

    async update(customerId: string, id: string, changes: Partial<Pick<Profile, 'name' | 'type' | 'language'>>): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db.updateTable('profiles').set(changes).where('id', '=', id).where('customer_id', '=', customerId).execute();
    },

    /** Removes a profile with its My List, resume points and downloads, unless it is the account's last one (false then). */
    removeUnlessLast(user: User, id: string): Promise<boolean> {
      const customerId = user.customer_id;
      return asOwner(user, async (trx) => {
        if ((await listIn(trx, user)).length <= 1) return false;
        await trx.deleteFrom('my_list').where('customer_id', '=', customerId).where('profile_id', '=', id).execute();
        await trx.deleteFrom('resume_points').where('customer_id', '=', customerId).where('profile_id', '=', id).execute();
        // Its downloads end too (kept as rows, so the count of downloads made stays true).
        await trx
          .updateTable('downloads')
          .set({ removed_at: now() })
          .where('customer_id', '=', customerId)
          .where('profile_id', '=', id)
          .where('removed_at', 'is', null)
          .execute();
        await trx.deleteFrom('profiles').where('id', '=', id).where('customer_id', '=', customerId).where('user_id', '=', user.id).execute();
        return true;
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

/**
 * A profile's type by id, read on many requests (the audience hook): its query is compiled once.
 * Undefined when the customer has no such profile.
 */
export function profileTypeLookup(db: Db): (customerId: string, profileId: string) => Promise<{ type: string } | undefined> {
  const query = db.selectFrom('profiles').select('type').where('id', '=', '$id').where('customer_id', '=', '$customer').compile();
  return async (customerId, profileId) => (await db.executeQuery<{ type: string }>(CompiledQuery.raw(query.sql, [profileId, customerId]))).rows[0];
}

/**
 * The type of a user's first profile, the one forRequest picks when no profileid header names one
 * (read by the audience hook on signed-in requests): undefined when the user has none yet, whose
 * default ensureDefault makes REGULAR. Compiled once, in listIn's order.
 */
export function firstProfileTypeLookup(db: Db): (customerId: string, userId: string) => Promise<{ type: string } | undefined> {
  const query = db
    .selectFrom('profiles')
    .select('type')
    .where('customer_id', '=', '$customer')
    .where('user_id', '=', '$user')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .compile();
  const values = (customerId: string, userId: string) =>
    query.parameters.map((value) => (value === '$customer' ? customerId : value === '$user' ? userId : value));
  return async (customerId, userId) => (await db.executeQuery<{ type: string }>(CompiledQuery.raw(query.sql, values(customerId, userId)))).rows[0];
}
