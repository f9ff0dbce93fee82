import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GROWN_UP_BLOG_IDS, markGrownUpBlogs } from '../../migrations/0005_kids_blogs.js';
import { NOT_FOR_KIDS, TOO_MANY_PROFILE_IDS } from '../accounts/audience.js';
import { blogForKids } from '../seed/blogs.js';
import { CATALOGUE_IDS } from '../seed/catalogue-ids.js';
import { bearer, caller, type Json } from '../../test/accounts.js';
import { build, CUSTOMER, demoCatalogue, type TestServer } from '../../test/helper.js';

let server: TestServer;
/** A kids catalogue whose children are partly NOT for kids (made so below), to see the filter work. */
let mixed: { id: string; children: string[]; kidsChildren: string[] };
let owner: { auth: Record<string, string>; regular: string; kids: string };

beforeAll(async () => {
  server = await build();
  // The demo keeps kids catalogues to kids programmes, so take a catalogue with both kinds of
  // children and mark the catalogue itself as for kids: the server must still drop the others.
  const row = await sql<{ catalogue_id: string }>`
    select e.catalogue_id from catalogue_entries e
    join items i on i.customer_id = e.customer_id and i.id = e.item_id
    where e.customer_id = ${CUSTOMER}
    group by e.catalogue_id
    having sum(i.kids) >= 4 and sum(i.kids) <= count(*) - 4 and count(*) <= 100
    order by e.catalogue_id limit 1`.execute(server.db);
  const id = row.rows[0]!.catalogue_id;
  await server.db.updateTable('items').set({ kids: 1 }).where('customer_id', '=', CUSTOMER).where('id', '=', id).execute();
  const children = await server.db
    .selectFrom('catalogue_entries as e')
    .innerJoin('items as i', (join) => join.onRef('i.customer_id', '=', 'e.customer_id').onRef('i.id', '=', 'e.item_id'))
    .select(['i.id', 'i.kids'])
    .where('e.customer_id', '=', CUSTOMER)
    .where('e.catalogue_id', '=', id)
    .orderBy('e.position')
    .execute();
  mixed = { id, children: children.map((c) => c.id), kidsChildren: children.filter((c) => c.kids === 1).map((c) => c.id) };

  const person = await signedIn('kids-owner');
  const auth = bearer(person.token);
  const regular = (await call('GET', '/api/profiles', undefined, auth)).body.profiles[0].id as string;
  // Made later, so the REGULAR profile stays the first one, which calls without a profileid act for.
  server.advance(1000);
  const created = await post('/api/profiles/create', { name: 'Little One', type: 'KIDS' }, auth);
  expect(created.status).toBe(200);
  owner = { auth, regular, kids: created.body.data.id };
});
afterAll(async () => {
  await server.close();
});
const client = caller(() => server);
const { call, post } = client;
async function signedIn(prefix: string) {
  server.advance(61 * 60 * 1000);
  return client.signedIn(prefix);
}

const kidsHeader = () => ({ profileid: owner.kids });
const regularHeader = () => ({ profileid: owner.regular });
const embeddedIds = (body: Json) => (body._embedded.items as Array<{ id: string }>).map((item) => item.id);
const itemIds = (body: Json) => (body.items as Array<{ id: string }>).map((item) => item.id);

