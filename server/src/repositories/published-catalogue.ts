import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { ContentItem } from '../../../contract/answers.js';
import type { Locale } from '../../../contract/locales.js';

export interface PublishedCatalogue {
  /** Every item viewers can get, as the API returns it, with its kids flag and its translations (title and description by locale). */
  items: Array<{ item: ContentItem; kids: boolean; translations: Array<{ locale: Locale; title: string; description: string }> }>;
  /** Every catalogue's entries in order (entries whose item is not published are left out). */
  entries: Map<string, string[]>;
}

/** What viewers see of a customer's catalogue, whole: the items and catalogue_entries tables (for the feed export). */
export async function readPublishedCatalogue(db: Db, customerId: string): Promise<PublishedCatalogue> {
  const rows = await db.selectFrom('items').select(['id', 'data', 'kids']).where('customer_id', '=', customerId).orderBy('sort_order').orderBy('id').execute();
  const texts = await db
    .selectFrom('item_texts')
    .select(['item_id', 'locale', 'title', 'description'])
    .where('customer_id', '=', customerId)
    .orderBy('item_id')
    .orderBy('locale')
    .execute();
  const translations = new Map<string, Array<{ locale: Locale; title: string; description: string }>>();
  for (const t of texts) {
    const list = translations.get(t.item_id) ?? [];
    list.push({ locale: t.locale as Locale, title: t.title, description: t.description });
    translations.set(t.item_id, list);
  }
  const items = rows.map((r) => ({ item: JSON.parse(r.data) as ContentItem, kids: Number(r.kids) === 1, translations: translations.get(r.id) ?? [] }));
  const published = new Set(rows.map((r) => r.id));
  const entries = new Map<string, string[]>();
  const entryRows = await db
    .selectFrom('catalogue_entries')
    .select(['catalogue_id', 'item_id'])
    .where('customer_id', '=', customerId)
    .orderBy('catalogue_id')
    .orderBy('position')
    .execute();
  for (const row of entryRows) {
    if (!published.has(row.item_id)) continue;
    const list = entries.get(row.catalogue_id) ?? [];
    list.push(row.item_id);
    entries.set(row.catalogue_id, list);
  }
  return { items, entries };
}

const BATCH = 400;
type Rows<T extends keyof Database> = Array<Insertable<Database[T]>>;

/**
 * Writes of many rows at once, for the feed import (studio/feed-sync.ts): the same rows the
 * catalogue writer puts one item at a time, in batches. Run inside the import's transaction.
 */
export function createBulkCatalogueWriter(db: Db) {
  async function inBatches<T>(rows: T[], size: number, write: (batch: T[]) => Promise<unknown>): Promise<void> {
    for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
  }
  return {
    /** The catalogues holding any of the items. */
    async holding(customerId: string, ids: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      await inBatches(ids, BATCH, async (batch) => {
        const rows = await db
          .selectFrom('catalogue_entries')
          .select('catalogue_id')
          .where('customer_id', '=', customerId)
          .where('item_id', 'in', batch)
          .execute();
        for (const row of rows) found.add(row.catalogue_id);
      });
      return found;
    },
    /** Takes the items (their rows, search terms and tags) away from viewers; their places in catalogues are kept. */
    async removeItems(customerId: string, ids: string[]): Promise<void> {
      await inBatches(ids, BATCH, async (batch) => {
        await db.deleteFrom('items').where('customer_id', '=', customerId).where('id', 'in', batch).execute();
        await db.deleteFrom('search_terms').where('customer_id', '=', customerId).where('item_id', 'in', batch).execute();
        await db.deleteFrom('item_tags').where('customer_id', '=', customerId).where('item_id', 'in', batch).execute();
        await db.deleteFrom('item_texts').where('customer_id', '=', customerId).where('item_id', 'in', batch).execute();
      });
    },
    async insertItems(items: Rows<'items'>, terms: Rows<'search_terms'>, tags: Rows<'item_tags'>, texts: Rows<'item_texts'> = []): Promise<void> {
      await inBatches(items, 100, (batch) => db.insertInto('items').values(batch).execute());
      await inBatches(terms, BATCH, (batch) => db.insertInto('search_terms').values(batch).execute());
      await inBatches(tags, BATCH, (batch) => db.insertInto('item_tags').values(batch).execute());
      await inBatches(texts, BATCH / 2, (batch) => db.insertInto('item_texts').values(batch).execute());
    },
    async insertProgrammes(rows: Rows<'studio_programmes'>): Promise<void> {
      await inBatches(rows, BATCH / 4, (batch) => db.insertInto('studio_programmes').values(batch).execute());
    },
  };
}
