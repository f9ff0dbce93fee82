import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_PROFILE } from '../repositories/profiles.js';
import { bearer, caller, digest, type Json } from '../../test/accounts.js';
import { build, type TestServer } from '../../test/helper.js';
import { PROFILE_LIMIT, PROFILE_NAME_MAX } from '../../../contract/limits.js';
import { PROFILE_MESSAGES } from './profiles.js';
import { PASSWORD_CHECK_LIMIT } from '../accounts/passwords.js';
import { RESUME_MESSAGES } from './resume.js';
import { say } from '../i18n/words.js';

let server: TestServer;
beforeAll(async () => {
  // Google sign-in accepts any token as its subject here, for an account without a password.
  server = await build({
    // Queries answer after random pauses, as over a network, so requests sent at once interleave.
    queryJitter: true,
    social: {
      google: async (token) => ({ subject: token, email: `${token}@example.org`, emailVerified: true, firstName: 'Clare', lastName: 'Social' }),
    },
  });
});
afterAll(async () => {
  await server.close();
});
const client = caller(() => server);
const { call, post } = client;

/** A new signed-in account; the clock moves on first so sign-ups stay under the per-address hourly limit. */
async function signedIn(prefix: string) {
  server.advance(61 * 60 * 1000);
  return client.signedIn(prefix);
}

const ids = (body: Json) => (body._embedded.items as Array<{ id: string }>).map((item) => item.id);

/** A signed-in account with its default profile made: token, auth headers and the default profile. */
async function account(prefix: string) {
  const person = await signedIn(prefix);
  const auth = bearer(person.token);
  const listed = await call('GET', '/api/profiles', undefined, auth);
  expect(listed.status).toBe(200);
  // Profiles are listed in the order they were made; later ones get a later time.
  server.advance(1);
  return { ...person, auth, main: listed.body.profiles[0] as { id: string; name: string; type: string } };
}

async function profileRows(profileId: string) {
  const count = async (table: 'my_list' | 'resume_points') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('profile_id', '=', profileId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { myList: await count('my_list'), resume: await count('resume_points') };
}

describe('profile list', () => {
  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/profiles')).status).toBe(401);
    expect((await post('/api/profiles/create', { name: 'A', type: 'REGULAR' })).status).toBe(401);
    expect((await call('PATCH', '/api/profiles/x', { name: 'A' })).status).toBe(401);
    expect((await call('DELETE', '/api/profiles/x')).status).toBe(401);
    expect((await post('/api/profiles/verify-password', { password: digest('x') })).status).toBe(401);
  });

  it('makes the default REGULAR profile, named after the first name, once', async () => {
    const { token } = await signedIn('first');
    const first = await call('GET', '/api/profiles', undefined, bearer(token));
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toEqual({ profiles: [{ id: expect.any(String), name: 'Maria', type: 'REGULAR', language: null }], created: true });
    const again = await call('GET', '/api/profiles', undefined, bearer(token));
    expect(again.body).toEqual({ profiles: first.body.profiles, created: false });
  });
});

