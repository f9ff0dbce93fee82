import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/databases.js';
import { createMigrator, migrateToLatest, type OpenedDatabase } from './database.js';
import { seedCustomer } from '../seed/write.js';
import { demoCatalogue } from '../../test/helper.js';
import { DEMO_TRANSLATIONS } from '../seed/translations.js';

/**
 * Migration 0020 on a database seeded before Lumen spoke other languages: the tables and columns
 * appear, and the demo's translations are written for the items still as the demo made them (the
 * one an operator renamed is left alone), with the search terms that find them.
 */
let store: OpenedDatabase;
const RENAMED = 'sr0011';

beforeAll(async () => {
  store = await openTestDatabase({ seeded: true });
  await migrateToLatest(store.db);
  await seedCustomer(store.db, 'lumen', demoCatalogue());
  const down = await createMigrator(store.db).migrateTo('0019_search_folding');
  expect(down.error).toBeUndefined();
  const { data } = (await sql<{ data: string }>`select data from items where customer_id = 'lumen' and id = ${RENAMED}`.execute(store.db)).rows[0]!;
  await sql`update items set data = ${JSON.stringify({ ...JSON.parse(data), name: 'Renamed by an operator' })} where customer_id = 'lumen' and id = ${RENAMED}`.execute(
    store.db,
  );
});
afterAll(async () => {
  await store.close();
});

const termsOf = async (id: string) =>
  (await sql<{ term: string }>`select term from search_terms where customer_id = 'lumen' and item_id = ${id} order by term`.execute(store.db)).rows.map(
    (r) => r.term,
  );

describe('migration 0020 (texts per language)', () => {
  it('writes the demo’s translations and their search terms, profiles.language null', async () => {
    await migrateToLatest(store.db);
    const rows = await sql<{ item_id: string; locale: string; title: string }>`
      select item_id, locale, title from item_texts where customer_id = 'lumen' order by item_id, locale`.execute(store.db);
    const translated = new Set(rows.rows.map((r) => r.item_id));
    expect([...translated].sort()).toEqual(
      Object.keys(DEMO_TRANSLATIONS)
        .filter((id) => id !== RENAMED)
        .sort(),
    );
    expect(rows.rows.filter((r) => r.item_id === 'sr0093').map((r) => r.locale)).toEqual(['ar', 'es', 'fr', 'it', 'pl', 'pt-BR']);
    const knock = (await sql<{ texts_lc: string }>`select texts_lc from items where customer_id = 'lumen' and id = 'sr0093'`.execute(store.db)).rows[0]!;
    expect(knock.texts_lc).toContain('|misa diaria desde knock|');
    expect(await termsOf('sr0093')).toEqual(expect.arrayContaining(['daily', 'knock', 'misa', 'diaria', 'codzienna', 'swieta', 'quotidienne']));
    const renamed = (await sql<{ texts_lc: string }>`select texts_lc from items where customer_id = 'lumen' and id = ${RENAMED}`.execute(store.db)).rows[0]!;
    expect(renamed.texts_lc).toBe('');
    const columns = await sql<{ language: string | null }>`select language from profiles`.execute(store.db);
    expect(columns.rows.every((r) => r.language === null)).toBe(true);
  });
});
