import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, digest } from '../../test/accounts.js';
import { build, CUSTOMER, fakeAppDir, headers, type TestServer } from '../../test/helper.js';
import { ANALYTICS_LIMIT, ANALYTICS_MESSAGES } from '../routes/analytics.js';
import { tooManyWrites, WRITE_LIMITS, WRITE_METHODS } from './write-limits.js';
import { say } from '../i18n/words.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});
async function serve(options: Parameters<typeof build>[0] = {}) {
  const server = await build({ appDir: fakeAppDir(), ...options });
  servers.push(server);
  return server;
}

let server: TestServer;
beforeAll(async () => {
  server = await serve();
});
const { post, signedIn } = caller(() => server);

const getToken = (target: TestServer, remoteAddress = '198.51.100.1') =>
  target.app.inject({ method: 'POST', url: '/api/get-token', headers, payload: { platform: 'web', customerId: CUSTOMER }, remoteAddress });

function expectLimited(response: { statusCode: number; headers: Record<string, unknown>; json: () => any }, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: { message: expect.any(String) } });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('the write limits', () => {
  it('hold anonymous writes from one address to their number a minute, with Retry-After, then let them through again', async () => {
    for (let i = 0; i < WRITE_LIMITS.anonymousPerAddress.max; i++) expect((await getToken(server)).statusCode).toBe(200);
    const refused = await getToken(server);
    expectLimited(refused, 60);
    expect(refused.json().error.message).toBe(say(null, tooManyWrites(1)));
    // Another address is not held back; reads never are.
    expect((await getToken(server, '198.51.100.2')).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/appconfig', headers, remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
    server.advance(WRITE_LIMITS.anonymousPerAddress.windowMs);
    expect((await getToken(server)).statusCode).toBe(200);
  });

  it('hold one signed-in person to theirs, whatever the address', async () => {
    const target = await serve();
    const { post: postTo, signedIn: signIn } = caller(() => target);
    const person = await signIn('busy');
    const other = await signIn('calm');
    const toggle = (token: string, status: number) => postTo('/api/mylist', { video_id: 'sr0001', status }, bearer(token));
    for (let i = 0; i < WRITE_LIMITS.perToken.max; i++) expect((await toggle(person.token, i % 2)).status).toBe(200);
    const refused = await target.app.inject({
      method: 'POST',
      url: '/api/mylist',
      headers: { ...headers, ...bearer(person.token) },
      payload: { video_id: 'sr0001', status: 1 },
      remoteAddress: '203.0.113.50',
    });
    expectLimited(refused, 60);
    expect((await toggle(other.token, 1)).status).toBe(200);
  });

  it('cap every write from one address, made-up tokens included', async () => {
    const target = await serve();
    const remoteAddress = '192.0.2.77';
    const write = (token: string) =>
      target.app.inject({
        method: 'POST',
        url: '/api/mylist',
        headers: { ...headers, authorization: `Bearer ${token}` },
        payload: { video_id: 'sr0001' },
        remoteAddress,
      });
    for (let i = 0; i < WRITE_LIMITS.perAddress.max; i++) expect((await write(`made-up-${i}`)).statusCode).toBe(401);
    expectLimited(await write('made-up-last'), 60);
  });

  it('scale the per-address limits by RATE_LIMIT_FACTOR, not the per-person one', async () => {
    const target = await serve({ config: { rateLimitFactor: 2 } });
    for (let i = 0; i < 2 * WRITE_LIMITS.anonymousPerAddress.max; i++) expect((await getToken(target)).statusCode).toBe(200);
    expect((await getToken(target)).statusCode).toBe(429);
  });

  it('cover every write route under /api', async () => {
    const routes: RouteOptions[] = [];
    const target = await serve({
      app: { onRoute: (route) => void routes.push(route), writeLimits: { anonymousPerAddress: { max: 2, windowMs: 60_000 } } },
    });
    const writes = routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => WRITE_METHODS.has(method) && route.url.startsWith('/api/'))
        .map((method) => ({ method, url: route.url.replace(/:\w+/g, 'x') })),
    );
    expect(writes.length).toBeGreaterThan(30);
    const unlimited: string[] = [];
    for (const [n, { method, url }] of writes.entries()) {
      const remoteAddress = `10.9.${Math.floor(n / 250)}.${n % 250}`;
      const send = () => target.app.inject({ method: method as 'POST', url, headers, payload: {}, remoteAddress });
      await send();
      await send();
      if ((await send()).statusCode !== 429) unlimited.push(`${method} ${url}`);
    }
    expect(unlimited).toEqual([]);
  });
});

describe('every 429', () => {
  it("says when to come back in Retry-After, the routes' own limits included", async () => {
    for (let i = 0; i < ANALYTICS_LIMIT.max; i++) expect((await post('/api/analytics/events', { event: 'search', value: `key ${i}` }, {})).status).toBe(200);
    const events = await server.app.inject({ method: 'POST', url: '/api/analytics/events', headers, payload: { event: 'search', value: 'one more' } });
    expectLimited(events, 60);
    expect(events.json().error.message).toBe(say(null, ANALYTICS_MESSAGES.tooMany(1)));

    const person = await signedIn('forgetful');
    let login;
    for (let i = 0; i < 6; i++) login = await post('/api/login', { username: person.email, password: digest('not it') });
    expect(login!.status).toBe(429);
    const lockout = await server.app.inject({ method: 'POST', url: '/api/login', headers, payload: { username: person.email, password: digest('not it') } });
    expectLimited(lockout, 15 * 60);
    expect(Number(lockout.headers['retry-after'])).toBeGreaterThan(60);
  });
});
