import type { Kysely } from 'kysely';

/**
 * The audit log's own order. Entries were read newest first by time alone, so two changes in the same
 * millisecond (a feed import writes several, and a clock can stand still) came back in the order of
 * their random ids. Each entry now carries its customer's next number, `seq`; entries already written
 * are numbered in the order they were read before (time, then id), so an old log reads as it did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  const rows = db as Kysely<Tables>;
  const written = await rows.selectFrom('audit_log').select(['id', 'customer_id']).orderBy('customer_id').orderBy('at').orderBy('id').execute();
  const next = new Map<string, number>();
  for (const { id, customer_id } of written) {
    const seq = (next.get(customer_id) ?? 0) + 1;
    next.set(customer_id, seq);
    await rows.updateTable('audit_log').set({ seq }).where('id', '=', id).execute();
  }
  await db.schema.createIndex('audit_log_customer_seq_idx').on('audit_log').columns(['customer_id', 'seq']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_customer_seq_idx').execute();
  await db.schema.alterTable('audit_log').dropColumn('seq').execute();
}

/** The table this migration writes to, as it stands at this point in the schema's history. */
interface Tables {
  audit_log: { id: string; customer_id: string; at: number; seq: number };
}
