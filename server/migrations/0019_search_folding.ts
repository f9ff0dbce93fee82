import type { Kysely } from 'kysely';
import { searchTermRows, type SearchTermRow } from '../src/db/derived-columns.js';
import { refreshStatistics } from '../src/db/engine.js';
import { foldText } from '../src/lib/text.js';
import { indexTags } from '../src/seed/items.js';
import type { ContentItem } from '../../contract/answers.js';

/**
 * Search folds every language's letters: Polish ł, French œ and æ, Arabic's vowel signs and hamza
 * forms and the rest (lib/text.ts foldText), so "lodz" finds Łódź. An item stored before folded its
 * name and tags without them: its items.name_lc and tags_text, its item_tags and its search_terms
 * are written again from its data, as a fresh seed writes them. Only items whose folded text
 * changes are touched (the demo catalogue has none), read in batches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.isTransaction) await refold(db);
  else await db.transaction().execute((trx) => refold(trx));
}

/** Items read per batch. */
const READ_BATCH = 500;

async function refold(db: Kysely<unknown>): Promise<void> {
  const rows = db as Kysely<FoldedTables>;
  let after: { customer_id: string; id: string } | undefined;
  let changed = 0;
  for (;;) {
    const from = after;
    const items = await rows
      .selectFrom('items')
      .select(['customer_id', 'id', 'type', 'name_lc', 'tags_text', 'search_exclude', 'data'])
      .$if(from !== undefined, (qb) =>
        qb.where((eb) => eb.or([eb('customer_id', '>', from!.customer_id), eb.and([eb('customer_id', '=', from!.customer_id), eb('id', '>', from!.id)])])),
      )
      .orderBy('customer_id')
      .orderBy('id')
      .limit(READ_BATCH)
      .execute();
    if (items.length === 0) break;
    after = items[items.length - 1];
    for (const row of items) {
      const item = JSON.parse(row.data) as ContentItem;
      const tags = indexTags(item);
      const folded = { ...row, name_lc: foldText(item.name), tags_text: `|${tags.join('|')}|` };
      if (folded.name_lc === row.name_lc && folded.tags_text === row.tags_text) continue;
      changed++;
      const where = { customer_id: row.customer_id, id: row.id };
      await rows
        .updateTable('items')
        .set({ name_lc: folded.name_lc, tags_text: folded.tags_text })
        .where('customer_id', '=', where.customer_id)
        .where('id', '=', where.id)
        .execute();
      await rows.deleteFrom('item_tags').where('customer_id', '=', where.customer_id).where('item_id', '=', where.id).execute();
      if (tags.length > 0)
        await rows
          .insertInto('item_tags')
          .values(tags.map((tag) => ({ customer_id: row.customer_id, item_id: row.id, tag })))
          .execute();
      await rows.deleteFrom('search_terms').where('customer_id', '=', where.customer_id).where('item_id', '=', where.id).execute();
      const terms = searchTermRows(row.customer_id, folded);
      if (terms.length > 0) await rows.insertInto('search_terms').values(terms).execute();
    }
  }
  if (changed > 0) await refreshStatistics(db, ['items', 'search_terms']);
}

/** The tables this migration reads and writes, as they stand at this point in the schema's history. */
interface FoldedTables {
  items: { customer_id: string; id: string; type: string; name_lc: string; tags_text: string; search_exclude: number; data: string };
  item_tags: { customer_id: string; item_id: string; tag: string };
  search_terms: SearchTermRow;
}

/** Folding less again would find less; the rows stay as this migration wrote them. */
export async function down(): Promise<void> {}
