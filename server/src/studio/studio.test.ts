import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankProgramme, type ProgrammeFields } from '../../../contract/studio.js';
import { bearer, caller, type Json } from '../../test/accounts.js';
import { build, type TestServer } from '../../test/helper.js';
import { acceptWelcome, authenticatorCode, firstOwnerLink } from '../../test/studio.js';

const START = Date.parse('2026-11-29T10:00:00.000Z');
let server: TestServer;
const api = caller(() => server);

beforeAll(async () => {
  server = await build({ startMs: START });
});
afterAll(async () => {
  await server.close();
});

async function studio(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) {
  const response = await server.app.inject({ method, url: `/studio-api${url}`, headers: token ? bearer(token) : {}, payload: payload as Json });
  return { status: response.statusCode, body: response.json() as Json, headers: response.headers };
}

const codeFor = (secret: string, at = START) => authenticatorCode(secret, at);
const addOwner = (email: string) => firstOwnerLink(server, email, START);

/** Uses a welcome link: the password, and the authenticator's code when `withCode`. */
async function welcome(token: string, password: string, withCode: boolean) {
  const info = await studio('GET', `/welcome?token=${token}`);
  expect(info.status, JSON.stringify(info.body)).toBe(200);
  const response = await acceptWelcome(server, token, password, START, withCode);
  return { info: info.body, answer: { status: response.statusCode, body: response.json() as Json } };
}

let ownerToken = '';
let ownerSecret = '';
const OWNER = 'owner@example.org';
const OWNER_PASSWORD = 'a long owner password';

