import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/databases.js';
import { searchTermRows } from './derived-columns.js';
import { createMigrator, migrateToLatest, type OpenedDatabase } from './database.js';
import { seedCustomer } from '../seed/write.js';
import { demoCatalogue } from '../../test/helper.js';

/**
 * Migration 0019 on a database whose items were folded before search knew ł, œ or Arabic's marks:
 * their names, tags and search terms are written again as a fresh seed writes them, and the rest
 * are left alone.
 */
let store: OpenedDatabase;
const NAME = 'Pielgrzymka do Łodzi';
const TAG = 'Cœur de Marie';
/** How foldText folded before 0019: combining accents only. */
const foldedBefore = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

beforeAll(async () => {
  store = await openTestDatabase({ seeded: true });
  await migrateToLatest(store.db);
  await seedCustomer(store.db, 'lumen', demoCatalogue());
  const down = await createMigrator(store.db).migrateTo('0018_ingest');
  expect(down.error).toBeUndefined();
  // One item as the older server wrote it: its name and a tag with letters folded the old way.
  const { id, data } = (
    await sql<{ id: string; data: string }>`select id, data from items where customer_id = 'lumen' and type = 'Series' order by id limit 1`.execute(store.db)
  ).rows[0]!;
  const item = { ...JSON.parse(data), name: NAME, tags: [TAG] };
  const row = { id, type: 'Series', name_lc: foldedBefore(NAME), tags_text: `|${foldedBefore(TAG)}|`, search_exclude: 0 };
  await sql`update items set data = ${JSON.stringify(item)}, name_lc = ${row.name_lc}, tags_text = ${row.tags_text} where customer_id = 'lumen' and id = ${id}`.execute(
    store.db,
  );
  await sql`delete from search_terms where customer_id = 'lumen' and item_id = ${id}`.execute(store.db);
  for (const term of searchTermRows('lumen', row))
    await sql`insert into search_terms (customer_id, item_type, term, item_id) values (${term.customer_id}, ${term.item_type}, ${term.term}, ${term.item_id})`.execute(
      store.db,
    );
  await sql`delete from item_tags where customer_id = 'lumen' and item_id = ${id}`.execute(store.db);
  await sql`insert into item_tags (customer_id, item_id, tag) values ('lumen', ${id}, ${foldedBefore(TAG)})`.execute(store.db);
});
afterAll(async () => {
  await store.close();
});

const termsOf = async (id: string) =>
  (await sql<{ term: string }>`select term from search_terms where customer_id = 'lumen' and item_id = ${id} order by term`.execute(store.db)).rows.map(
    (r) => r.term,
  );

describe('migration 0019 (search folds every language)', () => {
  it('writes again the folded name, tags and terms of an item folded the old way, and only those', async () => {
    const id = (await sql<{ id: string }>`select id from items where customer_id = 'lumen' and name_lc = ${foldedBefore(NAME)}`.execute(store.db)).rows[0]!.id;
    expect(await termsOf(id)).toContain('łodzi');
    const countBefore = Number((await sql<{ n: number }>`select count(*) as n from search_terms`.execute(store.db)).rows[0]!.n);

    await migrateToLatest(store.db);

    const row = (
      await sql<{ name_lc: string; tags_text: string }>`select name_lc, tags_text from items where customer_id = 'lumen' and id = ${id}`.execute(store.db)
    ).rows[0]!;
    expect(row).toEqual({ name_lc: 'pielgrzymka do lodzi', tags_text: '|coeur de marie|' });
    expect(await termsOf(id)).toEqual(['coeur', 'de', 'do', 'lodzi', 'marie', 'pielgrzymka']);
    const tags = (await sql<{ tag: string }>`select tag from item_tags where customer_id = 'lumen' and item_id = ${id}`.execute(store.db)).rows.map(
      (r) => r.tag,
    );
    expect(tags).toEqual(['coeur de marie']);
    // The other items' terms are as they were: the count moved only by this item's.
    const countAfter = Number((await sql<{ n: number }>`select count(*) as n from search_terms`.execute(store.db)).rows[0]!.n);
    expect(countAfter - countBefore).toBe(0);
  });
});
