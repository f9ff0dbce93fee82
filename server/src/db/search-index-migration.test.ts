import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../test/helper.js';
import { createItemRepository, type SearchQuery } from '../repositories/items.js';
import { ITEM_TYPES_FOUND } from '../routes/search.js';
import { seedCustomer } from '../seed/write.js';
import { createMigrator, migrateToLatest, type OpenedDatabase } from './database.js';
import { openTestDatabase } from '../../test/databases.js';

/**
 * A database seeded before migration 0007 (made here by seeding, then migrating back to 0006, which
 * drops the index and the new columns) must search and sort exactly like a fresh seed once 0007 ran.
 */
let fresh: OpenedDatabase;
let migrated: OpenedDatabase;
const CUSTOMERS = ['lumen', 'parish'];

beforeAll(async () => {
  // On PostgreSQL copies of the seeded template ('lumen' is there; 'parish' is seeded here).
  fresh = await openTestDatabase({ seeded: true });
  await migrateToLatest(fresh.db);
  for (const customer of CUSTOMERS) await seedCustomer(fresh.db, customer, demoCatalogue());

  migrated = await openTestDatabase({ seeded: true });
  await migrateToLatest(migrated.db);
  for (const customer of CUSTOMERS) await seedCustomer(migrated.db, customer, demoCatalogue());
  const down = await createMigrator(migrated.db).migrateTo('0006_subscriptions');
  expect(down.error).toBeUndefined();
});
afterAll(async () => {
  await fresh.close();
  await migrated.close();
});

const tables = async (store: OpenedDatabase) => (await store.db.introspection.getTables()).map((t) => t.name);

describe('migration 0007 on a database seeded before it', () => {
  it('starts from a 0006 schema: no index, no new columns', async () => {
    expect(await tables(migrated)).not.toContain('search_terms');
    expect(await tables(migrated)).not.toContain('analytics_events');
    const items = (await migrated.db.introspection.getTables()).find((t) => t.name === 'items')!;
    expect(items.columns.map((c) => c.name)).not.toContain('added_at');
    // The catalogue itself is all there.
    const count = await sql<{ n: number }>`select count(*) as n from items`.execute(migrated.db);
    expect(Number(count.rows[0]!.n)).toBe(demoCatalogue().items.length * CUSTOMERS.length);
  });

  it('fills the index and the columns exactly as a fresh seed writes them', async () => {
    await migrateToLatest(migrated.db);
    expect(await tables(migrated)).toEqual(expect.arrayContaining(['search_terms', 'analytics_events']));

    const terms = (store: OpenedDatabase) =>
      store.db
        .selectFrom('search_terms')
        .select(['customer_id', 'item_type', 'term', 'item_id'])
        .orderBy('customer_id')
        .orderBy('item_type')
        .orderBy('term')
        .orderBy('item_id')
        .execute();
    const [a, b] = [await terms(fresh), await terms(migrated)];
    expect(b.length).toBeGreaterThan(50_000);
    expect(b).toEqual(a);

    const facts = (store: OpenedDatabase) =>
      store.db.selectFrom('items').select(['customer_id', 'id', 'added_at', 'awarded', 'upcoming']).orderBy('customer_id').orderBy('id').execute();
    const [x, y] = [await facts(fresh), await facts(migrated)];
    expect(y).toEqual(x);
    expect(y.filter((row) => row.awarded === 1).length).toBeGreaterThan(0);
    expect(y.filter((row) => row.upcoming === 1).length).toBeGreaterThan(0);
    expect(y.filter((row) => row.added_at > '' && row.id.startsWith('sr')).length).toBe(y.filter((row) => row.id.startsWith('sr')).length);
  });

  it('searches and sorts like a fresh seed', async () => {
    const before = createItemRepository(fresh.db);
    const after = createItemRepository(migrated.db);
    for (const customer of CUSTOMERS) {
      for (const key of ['rosary', 'holy ros', 'divine mercy', 'a', 'st', 'zzyzx']) {
        for (const type of ['CATALOGUE', 'VIDEO'] as const) {
          for (const mode of ['PHRASE', 'WORD'] as const) {
            const query: SearchQuery = { types: ITEM_TYPES_FOUND[type], key, mode, offset: 0, limit: 100 };
            const found = await after.search(customer, query);
            expect(found, `${customer} ${key} ${type} ${mode}`).toEqual(await before.search(customer, query));
          }
        }
      }
      expect((await after.search(customer, { types: ITEM_TYPES_FOUND.CATALOGUE, key: 'rosary', mode: 'PHRASE', offset: 0, limit: 10 })).length).toBe(10);
      for (const sort of ['newest', 'recently-added', 'upcoming', 'award-winning'] as const) {
        const page = await after.filteredChildren(customer, 'cat-all-shows', { sort }, 0, 50);
        expect(page).toEqual(await before.filteredChildren(customer, 'cat-all-shows', { sort }, 0, 50));
      }
    }
  });
});
