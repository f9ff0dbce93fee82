import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import type { ProfileKey } from './profiles.js';

/** The programmes a profile saved (My List), newest first. SQL only. */
export function createMyListRepository(db: Db) {
  /** How many programmes the list holds; kidsOnly: only the age-appropriate ones. */
  const count = async (owner: ProfileKey, kidsOnly: boolean, on: Kysely<Database> = db): Promise<number> => {
    const { count } = await on
      .selectFrom('my_list as l')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('l.customer_id', '=', owner.customerId)
      .where('l.profile_id', '=', owner.profileId)
      .$if(kidsOnly, (qb) =>
        qb.where((eb) =>
          eb.exists(
            eb
              .selectFrom('items as i')
              .select('i.id')
              .whereRef('i.customer_id', '=', 'l.customer_id')
              .whereRef('i.id', '=', 'l.item_id')
              .where('i.kids', '=', 1),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    return Number(count);
  };

  return {
    /** One page of the list as the items' stored JSON, and how many the whole list holds. */
    async page(
      owner: ProfileKey,
      options: { kidsOnly: boolean; offset: number; limit: number },
    ): Promise<{ rows: Array<{ id: string; data: string }>; total: number }> {
      const rows = await db
        .selectFrom('my_list as l')
        .innerJoin('items as i', (join) => join.onRef('i.customer_id', '=', 'l.customer_id').onRef('i.id', '=', 'l.item_id'))
        .select(['i.id', 'i.data'])
        .where('l.customer_id', '=', owner.customerId)
        .where('l.profile_id', '=', owner.profileId)
        .$if(options.kidsOnly, (qb) => qb.where('i.kids', '=', 1))
        .orderBy('l.created_at', 'desc')
        .orderBy('l.item_id')
        .limit(options.limit)
        .offset(options.offset)
        .execute();
      return { rows, total: await count(owner, options.kidsOnly) };
    },

    async remove(owner: ProfileKey, itemId: string): Promise<void> {
      await db
        .deleteFrom('my_list')
        .where('customer_id', '=', owner.customerId)
        .where('profile_id', '=', owner.profileId)
        .where('item_id', '=', itemId)
        .execute();
    },

    /**
     * Adds a programme unless the list already holds `limit` others: 'full' then. Adding twice
     * keeps the first time. Check and add are one step per profile: two adds at once to a list
     * one short of full must not both get in. The no-op update holds the profile's row
     * (PostgreSQL) until the transaction ends; SQLite runs one transaction at a time.
     */
    add(owner: ProfileKey, itemId: string, at: number, limit: number): Promise<'added' | 'full'> {
      const row = { customer_id: owner.customerId, profile_id: owner.profileId, item_id: itemId };
      return inTransaction(db, async (trx) => {
        await trx
          .updateTable('profiles')
          .set((eb) => ({ id: eb.ref('id') }))
          .where('id', '=', owner.profileId)
          .execute();
        if ((await count(owner, false, trx)) >= limit) {
          // A full list still answers "added" for a programme already in it.
          const existing = await trx
            .selectFrom('my_list')
            .select('item_id')
            .where('customer_id', '=', row.customer_id)
            .where('profile_id', '=', row.profile_id)
            .where('item_id', '=', itemId)
            .executeTakeFirst();
          return existing ? 'added' : 'full';
        }
        await trx
          .insertInto('my_list')
          .values({ ...row, created_at: at })
          .onConflict((oc) => oc.columns(['customer_id', 'profile_id', 'item_id']).doNothing())
          .execute();
        return 'added';
      });
    },
  };
}

export type MyListRepository = ReturnType<typeof createMyListRepository>;
