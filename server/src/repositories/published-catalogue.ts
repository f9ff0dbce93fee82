import type { Db } from '../db/database.js';
import type { ContentItem } from '../../../contract/wire.js';

export interface PublishedCatalogue {
  /** Every item viewers can get, as the API returns it, with its kids flag. */
  items: Array<{ item: ContentItem; kids: boolean }>;
  /** Every catalogue's entries in order (entries whose item is not published are left out). */
  entries: Map<string, string[]>;
}

/** What viewers see of a customer's catalogue, whole: the items and catalogue_entries tables (for the feed export). */
export async function readPublishedCatalogue(db: Db, customerId: string): Promise<PublishedCatalogue> {
  const rows = await db.selectFrom('items').select(['id', 'data', 'kids']).where('customer_id', '=', customerId).orderBy('sort_order').orderBy('id').execute();
  const items = rows.map((r) => ({ item: JSON.parse(r.data) as ContentItem, kids: Number(r.kids) === 1 }));
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
