import type { Kysely } from 'kysely';

/**
 * Plans and what viewers do with them: packages (per customer), subscriptions, the shares a
 * viewer made, and the feedback a viewer gave. Customers seeded before this migration get the
 * default plans here (new seeds write them in seed/packages.ts); the rows are spelled out so this
 * migration keeps doing the same thing whatever the seed becomes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('packages')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('period_days', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('packages_pk', ['customer_id', 'id'])
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('package_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('recurring', 'integer', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .execute();
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').columns(['customer_id', 'user_id', 'started_at']).execute();

  await db.schema
    .createTable('shares')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('profile_id', 'varchar(36)')
    .addColumn('item_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('service', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shares_user_idx').on('shares').columns(['customer_id', 'user_id', 'created_at']).execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('profile_id', 'varchar(36)')
    .addColumn('item_id', 'varchar(64)')
    .addColumn('program_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('episode_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('rating', 'integer')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_user_idx').on('feedback').columns(['customer_id', 'user_id', 'created_at']).execute();

  // Plans for the customers already seeded (a fresh seed writes its own).
  const rows = db as Kysely<SeededTables>;
  const created_at = Date.now();
  for (const { id } of await rows.selectFrom('customers').select('id').execute()) {
    const plans = PLANS.map((plan, position) => ({
      customer_id: id,
      ...plan,
      price_cents: 0,
      currency: 'USD',
      period_days: 365,
      position,
      active: 1,
      created_at,
    }));
    await rows.insertInto('packages').values(plans).execute();
  }
}

const FREE = 'Every show, episode and live channel, on all your devices, with profiles for the whole family. Free, renewed once a year.';
const SUPPORTER =
  'Everything in Lumen Free, for viewers who want to keep Lumen on the air. Also free here: gifts are made on our donation site, whenever you wish.';

/** The two tables this migration writes to, as they stand at this point in the schema's history. */
interface SeededTables {
  customers: { id: string };
  packages: {
    customer_id: string;
    id: string;
    name: string;
    description: string;
    price_cents: number;
    currency: string;
    period_days: number;
    kind: string;
    position: number;
    active: number;
    created_at: number;
  };
}

const PLANS = [
  { id: 'free', name: 'Lumen Free', description: FREE, kind: 'free' },
  { id: 'supporter', name: 'Lumen Supporter', description: SUPPORTER, kind: 'supporter' },
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feedback', 'shares', 'subscriptions', 'packages']) await db.schema.dropTable(table).ifExists().execute();
}
