import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FOOTER_COUNTRIES, DEFAULT_SHARE_DONATE_BANNER, FOOTER_COUNTRIES_KEY, SHARE_DONATE_BANNER_KEY } from '../../../contract/site-content.js';
import { openTestDatabase } from '../../test/databases.js';
import { demoCatalogue } from '../../test/helper.js';
import { createAppConfigRepository } from '../repositories/app-config.js';
import { seedCustomer } from '../seed/write.js';
import { createMigrator, migrateToLatest, type OpenedDatabase } from './database.js';

/**
 * A database seeded before migration 0016 (made here by seeding, then migrating back to 0015, which
 * takes the footer and banner keys away) gets the demo's footer and banner, as a fresh seed writes
 * them; a customer that already has its own keeps them.
 */
let store: OpenedDatabase;
const KEYS = [FOOTER_COUNTRIES_KEY, SHARE_DONATE_BANNER_KEY];

beforeAll(async () => {
  store = await openTestDatabase({ seeded: true });
  await migrateToLatest(store.db);
  for (const customer of ['lumen', 'parish']) await seedCustomer(store.db, customer, demoCatalogue());
});
afterAll(async () => {
  await store.close();
});

const siteKeys = async (customer: string) => {
  const all = await createAppConfigRepository(store.db).all(customer);
  return Object.fromEntries(KEYS.map((key) => [key, all[key]]));
};

describe('migration 0016 on a database seeded before it', () => {
  it('gives customers seeded before it the demo footer and banner, and leaves a customer’s own alone', async () => {
    const fresh = await siteKeys('lumen');
    expect(JSON.parse(fresh[FOOTER_COUNTRIES_KEY]!)).toEqual(DEFAULT_FOOTER_COUNTRIES);
    expect(JSON.parse(fresh[SHARE_DONATE_BANNER_KEY]!)).toEqual(DEFAULT_SHARE_DONATE_BANNER);

    expect((await createMigrator(store.db).migrateTo('0015_live_channels')).error).toBeUndefined();
    expect(await siteKeys('lumen')).toEqual({ [FOOTER_COUNTRIES_KEY]: undefined, [SHARE_DONATE_BANNER_KEY]: undefined });
    const own = JSON.stringify({ ...DEFAULT_SHARE_DONATE_BANNER, giveTitle: 'Give to the parish' });
    await createAppConfigRepository(store.db).set('parish', { [SHARE_DONATE_BANNER_KEY]: own });

    await migrateToLatest(store.db);
    expect(await siteKeys('lumen')).toEqual(fresh);
    expect(await siteKeys('parish')).toEqual({ [FOOTER_COUNTRIES_KEY]: fresh[FOOTER_COUNTRIES_KEY], [SHARE_DONATE_BANNER_KEY]: own });
  });
});
