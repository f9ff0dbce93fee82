import sharp from 'sharp';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, CUSTOMER, fakeAppDir, headers, type TestServer } from '../../test/helper.js';
import { APP_TOKEN_LIFETIME_MS } from '../repositories/app-tokens.js';
import { REQUEST_ERROR_MESSAGES } from '../plugins/error-handling.js';
import { NOT_FOUND_MESSAGES } from '../lib/errors.js';
import { DEFAULT_CRM_API_KEY } from '../config.js';

interface Item {
  id: string;
  type: string;
  name: string;
  tags: string[];
  metaData: Record<string, unknown>;
}
interface CataloguePage {
  _embedded: { items: Item[]; metaData: unknown; title: string; name: string; _id: string };
  count: number;
  total: number;
}

let server: TestServer;
beforeAll(async () => {
  server = await build({ appDir: fakeAppDir() });
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, extra: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });
const json = <T>(response: { json: () => unknown }) => response.json() as T;

async function appToken(): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/api/get-token', headers, payload: { platform: 'web', customerId: CUSTOMER } });
  expect(response.statusCode).toBe(200);
  return json<{ token: string }>(response).token;
}

describe('the customerid header', () => {
  it('is required on every API call', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/appconfig' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { message: 'The customerid header is required' } });
  });

  it.each(['someone-else', 'lumen, lumen', "x' or 1=1 --", 'é'.repeat(10)])('rejects unknown customer %j', async (id) => {
    const response = await get('/api/appconfig', { customerid: id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { message: 'Unknown customerid' } });
  });
});

