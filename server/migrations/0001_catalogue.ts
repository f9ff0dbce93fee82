import { sql, type Kysely } from 'kysely';

/**
 * The content side: customers, items (shows, seasons, episodes, carousels, banners...), the
 * ordered entries of each catalogue, tags, the global configuration, blogs and app tokens.
 * Portable: plain types only, a primary key on every table, so it runs on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('seed_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('items')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('name_lc', 'varchar(300)', (c) => c.notNull())
    .addColumn('tags_text', 'text', (c) => c.notNull())
    .addColumn('kids', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_exclude', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('items_pk', ['customer_id', 'id'])
    .execute();
  await db.schema.createIndex('items_type_idx').on('items').columns(['customer_id', 'type', 'name_lc']).execute();

  await db.schema
    .createTable('catalogue_entries')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('catalogue_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_entries_pk', ['customer_id', 'catalogue_id', 'position'])
    .execute();
  await db.schema.createIndex('catalogue_entries_item_idx').on('catalogue_entries').columns(['customer_id', 'item_id']).execute();

  await db.schema
    .createTable('item_tags')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('tag', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_tags_pk', ['customer_id', 'item_id', 'tag'])
    .execute();
  await db.schema.createIndex('item_tags_tag_idx').on('item_tags').columns(['customer_id', 'tag']).execute();

  await db.schema
    .createTable('app_config')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('app_config_pk', ['customer_id', 'key'])
    .execute();

  await db.schema
    .createTable('blogs')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blogs_pk', ['customer_id', 'id'])
    .execute();

  await db.schema
    .createTable('blog_tags')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('blog_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('tag', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_tags_pk', ['customer_id', 'blog_id', 'tag'])
    .execute();
  await db.schema.createIndex('blog_tags_tag_idx').on('blog_tags').columns(['customer_id', 'tag']).execute();

  await db.schema
    .createTable('app_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('platform', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema.createIndex('app_tokens_expiry_idx').on('app_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['app_tokens', 'blog_tags', 'blogs', 'app_config', 'item_tags', 'catalogue_entries', 'items', 'customers']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
