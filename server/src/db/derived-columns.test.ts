import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, CUSTOMER, type TestServer } from '../../test/helper.js';
import { createCatalogueWriter } from '../repositories/catalogue-writes.js';
import { fillAddedAt } from './derived-columns.js';

/**
 * A change's own added_at refresh (the studio's, over the family it changed and what holds it) must
 * leave every item as a refresh of the whole catalogue would: the studio's publish no longer pays
 * for the whole catalogue (seconds on PostgreSQL), and nothing may show a stale "recently added".
 */
describe('added_at refreshed for a change only', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build();
  });
  afterAll(async () => {
    await server.close();
  });

  const addedAt = async () =>
    (await server.db.selectFrom('items').select(['id', 'added_at']).where('customer_id', '=', CUSTOMER).orderBy('id').execute()).map(
      (r) => `${r.id} ${r.added_at}`,
    );

  /** An episode in a season in a series: the first such chain of the demo catalogue. */
  async function episodeChain(): Promise<{ episode: string; season: string; series: string }> {
    const rows = await sql<{ episode: string; season: string; series: string }>`
      select e1.item_id as episode, e1.catalogue_id as season, e2.catalogue_id as series
      from catalogue_entries e1 join catalogue_entries e2 on e2.customer_id = e1.customer_id and e2.item_id = e1.catalogue_id
      join items i on i.customer_id = e1.customer_id and i.id = e1.item_id
      where e1.customer_id = ${CUSTOMER} and i.type = 'vod' order by e1.item_id limit 1`.execute(server.db);
    return rows.rows[0]!;
  }

  it('when an episode becomes the newest, its season, its series and what holds them follow, as a whole refresh says', async () => {
    const { episode, season, series } = await episodeChain();
    const newest = '2031-01-01T00:00:00.000Z';
    await server.db.updateTable('items').set({ created_at: newest }).where('customer_id', '=', CUSTOMER).where('id', '=', episode).execute();
    await createCatalogueWriter(server.db).refreshAddedAt(CUSTOMER, [episode]);
    const scoped = await addedAt();
    expect(scoped).toContain(`${season} ${newest}`);
    expect(scoped).toContain(`${series} ${newest}`);
    await fillAddedAt(server.db, CUSTOMER);
    expect(scoped).toEqual(await addedAt());
  });

  it('when that episode is taken away, they fall back, as a whole refresh says', async () => {
    const { episode, season, series } = await episodeChain();
    const writer = createCatalogueWriter(server.db);
    await writer.removeItem(CUSTOMER, episode);
    await writer.refreshAddedAt(CUSTOMER, [episode]);
    const scoped = await addedAt();
    expect(scoped.find((row) => row.startsWith(`${season} `))).not.toContain('2031');
    expect(scoped.find((row) => row.startsWith(`${series} `))).not.toContain('2031');
    await fillAddedAt(server.db, CUSTOMER);
    expect(scoped).toEqual(await addedAt());
  });
});
