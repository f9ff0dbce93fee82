import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import { searchTermsOf } from '../lib/search-terms.js';
import { foldText } from '../lib/text.js';
import { showFlags } from '../lib/show-facts.js';
import { foldedTexts } from '../lib/item-texts.js';
import { indexTags, type SeedItem } from '../seed/items.js';
import type { ItemsTable, ItemTextsTable } from './schema.js';

/**
 * Columns computed from other rows, written by the seed (in its transaction) and by migration 0007
 * (for databases seeded before it), with the same code so both give the same answer.
 */

/** A search_terms row. */
export interface SearchTermRow {
  customer_id: string;
  item_type: string;
  term: string;
  item_id: string;
}

/**
 * The search_terms rows of one item: the words of its folded name, tags and translated names
 * (items.name_lc, the tags of items.tags_text and the names of items.texts_lc, which an item
 * stored before migration 0020 does not have). Items kept out of search (search_exclude) get none.
 */
export function searchTermRows(
  customerId: string,
  item: { id: string; type: string; name_lc: string; tags_text: string; search_exclude: number; texts_lc?: string },
): SearchTermRow[] {
  if (Number(item.search_exclude) !== 0) return [];
  const tags = [...item.tags_text.split('|'), ...(item.texts_lc ?? '').split('|')].filter(Boolean);
  return searchTermsOf(item.name_lc, tags).map((term) => ({ customer_id: customerId, item_type: item.type, term, item_id: item.id }));
}

/**
 * items.added_at: when a show last got new content, the newest created_at among the item, its
 * children and their children (a series, its seasons and their episodes; a playlist and its
 * episodes). Three plain updates, each raising added_at to a newer date: they read created_at of
 * other rows only, so the order rows are updated in does not matter.
 */
export async function fillAddedAt(db: QueryExecutorProvider, customerId?: string, only?: readonly string[]): Promise<void> {
  if (only) {
    // By slices of ids: each row's figure reads only other rows' created_at, so slices agree with one pass.
    for (let i = 0; i < only.length; i += ID_SLICE)
      await fillAddedAtOf(db, sql`and customer_id = ${customerId} and id in (${sql.join(only.slice(i, i + ID_SLICE))})`);
    return;
  }
  await fillAddedAtOf(db, customerId === undefined ? sql`` : sql`and customer_id = ${customerId}`);
}

/** Ids in one IN list: well under PostgreSQL's 65,535 parameters and SQLite's 32,766. */
const ID_SLICE = 500;

async function fillAddedAtOf(db: QueryExecutorProvider, only: RawBuilder<unknown>): Promise<void> {
  // Nested IN lists (not joins), so that SQLite without statistics still walks the primary keys.
  const childIds = sql`select e.item_id from catalogue_entries e where e.customer_id = items.customer_id and e.catalogue_id = items.id`;
  const grandchildIds = sql`select e2.item_id from catalogue_entries e2 where e2.customer_id = items.customer_id and e2.catalogue_id in (${childIds})`;
  const newestOf = (ids: typeof childIds) => sql`select max(x.created_at) from items x where x.customer_id = items.customer_id and x.id in (${ids})`;
  await sql`update items set added_at = created_at where added_at <> created_at ${only}`.execute(db);
  for (const newest of [newestOf(childIds), newestOf(grandchildIds)]) {
    await sql`update items set added_at = (${newest}) where (${newest}) > added_at ${only}`.execute(db);
  }
}

/**
 * The items whose added_at can follow a change to `ids`: those, the catalogues that hold them, and
 * the catalogues that hold those (added_at reads children and grandchildren). A catalogue keeps an
 * unpublished item's entry, so its holders are found after it is taken away too.
 */
export async function withHolders(db: QueryExecutorProvider, customerId: string, ids: readonly string[]): Promise<string[]> {
  const all = new Set(ids);
  let level = [...all];
  for (let up = 0; up < 2 && level.length > 0; up++) {
    const next: string[] = [];
    for (let i = 0; i < level.length; i += ID_SLICE) {
      const rows = await sql<{
        catalogue_id: string;
      }>`select distinct catalogue_id from catalogue_entries where customer_id = ${customerId} and item_id in (${sql.join(level.slice(i, i + ID_SLICE))})`.execute(
        db,
      );
      for (const { catalogue_id } of rows.rows) {
        if (all.has(catalogue_id)) continue;
        all.add(catalogue_id);
        next.push(catalogue_id);
      }
    }
    level = next;
  }
  return [...all];
}

/** The items row of an item and what the database indexes about it (added_at is filled later by fillAddedAt). */
export function itemRow(customerId: string, s: SeedItem): ItemsTable {
  return {
    customer_id: customerId,
    id: s.item.id,
    type: s.item.type,
    name_lc: foldText(s.item.name),
    tags_text: `|${indexTags(s.item).join('|')}|`,
    kids: s.kids ? 1 : 0,
    search_exclude: s.searchExclude ? 1 : 0,
    year: s.year,
    created_at: s.item.createdAt,
    sort_order: s.item.order,
    data: JSON.stringify(s.item),
    added_at: s.item.createdAt,
    ...showFlags(s.item.metaData),
    texts_lc: foldedTexts(s.texts),
  };
}

/** The item_texts rows of an item: its translations, one per locale. */
export function itemTextRows(customerId: string, s: SeedItem): ItemTextsTable[] {
  return Object.entries(s.texts ?? {}).flatMap(([locale, text]) =>
    text ? [{ customer_id: customerId, item_id: s.item.id, locale, name: text.name, title: text.title, description: text.description }] : [],
  );
}
