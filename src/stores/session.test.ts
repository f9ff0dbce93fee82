// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSession, reloadSession, SESSION_STORAGE_KEY, useSession } from './session';

const NOW = Date.UTC(2026, 10, 21, 12);

describe('the stored session', () => {
  beforeEach(() => localStorage.clear());

  it('starts signed out with nothing stored', () => {
    expect(loadSession(NOW)).toMatchObject({ loggedIn: false, userToken: null, appToken: null });
  });

  it.each([
    ['not json', '{nope'],
    ['another shape', JSON.stringify({ hello: 'world' })],
    ['an older version', JSON.stringify({ v: 0, token: 'abc' })],
    ['a wrong type', JSON.stringify({ v: 1, appToken: 5, userToken: null, loggedIn: 'yes', profileId: null, profileType: null })],
    [
      'a huge token',
      JSON.stringify({ v: 1, appToken: { value: 'x'.repeat(5000), expiresAt: NOW + 1 }, userToken: null, loggedIn: false, profileId: null, profileType: null }),
    ],
    ['json null', 'null'],
    ['an array', '[1,2,3]'],
    ['a bare string', '"lumen"'],
    ['a huge string', 'x'.repeat(1_000_000)],
    ['a prototype trick', '{"__proto__":{"loggedIn":true,"userToken":{"value":"u","expiresAt":9e15}},"v":1}'],
    [
      'a later version',
      JSON.stringify({ v: 2, appToken: null, userToken: { value: 'u', expiresAt: NOW + 1000 }, loggedIn: true, profileId: null, profileType: null }),
    ],
    ['a token without expiry', JSON.stringify({ v: 1, appToken: null, userToken: { value: 'u' }, loggedIn: true, profileId: 'p', profileType: 'REGULAR' })],
    [
      'an unknown profile type',
      JSON.stringify({ v: 1, appToken: null, userToken: { value: 'u', expiresAt: NOW + 1000 }, loggedIn: true, profileId: 'p', profileType: 'ADMIN' }),
    ],
  ])('survives %s', (_, raw) => {
    localStorage.setItem(SESSION_STORAGE_KEY, raw);
    expect(loadSession(NOW)).toMatchObject({ loggedIn: false, userToken: null, appToken: null });
  });

  it('keeps a live session and drops an expired user token with its flag', () => {
    const live = {
      v: 1,
      appToken: { value: 'app', expiresAt: NOW + 1000 },
      userToken: { value: 'user', expiresAt: NOW + 1000 },
      loggedIn: true,
      profileId: 'p1',
      profileType: 'KIDS',
    };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(live));
    expect(loadSession(NOW)).toMatchObject({ loggedIn: true, profileId: 'p1', profileType: 'KIDS' });
    expect(loadSession(NOW + 2000)).toMatchObject({ loggedIn: false, userToken: null, appToken: null, profileId: null });
  });

  it('writes changes back and clears token and flag on sign-out', () => {
    reloadSession(NOW);
    useSession.getState().signIn({ value: 'user', expiresAt: Date.now() + 60_000 });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ loggedIn: true, userToken: { value: 'user' } });
    useSession.getState().signOut();
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ loggedIn: false, userToken: null });
  });

  it('follows another tab that signs in or out, so its own next change never writes a stale copy back', () => {
    reloadSession();
    expect(useSession.getState().loggedIn).toBe(false);
    const otherTab = (value: string | null, key: string | null = SESSION_STORAGE_KEY) => {
      if (key === null) localStorage.clear();
      else if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    };
    const signedIn = {
      v: 1,
      appToken: null,
      userToken: { value: 'user', expiresAt: Date.now() + 60_000 },
      loggedIn: true,
      profileId: 'p1',
      profileType: 'REGULAR',
    };
    otherTab(JSON.stringify(signedIn));
    expect(useSession.getState()).toMatchObject({ loggedIn: true, profileId: 'p1' });
    // This tab renews its app token: the other tab's sign-in stays stored.
    useSession.getState().setAppToken({ value: 'app', expiresAt: Date.now() + 60_000 });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ loggedIn: true, userToken: { value: 'user' }, appToken: { value: 'app' } });
    // Other keys are not the session's business.
    otherTab('x', 'lumen.other');
    expect(useSession.getState().loggedIn).toBe(true);
    otherTab(JSON.stringify({ ...signedIn, loggedIn: false, userToken: null, profileId: null, profileType: null }));
    expect(useSession.getState()).toMatchObject({ loggedIn: false, profileId: null });
    otherTab(JSON.stringify(signedIn));
    otherTab(null, null);
    expect(useSession.getState().loggedIn).toBe(false);
  });
});
