import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, digest } from '../../test/accounts.js';
import { build, fakeAppDir, type TestServer } from '../../test/helper.js';
import { MY_LIST_LIMIT, MY_LIST_MESSAGES } from './my-list.js';
import { say } from '../i18n/words.js';

let server: TestServer;
beforeAll(async () => {
  server = await build({ appDir: fakeAppDir() });
});
afterAll(async () => {
  await server.close();
});
const { call, post, signedIn } = caller(() => server);

const ids = (body: Record<string, any>) => (body._embedded.items as Array<{ id: string }>).map((item) => item.id);

describe('My List', () => {
  it('needs a signed-in user', async () => {
    const list = await call('GET', '/api/mylist');
    expect(list.status).toBe(401);
    expect(list.body.error.message).toBe('Please sign in to continue.');
    expect((await post('/api/mylist', { video_id: 'sr0001', status: 1 })).status).toBe(401);
  });

  it('adds, lists newest first, is idempotent, and removes', async () => {
    const { token } = await signedIn('list');
    const auth = bearer(token);
    expect((await call('GET', '/api/mylist', undefined, auth)).body).toMatchObject({ count: 0, total: 0, _embedded: { items: [], title: 'My List' } });
    const added = await post('/api/mylist', { video_id: 'sr0001', status: 1 }, auth);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ message: MY_LIST_MESSAGES.added, status: 1, video_id: 'sr0001' });
    server.advance(1000);
    await post('/api/mylist', { id: 'ep00001', value: '1', type: 'vod' }, auth);
    server.advance(1000);
    expect((await post('/api/mylist', { video_id: 'sr0001', status: 1 }, auth)).status).toBe(200);
    let list = await call('GET', '/api/mylist', undefined, auth);
    expect(ids(list.body)).toEqual(['ep00001', 'sr0001']);
    expect(list.headers['cache-control']).toBe('no-store');
    const removed = await post('/api/mylist', { video_id: 'ep00001', status: 0 }, auth);
    expect(removed.body.message).toBe(MY_LIST_MESSAGES.removed);
    list = await call('GET', '/api/mylist?size=1&page=1', undefined, auth);
    expect(ids(list.body)).toEqual(['sr0001']);
  });

  it('keeps each account apart and refuses another account’s profile', async () => {
    const a = await signedIn('owner');
    const b = await signedIn('other');
    await post('/api/mylist', { video_id: 'sr0002', status: 1 }, bearer(a.token));
    expect(ids((await call('GET', '/api/mylist', undefined, bearer(b.token))).body)).toEqual([]);
    const profiles = (await post('/api/login', { username: a.email, password: digest(a.password) })).body.user.profiles as Array<{ id: string; type: string }>;
    expect(profiles).toHaveLength(1);
    expect(profiles[0]!.type).toBe('REGULAR');
    const foreign = await call('GET', '/api/mylist', undefined, { ...bearer(b.token), profileid: profiles[0]!.id });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.message).toBe('This profile does not belong to your account.');
    expect(ids((await call('GET', '/api/mylist', undefined, { ...bearer(a.token), profileid: profiles[0]!.id })).body)).toEqual(['sr0002']);
  });

  it('refuses bad bodies without changing anything', async () => {
    const { token } = await signedIn('bad');
    const auth = bearer(token);
    for (const body of [{ status: 1 }, { video_id: '<script>', status: 1 }, { video_id: 'sr0001', status: 7 }]) {
      const response = await post('/api/mylist', body, auth);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof response.body.error.message).toBe('string');
    }
    const missing = await post('/api/mylist', { video_id: 'no-such-show', status: 1 }, auth);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(MY_LIST_MESSAGES.gone);
    expect((await call('GET', '/api/mylist', undefined, auth)).body.total).toBe(0);
  });
});

describe('a full My List', () => {
  it(`refuses a new programme beyond ${MY_LIST_LIMIT} but still answers "added" for one already in it`, async () => {
    const { token } = await signedIn('full');
    const auth = bearer(token);
    const profile = (await call('GET', '/api/profiles', undefined, auth)).body.profiles[0] as { id: string };
    const items = await server.db
      .selectFrom('items')
      .select('id')
      .where('customer_id', '=', 'lumen')
      .orderBy('id')
      .limit(MY_LIST_LIMIT + 1)
      .execute();
    const [spare, ...saved] = items.map((row) => row.id);
    await server.db
      .insertInto('my_list')
      .values(saved.map((item_id, index) => ({ customer_id: 'lumen', profile_id: profile.id, item_id, created_at: index })))
      .execute();
    const refused = await post('/api/mylist', { video_id: spare, status: 1 }, auth);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(say(null, MY_LIST_MESSAGES.full));
    const again = await post('/api/mylist', { video_id: saved[0], status: 1 }, auth);
    expect(again.body).toEqual({ message: MY_LIST_MESSAGES.added, status: 1, video_id: saved[0] });
    expect((await call('GET', '/api/mylist?size=1', undefined, auth)).body).toMatchObject({ count: 1, total: MY_LIST_LIMIT });
    // Making room lets the new one in.
    await post('/api/mylist', { video_id: saved[1], status: 0 }, auth);
    expect((await post('/api/mylist', { video_id: spare, status: 1 }, auth)).status).toBe(200);
    expect(ids((await call('GET', '/api/mylist?size=1', undefined, auth)).body)).toEqual([spare]);
  });
});

describe('share links', () => {
  it('redirect real episodes and shows to the share landing', async () => {
    const episode = await server.app.inject({ method: 'GET', url: '/ep00001/episode/beginning-again' });
    expect(episode.statusCode).toBe(302);
    expect(episode.headers.location).toBe('/sharecontent/ep00001/episode');
    const show = await server.app.inject({ method: 'GET', url: '/sr0001/show/pray-with-saint-john-bosco' });
    expect(show.headers.location).toBe('/sharecontent/sr0001/show');
  });

  it('leave unknown ids to the app, never redirecting off-site', async () => {
    for (const url of ['/no-such/episode/x', '/AllShows/show/sr0001']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.location, url).toBeUndefined();
      expect(response.body).toContain('<div id="root">');
    }
    // An encoded slash is no app route either: a plain 404, still no redirect.
    const probe = await server.app.inject({ method: 'GET', url: '/%2F%2Fevil.example/show/x' });
    expect(probe.statusCode).toBe(404);
    expect(probe.headers.location).toBeUndefined();
  });
});