describe('operators', () => {
  it('makes the first owner with a one-time link that requires the second step', async () => {
    const token = await addOwner(OWNER);
    const withoutCode = await studio('POST', '/welcome', undefined, { token, password: OWNER_PASSWORD });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.error.message).toBe('Enter the 6-digit code from your authenticator app.');
    const { info, answer } = await welcome(token, OWNER_PASSWORD, true);
    expect(info).toMatchObject({ email: OWNER, role: 'owner', totpRequired: true });
    expect(info.totpUri).toMatch(/^otpauth:\/\/totp\/Lumen%20Studio:owner%40example\.org\?/);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.operator).toMatchObject({ email: OWNER, role: 'owner', status: 'active', totp: true });
    ownerSecret = info.totpSecret;
    // The link works once.
    expect((await studio('GET', `/welcome?token=${token}`)).status).toBe(400);
  });

  it('signs in with the password and then the code', async () => {
    const noCode = await studio('POST', '/sign-in', undefined, { email: OWNER, password: OWNER_PASSWORD });
    expect(noCode.status).toBe(401);
    expect(noCode.body.error).toEqual({ message: 'Enter the 6-digit code from your authenticator app.', status: 'CODE_REQUIRED' });
    const wrongCode = await studio('POST', '/sign-in', undefined, { email: OWNER, password: OWNER_PASSWORD, code: codeFor(ownerSecret, START + 10 * 60_000) });
    expect(wrongCode.status).toBe(401);
    const signedIn = await studio('POST', '/sign-in', undefined, { email: 'Owner@Example.org', password: OWNER_PASSWORD, code: codeFor(ownerSecret) });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    ownerToken = signedIn.body.token;
    expect(ownerToken).toMatch(/^studio_/);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect((await studio('GET', '/me', ownerToken)).body.email).toBe(OWNER);
  });

  it('locks an operator out after five wrong passwords', async () => {
    await addOwner('locked@example.org').then((token) => welcome(token, 'the right password!', true));
    for (let i = 0; i < 5; i++) expect((await studio('POST', '/sign-in', undefined, { email: 'locked@example.org', password: `wrong ${i}` })).status).toBe(401);
    const locked = await studio('POST', '/sign-in', undefined, { email: 'locked@example.org', password: 'the right password!' });
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('keeps viewer and studio tokens apart', async () => {
    const viewer = await api.signedIn('viewer');
    expect((await studio('GET', '/programmes', viewer.token)).status).toBe(401);
    expect((await studio('GET', '/me', viewer.token)).body.error.message).toBe('Your studio session has ended. Please sign in again.');
    expect((await api.call('GET', '/api/account', undefined, bearer(ownerToken))).status).toBe(401);
    expect((await studio('GET', '/programmes')).body.error.message).toBe('Please sign in to the studio.');
  });

  it('lets an owner invite an editor by e-mail; an editor manages content, not operators', async () => {
    const invited = await studio('POST', '/operators', ownerToken, { email: 'editor@example.org', role: 'editor' });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body).toMatchObject({ email: 'editor@example.org', role: 'editor', status: 'invited' });
    expect((await studio('POST', '/operators', ownerToken, { email: 'editor@example.org', role: 'editor' })).status).toBe(409);
    const [mail] = await api.outbox('editor@example.org');
    expect(mail!.subject).toBe('You are invited to the Lumen studio');
    const token = /\/studio\/welcome#(\S+)/.exec(mail!.body)![1]!;
    const { info, answer } = await welcome(token, 'an editor password', false);
    expect(info.totpRequired).toBe(false);
    expect(answer.status).toBe(200);
    const editor = answer.body.token as string;
    expect((await studio('GET', '/operators', editor)).status).toBe(403);
    expect((await studio('GET', '/operators', editor)).body.error.message).toBe('Only an owner can do this.');
    expect((await studio('POST', '/operators', editor, { email: 'x@example.org', role: 'owner' })).status).toBe(403);
    expect((await studio('GET', '/programmes', editor)).status).toBe(200);
  });

  it('keeps at least one active owner', async () => {
    const operators = (await studio('GET', '/operators', ownerToken)).body.operators as Json[];
    const locked = operators.find((o) => o.email === 'locked@example.org')!;
    expect((await studio('PATCH', `/operators/${locked.id}`, ownerToken, { status: 'disabled' })).status).toBe(200);
    const me = operators.find((o) => o.email === OWNER)!;
    const refused = await studio('PATCH', `/operators/${me.id}`, ownerToken, { role: 'editor' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('The studio must keep at least one active owner.');
  });
});

describe('programmes', () => {
  const fields = (kind: ProgrammeFields['kind'], title: string, more: Partial<ProgrammeFields> = {}): ProgrammeFields => ({
    ...blankProgramme(kind),
    title,
    description: `${title}, made in the studio.`,
    tags: ['studio test'],
    genre: 'Teaching',
    ...more,
  });
  const create = async (f: ProgrammeFields) => {
    const created = await studio('POST', '/programmes', ownerToken, { fields: f });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body as Json;
  };
  const video = (id: string, extra: Record<string, string> = {}) => api.call('GET', `/api/video?id=${id}`, undefined, extra);

  let series: Json;
  let season2: Json;

  it('creates a series with two seasons and episodes, unseen by viewers until published', async () => {
    series = await create(fields('series', 'Studio Vespers'));
    const season1 = await create(fields('season', 'Season 1', { parentId: series.id, order: 1 }));
    season2 = await create(fields('season', 'Season 2', { parentId: series.id, order: 2 }));
    await create(fields('episode', 'The First Psalm', { parentId: season1.id, episodeNumber: 1, duration: '00:24:00' }));
    await create(fields('episode', 'The Second Psalm', { parentId: season1.id, episodeNumber: 2 }));
    await create(fields('episode', 'A New Canticle', { parentId: season2.id, episodeNumber: 1 }));
    expect(series).toMatchObject({ version: 1, status: 'draft' });
    expect((await video(series.id)).status).toBe(404);
    expect((await studio('POST', '/programmes', ownerToken, { fields: fields('episode', 'Orphan') })).body.error.message).toBe(
      'A episode belongs to a season: choose one.',
    );
  });

  it('publishes the series whole: viewers find it, its seasons, episodes and All Shows at once', async () => {
    // Read first, so the answer cache holds the old All Shows.
    const before = await api.call('GET', '/api/catalogues?id=cat-all-shows&filterText=vespers');
    expect(before.body.count).toBe(0);
    const published = await studio('POST', `/programmes/${series.id}/publication`, ownerToken, { version: 1, status: 'published' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', version: 2 });
    const shown = await video(series.id);
    expect(shown.status).toBe(200);
    const item = shown.body._embedded.collections[0];
    expect(item).toMatchObject({ name: 'Studio Vespers', type: 'Series', items_count: 2 });
    const seasons = (await api.call('GET', `/api/catalogues?id=${series.id}`)).body._embedded.items as Json[];
    expect(seasons.map((s) => s.name)).toEqual(['Season 1', 'Season 2']);
    const episodes = (await api.call('GET', `/api/catalogues?id=${seasons[0]!.id}`)).body._embedded.items as Json[];
    expect(episodes.map((e) => [e.name, e.metaData.episode_number, e.metaData.season_number, e.metaData.show_id])).toEqual([
      ['The First Psalm', 1, 1, series.id],
      ['The Second Psalm', 2, 1, series.id],
    ]);
    const playback = await api.call('GET', `/api/playback/${episodes[0]!.id}`);
    expect(playback.body.url).toBe('/media/vod/rosary/master.m3u8');
    const after = await api.call('GET', '/api/catalogues?id=cat-all-shows&filterText=vespers');
    expect(after.body._embedded.items.map((i: Json) => i.id)).toEqual([series.id]);
    const search = await api.call('GET', '/api/search?type=VIDEO&search=canticle');
    expect(JSON.stringify(search.body)).toContain('A New Canticle');
  });

  it('refuses a save over someone else’s newer one', async () => {
    const current = (await studio('GET', `/programmes/${series.id}`, ownerToken)).body;
    const first = await studio('PUT', `/programmes/${series.id}`, ownerToken, {
      version: current.version,
      fields: { ...current.fields, title: 'Studio Vespers and Lauds' },
    });
    expect(first.status).toBe(200);
    const second = await studio('PUT', `/programmes/${series.id}`, ownerToken, {
      version: current.version,
      fields: { ...current.fields, description: 'Overwrites?' },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('Someone else saved this since you opened it. Reload to see their changes, then make yours again.');
    expect((await video(series.id)).body._embedded.collections[0].name).toBe('Studio Vespers and Lauds');
  });

  it('checks every field with the contract’s schema', async () => {
    const bad = await studio('POST', '/programmes', ownerToken, { fields: { ...fields('video', ''), year: 1200 } });
    expect(bad.status).toBe(400);
    const badRating = await studio('POST', '/programmes', ownerToken, { fields: { ...fields('video', 'x'), tvRating: 'R' } });
    expect(badRating.status).toBe(400);
    expect(badRating.body.error.message).toMatch(/^Invalid body: fields\.tvRating/);
  });

  it('keeps a grown-up programme from a kids profile and shows a kids one', async () => {
    const viewer = await api.signedIn('kids-parent');
    const kidsProfile = await api.post('/api/profiles/create', { name: 'Little One', type: 'KIDS' }, bearer(viewer.token));
    expect(kidsProfile.status, JSON.stringify(kidsProfile.body)).toBe(200);
    const kidsHeaders = { ...bearer(viewer.token), profileid: kidsProfile.body.data.id as string };
    expect((await video(series.id, kidsHeaders)).status).toBe(403);
    const kidsVideo = await create(fields('video', 'Songs for Little Ones', { kids: true }));
    await studio('POST', `/programmes/${kidsVideo.id}/publication`, ownerToken, { version: 1, status: 'published' });
    expect((await video(kidsVideo.id, kidsHeaders)).status).toBe(200);
  });

  it('puts a programme in a carousel, refusing a change made meanwhile', async () => {
    const list = (await studio('GET', '/carousels', ownerToken)).body.carousels as Json[];
    const carousel = list.find((c) => c.id !== 'cr-home' && !c.kids && c.id.startsWith('cr-'))!;
    const current = (await studio('GET', `/carousels/${carousel.id}`, ownerToken)).body;
    const ids = current.items.map((i: Json) => i.id) as string[];
    const arranged = await studio('PUT', `/carousels/${carousel.id}`, ownerToken, { ids: [series.id, ...ids], expected: ids });
    expect(arranged.status, JSON.stringify(arranged.body)).toBe(200);
    expect(arranged.body.items[0]).toMatchObject({ id: series.id, title: 'Studio Vespers and Lauds' });
    const viewers = await api.call('GET', `/api/catalogues?id=${carousel.id}`);
    expect(viewers.body._embedded.items[0].id).toBe(series.id);
    const stale = await studio('PUT', `/carousels/${carousel.id}`, ownerToken, { ids, expected: ids });
    expect(stale.status).toBe(409);
    const unknown = await studio('PUT', `/carousels/${carousel.id}`, ownerToken, {
      ids: ['no-such-programme', series.id, ...ids],
      expected: [series.id, ...ids],
    });
    expect(unknown.body.error.message).toBe('These are not published programmes: no-such-programme.');
  });

  it('adds a studio category to the home page as a carousel; the home page takes carousels only', async () => {
    const picks = await create(fields('category', 'Studio Picks'));
    expect((await studio('POST', `/programmes/${picks.id}/publication`, ownerToken, { version: 1, status: 'published' })).status).toBe(200);
    const home = (await studio('GET', '/carousels/cr-home', ownerToken)).body;
    const rows = home.items.map((i: Json) => i.id) as string[];
    const notACarousel = await studio('PUT', '/carousels/cr-home', ownerToken, { ids: [series.id, ...rows], expected: rows });
    expect(notACarousel.status).toBe(400);
    expect(notACarousel.body.error.message).toBe(`A home page holds carousels only (published categories): ${series.id} is not one.`);
    expect((await studio('PUT', '/carousels/cr-home', ownerToken, { ids: [...rows, picks.id], expected: rows })).status).toBe(200);
    // Now arrangeable, and what it holds survives a save of the category itself.
    expect((await studio('PUT', `/carousels/${picks.id}`, ownerToken, { ids: [series.id], expected: [] })).status).toBe(200);
    const saved = await studio('PUT', `/programmes/${picks.id}`, ownerToken, { version: 2, fields: fields('category', 'Studio Picks of the Week') });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const viewers = await api.call('GET', `/api/catalogues?id=${picks.id}`);
    expect(viewers.body._embedded.title ?? viewers.body._embedded.name).toBe('Studio Picks of the Week');
    expect(viewers.body._embedded.items.map((i: Json) => i.id)).toEqual([series.id]);
  });

  it('unpublishes: viewers no longer find it, and the carousel and All Shows skip it', async () => {
    const current = (await studio('GET', `/programmes/${series.id}`, ownerToken)).body;
    const answer = await studio('POST', `/programmes/${series.id}/publication`, ownerToken, { version: current.version, status: 'draft' });
    expect(answer.status).toBe(200);
    expect((await video(series.id)).status).toBe(404);
    expect((await api.call('GET', '/api/catalogues?id=cat-all-shows&filterText=vespers')).body.count).toBe(0);
    const children = (await studio('GET', '/programmes', ownerToken)).body.programmes.filter((p: Json) => p.fields.parentId === season2.id);
    expect((await video(children[0].id)).status).toBe(404);
  });

  it('schedules a publication for later', async () => {
    const later = await create(fields('video', 'Midnight Mass'));
    const past = await studio('POST', `/programmes/${later.id}/publication`, ownerToken, {
      version: 1,
      status: 'scheduled',
      publishAt: '2020-01-01T00:00:00Z',
    });
    expect(past.body.error.message).toBe('Choose a publication time in the future, or publish now.');
    const when = new Date(START + 60_000).toISOString();
    expect((await studio('POST', `/programmes/${later.id}/publication`, ownerToken, { version: 1, status: 'scheduled', publishAt: when })).body.status).toBe(
      'scheduled',
    );
  });

  it('writes every change to the audit log, with before and after', async () => {
    const log = await studio('GET', '/audit', ownerToken);
    const actions = (log.body.entries as Json[]).map((e) => e.action);
    for (const action of [
      'operator.add-owner',
      'operator.welcome',
      'operator.invite',
      'operator.change',
      'programme.create',
      'programme.publish',
      'programme.save',
      'programme.unpublish',
      'carousel.arrange',
    ]) {
      expect(actions).toContain(action);
    }
    const save = (log.body.entries as Json[]).find((e) => e.action === 'programme.save' && e.target === series.id)!;
    expect(JSON.parse(save.before).fields.title).toBe('Studio Vespers');
    expect(JSON.parse(save.after).fields.title).toBe('Studio Vespers and Lauds');
    expect(save.operator).toBe(OWNER);
  });
});
