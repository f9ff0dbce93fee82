/*
 * Issue 50, the red team's second attack: a user token whose first profile is KIDS, sent with no
 * profileid header, got grown-up content from every route that does not look the profile up itself
 * (video, catalogues, search, live, playback, schedules, feedback, shares). Each case below failed
 * before the audience hook acted for the token's first profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOR_KIDS } from '../accounts/audience.js';
import { CATALOGUE_IDS } from '../seed/catalogue-ids.js';
import { bearer, caller, type Json } from '../../test/accounts.js';
import { build, CUSTOMER, type TestServer } from '../../test/helper.js';

let server: TestServer;
/** A signed-in user whose first profile is KIDS, and a REGULAR profile made after it. */
let family: { auth: Record<string, string>; kids: string; regular: string };

beforeAll(async () => {
  server = await build();
  const person = await caller(() => server).signedIn('kids-first');
  const auth = bearer(person.token);
  const first = (await call('GET', '/api/profiles', undefined, auth)).body.profiles[0].id as string;
  expect((await call('PATCH', `/api/profiles/${first}`, { type: 'KIDS' }, auth)).status).toBe(200);
  // Made later (profiles made in the same millisecond are ordered by id).
  server.advance(1000);
  const regular = (await post('/api/profiles/create', { name: 'Grown-up', type: 'REGULAR' }, auth)).body.data.id as string;
  family = { auth, kids: first, regular };
});
afterAll(() => server.close());
const { call, post } = caller(() => server);

function expectRefused(response: { status: number; body: Json }, what: string) {
  expect(response.status, what).toBe(403);
  expect(response.body, what).toEqual({ error: { message: NOT_FOR_KIDS } });
}
async function kidsFlags(ids: string[]): Promise<number[]> {
  const rows = await server.db.selectFrom('items').select(['id', 'kids']).where('customer_id', '=', CUSTOMER).where('id', 'in', ids).execute();
  return rows.map((row) => Number(row.kids));
}

describe('a kids-first token without a profileid header', () => {
  it('is refused grown-up video, catalogues, playback and schedules, as with the kids header', async () => {
    const urls = ['/api/video?id=ep00003', `/api/catalogues?id=${CATALOGUE_IDS.homeCarousels}`, '/api/playback/ep00001', '/api/epg/lv01.txt'];
    // The schedule is plain text when served.
    const get = async (url: string, extra: Record<string, string> = {}) => {
      const response = await server.app.inject({ method: 'GET', url, headers: { customerid: CUSTOMER, ...family.auth, ...extra } });
      return { status: response.statusCode, body: response.statusCode === 403 ? (response.json() as Json) : {} };
    };
    for (const url of urls) {
      expectRefused(await get(url), url);
      // The kids header says the same, and the account's grown-up profile is served.
      expectRefused(await get(url, { profileid: family.kids }), url);
      expect((await get(url, { profileid: family.regular })).status, url).toBe(200);
    }
    const allowed = await call('GET', '/api/catalogues/allowed?ids=nav-saints,nav-kids', undefined, family.auth);
    expect(allowed.body).toEqual({ ids: ['nav-kids'] });
  });

  it('finds only kids programmes', async () => {
    for (const url of ['/api/searchvideo?query=beginning-again', '/api/v2/search?type=VIDEO&search=beginning-again&page=1&limit=50']) {
      const found = await call('GET', url, undefined, family.auth);
      expect(found.status, url).toBe(200);
      const ids = (found.body.items as Array<{ id: string }>).map((item) => item.id);
      expect(ids.length, url).toBeGreaterThan(0);
      expect(await kidsFlags(ids), url).toEqual(ids.map(() => 1));
      const grownUp = (await call('GET', url, undefined, { ...family.auth, profileid: family.regular })).body.items as Array<{ id: string }>;
      expect(await kidsFlags(grownUp.map((item) => item.id)), url).toContain(0);
    }
  });

  it('is refused the live playlists', async () => {
    const refused = await server.app.inject({ method: 'GET', url: '/media/live/lv01/master.m3u8', headers: { customerid: CUSTOMER, ...family.auth } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { message: NOT_FOR_KIDS } });
    const grownUp = await server.app.inject({ method: 'GET', url: '/media/live/lv01/master.m3u8', headers: { ...family.auth, profileid: family.regular } });
    expect([200, 503]).toContain(grownUp.statusCode);
  });

  it('may neither share nor rate a grown-up programme, and sees none of the account s activity', async () => {
    const grownUp = { ...family.auth, profileid: family.regular };
    expect((await post('/api/shares', { video_id: 'ep00001', service: 'email' }, grownUp)).status).toBe(200);
    expect((await post('/api/feedback', { message: 'Beautiful', rating: 9, videoId: 'ep00001' }, grownUp)).status).toBe(200);
    expectRefused(await post('/api/shares', { video_id: 'ep00002', service: 'email' }, family.auth), 'POST /api/shares');
    expectRefused(await post('/api/feedback', { message: 'Lovely', rating: 8, videoId: 'ep00002' }, family.auth), 'POST /api/feedback');
    for (const path of ['/api/shares', '/api/feedback']) {
      expect(((await call('GET', path, undefined, grownUp)).body.items as Json[]).length, path).toBe(1);
      const child = await call('GET', path, undefined, family.auth);
      expect(child.status, path).toBe(200);
      expect(child.body.items, path).toEqual([]);
    }
  });

  it('follows the first profile at once when it is made REGULAR again', async () => {
    expectRefused(await call('GET', '/api/video?id=ep00003', undefined, family.auth), 'kids');
    expect((await call('PATCH', `/api/profiles/${family.kids}`, { type: 'REGULAR' }, family.auth)).status).toBe(200);
    expect((await call('GET', '/api/video?id=ep00003', undefined, family.auth)).status).toBe(200);
    expect((await call('PATCH', `/api/profiles/${family.kids}`, { type: 'KIDS' }, family.auth)).status).toBe(200);
    expectRefused(await call('GET', '/api/video?id=ep00003', undefined, family.auth), 'kids again');
  });

  it('leaves tokens that are no user token, and no token, to the grown-up answer', async () => {
    const appToken = (await post('/api/get-token', { platform: 'web', customerId: CUSTOMER })).body.token as string;
    expect((await call('GET', '/api/video?id=ep00003', undefined, bearer(appToken))).status).toBe(200);
    expect((await call('GET', '/api/video?id=ep00003', undefined, bearer('not-a-token'))).status).toBe(200);
    expect((await call('GET', '/api/video?id=ep00003')).status).toBe(200);
  });
});
