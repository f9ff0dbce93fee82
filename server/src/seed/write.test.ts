import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../test/helper.js';
import { migrateToLatest } from '../db/database.js';
import { openTestDatabase } from '../../test/databases.js';
import { seedCustomer } from './write.js';

describe('seeding', () => {
  it('writes a customer once and keeps customers apart', async () => {
    const store = await openTestDatabase();
    await migrateToLatest(store.db);
    await migrateToLatest(store.db); // a second start finds nothing to do
    const first = await seedCustomer(store.db, 'lumen', demoCatalogue());
    expect(first).toEqual({ seeded: true, items: demoCatalogue().items.length });
    expect(await seedCustomer(store.db, 'lumen', demoCatalogue())).toEqual({ seeded: false, items: 0 });
    await seedCustomer(store.db, 'parish', demoCatalogue());
    const counts = await store.db
      .selectFrom('items')
      .select(['customer_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('customer_id')
      .orderBy('customer_id')
      .execute();
    expect(counts.map((c) => [c.customer_id, Number(c.n)])).toEqual([
      ['lumen', demoCatalogue().items.length],
      ['parish', demoCatalogue().items.length],
    ]);
    await store.close();
  });
});
