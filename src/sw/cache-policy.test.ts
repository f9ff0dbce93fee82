import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildFilesAmong,
  cacheNames,
  isAppRoutePath,
  isPublicApiRequest,
  isStaleCache,
  isStorableApiResponse,
  isStorableBuildResponse,
  strategyFor,
  withFreshNonce,
  type RequestLike,
  type ResponseLike,
} from './cache-policy';

const ORIGIN = 'https://tv.example.org';

function request(url: string, init: { method?: string; mode?: string; cache?: string; headers?: Record<string, string> } = {}): RequestLike {
  const headers = new Headers(init.headers ?? { customerid: 'lumen' });
  return {
    method: init.method ?? 'GET',
    url: url.startsWith('http') ? url : `${ORIGIN}${url}`,
    mode: init.mode ?? 'cors',
    cache: init.cache ?? 'default',
    headers,
  };
}

function response(status: number, headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' }, type = 'basic'): ResponseLike {
  return { status, type, headers: new Headers(headers) };
}

describe('which API reads the service worker may keep', () => {
  it('keeps public, anonymous reads: the configuration, catalogue pages, a programme, the FAQ, the plans', () => {
    for (const url of ['/api/appconfig', '/api/catalogues?id=cr-new&size=20&page=1', '/api/video?id=ep00001', '/api/blogs?tags[]=faq', '/api/packages']) {
      expect(isPublicApiRequest(request(url), ORIGIN), url).toBe(true);
      expect(strategyFor(request(url), ORIGIN), url).toBe('public-api');
    }
  });

  it('never keeps a read that carries a token, a profile or a cookie, whatever its path', () => {
    const personal: Array<Record<string, string>> = [
      { authorization: 'Bearer user-token' },
      { authorization: 'Bearer app-token' },
      { profileid: 'p-1' },
      { cookie: 'a=b' },
      { authorization: 'Bearer x', profileid: 'p-1' },
    ];
    for (const extra of personal) {
      for (const url of ['/api/catalogues?id=cr-new&size=20&page=1', '/api/appconfig', '/api/video?id=ep00001']) {
        const req = request(url, { headers: { customerid: 'lumen', ...extra } });
        expect(isPublicApiRequest(req, ORIGIN), `${url} ${JSON.stringify(extra)}`).toBe(false);
        expect(strategyFor(req, ORIGIN)).toBe('pass');
      }
    }
  });

  it('never keeps personal, changing or unbounded calls, media, or the development outbox', () => {
    const never = [
      '/api/account',
      '/api/mylist',
      '/api/get-resume-list/',
      '/api/profiles',
      '/api/subscriptions',
      '/api/feedback',
      '/api/shares',
      '/api/search?type=CATALOGUE&search=rosary',
      '/api/v2/search?type=CATALOGUE&search=rosary',
      '/api/searchvideo?query=rosary',
      '/api/playback/ep00001',
      '/api/live/lv01/stream',
      '/api/epg/lv01.txt',
      '/api/country',
      '/api/refresh-token',
      '/api/dev/outbox?to=a%40b.org',
      '/api/appconfig/extra',
      '/api/catalogues/../account',
      '/media/vod/rosary/master.m3u8',
      '/media/vod/rosary/720p/segment-001.m4s',
      '/media/live/lv01/master.m3u8',
      '/art/thumb.svg?t=Hello',
    ];
    for (const url of never) expect(strategyFor(request(url), ORIGIN), url).toBe('pass');
  });

  it('never keeps a write, nor another origin', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(strategyFor(request('/api/catalogues?id=x', { method }), ORIGIN)).toBe('pass');
      expect(strategyFor(request('/api/get-token', { method }), ORIGIN)).toBe('pass');
    }
    expect(strategyFor(request('https://cdn.example.net/api/appconfig'), ORIGIN)).toBe('pass');
    expect(strategyFor(request('https://cdn.example.net/assets/app-1234.js'), ORIGIN)).toBe('pass');
    expect(strategyFor(request('http://tv.example.org/api/appconfig'), ORIGIN)).toBe('pass');
  });

  it('sends a read asked for fresh to the network (a failure then reaches the app)', () => {
    for (const cache of ['no-cache', 'reload', 'no-store']) expect(strategyFor(request('/api/appconfig', { cache }), ORIGIN)).toBe('public-api-fresh');
    // Fresh or not, a personal read is never the worker's business.
    expect(strategyFor(request('/api/appconfig', { cache: 'no-cache', headers: { authorization: 'Bearer t' } }), ORIGIN)).toBe('pass');
  });

  it('for any request with a token or profile: never kept (property)', () => {
    const path = fc.constantFrom('/api/appconfig', '/api/catalogues?id=a', '/api/video?id=b', '/api/blogs', '/api/packages', '/api/mylist', '/api/account');
    const header = fc.constantFrom('authorization', 'Authorization', 'profileid', 'ProfileId', 'cookie');
    fc.assert(
      fc.property(
        path,
        header,
        fc.string({ minLength: 1, maxLength: 40 }).filter((v) => v.trim() === v && !/[\r\n\0]/.test(v)),
        fc.constantFrom('default', 'no-cache', 'force-cache'),
        (p, name, value, cache) => {
          const req = request(p, { cache, headers: { customerid: 'lumen', [name]: value } });
          return strategyFor(req, ORIGIN) === 'pass' && !isPublicApiRequest(req, ORIGIN);
        },
      ),
    );
  });

  it('stores only a plain JSON 200 the server did not mark personal', () => {
    expect(isStorableApiResponse(response(200))).toBe(true);
    expect(isStorableApiResponse(response(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' }))).toBe(true);
    expect(isStorableApiResponse(response(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }))).toBe(false);
    expect(isStorableApiResponse(response(200, { 'content-type': 'application/json', 'cache-control': 'private, max-age=3600' }))).toBe(false);
    expect(isStorableApiResponse(response(200, { 'content-type': 'application/json', 'Cache-Control': 'max-age=0, No-Store' }))).toBe(false);
    expect(isStorableApiResponse(response(200, { 'content-type': 'application/json', 'set-cookie': 'a=b' }))).toBe(false);
    expect(isStorableApiResponse(response(200, { 'content-type': 'text/html' }))).toBe(false);
    expect(isStorableApiResponse(response(200, {}, 'opaque'))).toBe(false);
    expect(isStorableApiResponse(response(200, { 'content-type': 'application/json' }, 'cors'))).toBe(false);
    for (const status of [201, 204, 206, 301, 304, 400, 401, 403, 404, 429, 500, 503])
      expect(isStorableApiResponse(response(status)), String(status)).toBe(false);
  });
});

