import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { migrateToLatest, openDatabase, type OpenedDatabase } from '../src/db/database.js';
import { createRedisState } from '../src/lib/redis-state.js';
import type { SharedState } from '../src/lib/shared-state.js';
import { seedCustomer } from '../src/seed/write.js';
import { bearer, caller, digest } from './accounts.js';
import { CUSTOMER, demoCatalogue, testConfig, type TestServer } from './helper.js';
import { NO_REDIS_REASON, redisServerBinary, startRedis, type TestRedis } from './services/redis.js';

/*
 * Two servers in one test process, as two replicas behind a load balancer: one database, one Redis,
 * each with its own Redis connections. What one counts or ends, the other must see at once.
 */
const binary = redisServerBinary();
if (!binary) console.warn(NO_REDIS_REASON);

let redis: TestRedis;
let store: OpenedDatabase;
const states: SharedState[] = [];
const replicas: TestServer[] = [];

async function replica(): Promise<TestServer> {
  const state = createRedisState(redis.url, { log: () => undefined });
  states.push(state);
  const app = await buildApp({
    config: testConfig({ contentCacheBytes: 1024 * 1024 }),
    db: store.db,
    state,
    writeLimits: { perToken: { max: 6, windowMs: 60_000 } },
  });
  await app.ready();
  return { app, db: store.db, advance: () => undefined, close: () => app.close() };
}

beforeAll(async () => {
  if (!binary) return;
  redis = await startRedis(binary);
  store = openDatabase({ dataDir: ':memory:' });
  await migrateToLatest(store.db);
  await seedCustomer(store.db, CUSTOMER, demoCatalogue());
  replicas.push(await replica(), await replica());
  const until = Date.now() + 5_000;
  while (!states.every((state) => state.delivering()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
});
afterAll(async () => {
  for (const server of replicas) await server.close();
  for (const state of states) await state.close();
  await store?.close();
  await redis?.stop();
});

const a = caller(() => replicas[0]!);
const b = caller(() => replicas[1]!);

describe.skipIf(!binary)('two replicas sharing Redis', () => {
  it("take each other's tokens, and a sign-out on one ends the session on the other at once", async () => {
    const { token } = await a.signedIn('replica');
    expect((await b.call('GET', '/api/account', undefined, bearer(token))).status).toBe(200);
    expect((await a.post('/api/logout', {}, bearer(token))).status).toBe(200);
    expect((await b.call('GET', '/api/account', undefined, bearer(token))).status).toBe(401);
  });

  it('count failed sign-ins together (5 per account, whichever replica they reach)', async () => {
    const { email } = await a.newAccount({ prefix: 'lockout' });
    const wrong = { username: email, password: digest('not it') };
    for (const side of [a, b, a, b, a]) expect((await side.post('/api/login', wrong)).status).toBe(401);
    const refused = await b.post('/api/login', wrong);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/Too many failed sign-in attempts/);
  });

  it('count writes per token together, and read My List written through the other', async () => {
    const { token } = await a.signedIn('writes');
    const auth = bearer(token);
    const statuses: number[] = [];
    for (const side of [a, b, a, b, a, b, a]) statuses.push((await side.post('/api/mylist', { video_id: 'sr0001', status: 1 }, auth)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const list = await b.call('GET', '/api/mylist', undefined, auth);
    expect(list.body._embedded.items.map((item: { id: string }) => item.id)).toEqual(['sr0001']);
  });

  it("hear of a profile made KIDS on the other at once, though each remembers profiles' types", async () => {
    const { token } = await a.signedIn('kids');
    const created = await a.post('/api/profiles/create', { name: 'Soon Kids', type: 'REGULAR' }, bearer(token));
    const profileid = created.body.data.id as string;
    // Not a kids programme: served to a REGULAR profile, refused to a KIDS one. B now remembers 'all'.
    expect((await b.call('GET', '/api/video?id=ep00001', undefined, { profileid })).status).toBe(200);
    expect((await a.call('PATCH', `/api/profiles/${profileid}`, { type: 'KIDS' }, bearer(token))).status).toBe(200);
    // Word goes through Redis: B hears it within milliseconds, not after its 5 s memo.
    const until = Date.now() + 500;
    let status = 0;
    while (Date.now() < until && (status = (await b.call('GET', '/api/video?id=ep00001', undefined, { profileid })).status) !== 403) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(status).toBe(403);
  });

  it('keep answering (never a 500) while Redis is down, limiting each on its own, and share again once it is back', async () => {
    const { token, email } = await a.signedIn('down');
    await redis.kill();
    const until = Date.now() + 5_000;
    while (states.some((state) => state.delivering()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));

    expect((await b.call('GET', '/api/account', undefined, bearer(token))).status).toBe(200);
    expect((await b.post('/api/mylist', { video_id: 'sr0001', status: 1 }, bearer(token))).status).toBe(200);
    // A sign-out is still honoured everywhere: tokens are checked in the database, not in Redis.
    expect((await a.post('/api/logout', {}, bearer(token))).status).toBe(200);
    expect((await b.call('GET', '/api/account', undefined, bearer(token))).status).toBe(401);
    // Lockouts hold per process: five failures on one replica lock the account there.
    const wrong = { username: email, password: digest('not it') };
    for (let i = 0; i < 5; i++) expect((await a.post('/api/login', wrong)).status).toBe(401);
    expect((await a.post('/api/login', wrong)).status).toBe(429);

    await redis.start();
    const back = Date.now() + 8_000;
    while (!states.every((state) => state.delivering() && state.sharing()) && Date.now() < back) await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await b.newAccount({ prefix: 'back' });
    const wrongAgain = { username: again.email, password: digest('not it') };
    for (const side of [a, b, a, b, a]) expect((await side.post('/api/login', wrongAgain)).status).toBe(401);
    expect((await b.post('/api/login', wrongAgain)).status).toBe(429);
  });
});
