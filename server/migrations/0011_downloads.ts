import type { Kysely } from 'kysely';

/**
 * Downloads for offline viewing: one row per programme a profile saved on one device. A deleted
 * download keeps its row (removed_at), so the team's count of downloads never goes down; only rows
 * without removed_at count towards the account's limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('downloads')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('profile_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('video_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('quality', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('removed_at', 'bigint')
    .execute();
  await db.schema.createIndex('downloads_account_idx').on('downloads').columns(['customer_id', 'user_id', 'removed_at']).execute();
  await db.schema.createIndex('downloads_device_idx').on('downloads').columns(['customer_id', 'profile_id', 'device_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('downloads').ifExists().execute();
}
