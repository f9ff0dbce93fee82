import type { Kysely } from 'kysely';

/**
 * Accounts: users, their social identities, every kind of token (stored hashed), one-time codes,
 * profiles, and the outbox of e-mail and SMS. Plain portable types; a primary key on every table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('username', 'varchar(320)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('telephone', 'varchar(32)')
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mobile_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_updates', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_username_idx').on('users').columns(['customer_id', 'username']).unique().execute();
  await db.schema.createIndex('users_email_idx').on('users').columns(['customer_id', 'email']).execute();
  await db.schema.createIndex('users_telephone_idx').on('users').columns(['customer_id', 'telephone']).execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_identities_pk', ['customer_id', 'provider', 'subject'])
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('one_time_codes_user_idx').on('one_time_codes').columns(['customer_id', 'user_id', 'purpose']).execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('profiles_user_idx').on('profiles').columns(['customer_id', 'user_id']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_created_idx').on('outbox').columns(['customer_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'profiles', 'one_time_codes', 'auth_tokens', 'user_identities', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
