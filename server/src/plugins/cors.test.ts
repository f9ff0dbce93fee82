import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, fakeAppDir, headers, type BuildOptions, type TestServer } from '../../test/helper.js';
import { CORS_HEADERS, CORS_MAX_AGE_SECONDS } from './cors.js';

/** PUBLIC_URL of the test servers. */
const OWN = 'http://localhost:8080';
const EVIL = 'https://evil.example';

const servers: TestServer[] = [];
async function serve(config: BuildOptions['config'] = {}) {
  const server = await build({ appDir: fakeAppDir(), config });
  servers.push(server);
  return server;
}
let byDefault: TestServer;
beforeAll(async () => {
  byDefault = await serve();
});
afterAll(async () => {
  for (const server of servers) await server.close();
});

const get = (server: TestServer, url: string, origin?: string) =>
  server.app.inject({ method: 'GET', url, headers: { ...headers, ...(origin === undefined ? {} : { origin }) } });
const preflight = (server: TestServer, url: string, origin: string, method = 'POST') =>
  server.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'customerid, authorization, profileid, content-type' },
  });

describe('CORS', () => {
  it("admits PUBLIC_URL's origin by default, naming it, without credentials", async () => {
    const response = await get(byDefault, '/api/appconfig', OWN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(OWN);
    expect(response.headers['access-control-expose-headers']).toBe('retry-after');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toContain('Origin');
  });

  it('gives an origin off the list no CORS headers, but still answers (a browser then keeps the answer from the page)', async () => {
    const response = await get(byDefault, '/api/appconfig', EVIL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers.vary).toContain('Origin');
    // Even a write: the same page under another host name (127.0.0.1) sends its Origin too.
    const write = await byDefault.app.inject({
      method: 'POST',
      url: '/api/get-token',
      headers: { ...headers, origin: 'http://127.0.0.1:8080' },
      payload: { platform: 'web', customerId: 'lumen' },
    });
    expect(write.statusCode).toBe(200);
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('admits the packaged TV apps (Origin null or file://) by default, the API and the media alike', async () => {
    for (const origin of ['null', 'file://']) {
      for (const url of ['/api/appconfig', '/media/vod/rosary/master.m3u8', '/media/live/lv01/master.m3u8', '/art/thumb.svg?t=x']) {
        const response = await get(byDefault, url, origin);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['access-control-allow-origin'], `${origin} ${url}`).toBe(origin);
      }
    }
  });

  it('no longer opens the media to every origin', async () => {
    const response = await get(byDefault, '/media/vod/rosary/master.m3u8', EVIL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from an admitted origin with what the app sends, for every method it uses', async () => {
    for (const [url, method] of [
      ['/api/login', 'POST'],
      ['/api/profiles/abc', 'PATCH'],
      ['/api/profiles/abc', 'DELETE'],
      ['/api/contacts/association', 'PUT'],
      ['/api/nothing-here', 'POST'],
      ['/media/vod/rosary/master.m3u8', 'GET'],
    ] as const) {
      const response = await preflight(byDefault, url, 'null', method);
      expect(response.statusCode, url).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['access-control-allow-origin']).toBe('null');
      expect(String(response.headers['access-control-allow-methods']).split(', ')).toContain(method);
      expect(response.headers['access-control-allow-headers']).toBe(CORS_HEADERS);
      expect(response.headers['access-control-max-age']).toBe(String(CORS_MAX_AGE_SECONDS));
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
    for (const header of ['customerid', 'authorization', 'profileid', 'content-type']) expect(CORS_HEADERS.split(', ')).toContain(header);
  });

  it('answers a preflight from another origin without allowing anything', async () => {
    const response = await preflight(byDefault, '/api/login', EVIL);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('leaves a plain OPTIONS request (no preflight) alone', async () => {
    const response = await byDefault.app.inject({ method: 'OPTIONS', url: '/api/login', headers: { origin: OWN } });
    expect(response.statusCode).toBe(404);
  });

  it('follows CORS_ORIGINS and CORS_ALLOW_PACKAGED', async () => {
    const listed = await serve({ corsOrigins: ['https://tv.example.org', 'https://kiosk.example.org:8443'], corsAllowPackaged: false });
    expect((await get(listed, '/api/appconfig', 'https://kiosk.example.org:8443')).headers['access-control-allow-origin']).toBe(
      'https://kiosk.example.org:8443',
    );
    expect((await get(listed, '/api/appconfig', 'https://kiosk.example.org')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await get(listed, '/api/appconfig', OWN)).headers['access-control-allow-origin']).toBeUndefined();
    expect((await get(listed, '/api/appconfig', 'null')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(listed, '/api/login', 'file://')).headers['access-control-allow-origin']).toBeUndefined();

    const anyOrigin = await serve({ corsOrigins: ['*'] });
    expect((await get(anyOrigin, '/api/appconfig', EVIL)).headers['access-control-allow-origin']).toBe('*');
    expect((await get(anyOrigin, '/api/appconfig', 'null')).headers['access-control-allow-origin']).toBe('null');
  });
});
