import type { Kysely } from 'kysely';

/**
 * The studio: operators (owners and editors, apart from viewers), their one-time links (the first
 * owner's, invitations), their sessions, the audit log of every change they make, and the studio's
 * own programmes with their publication state. A programme reaches viewers only when published:
 * publishing writes it into `items` (and `catalogue_entries`), which is all the viewer API reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operators_email_idx').unique().on('operators').columns(['customer_id', 'email']).execute();

  await db.schema
    .createTable('operator_links')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('operator_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('totp_secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_links_operator_idx').on('operator_links').column('operator_id').execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('operator_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_sessions_operator_idx').on('operator_sessions').column('operator_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('operator', 'varchar(254)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('target', 'varchar(120)', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_log_customer_idx').on('audit_log').columns(['customer_id', 'at']).execute();

  await db.schema
    .createTable('studio_programmes')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('publish_at', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(254)', (c) => c.notNull())
    .addPrimaryKeyConstraint('studio_programmes_pk', ['customer_id', 'id'])
    .execute();
  await db.schema.createIndex('studio_programmes_parent_idx').on('studio_programmes').columns(['customer_id', 'parent_id']).execute();
  await db.schema.createIndex('studio_programmes_due_idx').on('studio_programmes').columns(['status', 'publish_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['studio_programmes', 'audit_log', 'operator_sessions', 'operator_links', 'operators']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
