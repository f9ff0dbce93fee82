import type { Db } from '../db/database.js';
import { refreshStatistics } from '../db/engine.js';
import { inTransaction } from '../db/transaction.js';
import { fillAddedAt, itemRow, itemTextRows, searchTermRows } from '../db/derived-columns.js';
import { buildDemoCatalogue, SEED_VERSION, type DemoCatalogue } from './catalogue.js';
import { indexTags } from './items.js';
import { blogForKids } from './blogs.js';
import { writePackages } from './packages.js';
import { demoChannelRows } from '../media/live-channels.js';

/** Rows per INSERT: well under SQLite's bound-parameter limit for the widest table (14 columns). */
const BATCH = 400;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export interface SeedResult {
  seeded: boolean;
  items: number;
}

/**
 * Writes the demo catalogue for a customer unless it is already there. All or nothing: the
 * customer row is written last, in the same transaction, so a crash mid-way leaves no half seed.
 */
export async function seedCustomer(db: Db, customerId: string, demo?: DemoCatalogue): Promise<SeedResult> {
  const isSeeded = async () => Boolean(await db.selectFrom('customers').select('seed_version').where('id', '=', customerId).executeTakeFirst());
  if (await isSeeded()) return { seeded: false, items: 0 };
  // Built only when needed: it takes about a second, which every restart used to pay.
  const catalogue = demo ?? buildDemoCatalogue();

  try {
    await writeCatalogue(db, customerId, catalogue);
  } catch (error) {
    // Another process starting on the same empty database may have seeded it first.
    if (await isSeeded()) return { seeded: false, items: 0 };
    throw error;
  }
  await refreshStatistics(db, SEEDED_TABLES);
  return { seeded: true, items: catalogue.items.length };
}

/** The tables the seed fills in bulk. */
const SEEDED_TABLES = ['items', 'item_texts', 'search_terms', 'catalogue_entries', 'item_tags', 'blogs', 'blog_tags'] as const;

async function writeCatalogue(db: Db, customerId: string, catalogue: DemoCatalogue): Promise<void> {
  // added_at is filled below from the catalogue entries (fillAddedAt), once they are written.
  const rows = catalogue.items.map((s) => itemRow(customerId, s));
  await inTransaction(db, async (trx) => {
    await insertInBatches(rows, (batch) => trx.insertInto('items').values(batch).execute());
    await insertInBatches(
      rows.flatMap((row) => searchTermRows(customerId, row)),
      (batch) => trx.insertInto('search_terms').values(batch).execute(),
    );
    await insertInBatches(
      catalogue.items.flatMap((s) => itemTextRows(customerId, s)),
      (batch) => trx.insertInto('item_texts').values(batch).execute(),
    );

    const entries = [...catalogue.entries].flatMap(([catalogueId, childIds]) =>
      childIds.map((itemId, position) => ({ customer_id: customerId, catalogue_id: catalogueId, position, item_id: itemId })),
    );
    await insertInBatches(entries, (batch) => trx.insertInto('catalogue_entries').values(batch).execute());
    await fillAddedAt(trx, customerId);

    const tags = catalogue.items.flatMap((s) => indexTags(s.item).map((tag) => ({ customer_id: customerId, item_id: s.item.id, tag })));
    await insertInBatches(tags, (batch) => trx.insertInto('item_tags').values(batch).execute());

    await trx
      .insertInto('app_config')
      .values(Object.entries(catalogue.config).map(([key, value]) => ({ customer_id: customerId, key, value })))
      .execute();

    await trx
      .insertInto('blogs')
      .values(
        catalogue.blogs.map((blog, position) => ({
          customer_id: customerId,
          id: blog.id,
          position,
          kids: blogForKids(blog) ? 1 : 0,
          data: JSON.stringify(blog),
        })),
      )
      .execute();
    await trx
      .insertInto('blog_tags')
      .values(catalogue.blogs.flatMap((blog) => blog.tags.map((tag) => ({ customer_id: customerId, blog_id: blog.id, tag }))))
      .execute();

    await writePackages(trx, customerId);
    // The demo's live channels, as the studio's Live page edits them (their items are above).
    const channels = demoChannelRows(customerId, Date.now()).filter((row) => catalogue.items.some((s) => s.item.id === row.id));
    if (channels.length > 0) await trx.insertInto('live_channels').values(channels).execute();

    await trx.insertInto('customers').values({ id: customerId, name: 'Lumen', seed_version: SEED_VERSION, created_at: new Date().toISOString() }).execute();
  });
}
