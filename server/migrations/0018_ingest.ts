import type { Kysely } from 'kysely';

/**
 * Ingest jobs (issue 53): each film uploaded in the studio, made into streams by a worker. The table
 * is the queue of the embedded default (a worker takes a job by leasing it, and a job whose lease ran
 * out, its worker killed, is taken again) and, with Redis, the record the studio reads while BullMQ
 * carries the job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ingest_jobs')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(32)', (c) => c.notNull())
    .addColumn('programme_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('upload_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('seconds_left', 'integer')
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('media_id', 'varchar(32)')
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('run_after', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('lease_owner', 'varchar(64)')
    .addPrimaryKeyConstraint('ingest_jobs_pk', ['customer_id', 'id'])
    .execute();
  await db.schema.createIndex('ingest_jobs_due_idx').on('ingest_jobs').columns(['status', 'run_after']).execute();
  await db.schema.createIndex('ingest_jobs_programme_idx').on('ingest_jobs').columns(['customer_id', 'programme_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ingest_jobs').ifExists().execute();
}