describe('addresses the router refuses', () => {
  // Found by the fuzz suite: Fastify answered these itself, { error: 'Bad Request', code, message }.
  it.each([
    ['a broken %-escape in the path', '/api/profiles/%zz', 400, REQUEST_ERROR_MESSAGES.FST_ERR_BAD_URL],
    ['a path parameter over the length limit', `/api/profiles/${'a'.repeat(513)}`, 414, REQUEST_ERROR_MESSAGES.FST_ERR_MAX_PARAM_LENGTH],
  ])('answers %s in the API error shape', async (_what, url, status, message) => {
    const response = await server.app.inject({ method: 'DELETE', url, headers });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { message } });
  });

  // Found by the fuzz suite: parameters over 100 characters never reached their route (a valid
  // 150-character e-mail got "No API call ..."), and that 404 repeated a 70 KB path in full.
  it('lets a long but valid e-mail reach its route', async () => {
    const email = `${'a'.repeat(140)}@example.org`;
    const response = await server.app.inject({ method: 'GET', url: `/api/contacts/find/${email}`, headers: { ...headers, 'x-api-key': DEFAULT_CRM_API_KEY } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { message: 'No contact has this e-mail.' } });
  });

  it('repeats at most 100 characters of an unknown path', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/api/nothing-here/${'x'.repeat(300)}`, headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { message: `No API call GET /api/nothing-here/${'x'.repeat(82)}…` } });
  });
});

describe('tokens', () => {
  it('issues a 2 hour app token and renews it', async () => {
    const token = await appToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const renewed = await get('/api/refresh-token', { authorization: `Bearer ${token}` });
    expect(renewed.statusCode).toBe(200);
    const body = json<{ token: string; expiresAt: number }>(renewed);
    expect(body.token).not.toBe(token);
    expect(body.expiresAt - Date.now()).toBeGreaterThan(APP_TOKEN_LIFETIME_MS - 60_000);
  });

  it('refuses an expired, unknown or missing token', async () => {
    const token = await appToken();
    server.advance(APP_TOKEN_LIFETIME_MS + 1);
    const expired = await get('/api/refresh-token', { authorization: token });
    expect(expired.statusCode).toBe(401);
    expect(json<{ error: { message: string } }>(expired).error.message).toMatch(/invalid or has expired/);
    expect((await get('/api/refresh-token', { authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await get('/api/refresh-token')).statusCode).toBe(401);
  });

  it('checks the get-token body', async () => {
    const cases = [
      {},
      { platform: 'web' },
      { platform: 'web', customerId: 'other' },
      { platform: '<script>', customerId: CUSTOMER },
      { platform: 'x'.repeat(41), customerId: CUSTOMER },
      { platform: 7, customerId: CUSTOMER },
    ];
    for (const payload of cases) {
      const response = await server.app.inject({ method: 'POST', url: '/api/get-token', headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<{ error: { message: string } }>(response).error.message.length).toBeGreaterThan(5);
    }
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/get-token',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"platform":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toHaveProperty('error.message');
  });
});

describe('GET /appconfig', () => {
  it('returns the global configuration under response', async () => {
    const response = await get('/api/appconfig');
    expect(response.statusCode).toBe(200);
    const config = json<{ response: Record<string, string> }>(response).response;
    expect(config.shalom_theme_color).toBe('#f0d256');
    expect(config.categories_id_show_page).toBe('cat-show-categories');
    expect(JSON.parse(config.home_nav_list_item!)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: expect.any(String), title: expect.any(String), bannerid: expect.any(String) })]),
    );
  });
});

describe('GET /catalogues', () => {
  it('returns a page with the spec shape', async () => {
    const response = await get('/api/catalogues?id=cr-home&size=20&page=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = json<CataloguePage>(response);
    expect(body.count).toBe(20);
    expect(body._embedded).toMatchObject({ _id: 'cr-home', name: 'Home', title: 'Home', metaData: expect.any(Object) });
    expect(body._embedded.items[0]).toMatchObject({ id: expect.any(String), type: expect.any(String), thumbnail: { small: expect.any(String) } });
  });

  it('pages through the whole of All Shows until an empty page', async () => {
    const seen = new Set<string>();
    let page = 1;
    let total = 0;
    for (;;) {
      const body = json<CataloguePage>(await get(`/api/catalogues?id=cat-all-shows&size=100&page=${page}`));
      total = body.total;
      if (body.count === 0) {
        expect(body._embedded.items).toEqual([]);
        break;
      }
      for (const item of body._embedded.items) seen.add(item.id);
      page++;
    }
    expect(total).toBeGreaterThanOrEqual(800);
    expect(seen.size).toBe(total);
    expect(page).toBe(Math.ceil(total / 100) + 1);
  });

  it('returns a whole small catalogue for an id alone, in order', async () => {
    const body = json<CataloguePage>(await get('/api/catalogues?id=sr0001'));
    expect(body.count).toBeGreaterThan(0);
    expect(body._embedded.items.map((i) => i.type)).toEqual(body._embedded.items.map(() => 'Season'));
    const season = json<CataloguePage>(await get(`/api/catalogues?id=${body._embedded.items[0]!.id}&size=500&page=1`));
    expect(season._embedded.items.map((i) => i.metaData.episode_number)).toEqual(season._embedded.items.map((_, i) => i + 1));
  });

  it.each([
    ['/api/catalogues', 400, 'id is required'],
    ['/api/catalogues?id=', 400, 'id'],
    ['/api/catalogues?id=nope', 404, NOT_FOUND_MESSAGES.catalogue],
    ['/api/catalogues?id=ep00001', 404, NOT_FOUND_MESSAGES.catalogue],
    ['/api/catalogues?id=cr-home&size=0', 400, 'size'],
    ['/api/catalogues?id=cr-home&size=501', 400, 'size'],
    ['/api/catalogues?id=cr-home&size=abc', 400, 'size'],
    ['/api/catalogues?id=cr-home&page=0', 400, 'page'],
    ['/api/catalogues?id=cr-home&page=-1', 400, 'page'],
    ['/api/catalogues?id=cr-home&page=1.5', 400, 'page'],
    ['/api/catalogues?id=cr-home&page=99999999999', 400, 'page'],
    [`/api/catalogues?id=${'x'.repeat(5000)}`, 400, 'id'],
    ['/api/catalogues?id=cr-home%27%20OR%201%3D1', 400, 'id'],
  ])('%s answers %i with a message', async (url, status, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(json<{ error: { message: string } }>(response).error.message).toContain(message);
  });

  it('ignores unknown query fields', async () => {
    const response = await get('/api/catalogues?id=cr-home&size=2&page=1&evil=1');
    expect(response.statusCode).toBe(200);
    expect(json<CataloguePage>(response).count).toBe(2);
  });
});

describe('GET /video', () => {
  it('returns the item as _embedded.collections[0]', async () => {
    const body = json<{ _embedded: { collections: Item[] } }>(await get('/api/video?id=ep00001'));
    expect(body._embedded.collections).toHaveLength(1);
    expect(body._embedded.collections[0]).toMatchObject({ id: 'ep00001', type: 'vod', metaData: { episode_number: 1 } });
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await get('/api/video?id=zzz')).statusCode).toBe(404);
    expect((await get('/api/video?id=a/b')).statusCode).toBe(400);
    expect((await get('/api/video')).statusCode).toBe(400);
  });
});

describe('search', () => {
  const search = async (query: string) => {
    const response = await get(`/api/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ items: Item[]; count: number }>(response);
  };

  it('puts exact tag matches first, then partial tag matches, then name matches', async () => {
    const { items } = await search('type=CATALOGUE&search=lourdes&limit=100');
    expect(items.length).toBeGreaterThan(3);
    const rank = (item: Item) => (item.tags.includes('lourdes') ? 0 : item.tags.some((t) => t.includes('lourdes')) ? 1 : 2);
    const ranks = items.map(rank);
    expect(ranks).toEqual([...ranks].sort());
    expect(ranks[0]).toBe(0);
    expect(ranks).toContain(1);
  });

  it('turns hyphens back into spaces and ignores accents and case', async () => {
    const a = await search('type=CATALOGUE&search=Therese-of-Lisieux&limit=50');
    expect(a.count).toBeGreaterThan(0);
    expect(a.items.every((i) => /thérèse|therese/i.test(i.name + i.tags.join(' ')))).toBe(true);
  });

  it('returns shows for CATALOGUE and videos for VIDEO', async () => {
    const shows = await search('type=CATALOGUE&search=rosary&limit=50');
    expect(shows.items.every((i) => ['Series', 'Playlist', 'Category'].includes(i.type))).toBe(true);
    const videos = await search('type=VIDEO&search=rosary&limit=50');
    expect(videos.items.every((i) => ['vod', 'livestream'].includes(i.type))).toBe(true);
  });

  it('never returns items marked searchexclude', async () => {
    for (const key of ['promo', 'season', 'archived', 'network', 'rosary', 'saints']) {
      const { items } = await search(`type=CATALOGUE&search=${key}&limit=100`);
      expect(items.every((i) => i.metaData.searchexclude !== 'true')).toBe(true);
    }
    const archived = json<{ _embedded: { items: Item[] } }>(await get('/api/catalogues?id=cat-all-shows&size=500&page=1'));
    expect(archived._embedded.items.every((i) => i.metaData.archived !== 'true')).toBe(true);
  });

  it('pages with page and limit, defaulting to 50', async () => {
    const all = await search('type=VIDEO&search=saints&page=1');
    expect(all.count).toBe(50);
    const second = await search('type=VIDEO&search=saints&page=2&limit=50');
    expect(second.items[0]!.id).not.toBe(all.items[0]!.id);
    const far = await search('type=VIDEO&search=saints&page=9999&limit=50');
    expect(far.count).toBe(0);
  });

  it('matches each word in v2 WORD mode', async () => {
    const response = await get('/api/v2/search?type=CATALOGUE&search=rosary-padua&tagsearch=true&st=WORD&page=1&limit=50');
    const { items } = json<{ items: Item[] }>(response);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => /rosary/.test(i.tags.join(' ') + i.name.toLowerCase()) && /padua/i.test(i.tags.join(' ') + i.name))).toBe(true);
  });

  it('searches videos with /searchvideo and /v2/searchvideo', async () => {
    const v1 = json<{ items: Item[] }>(await get('/api/searchvideo?query=bethlehem'));
    expect(v1.items.length).toBeGreaterThan(0);
    expect(v1.items.every((i) => i.type === 'vod')).toBe(true);
    const v2 = json<{ items: Item[] }>(await get('/api/v2/searchvideo?query=bethlehem&page=1&limit=5'));
    expect(v2.items).toHaveLength(5);
  });

  it('treats wildcards literally and rejects bad input clearly', async () => {
    expect((await search('type=CATALOGUE&search=ro%25ary')).count).toBe(0);
    const cases: Array<[string, string]> = [
      ['type=CATALOGUE', 'search is required'],
      ['type=SHOWS&search=x', 'type'],
      ['search=x', 'type is required'],
      ['type=VIDEO&search=', 'Please enter search keywords to begin.'],
      ['type=VIDEO&search=---', 'Please enter search keywords to begin.'],
      // Only punctuation: nothing to look for (and a wildcard never matches everything).
      ['type=CATALOGUE&search=%25', 'Please enter search keywords to begin.'],
      [`type=VIDEO&search=${'a'.repeat(101)}`, 'search'],
      ['type=VIDEO&search=x&limit=1000', 'limit'],
      ['type=VIDEO&search=x&page=0', 'page'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json<{ error: { message: string } }>(response).error.message).toContain(message);
    }
  });
});

