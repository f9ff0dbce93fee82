import { Redis } from 'ioredis';
import { memoryCounters, RateLimiter, type Limit, type RateCounters } from './rate-limit.js';
import type { SharedState } from './shared-state.js';

/** A Redis call slower than this counts as Redis being down for that request. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** After a failed or slow call, Redis is left alone this long (a hung Redis costs one timeout, not one per request). */
export const REDIS_BACK_OFF_MS = 1_000;
/** Longest wait between attempts to reconnect. */
const RECONNECT_MAX_MS = 2_000;
/** Every key and channel of the server starts with this, so one Redis can serve other things too. */
const PREFIX = 'lumen:';

// One attempt unless blocked, in one step: two processes cannot both pass the check first.
const TAKE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl > 0 then return ttl end
  redis.call('DEL', KEYS[1])
end
redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
const BLOCKED_FOR = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count < tonumber(ARGV[1]) then return 0 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then return ttl end
return 0`;
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export interface RedisStateOptions {
  /** The clock of the stand-in counters used while Redis is down. */
  now?: () => number;
  /** Where "Redis is down" and "Redis is back" go (once each per outage). */
  log?: (level: 'warn' | 'info', message: string) => void;
}

/**
 * Shared state in Redis, with the rule for when Redis cannot be reached (unreachable, or slower
 * than REDIS_COMMAND_TIMEOUT_MS): no request fails because of it.
 *  - Rate limits count in this process meanwhile (each process limits on its own, as a single
 *    server would), said once in the log; the shared counters are used again once Redis answers.
 *  - Messages between processes may be lost meanwhile, so `delivering()` is false and whoever
 *    remembers things on their strength stops doing so (the audience memo reads the database);
 *    when Redis is back, listeners hear `null` and forget what they remembered.
 *  - A Redis that answers too slowly is left alone for REDIS_BACK_OFF_MS after each timeout, so it
 *    costs a request at most one REDIS_COMMAND_TIMEOUT_MS now and then, not one per call.
 *  - The client reconnects by itself; nothing needs restarting.
 */
export function createRedisState(url: string, options: RedisStateOptions = {}): SharedState {
  const log = options.log ?? ((level, message) => (level === 'warn' ? console.warn(message) : console.log(message)));
  const where = redactedUrl(url);
  const clientOptions = {
    // Commands fail at once while disconnected instead of queueing: the stand-in answers them.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt: number) => Math.min(100 * attempt, RECONNECT_MAX_MS),
  };
  const client = new Redis(url, { ...clientOptions, connectionName: 'lumen' });
  const subscriber = new Redis(url, { ...clientOptions, connectionName: 'lumen-sub', autoResubscribe: true });
  // Connection errors are reported once by `down` below, not as unhandled 'error' events.
  client.on('error', () => undefined);
  subscriber.on('error', () => undefined);

  client.once('ready', () => log('info', `Rate limits and profile changes are shared through Redis at ${where}.`));

  const standIn = memoryCounters(new RateLimiter(options.now));
  let down = false;
  let leftAloneUntil = 0;
  const fellOver = (error: unknown) => {
    if (down) return;
    down = true;
    log(
      'warn',
      `Redis at ${where} cannot be reached (${error instanceof Error ? error.message : String(error)}): rate limits count in each process until it is back.`,
    );
  };
  const cameBack = () => {
    if (!down) return;
    down = false;
    log('info', `Redis at ${where} is back: rate limits are shared again.`);
  };
  /** `work` on Redis when it is connected, else (or when it fails) `fallback`, in this process. */
  async function withRedis<T>(work: (redis: Redis) => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (client.status !== 'ready') {
      fellOver(new Error(`connection ${client.status}`));
      return fallback();
    }
    if (Date.now() < leftAloneUntil) return fallback();
    try {
      const result = await work(client);
      cameBack();
      return result;
    } catch (error) {
      leftAloneUntil = Date.now() + REDIS_BACK_OFF_MS;
      fellOver(error);
      return fallback();
    }
  }
  const key = (name: string) => `${PREFIX}rl:${name}`;
  const counters: RateCounters = {
    blockedFor: (name, limit: Limit) =>
      withRedis(
        async (redis) => Number(await redis.eval(BLOCKED_FOR, 1, key(name), limit.max)),
        () => standIn.blockedFor(name, limit),
      ),
    take: (name, limit: Limit) =>
      withRedis(
        async (redis) => Number(await redis.eval(TAKE, 1, key(name), limit.max, limit.windowMs)),
        () => standIn.take(name, limit),
      ),
    reset: (name) =>
      withRedis(
        async (redis) => {
          await redis.del(key(name));
          await standIn.reset(name);
        },
        () => standIn.reset(name),
      ),
    release: (name) =>
      withRedis(
        async (redis) => void (await redis.eval(RELEASE, 1, key(name))),
        () => standIn.release(name),
      ),
  };

  const listeners = new Map<string, Array<(message: string | null) => void>>();
  const tell = (channel: string, message: string | null) => {
    for (const listener of listeners.get(channel) ?? []) listener(message);
  };
  let subscribed = false;
  let everReady = false;
  subscriber.on('message', (channel: string, message: string) => tell(channel.slice(PREFIX.length), message));
  subscriber.on('close', () => {
    subscribed = false;
  });
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself; what was said while we were away is lost.
    const channels = [...listeners.keys()].map((channel) => PREFIX + channel);
    const again = channels.length > 0 ? subscriber.subscribe(...channels) : Promise.resolve(0);
    void again.then(
      () => {
        subscribed = true;
        if (everReady) for (const channel of listeners.keys()) tell(channel, null);
        everReady = true;
      },
      () => undefined,
    );
  });

  return {
    kind: 'redis',
    counters,
    async publish(channel, message) {
      // Heard here too, at once, even when Redis is down.
      tell(channel, message);
      if (client.status === 'ready') await client.publish(PREFIX + channel, message).then(() => undefined, fellOver);
    },
    subscribe(channel, listener) {
      const known = listeners.has(channel);
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
      if (!known && subscriber.status === 'ready') subscriber.subscribe(PREFIX + channel).catch(() => undefined);
    },
    delivering: () => subscribed && subscriber.status === 'ready',
    sharing: () => client.status === 'ready' && Date.now() >= leftAloneUntil,
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}

/** The URL without its password, for messages. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