describe('pages and the build', () => {
  it('answers page loads of app routes (network first, the shell behind)', () => {
    for (const path of [
      '/',
      '/search?query=rosary',
      '/detail/sr0001/Series/pray',
      '/AllShows/list',
      '/mylist',
      '/profile/list?editProfile=true',
      '/sr0001/show/pray-with-saint-john-bosco',
    ]) {
      expect(strategyFor(request(path, { mode: 'navigate' }), ORIGIN), path).toBe('page');
    }
  });

  it('leaves page loads of files and server pages to the browser', () => {
    for (const path of [
      '/dev/outbox',
      '/harness/row.html',
      '/api/dev/outbox',
      '/brand/lumen-media-kit.pdf',
      '/media/vod/x.mp4',
      '/manifest.webmanifest',
      '/sw.js',
    ]) {
      expect(strategyFor(request(path, { mode: 'navigate' }), ORIGIN), path).toBe('pass');
    }
    expect(isAppRoutePath('/assets/app.js')).toBe(false);
    expect(isAppRoutePath('/network/nw01/Category')).toBe(true);
    // The studio is a page of its own: the viewer app's shell never answers for it.
    for (const path of ['/studio', '/studio/', '/studio/programmes/st-1', '/studio-api/me']) expect(isAppRoutePath(path), path).toBe(false);
  });

  it('keeps the build files: hashed assets, the brand icons, the manifest; not source maps, the media kit or the worker itself', () => {
    for (const path of [
      '/assets/main-Bzfjh9Sh.js',
      '/assets/app-Ba62rO36.css',
      '/assets/HomeEnd-4B3XUJtM.js',
      '/brand/icon.svg',
      '/brand/spinner.svg',
      '/brand/icon-192.png',
      '/manifest.webmanifest',
    ]) {
      expect(strategyFor(request(path), ORIGIN), path).toBe('build');
    }
    for (const path of ['/assets/main-Bzfjh9Sh.js.map', '/brand/lumen-media-kit.pdf', '/sw.js', '/index.html'])
      expect(strategyFor(request(path), ORIGIN), path).toBe('pass');
    expect(isStorableBuildResponse(response(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(true);
    expect(isStorableBuildResponse(response(404, { 'content-type': 'application/json' }))).toBe(false);
  });

  it('narrows what a page reports having loaded to build files of its origin', () => {
    const urls = [
      `${ORIGIN}/assets/HomeEnd-1.js`,
      `${ORIGIN}/assets/HomeEnd-1.js`,
      `${ORIGIN}/api/appconfig`,
      'https://evil.example/assets/x.js',
      `${ORIGIN}/brand/icon.svg`,
      `${ORIGIN}/assets/a.js?x=1`,
      7,
      null,
    ];
    expect(buildFilesAmong(urls, ORIGIN)).toEqual(['/assets/HomeEnd-1.js', '/brand/icon.svg']);
    expect(buildFilesAmong('not a list', ORIGIN)).toEqual([]);
    expect(
      buildFilesAmong(
        Array.from({ length: 500 }, (_, i) => `${ORIGIN}/assets/c${i}.js`),
        ORIGIN,
      ),
    ).toHaveLength(200);
  });

  it('names caches per build, and drops only our caches of other builds', () => {
    expect(cacheNames('abc')).toEqual({ shell: 'lumen-shell-abc', api: 'lumen-api-abc' });
    expect(isStaleCache('lumen-shell-old', 'abc')).toBe(true);
    expect(isStaleCache('lumen-api-old', 'abc')).toBe(true);
    expect(isStaleCache('lumen-shell-abc', 'abc')).toBe(false);
    expect(isStaleCache('lumen-api-abc', 'abc')).toBe(false);
    expect(isStaleCache('someone-elses-cache', 'abc')).toBe(false);
  });

  it('gives a stored page a fresh nonce in its scripts and its policy', () => {
    const html = '<script nonce="OLD+nonce/1==" type="module" src="/assets/main.js"></script><script nonce="OLD+nonce/1==">x</script>';
    const policy = "default-src 'self'; script-src 'self' 'nonce-OLD+nonce/1=='; worker-src 'self' blob:";
    const fresh = withFreshNonce(html, policy, 'NEW');
    expect(fresh.html).toBe('<script nonce="NEW" type="module" src="/assets/main.js"></script><script nonce="NEW">x</script>');
    expect(fresh.policy).toBe("default-src 'self'; script-src 'self' 'nonce-NEW'; worker-src 'self' blob:");
    // No nonce in the policy: left as it was.
    expect(withFreshNonce(html, "script-src 'self'", 'NEW')).toEqual({ html, policy: "script-src 'self'" });
    expect(withFreshNonce(html, null, 'NEW')).toEqual({ html, policy: null });
  });
});
