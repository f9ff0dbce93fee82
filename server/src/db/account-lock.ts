import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';

/**
 * Runs `work` in a transaction holding the account's row, so that one account's check-then-write
 * steps (at most 5 profiles, one active plan, a share once a minute) happen one at a time even
 * when its requests arrive at once. The update takes the row's lock on PostgreSQL until the
 * transaction ends; SQLite runs one transaction at a time anyway. `work` must use `trx` only, and
 * may run more than once (see inTransaction): no mail or other outside effect inside it.
 */
export function asAccount<T>(db: Kysely<Database>, userId: string, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  // inTransaction: run again, from the start, if the engine aborts it for a conflict (40001).
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', userId)
      .execute();
    return work(trx);
  });
}
