import type { Kysely } from 'kysely';

/** Per-profile lists: My List (what a viewer saved) and the links a viewer shared. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('my_list')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('profile_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('my_list_pk', ['customer_id', 'profile_id', 'item_id'])
    .execute();
  await db.schema.createIndex('my_list_recent_idx').on('my_list').columns(['customer_id', 'profile_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('my_list').ifExists().execute();
}
