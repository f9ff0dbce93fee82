import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { demoChannelRows, LIVE_CHANNELS } from '../src/media/live-channels.js';

/**
 * Live channels and their uploaded schedules, edited in the studio (issue 48) where they were code
 * (media/live-channels.ts). A database seeded before this gets the demo's channels as they were
 * (their sample signals and sample schedules), so viewers see no change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_channels')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(254)', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_channels_pk', ['customer_id', 'id'])
    .execute();
  await db.schema
    .createTable('live_schedules')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('channel_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('programmes', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    .addColumn('uploaded_by', 'varchar(254)', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_schedules_pk', ['customer_id', 'channel_id', 'day'])
    .execute();

  // Customers seeded before: the demo's channels that are in their catalogue.
  const rows = db as unknown as Kysely<Database>;
  const at = Date.now();
  for (const { id } of await rows.selectFrom('customers').select('id').execute()) {
    const present = await rows
      .selectFrom('items')
      .select('id')
      .where('customer_id', '=', id)
      .where('type', '=', 'livestream')
      .where(
        'id',
        'in',
        LIVE_CHANNELS.map((c) => c.id),
      )
      .execute();
    const ids = new Set(present.map((r) => r.id));
    const channels = demoChannelRows(id, at).filter((row) => ids.has(row.id));
    if (channels.length > 0) await rows.insertInto('live_channels').values(channels).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_schedules').ifExists().execute();
  await db.schema.dropTable('live_channels').ifExists().execute();
}