describe('creating, editing and removing profiles', () => {
  it('creates, renames, retypes and removes', async () => {
    const a = await account('crud');
    const created = await post('/api/profiles/create', { name: '  Little   Thérèse ', type: 'KIDS' }, a.auth);
    expect(created.status).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    expect(created.body).toEqual({ message: PROFILE_MESSAGES.created, data: { id: expect.any(String), name: 'Little Thérèse', type: 'KIDS', language: null } });
    const kid = created.body.data as { id: string };
    server.advance(1);
    const regular = await post('/api/profiles/create', { name: 'Joseph' }, a.auth);
    expect(regular.body.data.type).toBe('REGULAR');

    let list = (await call('GET', '/api/profiles', undefined, a.auth)).body;
    expect(list.profiles.map((p: Json) => [p.name, p.type])).toEqual([
      ['Maria', 'REGULAR'],
      ['Little Thérèse', 'KIDS'],
      ['Joseph', 'REGULAR'],
    ]);

    const renamed = await call('PATCH', `/api/profiles/${kid.id}`, { name: 'Thérèse', type: 'REGULAR' }, a.auth);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ message: PROFILE_MESSAGES.updated, data: { id: kid.id, name: 'Thérèse', type: 'REGULAR', language: null } });
    const retyped = await call('PATCH', `/api/profiles/${kid.id}`, { type: 'KIDS' }, a.auth);
    expect(retyped.body.data).toEqual({ id: kid.id, name: 'Thérèse', type: 'KIDS', language: null });

    const removed = await call('DELETE', `/api/profiles/${regular.body.data.id}`, undefined, a.auth);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: PROFILE_MESSAGES.removed, data: { id: regular.body.data.id, name: 'Joseph', type: 'REGULAR', language: null } });
    list = (await call('GET', '/api/profiles', undefined, a.auth)).body;
    expect(list.profiles.map((p: Json) => [p.name, p.type])).toEqual([
      ['Maria', 'REGULAR'],
      ['Thérèse', 'KIDS'],
    ]);
    expect(list.created).toBe(false);
    // Gone means gone.
    expect((await call('DELETE', `/api/profiles/${regular.body.data.id}`, undefined, a.auth)).status).toBe(404);
    expect((await call('PATCH', `/api/profiles/${regular.body.data.id}`, { name: 'X' }, a.auth)).body.error.message).toBe(PROFILE_MESSAGES.notFound);
  });

  it('keeps a profile’s language (issue 52): a code Lumen speaks, or null to follow the device; anything else gets a clear 400', async () => {
    const a = await account('language');
    expect(a.main).toMatchObject({ language: null });
    const chosen = await call('PATCH', `/api/profiles/${a.main.id}`, { language: 'pt-BR' }, a.auth);
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ id: a.main.id, name: 'Maria', language: 'pt-BR' });
    // Kept: the list, a new sign-in's user, and a rename that leaves it alone.
    expect((await call('GET', '/api/profiles', undefined, a.auth)).body.profiles[0].language).toBe('pt-BR');
    expect((await call('PATCH', `/api/profiles/${a.main.id}`, { name: 'Maria José' }, a.auth)).body.data.language).toBe('pt-BR');
    const signIn = await post('/api/login', { username: a.email, password: digest(a.password) });
    expect(signIn.body.user.profiles[0].language).toBe('pt-BR');
    // null (and '') follow the device again.
    expect((await call('PATCH', `/api/profiles/${a.main.id}`, { language: null }, a.auth)).body.data.language).toBeNull();
    expect((await call('GET', '/api/profiles', undefined, a.auth)).body.profiles[0].language).toBeNull();
    // A new profile may be made with one.
    const kid = await post('/api/profiles/create', { name: 'Pia', type: 'KIDS', language: 'pl' }, a.auth);
    expect(kid.body.data).toMatchObject({ name: 'Pia', type: 'KIDS', language: 'pl' });
    for (const language of ['de', 'pt', 'EN', 'es-MX', 'x'.repeat(36), 5, ['es']]) {
      const refused = await call('PATCH', `/api/profiles/${a.main.id}`, { language }, a.auth);
      expect(refused.status, JSON.stringify(language)).toBe(400);
      if (typeof language === 'string' && language.length <= 35) expect(refused.body.error.message).toBe(PROFILE_MESSAGES.language);
    }
    expect(PROFILE_MESSAGES.language).toContain('en, es, pt-BR, fr, it, pl, ar');
    expect((await call('GET', '/api/profiles', undefined, a.auth)).body.profiles[0].language).toBeNull();
  });

  it('checks the name: required (the spec’s text), trimmed, at most 60 characters', async () => {
    const a = await account('names');
    for (const body of [{ name: '', type: 'REGULAR' }, { name: '   ', type: 'KIDS' }, { type: 'REGULAR' }, { name: '\n\t' }]) {
      const response = await post('/api/profiles/create', body, a.auth);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ error: { message: 'Please enter the name' } });
    }
    const tooLong = await post('/api/profiles/create', { name: 'é'.repeat(PROFILE_NAME_MAX + 1), type: 'REGULAR' }, a.auth);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe(say(null, PROFILE_MESSAGES.nameTooLong));
    expect((await post('/api/profiles/create', { name: 'n'.repeat(PROFILE_NAME_MAX + 500) }, a.auth)).status).toBe(400);
    for (const body of [{ name: 'A', type: 'ADULT' }, { name: 5 }, { name: ['A'] }]) {
      expect((await post('/api/profiles/create', body, a.auth)).status, JSON.stringify(body)).toBe(400);
    }
    const longest = await post('/api/profiles/create', { name: `  ${'é'.repeat(PROFILE_NAME_MAX)}  ` }, a.auth);
    expect(longest.status).toBe(200);
    expect(longest.body.data.name).toBe('é'.repeat(PROFILE_NAME_MAX));

    const emptyRename = await call('PATCH', `/api/profiles/${a.main.id}`, { name: ' ' }, a.auth);
    expect(emptyRename.status).toBe(400);
    expect(emptyRename.body.error.message).toBe('Please enter the name');
    expect((await call('PATCH', `/api/profiles/${a.main.id}`, { type: 'TEEN' }, a.auth)).status).toBe(400);
    // Nothing changed by the refusals.
    const list = (await call('GET', '/api/profiles', undefined, a.auth)).body.profiles as Json[];
    expect(list.map((p) => p.name)).toEqual(['Maria', 'é'.repeat(PROFILE_NAME_MAX)]);
  });

  it(`allows at most ${PROFILE_LIMIT} profiles`, async () => {
    const a = await account('cap');
    for (let i = 2; i <= PROFILE_LIMIT; i++) expect((await post('/api/profiles/create', { name: `P${i}`, type: 'KIDS' }, a.auth)).status).toBe(200);
    const over = await post('/api/profiles/create', { name: 'One too many', type: 'REGULAR' }, a.auth);
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(say(null, PROFILE_MESSAGES.tooMany));
    expect((await call('GET', '/api/profiles', undefined, a.auth)).body.profiles).toHaveLength(PROFILE_LIMIT);
    // Removing one makes room again.
    const last = (await call('GET', '/api/profiles', undefined, a.auth)).body.profiles.at(-1) as Json;
    await call('DELETE', `/api/profiles/${last.id}`, undefined, a.auth);
    expect((await post('/api/profiles/create', { name: 'Room again' }, a.auth)).status).toBe(200);
  });

  it('refuses to remove the last profile', async () => {
    const a = await account('last');
    const refused = await call('DELETE', `/api/profiles/${a.main.id}`, undefined, a.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(PROFILE_MESSAGES.lastProfile);
    expect((await call('GET', '/api/profiles', undefined, a.auth)).body.profiles).toEqual([a.main]);
  });

  // Found by the fuzz suite (requests at once, queries answered as over a network): each create
  // counted before any inserted, and an account got 8 profiles; two removes left it none.
  it(`keeps to ${PROFILE_LIMIT} profiles, and to the last one, when requests arrive at once`, async () => {
    const a = await account('at-once');
    const creates = await Promise.all(Array.from({ length: PROFILE_LIMIT + 2 }, (_, i) => post('/api/profiles/create', { name: `Same time ${i}` }, a.auth)));
    expect(creates.filter((c) => c.status === 200)).toHaveLength(PROFILE_LIMIT - 1);
    expect(creates.filter((c) => c.status === 409)).toHaveLength(3);
    const listed = (await call('GET', '/api/profiles', undefined, a.auth)).body.profiles as Json[];
    expect(listed).toHaveLength(PROFILE_LIMIT);
    const removes = await Promise.all(listed.map((p) => call('DELETE', `/api/profiles/${p.id}`, undefined, a.auth)));
    expect(removes.filter((r) => r.status === 409)).toHaveLength(1);
    expect((await call('GET', '/api/profiles', undefined, a.auth)).body.profiles).toHaveLength(1);
  });

  it('makes one default profile for lists asked at once', async () => {
    const auth = bearer((await signedIn('first-list')).token);
    const lists = await Promise.all([1, 2, 3].map(() => call('GET', '/api/profiles', undefined, auth)));
    const first = lists[0]!.body.profiles as Json[];
    expect(first).toHaveLength(1);
    for (const list of lists) expect(list.body.profiles).toEqual(first);
  });

  it('works only on the account’s own profiles', async () => {
    const a = await account('mine');
    const b = await account('theirs');
    await post('/api/profiles/create', { name: 'Second', type: 'REGULAR' }, b.auth);
    // Another account's profile answers as an unknown one does (issue 23): nothing tells it exists.
    const patch = await call('PATCH', `/api/profiles/${a.main.id}`, { name: 'Hijacked' }, b.auth);
    const unknown = await call('PATCH', '/api/profiles/00000000-0000-4000-8000-000000000000', { name: 'X' }, b.auth);
    expect(unknown.status).toBe(404);
    expect(patch.status).toBe(404);
    expect(patch.body).toEqual(unknown.body);
    const removal = await call('DELETE', `/api/profiles/${a.main.id}`, undefined, b.auth);
    expect(removal.status).toBe(404);
    expect(removal.body).toEqual(unknown.body);
    // Lists are refused for another account's profile too.
    const list = await call('GET', '/api/mylist', undefined, { ...b.auth, profileid: a.main.id });
    expect(list.status).toBe(403);
    expect(list.body.error.message).toBe(NOT_YOUR_PROFILE);
    expect((await post('/api/mylist', { video_id: 'sr0001', status: 1 }, { ...b.auth, profileid: a.main.id })).status).toBe(403);
    expect((await call('GET', '/api/get-resume-list/', undefined, { ...b.auth, profileid: a.main.id })).status).toBe(403);
    expect((await call('GET', '/api/profiles', undefined, a.auth)).body.profiles).toEqual([a.main]);
  });
});

