import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';

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
}

/** Escapes LIKE wildcards so a search for "100%" matches the text, not everything. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createItemRepository(db: Db) {
  const tagEquals = (customerId: string, value: string): Expression<SqlBool> =>
    sql<SqlBool>`exists (select 1 from item_tags t where t.customer_id = ${customerId} and t.item_id = i.id and t.tag = ${value})`;
  const tagContains = (customerId: string, value: string): Expression<SqlBool> =>
    sql<SqlBool>`exists (select 1 from item_tags t where t.customer_id = ${customerId} and t.item_id = i.id and t.tag like ${likeContains(value)} escape '\\')`;
  const nameContains = (value: string): Expression<SqlBool> => sql<SqlBool>`i.name_lc like ${likeContains(value)} escape '\\'`;
  const all = (parts: Expression<SqlBool>[]): Expression<SqlBool> => sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
  const any = (parts: Expression<SqlBool>[]): Expression<SqlBool> => sql<SqlBool>`(${sql.join(parts, sql` or `)})`;

  return {
    async find(customerId: string, id: string): Promise<StoredItem | undefined> {
      return db
        .selectFrom('items')
        .select(['id', 'type', 'kids', 'data'])
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Children of a catalogue in their order; a page of `limit` from `offset`. */
    async children(customerId: string, catalogueId: string, offset: number, limit: number): Promise<StoredItem[]> {
      return db
        .selectFrom('catalogue_entries as e')
        .innerJoin('items as i', (join) => join.onRef('i.customer_id', '=', 'e.customer_id').onRef('i.id', '=', 'e.item_id'))
        .select(['i.id', 'i.type', 'i.kids', 'i.data'])
        .where('e.customer_id', '=', customerId)
        .where('e.catalogue_id', '=', catalogueId)
        .orderBy('e.position')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async countChildren(customerId: string, catalogueId: string): Promise<number> {
      const row = await db
        .selectFrom('catalogue_entries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('customer_id', '=', customerId)
        .where('catalogue_id', '=', catalogueId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Tag-relevance search: rank 0 an exact tag match, 1 a partial tag match, 2 a name match.
     * Items marked searchexclude never appear. WORD mode matches each word on its own.
     */
    async search(customerId: string, query: SearchQuery): Promise<StoredItem[]> {
      const words = query.key.split(' ').filter(Boolean);
      const exact = tagEquals(customerId, query.key);
      let partial: Expression<SqlBool>;
      let loose: Expression<SqlBool>;
      if (query.mode === 'WORD' && words.length > 1) {
        partial = all(words.map((w) => tagEquals(customerId, w)));
        loose = all(words.map((w) => any([tagContains(customerId, w), nameContains(w)])));
      } else {
        partial = tagContains(customerId, query.key);
        loose = nameContains(query.key);
      }
      const rank = sql<number>`case when ${exact} then 0 when ${partial} then 1 else 2 end`;
      return db
        .selectFrom('items as i')
        .select(['i.id', 'i.type', 'i.kids', 'i.data', rank.as('rank')])
        .where('i.customer_id', '=', customerId)
        .where('i.type', 'in', query.types)
        .where('i.search_exclude', '=', 0)
        .where(any([exact, partial, loose]))
        .orderBy('rank')
        .orderBy('i.name_lc')
        .orderBy('i.id')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
    },
  };
}
export type ItemRepository = ReturnType<typeof createItemRepository>;
