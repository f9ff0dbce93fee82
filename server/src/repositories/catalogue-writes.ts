import type { Db } from '../db/database.js';
import { fillAddedAt, itemRow, itemTextRows, searchTermRows, withHolders } from '../db/derived-columns.js';
import { indexTags, type SeedItem } from '../seed/items.js';
import { foldText } from '../lib/text.js';

/**
 * Writes to what viewers read (items, their search terms, tags and translations, catalogue entries), for the
 * studio's publishing. Run inside a transaction (`db` may be one): a programme appears whole or not
 * at all. The seed fills the same tables in bulk with the same row builders (db/derived-columns.ts).
 */
export function createCatalogueWriter(db: Db) {
  /** Every catalogue's items_count is how many of its entries are published items. */
  async function recount(customerId: string, catalogueIds: readonly string[]): Promise<void> {
    for (const catalogueId of new Set(catalogueIds)) {
      const row = await db.selectFrom('items').select('data').where('customer_id', '=', customerId).where('id', '=', catalogueId).executeTakeFirst();
      if (!row) continue;
      const counted = await db
        .selectFrom('catalogue_entries as e')
        .innerJoin('items as i', (join) => join.onRef('i.customer_id', '=', 'e.customer_id').onRef('i.id', '=', 'e.item_id'))
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('e.customer_id', '=', customerId)
        .where('e.catalogue_id', '=', catalogueId)
        .executeTakeFirst();
      const data = JSON.parse(row.data) as { items_count: number };
      data.items_count = Number(counted?.count ?? 0);
      await db
        .updateTable('items')
        .set({ data: JSON.stringify(data) })
        .where('customer_id', '=', customerId)
        .where('id', '=', catalogueId)
        .execute();
    }
  }

  async function catalogueIdsHolding(customerId: string, itemId: string): Promise<string[]> {
    const rows = await db.selectFrom('catalogue_entries').select('catalogue_id').where('customer_id', '=', customerId).where('item_id', '=', itemId).execute();
    return rows.map((r) => r.catalogue_id);
  }

  async function removeRows(customerId: string, id: string): Promise<void> {
    await db.deleteFrom('items').where('customer_id', '=', customerId).where('id', '=', id).execute();
    await db.deleteFrom('search_terms').where('customer_id', '=', customerId).where('item_id', '=', id).execute();
    await db.deleteFrom('item_tags').where('customer_id', '=', customerId).where('item_id', '=', id).execute();
    await db.deleteFrom('item_texts').where('customer_id', '=', customerId).where('item_id', '=', id).execute();
  }

  return {
    /** Puts an item where viewers see it, replacing its earlier version; the catalogues holding it are recounted. */
    async putItem(customerId: string, seed: SeedItem): Promise<void> {
      const id = seed.item.id;
      const existing = await db.selectFrom('items').select('data').where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
      // A catalogue keeps its own count of children (set by setChildren and recount).
      if (existing) seed.item.items_count = (JSON.parse(existing.data) as { items_count: number }).items_count;
      await removeRows(customerId, id);
      const row = itemRow(customerId, seed);
      await db.insertInto('items').values(row).execute();
      const terms = searchTermRows(customerId, row);
      if (terms.length > 0) await db.insertInto('search_terms').values(terms).execute();
      const tags = indexTags(seed.item).map((tag) => ({ customer_id: customerId, item_id: id, tag }));
      if (tags.length > 0) await db.insertInto('item_tags').values(tags).execute();
      const texts = itemTextRows(customerId, seed);
      if (texts.length > 0) await db.insertInto('item_texts').values(texts).execute();
      await recount(customerId, await catalogueIdsHolding(customerId, id));
    },

    /**
     * Takes an item away from viewers. Its places in catalogues are kept (the viewer API reads only
     * entries whose item exists), so publishing it again puts it back where it was.
     */
    async removeItem(customerId: string, id: string): Promise<void> {
      await removeRows(customerId, id);
      await recount(customerId, await catalogueIdsHolding(customerId, id));
    },

    async exists(customerId: string, id: string): Promise<boolean> {
      return Boolean(await db.selectFrom('items').select('id').where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst());
    },

    /** Which of `ids` the catalogue has (any item: a video, a category, a list, a banner). */
    async existingIds(customerId: string, ids: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await db
          .selectFrom('items')
          .select('id')
          .where('customer_id', '=', customerId)
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
        for (const row of rows) found.add(row.id);
      }
      return found;
    },

    /** The categories and playlists called `name` (as search folds names: any case, accents aside), and the one with the id `orId` if it is one. */
    async catalogueIdsNamed(customerId: string, name: string, orId?: string): Promise<string[]> {
      const rows = await db
        .selectFrom('items')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('type', 'in', ['Category', 'Playlist'])
        .where((eb) => eb.or([eb('name_lc', '=', foldText(name)), ...(orId ? [eb('id', '=', orId)] : [])]))
        .execute();
      return rows.map((r) => r.id);
    },

    /** The entries of a catalogue in order, published or not. */
    async childIds(customerId: string, catalogueId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('catalogue_entries')
        .select('item_id')
        .where('customer_id', '=', customerId)
        .where('catalogue_id', '=', catalogueId)
        .orderBy('position')
        .execute();
      return rows.map((r) => r.item_id);
    },

    async setChildren(customerId: string, catalogueId: string, childIds: readonly string[]): Promise<void> {
      await db.deleteFrom('catalogue_entries').where('customer_id', '=', customerId).where('catalogue_id', '=', catalogueId).execute();
      const rows = childIds.map((item_id, position) => ({ customer_id: customerId, catalogue_id: catalogueId, position, item_id }));
      for (let i = 0; i < rows.length; i += 400)
        await db
          .insertInto('catalogue_entries')
          .values(rows.slice(i, i + 400))
          .execute();
      await recount(customerId, [catalogueId]);
    },

    /** Published items among `ids`, with their type and name. */
    async published(customerId: string, ids: readonly string[]): Promise<Array<{ id: string; type: string; name: string; kids: number }>> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('items')
        .select(['id', 'type', 'kids', 'data'])
        .where('customer_id', '=', customerId)
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((r) => ({ id: r.id, type: r.type, kids: r.kids, name: (JSON.parse(r.data) as { name: string }).name }));
    },

    /**
     * When shows last got new content (the All Shows "recently added" order): for the whole
     * catalogue, or for what a change to `changed` can move (those items and the catalogues that hold them).
     */
    refreshAddedAt: async (customerId: string, changed?: readonly string[]) =>
      fillAddedAt(db, customerId, changed && (await withHolders(db, customerId, changed))),
  };
}
export type CatalogueWriter = ReturnType<typeof createCatalogueWriter>;