describe('per-profile lists', () => {
  it('keep separate My Lists and resume points for two profiles of one account', async () => {
    const a = await account('two');
    const second = (await post('/api/profiles/create', { name: 'Second', type: 'REGULAR' }, a.auth)).body.data as { id: string };
    const mainAuth = { ...a.auth, profileid: a.main.id };
    const secondAuth = { ...a.auth, profileid: second.id };
    await post('/api/mylist', { video_id: 'sr0001', status: 1 }, mainAuth);
    await post('/api/mylist', { video_id: 'sr0002', status: 1 }, secondAuth);
    await post('/api/resume', { video_id: 'ep00001', status: 1, resumeTime: 10 }, mainAuth);
    await post('/api/resume', { video_id: 'ep00002', status: 1, resumeTime: 20 }, secondAuth);
    expect(ids((await call('GET', '/api/mylist', undefined, mainAuth)).body)).toEqual(['sr0001']);
    expect(ids((await call('GET', '/api/mylist', undefined, secondAuth)).body)).toEqual(['sr0002']);
    const resumeOf = async (auth: Record<string, string>) =>
      ((await call('GET', '/api/get-resume-list/', undefined, auth)).body.resumeList as Json[]).map((e) => [e.video_id, e.resumeTime]);
    expect(await resumeOf(mainAuth)).toEqual([['ep00001', 10]]);
    expect(await resumeOf(secondAuth)).toEqual([['ep00002', 20]]);
  });

  it('are removed with their profile, and only theirs', async () => {
    const a = await account('cleanup');
    const second = (await post('/api/profiles/create', { name: 'Going', type: 'REGULAR' }, a.auth)).body.data as { id: string };
    const mainAuth = { ...a.auth, profileid: a.main.id };
    const secondAuth = { ...a.auth, profileid: second.id };
    for (const auth of [mainAuth, secondAuth]) {
      await post('/api/mylist', { video_id: 'sr0003', status: 1 }, auth);
      await post('/api/mylist', { video_id: 'sr0004', status: 1 }, auth);
      await post('/api/resume', { video_id: 'ep00003', status: 1, resumeTime: 30 }, auth);
    }
    expect(await profileRows(second.id)).toEqual({ myList: 2, resume: 1 });
    expect((await call('DELETE', `/api/profiles/${second.id}`, undefined, a.auth)).status).toBe(200);
    expect(await profileRows(second.id)).toEqual({ myList: 0, resume: 0 });
    expect(await profileRows(a.main.id)).toEqual({ myList: 2, resume: 1 });
    // The removed profile's id no longer opens anything.
    expect((await call('GET', '/api/mylist', undefined, secondAuth)).status).toBe(403);
  });

  it('DELETE /resume/:videoId takes one video off Continue Watching of that profile only', async () => {
    const a = await account('unresume');
    const second = (await post('/api/profiles/create', { name: 'Other', type: 'REGULAR' }, a.auth)).body.data as { id: string };
    const mainAuth = { ...a.auth, profileid: a.main.id };
    const secondAuth = { ...a.auth, profileid: second.id };
    for (const auth of [mainAuth, secondAuth]) {
      await post('/api/resume', { video_id: 'ep00004', status: 1, resumeTime: 40 }, auth);
      await post('/api/resume', { video_id: 'ep00005', status: 1, resumeTime: 50 }, auth);
    }
    const removed = await call('DELETE', '/api/resume/ep00004', undefined, mainAuth);
    expect(removed.status).toBe(200);
    expect(removed.headers['cache-control']).toBe('no-store');
    expect(removed.body).toEqual({ message: RESUME_MESSAGES.removed, video_id: 'ep00004' });
    expect(RESUME_MESSAGES.removed).toBe('Removed from Continue Watching');
    const videos = async (auth: Record<string, string>) =>
      ((await call('GET', '/api/get-resume-list/', undefined, auth)).body.resumeList as Json[]).map((e) => e.video_id);
    expect(await videos(mainAuth)).toEqual(['ep00005']);
    expect(await videos(secondAuth)).toEqual(['ep00004', 'ep00005']);
    // Removing what is not there gives the same answer.
    const again = await call('DELETE', '/api/resume/ep00004', undefined, mainAuth);
    expect(again.body).toEqual({ message: RESUME_MESSAGES.removed, video_id: 'ep00004' });
    expect((await call('DELETE', '/api/resume/ep00004')).status).toBe(401);
    expect((await call('DELETE', '/api/resume/..%2Fx', undefined, mainAuth)).status).toBe(400);
    expect((await call('DELETE', '/api/resume/ep00005', undefined, { ...bearer((await signedIn('stranger')).token), profileid: a.main.id })).status).toBe(403);
    expect(await videos(mainAuth)).toEqual(['ep00005']);
  });
});

