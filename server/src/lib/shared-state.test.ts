import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_REDIS_REASON, redisServerBinary, startRedis, type TestRedis } from '../../test/services/redis.js';
import { createRedisState, REDIS_COMMAND_TIMEOUT_MS } from './redis-state.js';
import { createMemoryState, type SharedState } from './shared-state.js';

const binary = redisServerBinary();
if (!binary) console.warn(NO_REDIS_REASON);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const limit = { max: 3, windowMs: 400 };
let n = 0;
const fresh = () => `k${++n}-${Date.now()}`;

/** Waits until `check` is true (Redis reconnects on its own schedule). */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 8_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within the time allowed');
    await sleep(50);
  }
}

let redis: TestRedis | undefined;
beforeAll(async () => {
  if (binary) redis = await startRedis(binary);
});
afterAll(async () => redis?.stop());

const quiet = () => undefined;
const stores: Array<[string, () => SharedState, boolean]> = [
  ['memory', () => createMemoryState(), true],
  ['redis', () => createRedisState(redis!.url, { log: quiet }), Boolean(binary)],
];

describe.each(stores)('the %s store', (_name, make, available) => {
  let state: SharedState;
  beforeAll(async () => {
    if (!available) return;
    state = make();
    await eventually(() => state.delivering());
  });
  afterAll(async () => state?.close());

  it.skipIf(!available)('counts attempts until the limit, then blocks until the window ends', async () => {
    const key = fresh();
    for (let i = 0; i < 3; i++) expect(await state.counters.take(key, limit)).toBe(0);
    const wait = await state.counters.take(key, limit);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(400);
    expect(await state.counters.blockedFor(key, limit)).toBeGreaterThan(0);
    await sleep(450);
    expect(await state.counters.blockedFor(key, limit)).toBe(0);
    expect(await state.counters.take(key, limit)).toBe(0);
  });

  it.skipIf(!available)('gives back an attempt, and forgets a key', async () => {
    const key = fresh();
    for (let i = 0; i < 3; i++) await state.counters.take(key, limit);
    await state.counters.release(key);
    expect(await state.counters.blockedFor(key, limit)).toBe(0);
    expect(await state.counters.take(key, limit)).toBe(0);
    expect(await state.counters.take(key, limit)).toBeGreaterThan(0);
    await state.counters.reset(key);
    expect(await state.counters.take(key, limit)).toBe(0);
    await state.counters.release(fresh());
  });

  it.skipIf(!available)('lets only the limit through of attempts sent at once', async () => {
    const key = fresh();
    const waits = await Promise.all(Array.from({ length: 10 }, () => state.counters.take(key, { max: 3, windowMs: 5_000 })));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it.skipIf(!available)('hears what it publishes', async () => {
    const heard: Array<string | null> = [];
    state.subscribe('test-own', (message) => heard.push(message));
    await sleep(50);
    state.publish('test-own', 'hello');
    await eventually(() => heard.includes('hello'));
  });
});

describe.skipIf(!binary)('two processes on one Redis', () => {
  let a: SharedState;
  let b: SharedState;
  beforeAll(async () => {
    a = createRedisState(redis!.url, { log: quiet });
    b = createRedisState(redis!.url, { log: quiet });
    await eventually(() => a.delivering() && b.delivering());
  });
  afterAll(async () => Promise.all([a.close(), b.close()]));

  it('count together', async () => {
    const key = fresh();
    expect(await a.counters.take(key, limit)).toBe(0);
    expect(await b.counters.take(key, limit)).toBe(0);
    expect(await a.counters.take(key, limit)).toBe(0);
    expect(await b.counters.take(key, limit)).toBeGreaterThan(0);
    expect(await a.counters.blockedFor(key, limit)).toBeGreaterThan(0);
  });

  it("hear each other's messages", async () => {
    const heard: Array<string | null> = [];
    b.subscribe('test-pair', (message) => heard.push(message));
    await sleep(100);
    a.publish('test-pair', 'profile-1');
    await eventually(() => heard.includes('profile-1'));
  });
});

describe.skipIf(!binary)('when Redis goes down', () => {
  it('answers from the process at once while Redis hangs, after at most one timeout, and uses Redis again once it wakes', async () => {
    const own = await startRedis(binary!);
    const state = createRedisState(own.url, { log: quiet });
    try {
      await eventually(() => state.delivering());
      own.pause();
      const key = fresh();
      const local = { max: 2, windowMs: 60_000 };
      let started = Date.now();
      expect(await state.counters.take(key, local)).toBe(0);
      expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 400);
      started = Date.now();
      expect(await state.counters.take(key, local)).toBe(0);
      expect(await state.counters.take(key, local)).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(100);
      own.resume();
      const other = createRedisState(own.url, { log: quiet });
      try {
        const shared = fresh();
        await eventually(
          async () =>
            (await state.counters.take(shared, { max: 1, windowMs: 60_000 })) === 0 &&
            (await other.counters.blockedFor(shared, { max: 1, windowMs: 60_000 })) > 0,
        );
      } finally {
        await other.close();
      }
    } finally {
      own.resume();
      await state.close();
      await own.stop();
    }
  });

  it('counts in the process, never throws, stops trusting messages, logs once, and recovers by itself', async () => {
    const own = await startRedis(binary!);
    const logs: string[] = [];
    const state = createRedisState(own.url, { log: (level, message) => logs.push(`${level}: ${message}`) });
    const heard: Array<string | null> = [];
    state.subscribe('test-down', (message) => heard.push(message));
    try {
      await eventually(() => state.delivering());
      await own.kill();
      await eventually(() => !state.delivering());

      // Rate limits still hold, in this process.
      const key = fresh();
      const local = { max: 2, windowMs: 60_000 };
      expect(await state.counters.take(key, local)).toBe(0);
      expect(await state.counters.take(key, local)).toBe(0);
      expect(await state.counters.take(key, local)).toBeGreaterThan(0);
      await state.counters.release(key);
      await state.counters.reset(key);
      expect(await state.counters.blockedFor(key, local)).toBe(0);
      state.publish('test-down', 'while-down');
      expect(logs.filter((line) => line.startsWith('warn:'))).toHaveLength(1);
      expect(logs[0]).toMatch(/^info: Rate limits and profile changes are shared through Redis at redis:\/\/127\.0\.0\.1:\d+/);
      expect(logs.find((line) => line.startsWith('warn:'))).toMatch(/cannot be reached.*rate limits count in each process/);

      // Back: shared again, and listeners are told to forget what they may have missed.
      await own.start();
      await eventually(() => state.delivering());
      await eventually(() => heard.includes(null));
      const other = createRedisState(own.url, { log: quiet });
      try {
        await eventually(() => other.delivering() && other.sharing());
        const shared = fresh();
        await eventually(async () => (await state.counters.take(shared, { max: 1, windowMs: 60_000 })) === 0 && logs.some((line) => line.includes('is back:')));
        expect(await other.counters.take(shared, { max: 1, windowMs: 60_000 })).toBeGreaterThan(0);
        expect(
          logs.filter((line) => line.includes('is back:')),
          logs.join('\n'),
        ).toHaveLength(1);
      } finally {
        await other.close();
      }
    } finally {
      await state.close();
      await own.stop();
    }
  });
});