describe('GET /blogs', () => {
  it('returns the entries of the tags asked for', async () => {
    const faq = json<{ items: Array<{ tags: string[]; languages: Array<{ title: string; richTextData: string }> }> }>(await get('/api/blogs?tags[]=faq'));
    expect(faq.items.length).toBeGreaterThan(5);
    expect(faq.items.every((b) => b.tags.includes('faq') && b.languages[0]!.richTextData.startsWith('<p>'))).toBe(true);
    const both = json<{ items: unknown[] }>(await get('/api/blogs?tags[]=faq&tags[]=about-us-faq'));
    expect(both.items.length).toBeGreaterThan(faq.items.length);
    expect(json<{ items: unknown[] }>(await get('/api/blogs?tags[]=nothing')).items).toEqual([]);
  });

  it('needs a well-formed tag', async () => {
    expect((await get('/api/blogs')).statusCode).toBe(400);
    expect((await get('/api/blogs?tags[]=%3Cscript%3E')).statusCode).toBe(400);
  });
});

describe('playback, live and schedules', () => {
  it('tells where an episode streams and which show it belongs to', async () => {
    const body = json<{ url: string; refData: { parent_folder: { name: string } } }>(await get('/api/playback/ep00001'));
    expect(body.url).toMatch(/^\/media\/vod\/(rosary|chapel|pilgrim)\/master\.m3u8$/);
    const episode = json<{ _embedded: { collections: Item[] } }>(await get('/api/video?id=ep00001'))._embedded.collections[0]!;
    expect(body.refData.parent_folder.name).toBe(episode.metaData.episode_show_name);
    expect((await get('/api/playback/sr0001')).statusCode).toBe(404);
    expect((await get('/api/playback/nope')).statusCode).toBe(404);
  });

  it('gives the live stream URL only with an app token', async () => {
    expect((await get('/api/live/lv01/stream')).statusCode).toBe(401);
    const token = await appToken();
    const ok = await get('/api/live/lv01/stream', { authorization: `Bearer ${token}` });
    expect(ok.json()).toEqual({ streamUrl: '/media/live/lv01/master.m3u8' });
    expect((await get('/api/live/ep00001/stream', { authorization: token })).statusCode).toBe(404);
  });

  it("serves today's schedule file at metaData.epg", async () => {
    const channel = json<{ _embedded: { collections: Item[] } }>(await get('/api/video?id=lv01'))._embedded.collections[0]!;
    const response = await get(String(channel.metaData.epg));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('title|subtitle|start_time');
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines.slice(1)) expect(line).toMatch(/^[^|]+\|[^|]*\|\d{4}-\d\d-\d\d \d\d:\d\d:00 (EST|EDT)$/);
    expect((await get('/api/epg/nope.txt')).statusCode).toBe(404);
    expect((await get('/api/epg/..%2F..%2Fpackage.json')).statusCode).toBe(400);
  });

  it('says what is missing in words a viewer reads, never echoing the address', async () => {
    const token = await appToken();
    const odd = 'zz-missing01';
    for (const [url, message] of [
      [`/api/playback/${odd}`, NOT_FOUND_MESSAGES.video],
      [`/api/video?id=${odd}`, NOT_FOUND_MESSAGES.video],
      [`/api/catalogues?id=${odd}`, NOT_FOUND_MESSAGES.catalogue],
      [`/api/live/${odd}/stream`, NOT_FOUND_MESSAGES.liveChannel],
      [`/api/epg/${odd}.txt`, NOT_FOUND_MESSAGES.schedule],
    ] as const) {
      const response = await get(url, { authorization: `Bearer ${token}` });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message, url).toBe(message);
      expect(response.body, url).not.toContain(odd);
    }
  });

  it('serves live playlists whose edge moves with the clock', async () => {
    const master = await server.app.inject({ method: 'GET', url: '/media/live/lv01/master.m3u8' });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const first = (await server.app.inject({ method: 'GET', url: '/media/live/lv01/media_0.m3u8' })).body;
    server.advance(10_000);
    const later = (await server.app.inject({ method: 'GET', url: '/media/live/lv01/media_0.m3u8' })).body;
    const sequence = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)![1]);
    expect(sequence(later) - sequence(first)).toBe(5);
    expect(later).not.toContain('#EXT-X-ENDLIST');
    expect((await server.app.inject({ method: 'GET', url: '/media/live/lv09/master.m3u8' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/media/live/lv01/../../package.json' })).statusCode).toBe(404);
  });
});

