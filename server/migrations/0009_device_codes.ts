import type { Kysely } from 'kysely';

/**
 * Sign-in on a TV from a phone (OAuth device flow): one row per pairing. The TV holds the long
 * device code (only its hash is kept); the short user code is shown on the TV and typed on the
 * phone, where a signed-in person approves it. Plain portable types, a primary key, no triggers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_codes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('device_code_hash', 'varchar(64)', (c) => c.notNull())
    /** Eight letters, without the hyphen. */
    .addColumn('user_code', 'varchar(8)', (c) => c.notNull())
    /** pending, approved, denied or used. */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    /** Who approved (or declined) it; null while pending. */
    .addColumn('user_id', 'varchar(36)')
    .addColumn('poll_interval', 'integer', (c) => c.notNull())
    .addColumn('last_polled_at', 'bigint')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('device_codes_device_idx').on('device_codes').column('device_code_hash').unique().execute();
  await db.schema.createIndex('device_codes_user_code_idx').on('device_codes').columns(['customer_id', 'user_code']).execute();
  await db.schema.createIndex('device_codes_expires_idx').on('device_codes').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_codes').ifExists().execute();
}
