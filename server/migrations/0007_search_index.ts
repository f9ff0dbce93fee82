import { sql, type Kysely } from 'kysely';
import { fillAddedAt, searchTermRows, type SearchTermRow } from '../src/db/derived-columns.js';
import { isPostgres, refreshStatistics } from '../src/db/engine.js';
import { showFlags } from '../src/lib/show-facts.js';

/**
 * Search through an index, the All Shows filters, and analytics events.
 *
 * - search_terms: one row per word of an item's folded name and tags, so a search finds the items
 *   whose terms start with each word of the key by a range scan of the primary key
 *   (`term >= 'ros' AND term < 'rot'`) instead of reading every item. Range comparisons need byte
 *   order, which SQLite's default BINARY collation is; on PostgreSQL the column says COLLATE "C"
 *   (and items.name_lc too, so names sort the same on both engines).
 * - items.added_at (newest created_at of a show and its seasons and episodes), items.awarded and
 *   items.upcoming (from metaData.awards and metaData.upcoming), for the All Shows sorts.
 * - analytics_events: what the app reports (search keys over 4 characters).
 *
 * Databases seeded before this migration get their terms and columns filled here, reading items
 * in batches; a fresh seed writes them itself (seed/write.ts) with the same code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.isTransaction) await migrate(db);
  else await db.transaction().execute((trx) => migrate(trx));
}

/** Text compared in byte order on both engines (SQLite's default; "C" on PostgreSQL). */
const byteOrdered = (db: Kysely<unknown>, type: string) => (isPostgres(db) ? sql.raw(`${type} collate "C"`) : sql.raw(type));

/** Items read per batch when filling the index of an existing database. */
const READ_BATCH = 500;
/** Rows per INSERT: 4 columns each, well under SQLite's bound-parameter limit. */
const WRITE_BATCH = 400;

async function migrate(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_terms')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('term', byteOrdered(db, 'varchar(100)'), (c) => c.notNull())
    .addColumn('item_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', ['customer_id', 'item_type', 'term', 'item_id'])
    .execute();

  await db.schema
    .alterTable('items')
    .addColumn('added_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('items')
    .addColumn('awarded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('items')
    .addColumn('upcoming', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) await sql`alter table items alter column name_lc type varchar(300) collate "C"`.execute(db);

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    .addColumn('value', 'varchar(100)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)')
    .addColumn('profile_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_events_event_idx').on('analytics_events').columns(['customer_id', 'event', 'created_at']).execute();

  await fillFromItems(db);
  await fillAddedAt(db);
  // PostgreSQL plans search over the filled index from fresh statistics, not none.
  await refreshStatistics(db, ['items', 'search_terms']);
}

/** Terms and flags of every item already stored, a batch at a time. */
async function fillFromItems(db: Kysely<unknown>): Promise<void> {
  const rows = db as Kysely<IndexedTables>;
  let after: { customer_id: string; id: string } | undefined;
  for (;;) {
    const from = after;
    const items: Array<{ customer_id: string; id: string; type: string; name_lc: string; tags_text: string; search_exclude: number; data: string }> = await rows
      .selectFrom('items')
      .select(['customer_id', 'id', 'type', 'name_lc', 'tags_text', 'search_exclude', 'data'])
      .$if(from !== undefined, (qb) =>
        qb.where((eb) => eb.or([eb('customer_id', '>', from!.customer_id), eb.and([eb('customer_id', '=', from!.customer_id), eb('id', '>', from!.id)])])),
      )
      .orderBy('customer_id')
      .orderBy('id')
      .limit(READ_BATCH)
      .execute();
    if (items.length === 0) return;
    after = items[items.length - 1];

    const terms: SearchTermRow[] = items.flatMap((item) => searchTermRows(item.customer_id, item));
    for (let i = 0; i < terms.length; i += WRITE_BATCH)
      await rows
        .insertInto('search_terms')
        .values(terms.slice(i, i + WRITE_BATCH))
        .execute();

    for (const item of items) {
      const flags = showFlags(metaDataOf(item.data));
      if (flags.awarded === 0 && flags.upcoming === 0) continue;
      await rows.updateTable('items').set(flags).where('customer_id', '=', item.customer_id).where('id', '=', item.id).execute();
    }
  }
}

/** The tables fillFromItems reads and writes, as they stand at this point in the schema's history. */
interface IndexedTables {
  items: {
    customer_id: string;
    id: string;
    type: string;
    name_lc: string;
    tags_text: string;
    search_exclude: number;
    data: string;
    awarded: number;
    upcoming: number;
  };
  search_terms: SearchTermRow;
}

function metaDataOf(data: string): Record<string, unknown> | undefined {
  try {
    const parsed = JSON.parse(data) as { metaData?: unknown };
    return parsed.metaData && typeof parsed.metaData === 'object' ? (parsed.metaData as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_events').ifExists().execute();
  await db.schema.dropTable('search_terms').ifExists().execute();
  if (isPostgres(db)) await sql`alter table items alter column name_lc type varchar(300) collate "default"`.execute(db);
  for (const column of ['upcoming', 'awarded', 'added_at']) await db.schema.alterTable('items').dropColumn(column).execute();
}
