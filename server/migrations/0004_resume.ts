import type { Kysely } from 'kysely';

/** Resume points: where each profile left each video (status 1 unfinished, 0 finished or reset). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resume_points')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('profile_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('video_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('resume_time', 'integer', (c) => c.notNull())
    .addColumn('ref_id', 'varchar(64)')
    .addColumn('ref_type', 'varchar(32)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('resume_points_pk', ['customer_id', 'profile_id', 'video_id'])
    .execute();
  await db.schema.createIndex('resume_points_recent_idx').on('resume_points').columns(['customer_id', 'profile_id', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resume_points').ifExists().execute();
}
