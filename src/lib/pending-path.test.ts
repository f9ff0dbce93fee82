// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { afterSignInPath, DEFAULT_AFTER_SIGN_IN, isAppPath, rememberLastPlayed, rememberPendingPath } from './pending-path';

/** Ways a crafted address tries to lead off the app after sign-in. */
const OFF_SITE = [
  '//evil.com',
  '//evil.com/profile',
  'https://evil.com',
  'HTTPS://evil.com/x',
  'http:evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  'javascript:alert(1)',
  'JavaScript:window.__xss=1',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.com',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '/%5Cevil.com',
  '/%252F%252Fevil.com',
  '/%E0%A4%A',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  '/\u0000/evil.com',
  '/a\u0000b',
  '/a\u007fb',
  '/\u2028/evil.com',
  '/ /evil.com',
  'mylist',
  '',
  '/login',
  '/login?x=1',
  '/LOGIN',
  '/signup',
  `/${'a'.repeat(3000)}`,
];

describe('where sign-in leads', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps only paths of this app', () => {
    for (const good of [
      '/',
      '/mylist',
      '/viewVideo/ep1/vod?resume=true',
      '/activate?code=ABCD-1234',
      '/detail/sr1/Series/a-title#x',
      '/search?query=saint%20francis',
      '/loginhelp',
    ]) {
      expect(isAppPath(good), good).toBe(true);
    }
    for (const bad of OFF_SITE) expect(isAppPath(bad), JSON.stringify(bad)).toBe(false);
  });

  it('refuses values that are not strings at all', () => {
    for (const bad of [null, undefined, 42, {}, ['/mylist']]) expect(isAppPath(bad as unknown as string)).toBe(false);
  });

  it('goes to the pending page, else the last played, else /profile, each once', () => {
    rememberLastPlayed('/viewVideo/ep1/vod');
    rememberPendingPath('/mylist');
    expect(afterSignInPath()).toBe('/mylist');
    expect(afterSignInPath()).toBe('/viewVideo/ep1/vod');
    expect(afterSignInPath()).toBe('/profile');
    expect(DEFAULT_AFTER_SIGN_IN).toBe('/profile');
  });

  it('never remembers an address off the app', () => {
    for (const bad of OFF_SITE) {
      rememberPendingPath(bad);
      rememberLastPlayed(bad);
      expect(afterSignInPath(), JSON.stringify(bad)).toBe('/profile');
    }
  });

  it('falls back to /profile when what is stored was planted or corrupted', () => {
    for (const bad of OFF_SITE) {
      sessionStorage.setItem('lumen.pendingPath', bad);
      sessionStorage.setItem('lumen.lastPlayed', bad);
      expect(afterSignInPath(), JSON.stringify(bad)).toBe('/profile');
      // Read once: a planted value does not stay behind for the next sign-in.
      expect(sessionStorage.getItem('lumen.pendingPath')).toBeNull();
    }
    sessionStorage.setItem('lumen.pendingPath', '//evil.com');
    sessionStorage.setItem('lumen.lastPlayed', '/viewVideo/ep2/vod');
    expect(afterSignInPath()).toBe('/viewVideo/ep2/vod');
  });
});
