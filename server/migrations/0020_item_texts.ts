import { sql, type Kysely } from 'kysely';
import { searchTermRows, type SearchTermRow } from '../src/db/derived-columns.js';
import { refreshStatistics } from '../src/db/engine.js';
import { foldedTexts, type ItemTexts } from '../src/lib/item-texts.js';
import { DEMO_TRANSLATIONS } from '../src/seed/translations.js';

/**
 * Lumen speaks the viewer's language (issue 52): a programme's name, title and description in the
 * languages other than its own (item_texts, one row per item and locale), the folded names of those
 * translations that search finds it by too (items.texts_lc, their words in search_terms), and a
 * profile's chosen language (profiles.language; null follows the device).
 *
 * A customer seeded before this gets the demo catalogue's translations (seed/translations.ts) for the
 * items still as the demo made them (same id, same English name), as a fresh seed writes them, so the
 * app visibly switches on an old database too; an item an operator changed is left alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('item_texts')
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('locale', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_texts_pk', ['customer_id', 'item_id', 'locale'])
    .execute();
  await db.schema
    .alterTable('items')
    .addColumn('texts_lc', 'text', (c) => c.notNull().defaultTo(sql`''`))
    .execute();
  await db.schema.alterTable('profiles').addColumn('language', 'varchar(16)').execute();
  if (db.isTransaction) await translateDemo(db);
  else await db.transaction().execute((trx) => translateDemo(trx));
}

async function translateDemo(db: Kysely<unknown>): Promise<void> {
  const rows = db as Kysely<Tables>;
  const ids = Object.keys(DEMO_TRANSLATIONS);
  let written = 0;
  for (const { id: customerId } of await rows.selectFrom('customers').select('id').execute()) {
    const items = await rows
      .selectFrom('items')
      .select(['id', 'type', 'name_lc', 'tags_text', 'search_exclude', 'data'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids)
      .execute();
    for (const item of items) {
      const demo = DEMO_TRANSLATIONS[item.id]!;
      if ((JSON.parse(item.data) as { name: string }).name !== demo.name) continue;
      const texts: ItemTexts = demo.texts;
      const existing = await rows.selectFrom('item_texts').select('locale').where('customer_id', '=', customerId).where('item_id', '=', item.id).execute();
      if (existing.length > 0) continue;
      await rows
        .insertInto('item_texts')
        .values(Object.entries(texts).map(([locale, text]) => ({ customer_id: customerId, item_id: item.id, locale, ...text! })))
        .execute();
      const texts_lc = foldedTexts(texts);
      await rows.updateTable('items').set({ texts_lc }).where('customer_id', '=', customerId).where('id', '=', item.id).execute();
      await rows.deleteFrom('search_terms').where('customer_id', '=', customerId).where('item_id', '=', item.id).execute();
      const terms = searchTermRows(customerId, { ...item, texts_lc });
      if (terms.length > 0) await rows.insertInto('search_terms').values(terms).execute();
      written++;
    }
  }
  if (written > 0) await refreshStatistics(db, ['items', 'item_texts', 'search_terms']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('language').execute();
  await db.schema.alterTable('items').dropColumn('texts_lc').execute();
  await db.schema.dropTable('item_texts').ifExists().execute();
}

/** The tables this migration reads and writes, as they stand at this point in the schema's history. */
interface Tables {
  customers: { id: string };
  items: { customer_id: string; id: string; type: string; name_lc: string; tags_text: string; search_exclude: number; data: string; texts_lc: string };
  item_texts: { customer_id: string; item_id: string; locale: string; name: string; title: string; description: string };
  search_terms: SearchTermRow;
}
