import type { Kysely } from 'kysely';

/**
 * Mail that is never lost: every message is kept in the outbox, and with MAIL_TRANSPORT=smtp://...
 * e-mail is sent from there, tried again with a growing wait while the SMTP server cannot take it
 * (mail/delivery.ts). sent_at: when it was handed over (null: not yet); next_attempt_at: when to
 * try it next (null: not to be sent, kept for the operator: SMS, or no SMTP server); attempts and
 * last_error: the tries so far. One column a statement: SQLite adds them one at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('sent_at', 'bigint').execute();
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'bigint').execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox').addColumn('last_error', 'varchar(500)').execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').column('next_attempt_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_due_idx').ifExists().execute();
  for (const column of ['last_error', 'attempts', 'next_attempt_at', 'sent_at']) await db.schema.alterTable('outbox').dropColumn(column).execute();
}
