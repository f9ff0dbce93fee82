import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankProgramme, type ImportReport, type ProgrammeKind, type RokuFeed } from '../../../contract/studio.js';
import { bearer, caller, type Json } from '../../test/accounts.js';
import { build, type TestServer } from '../../test/helper.js';
import { feedVideo as video } from '../../test/feeds.js';
import { studioOwner } from '../../test/studio.js';
import { clock, feedProgrammeId } from './feed-import.js';

const START = Date.parse('2026-11-29T10:00:00.000Z');

/** A server with an owner signed in (the command's first owner, with the authenticator's code). */
async function serverWithOwner(): Promise<{ server: TestServer; token: string }> {
  const server = await build({ startMs: START });
  return { server, token: await studioOwner(server, 'feed-owner@example.org', START) };
}

function studioCaller(get: () => { server: TestServer; token: string }) {
  return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const { server, token } = get();
    const response = await server.app.inject({ method, url: `/studio-api${url}`, headers: bearer(token), payload: payload as Json });
    return { status: response.statusCode, body: response.json() as Json, headers: response.headers };
  };
}

/** The hand-written feed: 2 series (seasons and episodes), 2 movies, a TV special, 2 shorts, a playlist category and a query category. */
function smallFeed(): RokuFeed {
  return {
    providerName: 'Saint Anne Parish',
    lastUpdated: '2026-11-01T00:00:00Z',
    language: 'en',
    movies: [video('m1', 'The Pilgrim Road'), video('m-2', 'Light of the Hills', { tags: ['kids'], rating: { rating: 'TV-G', ratingSource: 'USA_PR' } })],
    tvSpecials: [video('sp1', 'Christmas at the Abbey', { content: { duration: 4000, videos: [] } })],
    shortFormVideos: [video('sh1', 'A Minute of Peace', { content: { duration: 59, videos: [] } }), video('sh2', 'Morning Blessing')],
    series: [
      {
        id: 'ser1',
        title: 'Lives of the Saints',
        shortDescription: 'Saints, one by one.',
        releaseDate: '2023-01-10',
        tags: ['saints'],
        genres: ['documentary'],
        seasons: [
          { seasonNumber: 1, episodes: [video('s1e1', 'Saint Anne', { episodeNumber: 1 }), video('s1e2', 'Saint Joachim', { episodeNumber: 2 })] },
          { seasonNumber: '2', episodes: [video('s2e1', 'Saint Clare', { episodeNumber: 1 })] },
        ],
      },
      {
        id: 'series/with odd id',
        title: 'Evening Psalms',
        seasons: [{ seasonNumber: 1, episodes: [video('ps1', 'Psalm 1', { episodeNumber: 1 }), video('ps2', 'Psalm 23', { episodeNumber: 2 })] }],
      },
    ],
    playlists: [{ name: 'Featured', itemIds: ['ser1', 'm1', 'sh1', 'not-in-feed'] }],
    categories: [
      { name: 'Featured', playlistName: 'Featured', order: 'manual' },
      { name: 'For Kids', query: 'kids OR children', order: 'most_recent' },
    ],
  };
}

/** 2 series + 3 seasons + 5 episodes + 2 movies + 1 special + 2 shorts + 2 categories. */
const SMALL_COUNT = 17;

