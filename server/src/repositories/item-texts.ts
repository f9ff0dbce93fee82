import type { Db } from '../db/database.js';
import { showIdOf, translatedData, type ItemText, type ItemTexts } from '../lib/item-texts.js';
import type { Locale } from '../../../contract/locales.js';

/** Ids per IN list: well under both engines' parameter limits. */
const ID_SLICE = 500;

/**
 * Where stored items become answers in the viewer's language (issue 52): the items' JSON with their
 * name, title and description in `locale` where a translation is stored (item_texts), each item
 * without one as it is (its own language's texts). Every route answering with content items passes
 * its rows through `localize` (or `localizeOne`); with no language asked for, nothing is read.
 */
export function createItemTextRepository(db: Db) {
  async function textsOf(customerId: string, locale: Locale, ids: readonly string[]): Promise<Map<string, ItemText>> {
    const found = new Map<string, ItemText>();
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += ID_SLICE) {
      const rows = await db
        .selectFrom('item_texts')
        .select(['item_id', 'name', 'title', 'description'])
        .where('customer_id', '=', customerId)
        .where('locale', '=', locale)
        .where('item_id', 'in', unique.slice(i, i + ID_SLICE))
        .execute();
      for (const row of rows) found.set(row.item_id, { name: row.name, title: row.title, description: row.description });
    }
    return found;
  }

  /** The rows' JSON in `locale`, in their order; a row whose data is null (its item gone) stays null. */
  async function localize<T extends string | null>(customerId: string, locale: Locale | null, rows: ReadonlyArray<{ id: string; data: T }>): Promise<T[]> {
    if (locale === null || rows.length === 0) return rows.map((row) => row.data);
    // The items, and the shows they name (an episode's series), in one read.
    const shows = rows.map((row) => (row.data === null ? undefined : showIdOf(row.data)));
    const ids = [...rows.filter((row) => row.data !== null).map((row) => row.id), ...shows.filter((id) => id !== undefined)];
    const texts = await textsOf(customerId, locale, ids);
    if (texts.size === 0) return rows.map((row) => row.data);
    return rows.map((row, i) => {
      if (row.data === null) return row.data;
      const text = texts.get(row.id);
      const show = shows[i] === undefined ? undefined : texts.get(shows[i]);
      return (text || show ? translatedData(row.data, locale, text, show) : row.data) as T;
    });
  }

  return {
    textsOf,
    /** Every translation an item has, by locale. */
    async allOf(customerId: string, id: string): Promise<ItemTexts> {
      const rows = await db
        .selectFrom('item_texts')
        .select(['locale', 'name', 'title', 'description'])
        .where('customer_id', '=', customerId)
        .where('item_id', '=', id)
        .execute();
      return Object.fromEntries(rows.map((row) => [row.locale, { name: row.name, title: row.title, description: row.description }])) as ItemTexts;
    },
    localize,
    async localizeOne<T extends string | null>(customerId: string, locale: Locale | null, id: string, data: T): Promise<T> {
      return (await localize(customerId, locale, [{ id, data }]))[0]!;
    },
  };
}
export type ItemTextRepository = ReturnType<typeof createItemTextRepository>;
