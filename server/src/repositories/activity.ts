import type { Kysely } from 'kysely';
import { asAccount } from '../db/account-lock.js';
import type { Db } from '../db/database.js';
import type { Database, FeedbackTable, SharesTable } from '../db/schema.js';

export type ShareRow = Omit<SharesTable, 'customer_id'>;
export type FeedbackRow = Omit<FeedbackTable, 'customer_id'>;

export interface Listed<T> {
  rows: Array<T & { item_data: string | null }>;
  total: number;
}

/** What a viewer did with programmes: the shares they made and the feedback they gave. SQL only. */
export function createActivityRepository(db: Db) {
  const shareColumns = ['s.id', 's.user_id', 's.profile_id', 's.item_id', 's.service', 's.created_at'] as const;
  const feedbackColumns = [
    'f.id',
    'f.user_id',
    'f.profile_id',
    'f.item_id',
    'f.program_name',
    'f.episode_name',
    'f.rating',
    'f.message',
    'f.email',
    'f.first_name',
    'f.last_name',
    'f.created_at',
  ] as const;

  return {
    /**
     * Records a share, unless the user shared this programme on this service since `since` (a
     * double tap): then that share is the answer. One at a time per account, so taps that arrive
     * at once still make one share.
     */
    shareOnce(customerId: string, row: ShareRow, since: number): Promise<ShareRow> {
      return asAccount(db, row.user_id, async (trx) => {
        const repeat = await this.recentShare(customerId, row.user_id, row.item_id, row.service, since, trx);
        if (repeat) return repeat;
        await trx
          .insertInto('shares')
          .values({ ...row, customer_id: customerId })
          .execute();
        return row;
      });
    },

    /** The user's latest share of this programme on this service since `since`, if any. */
    recentShare(customerId: string, userId: string, itemId: string, service: string, since: number, on: Kysely<Database> = db): Promise<ShareRow | undefined> {
      return on
        .selectFrom('shares as s')
        .select(shareColumns)
        .where('s.customer_id', '=', customerId)
        .where('s.user_id', '=', userId)
        .where('s.item_id', '=', itemId)
        .where('s.service', '=', service)
        .where('s.created_at', '>=', since)
        .orderBy('s.created_at', 'desc')
        .executeTakeFirst();
    },

    /** A user's shares, newest first, each with its programme's JSON (null once it is gone). */
    async shares(customerId: string, userId: string, offset: number, limit: number): Promise<Listed<ShareRow>> {
      const rows = await db
        .selectFrom('shares as s')
        .leftJoin('items as i', (join) => join.onRef('i.customer_id', '=', 's.customer_id').onRef('i.id', '=', 's.item_id'))
        .select([...shareColumns, 'i.data as item_data'])
        .where('s.customer_id', '=', customerId)
        .where('s.user_id', '=', userId)
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await db
        .selectFrom('shares')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('customer_id', '=', customerId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    async addFeedback(customerId: string, row: FeedbackRow): Promise<void> {
      await db
        .insertInto('feedback')
        .values({ ...row, customer_id: customerId })
        .execute();
    },

    /** A user's feedback, newest first, each with its programme's JSON when it names one. */
    async feedback(customerId: string, userId: string, offset: number, limit: number): Promise<Listed<FeedbackRow>> {
      const rows = await db
        .selectFrom('feedback as f')
        .leftJoin('items as i', (join) => join.onRef('i.customer_id', '=', 'f.customer_id').onRef('i.id', '=', 'f.item_id'))
        .select([...feedbackColumns, 'i.data as item_data'])
        .where('f.customer_id', '=', customerId)
        .where('f.user_id', '=', userId)
        .orderBy('f.created_at', 'desc')
        .orderBy('f.id')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('customer_id', '=', customerId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
