import type { Db } from '../db/database.js';
import type { OutboxTable } from '../db/schema.js';
import { newId } from '../lib/secrets.js';

export type OutboxRow = Omit<OutboxTable, 'customer_id'>;
export type NewOutboxMessage = Omit<OutboxRow, 'id' | 'created_at'>;

/** The undelivered e-mail and SMS (see mail/transport.ts): kept, read newest first, swept. SQL only. */
export function createOutboxRepository(db: Db) {
  return {
    async add(customerId: string, message: NewOutboxMessage, at: number): Promise<void> {
      await db
        .insertInto('outbox')
        .values({ ...message, id: newId(), customer_id: customerId, created_at: at })
        .execute();
    },

    /** The newest `limit` messages, only those to `to` when given (an address or phone, as stored). */
    latest(customerId: string, to: string | null, limit: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('outbox')
        .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
        .where('customer_id', '=', customerId)
        .$if(to !== null, (qb) => qb.where('recipient', '=', to!))
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** Deletes every customer's messages made before `cutoff`; how many went. */
    async deleteBefore(cutoff: number): Promise<number> {
      const result = await db.deleteFrom('outbox').where('created_at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** An address as the outbox stores it: e-mail in lower case, a phone as written; null for none. */
export function outboxRecipient(to: string | undefined | null): string | null {
  const trimmed = to?.trim() ?? '';
  if (trimmed === '') return null;
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}
