import type { Db } from '../db/database.js';
import type { OutboxTable } from '../db/schema.js';
import { newId } from '../lib/secrets.js';

export type OutboxRow = Pick<OutboxTable, 'id' | 'channel' | 'recipient' | 'subject' | 'body' | 'created_at'>;
export type NewOutboxMessage = Pick<OutboxTable, 'channel' | 'recipient' | 'subject' | 'body'>;
/** A message waiting to be sent, as the sender reads it. */
export type DueMessage = OutboxRow & Pick<OutboxTable, 'customer_id' | 'attempts' | 'next_attempt_at'>;

/**
 * Every e-mail and SMS (see mail/transport.ts): kept, sent from here when there is an SMTP server
 * (mail/delivery.ts), the unsent read newest first, swept. SQL only.
 */
export function createOutboxRepository(db: Db) {
  return {
    /** Keeps a message; `send` marks it due at once, else it waits for the operator. */
    async add(customerId: string, message: NewOutboxMessage, at: number, send = false): Promise<void> {
      await db
        .insertInto('outbox')
        .values({
          ...message,
          id: newId(),
          customer_id: customerId,
          created_at: at,
          sent_at: null,
          next_attempt_at: send ? at : null,
          attempts: 0,
          last_error: null,
        })
        .execute();
    },

    /** The newest `limit` unsent messages, only those to `to` when given (an address or phone, as stored). */
    latest(customerId: string, to: string | null, limit: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('outbox')
        .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
        .where('customer_id', '=', customerId)
        .where('sent_at', 'is', null)
        .$if(to !== null, (qb) => qb.where('recipient', '=', to!))
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** Every customer's messages due to be sent at `at`, longest waiting first. */
    due(at: number, limit: number): Promise<DueMessage[]> {
      return db
        .selectFrom('outbox')
        .select(['id', 'customer_id', 'channel', 'recipient', 'subject', 'body', 'created_at', 'attempts', 'next_attempt_at'])
        .where('next_attempt_at', '<=', at)
        .where('sent_at', 'is', null)
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
    },

    /**
     * Takes a due message for one sending until `until` (another process that read it too finds it
     * moved and leaves it); false when someone took it first.
     */
    async claim(message: DueMessage, until: number): Promise<boolean> {
      const result = await db
        .updateTable('outbox')
        .set({ next_attempt_at: until })
        .where('id', '=', message.id)
        .where('next_attempt_at', '=', message.next_attempt_at)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markSent(id: string, at: number): Promise<void> {
      await db
        .updateTable('outbox')
        .set((eb) => ({ sent_at: at, next_attempt_at: null, attempts: eb('attempts', '+', 1), last_error: null }))
        .where('id', '=', id)
        .execute();
    },

    /** A failed try: counted, with its reason, and the message due again at `retryAt`. */
    async markFailed(id: string, retryAt: number, reason: string): Promise<void> {
      await db
        .updateTable('outbox')
        .set((eb) => ({ next_attempt_at: retryAt, attempts: eb('attempts', '+', 1), last_error: reason.slice(0, 500) }))
        .where('id', '=', id)
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