describe('the kids lock (verify-password)', () => {
  it('accepts the account password and refuses others', async () => {
    const a = await account('lock');
    const right = await post('/api/profiles/verify-password', { password: digest(a.password) }, a.auth);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ message: 'OK' });
    const wrong = await post('/api/profiles/verify-password', { password: digest('not it') }, a.auth);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: { message: 'That password is not right.' } });
    // Plain text instead of the digest is a bad request.
    expect((await post('/api/profiles/verify-password', { password: a.password }, a.auth)).status).toBe(400);
  });

  it(`locks after ${PASSWORD_CHECK_LIMIT.max} wrong passwords for 15 minutes, per user`, async () => {
    const a = await account('locked');
    const b = await account('unlocked');
    for (let i = 0; i < PASSWORD_CHECK_LIMIT.max; i++) {
      expect((await post('/api/profiles/verify-password', { password: digest(`wrong ${i}`) }, a.auth)).status).toBe(403);
    }
    const blocked = await post('/api/profiles/verify-password', { password: digest(a.password) }, a.auth);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe('Too many wrong passwords. Please try again in 15 minutes.');
    // Someone else is not affected.
    expect((await post('/api/profiles/verify-password', { password: digest(b.password) }, b.auth)).status).toBe(200);
    server.advance(14 * 60 * 1000);
    expect((await post('/api/profiles/verify-password', { password: digest(a.password) }, a.auth)).body.error.message).toBe(
      'Too many wrong passwords. Please try again in 1 minute.',
    );
    server.advance(60 * 1000 + 1);
    expect((await post('/api/profiles/verify-password', { password: digest(a.password) }, a.auth)).status).toBe(200);
  });

  // Found by the fuzz suite: wrong passwords sent at once all passed the limit before any counted.
  it(`checks no more than ${PASSWORD_CHECK_LIMIT.max} wrong passwords that arrive at once`, async () => {
    const a = await account('at-once-lock');
    const answers = await Promise.all(
      Array.from({ length: PASSWORD_CHECK_LIMIT.max + 3 }, (_, i) => post('/api/profiles/verify-password', { password: digest(`wrong ${i}`) }, a.auth)),
    );
    expect(answers.filter((r) => r.status === 403)).toHaveLength(PASSWORD_CHECK_LIMIT.max);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(3);
    server.advance(15 * 60 * 1000 + 1);
  });

  it('tells a social-only account to sign out and in again', async () => {
    const social = await post('/api/social-register', { token: 'kids-lock-social', provider: 'google' });
    expect(social.status, JSON.stringify(social.body)).toBe(200);
    const response = await post('/api/profiles/verify-password', { password: digest('anything') }, bearer(social.body.user_token));
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(PROFILE_MESSAGES.noPassword);
    expect(response.body.error.message).toMatch(/no password.*sign out and sign in again/i);
  });
});