describe('media, art and the app', () => {
  it('serves sample media with streaming content types', async () => {
    const manifest = await server.app.inject({ method: 'GET', url: '/media/vod/rosary/manifest.mpd' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/dash+xml');
    const segment = await server.app.inject({ method: 'GET', url: '/media/vod/rosary/init-stream0.m4s' });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/iso.segment');
  });

  it('keeps media requests inside the media folder', async () => {
    for (const url of ['/media/../package.json', '/media/%2e%2e/%2e%2e/package.json', '/media/..%2f..%2fpackage.json', '/media/.git/config']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect([400, 403, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('"name": "lumen-tv"');
    }
  });

  it('draws SVG art from a title, escaping it', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/art/thumb.svg?t=${encodeURIComponent('Saints & <Heroes>')}&h=20&w=320` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toContain('Saints &amp; &lt;Heroes&gt;');
    expect(response.body).not.toContain('<Heroes>');
    expect((await server.app.inject({ method: 'GET', url: '/art/evil.svg?t=x' })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: `/art/thumb.svg?t=${'x'.repeat(300)}` })).statusCode).toBe(400);
  });

  it('sends the art the catalogue names as WebP drawn from its SVG, at the width asked for, the same each time', async () => {
    const url = `/art/portrait.webp?t=${encodeURIComponent('Saints & <Heroes>')}&h=20&w=400`;
    const first = await server.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { format, width, height } = await sharp(first.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 400, height: 600 });
    expect((await server.app.inject({ method: 'GET', url })).rawPayload.equals(first.rawPayload)).toBe(true);
    // Another title is another picture.
    const other = await server.app.inject({ method: 'GET', url: url.replace('Saints', 'Martyrs') });
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
    for (const bad of ['/art/thumb.webp?t=x&w=3840', '/art/thumb.png?t=x', '/art/evil.webp?t=x', '/art/thumb.webp']) {
      const response = await server.app.inject({ method: 'GET', url: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.message, bad).toBeTruthy();
    }
  });

  it('answers every app route with index.html, carrying the customer id', async () => {
    for (const url of ['/', '/profile/list', '/detail/sr0001/Series/pray-with-saint-john-bosco', '/search?query=rosary']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(`content="${CUSTOMER}"`);
    }
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('never serves the source maps kept beside the build (issue 23)', async () => {
    const appDir = fakeAppDir();
    fs.writeFileSync(path.join(appDir, 'assets', 'app-1234.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
    const withMaps = await build({ appDir });
    try {
      const map = await withMaps.app.inject({ method: 'GET', url: '/assets/app-1234.js.map' });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret source');
      expect((await withMaps.app.inject({ method: 'GET', url: '/assets/app-1234.js' })).statusCode).toBe(200);
    } finally {
      await withMaps.close();
    }
  });

  it('answers unknown API calls and missing files with a JSON 404', async () => {
    for (const url of ['/api/nothing', '/assets/missing.js', '/favicon.ico']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toHaveProperty('error.message');
    }
  });
});