/** The kids flag of each item, from the database (the API never shows it). */
async function kidsFlags(ids: string[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await server.db.selectFrom('items').select(['id', 'kids']).where('customer_id', '=', CUSTOMER).where('id', 'in', ids).execute();
  const flags = new Map(rows.map((r) => [r.id, Number(r.kids)]));
  return ids.map((id) => flags.get(id)!);
}
async function expectOnlyKids(ids: string[]) {
  expect(ids.length).toBeGreaterThan(0);
  expect(await kidsFlags(ids)).toEqual(ids.map(() => 1));
}
async function expectSomeNotForKids(ids: string[]) {
  expect(await kidsFlags(ids)).toContain(0);
}
function expectRefused(response: { status: number; body: Json }) {
  expect(response.status).toBe(403);
  expect(response.body).toEqual({ error: { message: NOT_FOR_KIDS } });
}

describe('the audience of a request', () => {
  it('needs no token: a KIDS profile id alone restricts, a REGULAR or unknown one does not', async () => {
    expectRefused(await call('GET', '/api/video?id=ep00001', undefined, kidsHeader()));
    expect((await call('GET', '/api/video?id=ep00001', undefined, regularHeader())).status).toBe(200);
    expect((await call('GET', '/api/video?id=ep00001', undefined, { profileid: '00000000-0000-4000-8000-000000000000' })).status).toBe(200);
    expect((await call('GET', '/api/video?id=ep00001', undefined, { profileid: 'x'.repeat(500) })).status).toBe(200);
    expect((await call('GET', '/api/video?id=ep00001')).status).toBe(200);
  });

  // Found by the fuzz suite: a KIDS profile's header sent twice arrives joined ("K, K"), which was
  // read as no profile at all, so catalogues, search, video, live and blogs served everything.
  it('restricts a repeated header that names a KIDS profile, as Node hands it over', async () => {
    expectRefused(await call('GET', '/api/video?id=ep00001', undefined, { profileid: `${owner.kids}, ${owner.kids}` }));
    expectRefused(await call('GET', '/api/video?id=ep00001', undefined, { profileid: `${owner.regular}, ${owner.kids}` }));
    const twice = await server.app.inject({
      method: 'GET',
      url: '/api/video?id=ep00001',
      headers: { customerid: CUSTOMER, profileid: [owner.kids, owner.kids] },
    });
    expect(twice.statusCode).toBe(403);
    expect((await call('GET', '/api/video?id=ep00001', undefined, { profileid: `${owner.regular}, ${owner.regular}` })).status).toBe(200);
  });

  // Issue 23: the fifth id of a long header, or the KIDS id in upper case, went unread.
  it('reads the header strictly: any spelling of a KIDS id restricts, and more ids than it reads is a 400', async () => {
    expectRefused(await call('GET', '/api/video?id=ep00001', undefined, { profileid: owner.kids.toUpperCase() }));
    expectRefused(await call('GET', '/api/video?id=ep00001', undefined, { profileid: ` ${owner.kids.toUpperCase()} ` }));
    const strangers = Array.from({ length: 4 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    expectRefused(await call('GET', '/api/video?id=ep00001', undefined, { profileid: [...strangers.slice(0, 3), owner.kids].join(', ') }));
    const tooMany = await call('GET', '/api/video?id=ep00001', undefined, { profileid: [...strangers, owner.kids].join(', ') });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ error: { message: TOO_MANY_PROFILE_IDS } });
    expect((await call('GET', '/api/catalogues?id=cat-all-shows&size=2', undefined, { profileid: [...strangers, owner.kids].join(',') })).status).toBe(400);
  });

  it('reads no profile for a call without a profileid header, and remembers one that has it', async () => {
    const spy = vi.spyOn(server.db, 'executeQuery');
    const profileReads = () => spy.mock.calls.filter(([query]) => /\bprofiles\b/.test('sql' in query ? query.sql : query.compile().sql)).length;
    try {
      await call('GET', `/api/catalogues?id=${CATALOGUE_IDS.homeCarousels}&size=3`);
      await call('GET', `/api/catalogues?id=${CATALOGUE_IDS.homeCarousels}&size=3`);
      await call('GET', '/api/searchvideo?query=rosary');
      expect(profileReads()).toBe(0);
      const someoneNew = (await post('/api/profiles/create', { name: 'Memo', type: 'KIDS' }, owner.auth)).body.data.id as string;
      spy.mockClear();
      await call('GET', `/api/catalogues?id=${CATALOGUE_IDS.kidsCarousels}`, undefined, { profileid: someoneNew });
      await call('GET', `/api/catalogues?id=${CATALOGUE_IDS.kidsCarousels}`, undefined, { profileid: someoneNew });
      expect(profileReads()).toBe(1);
      await call('DELETE', `/api/profiles/${someoneNew}`, undefined, owner.auth);
    } finally {
      spy.mockRestore();
    }
  });

  it('follows a profile at once when it is made KIDS or REGULAR', async () => {
    const changing = (await post('/api/profiles/create', { name: 'Changing', type: 'REGULAR' }, owner.auth)).body.data.id as string;
    const headers = { profileid: changing };
    expect((await call('GET', '/api/video?id=ep00002', undefined, headers)).status).toBe(200);
    await call('PATCH', `/api/profiles/${changing}`, { type: 'KIDS' }, owner.auth);
    expectRefused(await call('GET', '/api/video?id=ep00002', undefined, headers));
    await call('PATCH', `/api/profiles/${changing}`, { type: 'REGULAR' }, owner.auth);
    expect((await call('GET', '/api/video?id=ep00002', undefined, headers)).status).toBe(200);
    await call('PATCH', `/api/profiles/${changing}`, { type: 'KIDS' }, owner.auth);
    expectRefused(await call('GET', '/api/video?id=ep00002', undefined, headers));
    // A removed profile restricts nothing any more (anyone may leave the header out anyway).
    await call('DELETE', `/api/profiles/${changing}`, undefined, owner.auth);
    expect((await call('GET', '/api/video?id=ep00002', undefined, headers)).status).toBe(200);
  });
});

describe('GET /catalogues', () => {
  it('refuses a catalogue that is not for kids, and still serves it to everyone else', async () => {
    const id = CATALOGUE_IDS.homeCarousels;
    const anonymous = await call('GET', `/api/catalogues?id=${id}`);
    expect(anonymous.status).toBe(200);
    expectRefused(await call('GET', `/api/catalogues?id=${id}`, undefined, kidsHeader()));
    const regular = await call('GET', `/api/catalogues?id=${id}`, undefined, regularHeader());
    expect(regular.status).toBe(200);
    expect(regular.body).toEqual(anonymous.body);
    // The lists of every show are open to a kids profile, with its age-appropriate shows only.
    const allShows = await call('GET', `/api/catalogues?id=${CATALOGUE_IDS.allShows}&size=12`, undefined, kidsHeader());
    expect(allShows.status).toBe(200);
    expect(embeddedIds(allShows.body)).toHaveLength(12);
    await expectOnlyKids(embeddedIds(allShows.body));
  });

  it('serves the kids home with kids programmes only', async () => {
    const home = await call('GET', `/api/catalogues?id=${CATALOGUE_IDS.kidsCarousels}`, undefined, kidsHeader());
    expect(home.status).toBe(200);
    await expectOnlyKids(embeddedIds(home.body));
    for (const carousel of embeddedIds(home.body).slice(0, 3)) {
      const row = await call('GET', `/api/catalogues?id=${carousel}&size=20`, undefined, kidsHeader());
      expect(row.status).toBe(200);
      await expectOnlyKids(embeddedIds(row.body));
    }
  });

  it('drops the children that are not for kids, with an honest count and total, and keeps the answers apart in the cache', async () => {
    const url = `/api/catalogues?id=${mixed.id}`;
    const before = await call('GET', url);
    expect(embeddedIds(before.body)).toEqual(mixed.children);
    await expectSomeNotForKids(embeddedIds(before.body));

    const kids = await call('GET', url, undefined, kidsHeader());
    expect(kids.status).toBe(200);
    expect(embeddedIds(kids.body)).toEqual(mixed.kidsChildren);
    await expectOnlyKids(embeddedIds(kids.body));
    expect(kids.body.count).toBe(mixed.kidsChildren.length);
    expect(kids.body.total).toBe(mixed.kidsChildren.length);
    expect(kids.body._embedded._id).toBe(mixed.id);

    // Pages are pages of the kids list.
    const page2 = await call('GET', `${url}&size=2&page=2`, undefined, kidsHeader());
    expect(embeddedIds(page2.body)).toEqual(mixed.kidsChildren.slice(2, 4));
    expect(page2.body).toMatchObject({ count: 2, total: mixed.kidsChildren.length });
    const regularPage2 = await call('GET', `${url}&size=2&page=2`, undefined, regularHeader());
    expect(embeddedIds(regularPage2.body)).toEqual(mixed.children.slice(2, 4));

    // Neither answer leaks into the other's cache entry.
    expect((await call('GET', url)).body).toEqual(before.body);
    expect((await call('GET', url, undefined, regularHeader())).body).toEqual(before.body);
    expect((await call('GET', url, undefined, kidsHeader())).body).toEqual(kids.body);
  });
});

describe('GET /catalogues/allowed', () => {
  it('names the catalogues a profile may open, each agreeing with GET /catalogues', async () => {
    const ids = ['nav-saints', 'nav-prayer', 'nav-bible', 'nav-kids', 'no-such-catalogue'];
    const query = `/api/catalogues/allowed?ids=${ids.join(',')}`;
    const kids = await call('GET', query, undefined, kidsHeader());
    expect(kids.status).toBe(200);
    expect(kids.body).toEqual({ ids: ['nav-kids'] });
    expect((await call('GET', query, undefined, regularHeader())).body).toEqual({ ids: ['nav-saints', 'nav-prayer', 'nav-bible', 'nav-kids'] });
    expect((await call('GET', query)).body).toEqual({ ids: ['nav-saints', 'nav-prayer', 'nav-bible', 'nav-kids'] });
    for (const id of ids.slice(0, 4)) {
      const opened = await call('GET', `/api/catalogues?id=${id}&size=1`, undefined, kidsHeader());
      expect(opened.status, id).toBe(kids.body.ids.includes(id) ? 200 : 403);
    }
  });

  it('refuses a malformed list with a clear message', async () => {
    for (const ids of ['', 'a,,b', 'a;b', Array.from({ length: 51 }, (_, i) => `c${i}`).join(',')]) {
      const response = await call('GET', `/api/catalogues/allowed?ids=${encodeURIComponent(ids)}`);
      expect(response.status, ids).toBe(400);
      expect(typeof response.body.error.message).toBe('string');
    }
  });
});

describe('GET /video', () => {
  it('refuses an item that is not for kids and serves a kids one, without cache leaks', async () => {
    expect((await call('GET', '/api/video?id=ep00003')).status).toBe(200);
    expectRefused(await call('GET', '/api/video?id=ep00003', undefined, kidsHeader()));
    expect((await call('GET', '/api/video?id=ep00003', undefined, regularHeader())).status).toBe(200);
    const kidsEpisode = await call('GET', '/api/video?id=ep00541', undefined, kidsHeader());
    expect(kidsEpisode.status).toBe(200);
    expect(kidsEpisode.body._embedded.collections[0].id).toBe('ep00541');
    await expectOnlyKids(['ep00541']);
    expect((await call('GET', '/api/video?id=sr0001', undefined, kidsHeader())).status).toBe(403);
    expect((await call('GET', '/api/video?id=sr0051', undefined, kidsHeader())).status).toBe(200);
  });
});

describe('search', () => {
  const urls = [
    '/api/searchvideo?query=beginning-again',
    '/api/v2/searchvideo?query=beginning-again&page=1&limit=50',
    '/api/search?type=VIDEO&search=beginning-again',
    '/api/search?type=CATALOGUE&search=rosary',
    '/api/v2/search?type=CATALOGUE&search=rosary&tagsearch=true&st=WORD&page=1&limit=50',
  ];
  it.each(urls)('%s finds only kids items for a kids profile, and everything for others', async (url) => {
    // Kids first, then the others, then kids again: no answer is served to the wrong audience.
    const kids = await call('GET', url, undefined, kidsHeader());
    expect(kids.status).toBe(200);
    await expectOnlyKids(itemIds(kids.body));
    expect(kids.body.count).toBe(kids.body.items.length);
    const anonymous = await call('GET', url);
    await expectSomeNotForKids(itemIds(anonymous.body));
    const regular = await call('GET', url, undefined, regularHeader());
    expect(regular.body).toEqual(anonymous.body);
    expect((await call('GET', url, undefined, kidsHeader())).body).toEqual(kids.body);
  });
});

describe('GET /blogs', () => {
  it('gives a kids profile only the entries for kids', async () => {
    for (const tag of ['faq', 'about-us-faq']) {
      const everyone = await call('GET', `/api/blogs?tags[]=${tag}`);
      const kids = await call('GET', `/api/blogs?tags[]=${tag}`, undefined, kidsHeader());
      const all = everyone.body.items.map((b: Json) => b.id) as string[];
      const forKids = kids.body.items.map((b: Json) => b.id) as string[];
      expect(all.some((id) => (GROWN_UP_BLOG_IDS as readonly string[]).includes(id))).toBe(true);
      expect(forKids.length).toBeGreaterThan(0);
      expect(forKids).toEqual(all.filter((id) => !(GROWN_UP_BLOG_IDS as readonly string[]).includes(id)));
      expect(kids.body.count).toBe(forKids.length);
      expect((await call('GET', `/api/blogs?tags[]=${tag}`, undefined, regularHeader())).body).toEqual(everyone.body);
    }
    const titles = (await call('GET', '/api/blogs?tags[]=faq', undefined, kidsHeader())).body.items.map((b: Json) => b.languages[0].title);
    expect(titles).not.toContain('How can I support Lumen?');
    expect(titles).not.toContain('I forgot my password. What can I do?');
    expect(titles).toContain('How do I use Lumen with my TV remote?');
  });

  it('are flagged the same by a fresh seed and by the migration of an older one', async () => {
    const seeded = await server.db.selectFrom('blogs').select(['id', 'kids']).where('customer_id', '=', CUSTOMER).orderBy('id').execute();
    const expected = demoCatalogue()
      .blogs.map((blog) => ({ id: blog.id, kids: blogForKids(blog) ? 1 : 0 }))
      .sort((a, b) => a.id.localeCompare(b.id));
    expect(seeded).toEqual(expected);
    expect(
      seeded
        .filter((b) => b.kids === 0)
        .map((b) => b.id)
        .sort(),
    ).toEqual([...GROWN_UP_BLOG_IDS].sort());
    // A customer seeded before the flag existed has every entry at the column's default, 1.
    const other = await build();
    try {
      await other.db.updateTable('blogs').set({ kids: 1 }).execute();
      await markGrownUpBlogs(other.db);
      expect(await other.db.selectFrom('blogs').select(['id', 'kids']).where('customer_id', '=', CUSTOMER).orderBy('id').execute()).toEqual(expected);
    } finally {
      await other.close();
    }
  });
});

describe('playback, live and schedules', () => {
  it('GET /playback/:id refuses an episode that is not for kids', async () => {
    expectRefused(await call('GET', '/api/playback/ep00001', undefined, kidsHeader()));
    expect((await call('GET', '/api/playback/ep00001')).status).toBe(200);
    expect((await call('GET', '/api/playback/ep00001', undefined, regularHeader())).status).toBe(200);
    const kids = await call('GET', '/api/playback/ep00541', undefined, kidsHeader());
    expect(kids.status).toBe(200);
    expect(kids.body.url).toMatch(/^\/media\/vod\//);
  });

  it('live channels and their schedules are not for kids', async () => {
    const token = (await post('/api/get-token', { platform: 'web', customerId: CUSTOMER })).body.token as string;
    await expectSomeNotForKids(['lv01']);
    expectRefused(await call('GET', '/api/live/lv01/stream', undefined, { ...bearer(token), ...kidsHeader() }));
    // Everyone else gets the stream, or "off the air" when no live signal runs in the test.
    for (const extra of [{}, regularHeader()]) {
      expect([200, 503]).toContain((await call('GET', '/api/live/lv01/stream', undefined, { ...bearer(token), ...extra })).status);
    }
    const kidsSchedule = await server.app.inject({ method: 'GET', url: '/api/epg/lv01.txt', headers: { customerid: CUSTOMER, ...kidsHeader() } });
    expect(kidsSchedule.statusCode).toBe(403);
    expect(kidsSchedule.json()).toEqual({ error: { message: NOT_FOR_KIDS } });
    const schedule = await server.app.inject({ method: 'GET', url: '/api/epg/lv01.txt', headers: { customerid: CUSTOMER } });
    expect(schedule.statusCode).toBe(200);
    expect(String(schedule.headers.vary).split(', ').sort()).toEqual(['Accept-Language', 'Origin', 'customerid', 'profileid']);
  });

  // Issue 23: the live playlists themselves were served to a kids profile.
  it('the live playlists refuse a player that names a KIDS profile', async () => {
    for (const playlist of ['master.m3u8', 'media_0.m3u8']) {
      const url = `/media/live/lv01/${playlist}`;
      const kids = await server.app.inject({ method: 'GET', url, headers: kidsHeader() });
      expect(kids.statusCode, url).toBe(403);
      expect(kids.json()).toEqual({ error: { message: NOT_FOR_KIDS } });
      const upper = await server.app.inject({ method: 'GET', url, headers: { customerid: CUSTOMER, profileid: owner.kids.toUpperCase() } });
      expect(upper.statusCode, url).toBe(403);
      for (const headers of [{}, regularHeader()]) {
        expect([200, 404, 503], url).toContain((await server.app.inject({ method: 'GET', url, headers })).statusCode);
      }
    }
  });
});

describe('My List and Continue Watching of a kids profile', () => {
  it('POST /mylist refuses a programme that is not for kids', async () => {
    const kidsAuth = { ...owner.auth, ...kidsHeader() };
    expectRefused(await post('/api/mylist', { video_id: 'sr0001', status: 1 }, kidsAuth));
    expect((await post('/api/mylist', { video_id: 'sr0051', status: 1 }, kidsAuth)).status).toBe(200);
    const list = await call('GET', '/api/mylist', undefined, kidsAuth);
    expect(embeddedIds(list.body)).toEqual(['sr0051']);
    // The regular profile of the same account may add it.
    expect((await post('/api/mylist', { video_id: 'sr0001', status: 1 }, { ...owner.auth, ...regularHeader() })).status).toBe(200);
  });

  it('GET /mylist shows a kids profile only its kids programmes', async () => {
    const id = (await post('/api/profiles/create', { name: 'Growing down', type: 'REGULAR' }, owner.auth)).body.data.id as string;
    const auth = { ...owner.auth, profileid: id };
    for (const video of ['sr0001', 'sr0051', 'sr0002', 'sr0054']) {
      expect((await post('/api/mylist', { video_id: video, status: 1 }, auth)).status).toBe(200);
      server.advance(1000);
    }
    const before = await call('GET', '/api/mylist', undefined, auth);
    expect(embeddedIds(before.body)).toEqual(['sr0054', 'sr0002', 'sr0051', 'sr0001']);
    await call('PATCH', `/api/profiles/${id}`, { type: 'KIDS' }, owner.auth);
    const after = await call('GET', '/api/mylist', undefined, auth);
    expect(embeddedIds(after.body)).toEqual(['sr0054', 'sr0051']);
    await expectOnlyKids(embeddedIds(after.body));
    expect(after.body).toMatchObject({ count: 2, total: 2 });
    expect(embeddedIds((await call('GET', '/api/mylist?size=1&page=2', undefined, auth)).body)).toEqual(['sr0051']);
    await call('DELETE', `/api/profiles/${id}`, undefined, owner.auth);
  });

  it('POST /resume refuses, and GET /get-resume-list/ hides, videos that are not for kids', async () => {
    const kidsAuth = { ...owner.auth, ...kidsHeader() };
    expectRefused(await post('/api/resume', { video_id: 'ep00001', status: 1, resumeTime: 12 }, kidsAuth));
    expect((await post('/api/resume', { video_id: 'ep00541', status: 1, resumeTime: 12 }, kidsAuth)).status).toBe(200);

    const id = (await post('/api/profiles/create', { name: 'Resuming', type: 'REGULAR' }, owner.auth)).body.data.id as string;
    const auth = { ...owner.auth, profileid: id };
    for (const video of ['ep00001', 'ep00541', 'ep00002', 'ep00542']) {
      expect((await post('/api/resume', { video_id: video, status: 1, resumeTime: 30 }, auth)).status).toBe(200);
      server.advance(1000);
    }
    const videos = async () => ((await call('GET', '/api/get-resume-list/', undefined, auth)).body.resumeList as Json[]).map((e) => e.video_id);
    expect(await videos()).toEqual(['ep00001', 'ep00541', 'ep00002', 'ep00542']);
    await call('PATCH', `/api/profiles/${id}`, { type: 'KIDS' }, owner.auth);
    expect(await videos()).toEqual(['ep00541', 'ep00542']);
    await expectOnlyKids(await videos());
    await call('DELETE', `/api/profiles/${id}`, undefined, owner.auth);
  });

  it('acts for the first profile when no profileid header names one, and keeps to kids programmes when it is KIDS', async () => {
    const person = await signedIn('kids-first');
    const auth = bearer(person.token);
    const first = (await call('GET', '/api/profiles', undefined, auth)).body.profiles[0].id as string;
    expect((await post('/api/mylist', { video_id: 'sr0051', status: 1 }, auth)).status).toBe(200);
    expect((await post('/api/mylist', { video_id: 'sr0001', status: 1 }, auth)).status).toBe(200);
    expect((await post('/api/resume', { video_id: 'ep00001', status: 1, resumeTime: 9 }, auth)).status).toBe(200);
    expect((await call('PATCH', `/api/profiles/${first}`, { type: 'KIDS' }, auth)).status).toBe(200);
    // No header: the request is for the first profile, now KIDS, in every route that acts for it.
    expectRefused(await post('/api/mylist', { video_id: 'sr0002', status: 1 }, auth));
    expectRefused(await post('/api/resume', { video_id: 'ep00002', status: 1, resumeTime: 9 }, auth));
    expect(embeddedIds((await call('GET', '/api/mylist', undefined, auth)).body)).toEqual(['sr0051']);
    expect((await call('GET', '/api/get-resume-list/', undefined, auth)).body.resumeList).toEqual([]);
  });

  // Issue 23: both took a grown-up programme from a KIDS profile and echoed its name.
  it('POST /shares and POST /feedback refuse a programme that is not for kids, by header or by profile', async () => {
    const kidsAuth = { ...owner.auth, ...kidsHeader() };
    const before = await server.db.selectFrom('feedback').select('id').execute();
    for (const [path, body] of [
      ['/api/shares', { video_id: 'ep00001', service: 'email' }],
      ['/api/feedback', { message: 'Lovely', rating: 8, videoId: 'ep00001' }],
    ] as const) {
      const refused = await post(path, body, kidsAuth);
      expectRefused(refused);
      expect(JSON.stringify(refused.body)).not.toMatch(/ep00001|programName|name/);
      const upper = await post(path, body, { ...owner.auth, profileid: owner.kids.toUpperCase() });
      expect(upper.status, path).toBe(403);
    }
    expect(await server.db.selectFrom('feedback').select('id').execute()).toHaveLength(before.length);
    expect((await post('/api/shares', { video_id: 'ep00541', service: 'email' }, kidsAuth)).status).toBe(200);
    expect((await post('/api/feedback', { message: 'Fun', rating: 10, videoId: 'ep00541' }, kidsAuth)).status).toBe(200);
  });

  it('GET /shares and GET /feedback give a kids profile none of the account s activity', async () => {
    expect((await post('/api/shares', { video_id: 'ep00001', service: 'email' }, owner.auth)).status).toBe(200);
    expect((await post('/api/feedback', { message: 'Beautiful', rating: 9, videoId: 'ep00001' }, owner.auth)).status).toBe(200);
    for (const path of ['/api/shares', '/api/feedback']) {
      const grownUp = await call('GET', path, undefined, { ...owner.auth, ...regularHeader() });
      expect((grownUp.body.items as Json[]).length, path).toBeGreaterThan(0);
      const child = await call('GET', path, undefined, { ...owner.auth, ...kidsHeader() });
      expect(child.status, path).toBe(200);
      expect(child.body.items, path).toEqual([]);
    }
  });
});