describe('the feed import and export', () => {
  let world: { server: TestServer; token: string };
  const studio = studioCaller(() => world);
  const api = caller(() => world.server);
  const tables = async () => ({
    programmes: (await world.server.db.selectFrom('studio_programmes').select('id').execute()).length,
    audit: (await world.server.db.selectFrom('audit_log').select('id').execute()).length,
    items: (await world.server.db.selectFrom('items').select('id').execute()).length,
  });
  const run = async (body: Record<string, unknown>) => {
    const answer = await studio('POST', '/import', body);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
    return answer.body as ImportReport;
  };

  beforeAll(async () => {
    world = await serverWithOwner();
  });
  afterAll(async () => {
    await world.server.close();
  });

  it('makes programme ids from the feed ids, and durations in hh:mm:ss', () => {
    expect(feedProgrammeId('m1')).toBe('fd-m1');
    expect(feedProgrammeId('series/with odd id')).toMatch(/^fd--[0-9a-f]{20}$/);
    expect(feedProgrammeId('series/with odd id')).toBe(feedProgrammeId('series/with odd id'));
    expect(feedProgrammeId('-x')).not.toBe('fd--x');
    expect([clock(1530), clock(59), clock(4000), clock(0), clock(100 * 3600)]).toEqual(['00:25:30', '00:00:59', '01:06:40', '', '']);
  });

  it('answers a dry run with a report by item, and writes nothing', async () => {
    const before = await tables();
    const report = await run({ feed: smallFeed(), dryRun: true, publish: true });
    expect(report.counts).toEqual({ create: SMALL_COUNT, update: 0, skip: 0, refuse: 0 });
    expect(report.dryRun).toBe(true);
    const byFeedId = new Map(report.items.map((i) => [i.feedId, i]));
    expect(byFeedId.get('m1')).toMatchObject({ id: 'fd-m1', kind: 'video', title: 'The Pilgrim Road', action: 'create' });
    expect(byFeedId.get('m1')!.reason).toContain('its video (https://cdn.example.org/m1.m3u8) cannot be played yet');
    expect(byFeedId.get('sp1')).toMatchObject({ kind: 'video' });
    expect(byFeedId.get('sh1')).toMatchObject({ kind: 'short' });
    expect(byFeedId.get('ser1 season 2')).toMatchObject({ kind: 'season', title: 'Season 2' });
    expect(byFeedId.get('s2e1')).toMatchObject({ kind: 'episode' });
    expect(byFeedId.get('category Featured')!.reason).toContain('1 of its entries are not programmes of the feed');
    expect(await tables()).toEqual(before);
  });

  it('imports as one transaction, published: viewers see the videos, series, seasons, episodes and categories', async () => {
    const before = await tables();
    const report = await run({ feed: smallFeed(), dryRun: false, publish: true });
    expect(report.counts).toEqual({ create: SMALL_COUNT, update: 0, skip: 0, refuse: 0 });
    const after = await tables();
    expect(after.programmes - before.programmes).toBe(SMALL_COUNT);
    expect(after.audit - before.audit).toBe(1);
    const entry = await world.server.db.selectFrom('audit_log').selectAll().where('action', '=', 'feed.import').executeTakeFirst();
    expect(entry).toMatchObject({ action: 'feed.import', operator: 'feed-owner@example.org' });
    expect(JSON.parse(entry!.after!)).toEqual({ counts: report.counts, published: true });

    const movie = await api.call('GET', '/api/video?id=fd-m1');
    expect(movie.status).toBe(200);
    const item = movie.body._embedded.collections[0] as Json;
    expect(item).toMatchObject({ name: 'The Pilgrim Road', type: 'vod', description: 'The Pilgrim Road, at length.', tags: ['prayer'], language: 'en-US' });
    expect(item.metaData).toMatchObject({ Genre: 'faith', tvrating: 'tvpg', Duration: '00:25:30', Year: '2024' });
    expect(item.metaData.playback).toBeUndefined();

    const seasons = (await api.call('GET', '/api/catalogues?id=fd-ser1')).body._embedded.items as Json[];
    expect(seasons.map((s) => s.name)).toEqual(['Season 1', 'Season 2']);
    const episodes = (await api.call('GET', `/api/catalogues?id=${seasons[0]!.id}`)).body._embedded.items as Json[];
    expect(episodes.map((e) => [e.name, e.metaData.episode_number, e.metaData.season_number, e.metaData.show_id])).toEqual([
      ['Saint Anne', 1, 1, 'fd-ser1'],
      ['Saint Joachim', 2, 1, 'fd-ser1'],
    ]);
    const featured = report.items.find((i) => i.feedId === 'category Featured')!;
    const entries = (await api.call('GET', `/api/catalogues?id=${featured.id}`)).body._embedded.items as Json[];
    expect(entries.map((e) => e.id)).toEqual(['fd-ser1', 'fd-m1', 'fd-sh1']);
    const kids = report.items.find((i) => i.feedId === 'category For Kids')!;
    expect(((await api.call('GET', `/api/catalogues?id=${kids.id}`)).body._embedded.items as Json[]).map((e) => e.id)).toEqual(['fd-m-2']);
    // A category published by the import is a carousel at the end of the home page.
    const carousels = await studio('GET', '/carousels');
    expect(carousels.body.carousels.map((c: Json) => c.id)).toContain(featured.id);
  });

  it('skips everything on a second import of the same feed', async () => {
    const before = await tables();
    const report = await run({ feed: smallFeed(), dryRun: false, publish: true });
    expect(report.counts).toEqual({ create: 0, update: 0, skip: SMALL_COUNT, refuse: 0 });
    expect(report.items.every((i) => i.action === 'skip' && i.reason.startsWith('unchanged'))).toBe(true);
    expect((await tables()).programmes).toBe(before.programmes);
  });

  it('updates what changed (the version goes up) and creates what is new, as a draft unless published', async () => {
    const feed = smallFeed();
    feed.movies![0]!.title = 'The Pilgrim Road (restored)';
    feed.movies!.push(video('m3', 'A New Film'));
    const dry = await run({ feed, dryRun: true });
    expect(dry.counts).toEqual({ create: 1, update: 1, skip: SMALL_COUNT - 1, refuse: 0 });
    expect(dry.items.find((i) => i.feedId === 'm1')).toMatchObject({ action: 'update', reason: expect.stringContaining('changed: title') });
    const report = await run({ feed, dryRun: false });
    expect(report.counts).toEqual(dry.counts);
    const m1 = await studio('GET', '/programmes/fd-m1');
    expect(m1.body).toMatchObject({ version: 2, status: 'published', fields: { title: 'The Pilgrim Road (restored)' } });
    expect((await api.call('GET', '/api/video?id=fd-m1')).body._embedded.collections[0].name).toBe('The Pilgrim Road (restored)');
    expect((await studio('GET', '/programmes/fd-m3')).body).toMatchObject({ version: 1, status: 'draft' });
    expect((await api.call('GET', '/api/video?id=fd-m3')).status).toBe(404);
    // Published on a later import that asks for it.
    const publish = await run({ feed, dryRun: false, publish: true });
    expect(publish.items.find((i) => i.feedId === 'm3')).toMatchObject({ action: 'update', reason: expect.stringMatching(/^to be published; its video/) });
    expect((await api.call('GET', '/api/video?id=fd-m3')).status).toBe(200);
  });

  it('keeps what the studio gave an imported programme and a feed cannot say (stream, links, order), taking only the feed’s own fields', async () => {
    const feed = smallFeed();
    feed.movies![0]!.title = 'The Pilgrim Road (restored)';
    feed.movies!.push(video('m3', 'A New Film'));
    const m3 = (await studio('GET', '/programmes/fd-m3')).body;
    const edited = { ...m3.fields, stream: 'rosary', relatedSearch: 'pilgrimage', order: 7, description: 'Said by the studio.' };
    const saved = await studio('PUT', '/programmes/fd-m3', { version: m3.version, fields: edited });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // What the feed says is the feed's: an import would put its own description back, and nothing else.
    const same = await run({ feed, dryRun: true });
    expect(same.items.find((i) => i.feedId === 'm3')).toMatchObject({ action: 'update', reason: expect.stringMatching(/^changed: description; its video/) });
    feed.movies!.find((m) => m.id === 'm3')!.longDescription = 'Said by the feed.';
    const report = await run({ feed, dryRun: false });
    expect(report.items.find((i) => i.feedId === 'm3')).toMatchObject({ action: 'update', reason: expect.stringMatching(/^changed: description; its video/) });
    expect((await studio('GET', '/programmes/fd-m3')).body.fields).toEqual({ ...edited, description: 'Said by the feed.' });
  });

  it('refuses a body that is no feed, naming the problem by item, and writes nothing', async () => {
    const before = await tables();
    const cases: Array<[unknown, RegExp]> = [
      [
        { feed: { ...smallFeed(), movies: [{ ...video('x', 'X'), title: 7 }] }, dryRun: false },
        /^Invalid body: feed\.movies\.0\.title \(the item "x"\): must be string$/,
      ],
      [{ feed: { ...smallFeed(), movies: [{ title: 'No id' }] }, dryRun: false }, /^Invalid body: feed\.movies\.0 \(the item "No id"\): id is required$/],
      [{ feed: { ...smallFeed(), shortFormVideos: [video('m1', 'Again')] }, dryRun: false }, /"m1" \(movies\[0\], shortFormVideos\[0\]\)/],
      [{ feed: { ...smallFeed(), series: [{ id: 'lost', title: 'Lost', seasons: [{ seasonNumber: 1, episodes: [{ id: 'e' }] }] }] }, dryRun: false }, /title/],
      [
        { feed: { providerName: 'x', series: [{ title: 'No id', episodes: [video('e1', 'E')] }] }, dryRun: false },
        /^Invalid body: feed\.series\.0 \(the item "No id"\): id is required$/,
      ],
      [{ dryRun: false }, /Send one feed/],
      [{ feed: smallFeed(), mrss: '<rss/>', dryRun: false }, /Send one feed/],
      [{ feed: 'not a feed', dryRun: false }, /^Invalid body: feed: must be object$/],
      [
        {
          feed: { ...smallFeed(), series: [{ id: 's', title: 'S', seasons: [{ seasonNumber: 1, episodes: [video('e1', 'E'), video('e1', 'E again')] }] }] },
          dryRun: false,
        },
        /"e1"/,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await studio('POST', '/import', body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(answer.body.error.message).toMatch(message);
    }
    expect(await tables()).toEqual(before);
  });

  it('refuses, by item, what does not fit the studio, and what belongs to it', async () => {
    const feed = smallFeed();
    feed.series![0]!.title = 'x'.repeat(300);
    const report = await run({ feed, dryRun: true });
    expect(report.items.find((i) => i.feedId === 'ser1')).toMatchObject({ action: 'refuse', reason: expect.stringContaining('title') });
    expect(report.items.find((i) => i.feedId === 's1e1')).toMatchObject({ action: 'refuse', reason: expect.stringMatching(/^what it belongs to is refused/) });
  });

  it('imports Media RSS through the same path, and refuses a DOCTYPE', async () => {
    const mrss = `<?xml version="1.0"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Parish &amp; Friends</title>
<item><guid>rss-1</guid><title>Vespers &amp; Compline</title><media:description><![CDATA[Evening <b>prayer</b>.]]></media:description>
<media:content url="https://cdn.example.org/v.mp4" duration="600" type="video/mp4"/><media:thumbnail url="https://cdn.example.org/v.jpg"/>
<pubDate>Tue, 10 Jun 2025 04:00:00 GMT</pubDate><category>prayer</category></item>
<item><guid isPermaLink="false">https://example.org/watch?v=2</guid><media:title>Lauds &#8212; Morning</media:title></item>
</channel></rss>`;
    const dry = await run({ mrss, dryRun: true });
    expect(dry.items.map((i) => [i.id, i.title, i.kind, i.action])).toEqual([
      ['fd-rss-1', 'Vespers & Compline', 'video', 'create'],
      [feedProgrammeId('https://example.org/watch?v=2'), 'Lauds — Morning', 'video', 'create'],
    ]);
    expect(dry.items[0]!.reason).toContain('https://cdn.example.org/v.mp4');
    await run({ mrss, dryRun: false, publish: true });
    const item = (await api.call('GET', '/api/video?id=fd-rss-1')).body._embedded.collections[0] as Json;
    expect(item).toMatchObject({ description: 'Evening <b>prayer</b>.', metaData: { Duration: '00:10:00', Year: '2025', Genre: 'prayer' } });
    for (const bad of [
      '<!DOCTYPE x [<!ENTITY a "b">]><rss><channel></channel></rss>',
      '<rss><channel><item><title>No guid</title></item></channel></rss>',
      'plain text',
    ]) {
      const answer = await studio('POST', '/import', { mrss: bad, dryRun: true });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(/^This is not a Media RSS feed the studio can read: /);
    }
  });

  it('exports what viewers see as a feed, which this studio and a fresh one import without writing anything twice', { timeout: 120_000 }, async () => {
    // A series made in the studio itself (st- ids), with a season and an episode, published.
    const make = async (fields: Record<string, unknown>) => {
      const made = await studio('POST', '/programmes', {
        fields: { ...blankProgramme(fields.kind as ProgrammeKind, (fields.parentId as string) ?? ''), ...fields },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      return made.body.id as string;
    };
    const series = await make({ kind: 'series', title: 'Made in the Studio', description: 'A series of our own.' });
    const season = await make({ kind: 'season', parentId: series, title: 'Season 1', order: 1 });
    const episode = await make({ kind: 'episode', parentId: season, title: 'First Light', duration: '00:10:00', episodeNumber: 1 });
    expect((await studio('POST', `/programmes/${series}/publication`, { version: 1, status: 'published' })).status).toBe(200);

    const exported = await studio('GET', '/export');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="lumen-feed-\d{4}-\d{2}-\d{2}\.json"$/);
    const feed = exported.body as RokuFeed;
    const saints = feed.series!.find((s) => s.id === 'fd-ser1')!;
    expect(saints.seasons!.map((s) => s.episodes.map((e) => [e.id, e.episodeNumber]))).toEqual([
      [
        ['fd-s1e1', 1],
        ['fd-s1e2', 2],
      ],
      [['fd-s2e1', 1]],
    ]);
    expect(feed.movies!.find((m) => m.id === 'fd-m1')).toMatchObject({
      title: 'The Pilgrim Road (restored)',
      rating: { rating: 'TV-PG' },
      content: { duration: 1530 },
    });
    expect(feed.shortFormVideos!.map((s) => s.id)).toContain('fd-sh1');
    expect(feed.series!.find((s) => s.id === series)!.seasons![0]!.episodes.map((e) => e.id)).toEqual([episode]);
    // The demo catalogue has a Featured carousel too: the imported one is told apart by its id.
    const featured = feed.playlists!.find((p) => p.itemIds.join() === 'fd-ser1,fd-m1,fd-sh1')!;
    expect(featured.name).toMatch(/^Featured/);
    expect(feed.categories!.find((c) => c.playlistName === featured.name)).toMatchObject({ name: featured.name, order: 'manual' });

    // Into this same studio: every programme is found again, by its own id; nothing is new.
    const studioCount = (await world.server.db.selectFrom('studio_programmes').select('id').execute()).length;
    const here = await run({ feed, dryRun: true, publish: true });
    expect(here.items.filter((i) => i.action === 'create')).toEqual([]);
    expect(here.counts.refuse).toBe(0);
    const demo = here.items.filter((i) => i.reason.startsWith('already in the catalogue, not made in the studio'));
    expect(demo.length).toBeGreaterThan(100); // the demo catalogue, left as it is
    expect(here.items.find((i) => i.feedId === series)).toMatchObject({ id: series, action: 'skip' });
    expect(
      here.items.find((i) => i.feedId === episode),
      JSON.stringify(here.items.filter((i) => i.action === 'update')),
    ).toMatchObject({ id: episode, action: 'skip' });
    expect(here.items.find((i) => i.kind === 'season' && i.id === season)).toMatchObject({ action: 'skip' });

    const fresh = await serverWithOwner();
    try {
      const into = studioCaller(() => fresh);
      const dry = (await into('POST', '/import', { feed, dryRun: true, publish: true })).body as ImportReport;
      // The fresh install has the same demo catalogue: only what the studio made is new there.
      const studioIds = new Set((await world.server.db.selectFrom('studio_programmes').select('id').execute()).map((r) => r.id));
      // Each with its own id (a season is known by its number, and gets one of the fresh studio's).
      expect(dry.items.filter((i) => i.action === 'create' && i.kind !== 'season' && !studioIds.has(i.id))).toEqual([]);
      expect(dry.counts).toEqual({ create: studioCount, update: 0, skip: dry.items.length - studioCount, refuse: 0 });
      expect(
        dry.items.filter((i) => i.action === 'skip').every((i) => /^already in the catalogue|^it belongs to a programme that is left/.test(i.reason)),
      ).toBe(true);
      const done = await into('POST', '/import', { feed, dryRun: false, publish: true });
      expect(done.status, JSON.stringify(done.body).slice(0, 300)).toBe(200);
      expect(done.body.counts).toEqual(dry.counts);
      const again = (await into('POST', '/import', { feed, dryRun: false, publish: true })).body as ImportReport;
      expect(again.items.filter((i) => i.action !== 'skip')).toEqual([]);
      expect(again.counts).toEqual({ create: 0, update: 0, skip: dry.items.length, refuse: 0 });
      // The exported ids are the programmes' own, and stay theirs.
      const viewer = caller(() => fresh.server);
      expect((await viewer.call('GET', '/api/video?id=fd-m1')).body._embedded.collections[0]).toMatchObject({ name: 'The Pilgrim Road (restored)' });
      expect((await viewer.call('GET', `/api/video?id=${episode}`)).body._embedded.collections[0]).toMatchObject({ name: 'First Light' });
      // And its own export, imported back here, still writes nothing new.
      const back = (await into('GET', '/export')).body as RokuFeed;
      expect((await run({ feed: back, dryRun: true, publish: true })).counts.create).toBe(0);
    } finally {
      await fresh.server.close();
    }
  });
});
