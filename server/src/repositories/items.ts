import { CompiledQuery, sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import { keyPrefixes, prefixEnd } from '../lib/search-terms.js';
import { createItemTextRepository } from './item-texts.js';

export interface StoredItem {
  id: string;
  type: string;
  kids: number;
  /** The item's JSON, exactly as the API returns it. */
  data: string;
}

export type SearchMode = 'PHRASE' | 'WORD';

export interface SearchQuery {
  types: readonly string[];
  /** Normalised key (see normalizeSearchText). */
  key: string;
  mode: SearchMode;
  offset: number;
  limit: number;
  /** Only age-appropriate items (a kids audience). */
  kidsOnly?: boolean;
}

/** The orders of a filtered catalogue (All Shows' 'Sort by'). */
export const SORT_OPTIONS = ['newest', 'oldest', 'recently-added', 'upcoming', 'award-winning'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export interface ChildrenFilter {
  /** Only age-appropriate children (a kids audience). */
  kidsOnly?: boolean;
  /** Only children of this year (items.year). */
  year?: number;
  /** Only children whose folded name starts with this character ('a'...'z'), or with a digit. */
  initial?: string | 'digit';
  /** Only children that are also children of this catalogue (a category). */
  alsoIn?: string;
  /** Only children whose folded name contains every one of these (folded) words. */
  nameWords?: readonly string[];
  /** The order; by default the catalogue's own. Ties go by name, then id. */
  sort?: SortOption;
}

type Direction = 'asc' | 'desc';
/** Columns (of items, or `position` of the entry) each order sorts by, before name and id. */
const SORT_KEYS: Record<SortOption | 'position', Array<[column: string, direction: Direction]>> = {
  position: [['position', 'asc']],
  newest: [['created_at', 'desc']],
  oldest: [['created_at', 'asc']],
  'recently-added': [['added_at', 'desc']],
  upcoming: [
    ['upcoming', 'desc'],
    ['created_at', 'desc'],
  ],
  'award-winning': [
    ['awarded', 'desc'],
    ['created_at', 'desc'],
  ],
};

/** Escapes LIKE wildcards so a search for "100%" matches the text, not everything. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function createItemRepository(db: Db) {
  // The two reads every screen makes are compiled once (per dialect) and run with fresh parameters.
  const findQuery = db.selectFrom('items').select(['id', 'type', 'kids', 'data']).where('customer_id', '=', '$customer').where('id', '=', '$id').compile();
  const childrenQuery = db
    .selectFrom('catalogue_entries as e')
    .innerJoin('items as i', (join) => join.onRef('i.customer_id', '=', 'e.customer_id').onRef('i.id', '=', 'e.item_id'))
    .select(['i.id', 'i.type', 'i.kids', 'i.data'])
    .where('e.customer_id', '=', '$customer')
    .where('e.catalogue_id', '=', '$catalogue')
    .orderBy('e.position')
    .limit(1)
    .offset(0)
    .compile();
  // The same for a kids audience: only age-appropriate children, and how many there are.
  const kidsChildrenQuery = db
    .selectFrom('catalogue_entries as e')
    .innerJoin('items as i', (join) => join.onRef('i.customer_id', '=', 'e.customer_id').onRef('i.id', '=', 'e.item_id'))
    .select(['i.id', 'i.type', 'i.kids', 'i.data'])
    .where('e.customer_id', '=', '$customer')
    .where('e.catalogue_id', '=', '$catalogue')
    .where('i.kids', '=', sql.lit(1))
    .orderBy('e.position')
    .limit(1)
    .offset(0)
    .compile();
  const kidsChildrenCountQuery = db
    .selectFrom('catalogue_entries as e')
    .innerJoin('items as i', (join) => join.onRef('i.customer_id', '=', 'e.customer_id').onRef('i.id', '=', 'e.item_id'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('e.customer_id', '=', '$customer')
    .where('e.catalogue_id', '=', '$catalogue')
    .where('i.kids', '=', sql.lit(1))
    .compile();
  const run = async (compiled: CompiledQuery, parameters: unknown[]): Promise<StoredItem[]> =>
    (await db.executeQuery<StoredItem>(CompiledQuery.raw(compiled.sql, parameters))).rows;

  const tagsLike = (pattern: string): Expression<SqlBool> => sql<SqlBool>`i.tags_text like ${pattern} escape '\\'`;
  const nameLike = (pattern: string): Expression<SqlBool> => sql<SqlBool>`i.name_lc like ${pattern} escape '\\'`;
  const all = (parts: Expression<SqlBool>[]): Expression<SqlBool> => sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
  const any = (parts: Expression<SqlBool>[]): Expression<SqlBool> => sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  const exactTag = (text: string) => tagsLike(`%|${escapeLike(text)}|%`);
  const inTags = (text: string) => tagsLike(`%${escapeLike(text)}%`);
  const inName = (text: string) => nameLike(`%${escapeLike(text)}%`);
  const inTexts = (text: string) => sql<SqlBool>`i.texts_lc like ${`%${escapeLike(text)}%`} escape '\\'`;
  const texts = createItemTextRepository(db);

  return {
    /** Stored items' JSON in the language asked for (repositories/item-texts.ts): every answer with items goes through these. */
    localize: texts.localize,
    localizeOne: texts.localizeOne,

    async find(customerId: string, id: string): Promise<StoredItem | undefined> {
      return (await run(findQuery, [customerId, id]))[0];
    },

    /** Children of a catalogue in their order; a page of `limit` from `offset`. */
    async children(customerId: string, catalogueId: string, offset: number, limit: number): Promise<StoredItem[]> {
      return run(childrenQuery, [customerId, catalogueId, limit, offset]);
    },

    /** Like children, for a kids audience: only the age-appropriate ones (items.kids = 1). */
    async kidsChildren(customerId: string, catalogueId: string, offset: number, limit: number): Promise<StoredItem[]> {
      return run(kidsChildrenQuery, [customerId, catalogueId, limit, offset]);
    },

    /** How many age-appropriate children a catalogue has. */
    async kidsChildrenCount(customerId: string, catalogueId: string): Promise<number> {
      const { rows } = await db.executeQuery<{ count: number | string }>(CompiledQuery.raw(kidsChildrenCountQuery.sql, [customerId, catalogueId]));
      return Number(rows[0]?.count ?? 0);
    },

    /**
     * Children of a catalogue that pass the filters, in the order asked for: a page of `limit` from
     * `offset`, and how many pass in all. Only the page's rows are read in full.
     */
    async filteredChildren(
      customerId: string,
      catalogueId: string,
      filter: ChildrenFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: StoredItem[]; total: number }> {
      const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
      const initial = sql<string>`substr(i.name_lc, 1, 1)`;
      const filtered = db
        .selectFrom('catalogue_entries as e')
        .innerJoin('items as i', (join) => join.onRef('i.customer_id', '=', 'e.customer_id').onRef('i.id', '=', 'e.item_id'))
        .where('e.customer_id', '=', customerId)
        .where('e.catalogue_id', '=', catalogueId)
        .$if(filter.kidsOnly === true, (qb) => qb.where('i.kids', '=', 1))
        .$if(filter.year !== undefined, (qb) => qb.where('i.year', '=', filter.year!))
        .$if(filter.initial === 'digit', (qb) => qb.where(initial, 'in', digits))
        .$if(filter.initial !== undefined && filter.initial !== 'digit', (qb) => qb.where(initial, '=', filter.initial!))
        .$if(filter.alsoIn !== undefined, (qb) =>
          qb.where(({ exists, selectFrom }) =>
            exists(
              selectFrom('catalogue_entries as c')
                .select(sql.lit(1).as('one'))
                .where('c.customer_id', '=', customerId)
                .where('c.catalogue_id', '=', filter.alsoIn!)
                .whereRef('c.item_id', '=', 'e.item_id'),
            ),
          ),
        )
        .$if((filter.nameWords?.length ?? 0) > 0, (qb) => qb.where(all(filter.nameWords!.map(inName))));

      const keys: Array<[string, Direction]> = [...SORT_KEYS[filter.sort ?? 'position'], ['name_lc', 'asc'], ['id', 'asc']];
      const page = filtered
        .select(['i.id', 'e.position', 'i.name_lc', 'i.created_at', 'i.added_at', 'i.awarded', 'i.upcoming'])
        .$call((qb) => keys.reduce((q, [column, direction]) => q.orderBy(sql.ref(`${column === 'position' ? 'e' : 'i'}.${column}`), direction), qb))
        .limit(limit)
        .offset(offset);
      const rows = await db
        .selectFrom(page.as('p'))
        .innerJoin('items as d', (join) => join.on('d.customer_id', '=', customerId).onRef('d.id', '=', 'p.id'))
        .select(['d.id', 'd.type', 'd.kids', 'd.data'])
        .$call((qb) => keys.reduce((q, [column, direction]) => q.orderBy(sql.ref(`p.${column}`), direction), qb))
        .execute();
      const counted = await filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /**
     * Tag-relevance search: rank 0 an exact tag match, 1 a partial tag match, 2 a name match, then
     * by name and id. Items marked searchexclude never appear. WORD mode matches each word on its
     * own and ranks second the items whose tags hold every word exactly.
     *
     * Candidates come from the index (search_terms): the items with, for every word of the key, a
     * term of their name or tags starting with that word, each word one range scan of the primary
     * key, intersected. PHRASE mode then keeps the candidates holding the whole key in their tags
     * or name. Only the page's rows are read in full.
     */
    async search(customerId: string, query: SearchQuery): Promise<StoredItem[]> {
      const prefixes = keyPrefixes(query.key);
      if (prefixes.length === 0 || query.types.length === 0) return [];
      const withPrefix = (prefix: string) => {
        const end = prefixEnd(prefix);
        return db
          .selectFrom('search_terms')
          .select('item_id')
          .where('customer_id', '=', customerId)
          .where('item_type', 'in', query.types)
          .where('term', '>=', prefix)
          .$if(end !== null, (qb) => qb.where('term', '<', end!));
      };
      const [first, ...others] = prefixes.map(withPrefix);
      const candidates = others.reduce((all, next) => all.intersect(next), first!);

      const words = query.key.split(' ').filter(Boolean);
      const wordMode = query.mode === 'WORD' && words.length > 1;
      const exact = exactTag(query.key);
      const second = wordMode ? all(words.map(exactTag)) : inTags(query.key);
      const rank = sql<number>`case when ${exact} then 0 when ${second} then 1 else 2 end`;
      // A one-word key is a substring of the name or tags of every item having a term that starts
      // with it; a phrase (or a key with punctuation) must still be found whole.
      const phraseCheck = !wordMode && !(prefixes.length === 1 && prefixes[0] === query.key);
      const page = db
        .selectFrom('items as i')
        .select(['i.id', 'i.name_lc', rank.as('rank')])
        .where('i.customer_id', '=', customerId)
        .where('i.id', 'in', candidates)
        .where('i.search_exclude', '=', 0)
        .$if(query.kidsOnly === true, (qb) => qb.where('i.kids', '=', 1))
        .$if(phraseCheck, (qb) => qb.where(any([inTags(query.key), inName(query.key), inTexts(query.key)])))
        .orderBy('rank')
        .orderBy('i.name_lc')
        .orderBy('i.id')
        .limit(query.limit)
        .offset(query.offset);
      return db
        .selectFrom(page.as('p'))
        .innerJoin('items as d', (join) => join.on('d.customer_id', '=', customerId).onRef('d.id', '=', 'p.id'))
        .select(['d.id', 'd.type', 'd.kids', 'd.data'])
        .orderBy('p.rank')
        .orderBy('p.name_lc')
        .orderBy('p.id')
        .execute();
    },
  };
}
export type ItemRepository = ReturnType<typeof createItemRepository>;
