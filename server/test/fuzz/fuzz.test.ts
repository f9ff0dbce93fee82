/**
 * The API fuzz suite (issue 13): thousands of random and hostile requests to every route, each
 * checked by checks.ts (no 5xx, errors in one shape, no internals shown, refusals change nothing,
 * no one else's data, nothing but kids programmes for a KIDS profile).
 *
 *   world.ts     two customers, three people with profiles, lists, tokens of every kind, the
 *                studio's owner and editor with programmes and a carousel; restore
 *   routes.ts    every route: a good request to edit into bad ones, and the route's own rules
 *   requests.ts  whole requests: sender, tokens, headers, path, query, body (hostile.ts: the values)
 *   checks.ts    what every answer and the data around it must satisfy
 *   limits.ts    the rate-limited calls, with an attempt that counts
 *
 * Replay and scale with the environment:
 *   FUZZ_SEED=<n>     the seed (fast-check prints it with a failure; default fixed, so CI is stable)
 *   FUZZ_RUNS=<n>     runs per route at weight 1 (default 30; argon2-bound routes run fewer)
 *   FUZZ_SLOW_MS=<n>  the slowest answer allowed (default 5000)
 * e.g. FUZZ_SEED=42 FUZZ_RUNS=400 npx vitest run server/test/fuzz
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercise, exerciseAtOnce, newStats, type Runner } from './checks.js';
import { LIMITED_ROUTES, type LimitedRoute } from './limits.js';
import { fromInject, requestArb, type FuzzRequest, type ProfileVariant, type RequestOptions, type RouteSpec, type TokenVariant } from './requests.js';
import { ROUTE_SPECS } from './routes.js';
import { fixedTablesDigest, restore, snapshot } from './snapshot.js';
import { buildWorld, FUZZ_RATE_LIMIT_FACTOR, type World } from './world.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 30));
const runsFor = (spec: RouteSpec, factor = 1) => Math.max(3, Math.round(RUNS * (spec.weight ?? 1) * factor));
const params = (numRuns: number): fc.Parameters<unknown> => ({ seed: SEED, numRuns, endOnFailure: false });
const keyOf = (spec: RouteSpec) => `${spec.method} ${spec.url}`;
const limitName = (limited: LimitedRoute) => `${limited.method} ${limited.url}${limited.what ? ` ${limited.what}` : ''}`;
const TIMEOUT = 600_000;

let world: World;
let runner: Runner;
let fixedBefore: string;
const stats = newStats();
const started = Date.now();

beforeAll(async () => {
  const t = Date.now();
  world = await buildWorld();
  console.log(`fuzz: world built in ${Date.now() - t} ms`);
  runner = { world, app: world.app, baseline: await snapshot(world.db), stats };
  fixedBefore = await fixedTablesDigest(world.db);
}, 120_000);

afterAll(async () => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const statuses = [...stats.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(
    `fuzz: ${stats.requests} requests, ${stats.serverErrors} server errors, ${stats.routes.size} routes, ${seconds} s ` +
      `(FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}; ${statuses})\n` +
      `fuzz: slowest answers: ${stats.slowest.map((s) => `${Math.round(s.ms)} ms ${s.request}`).join('; ')}`,
  );
  await world?.close();
});

/**
 * The rules for `spec`'s path asked with another method: that route's own spec when there is one
 * (HEAD is GET's), else the path's good request with no route rules (it must be refused as unknown).
 */
function specAt(spec: RouteSpec, method: string): RouteSpec {
  const as = method === 'HEAD' ? 'GET' : method;
  const own = ROUTE_SPECS.find((s) => s.url === spec.url && s.method === as);
  if (own) return { ...own, params: spec.params ?? own.params, query: spec.query ?? own.query, body: spec.body ?? own.body };
  return {
    method: spec.method,
    url: spec.url,
    auth: 'none',
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { query: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
  };
}

async function check(spec: RouteSpec, numRuns: number, options: RequestOptions = {}) {
  await fc.assert(
    fc.asyncProperty(requestArb(world, spec, options), async (request) => void (await exercise(runner, request))),
    params(numRuns),
  );
}

describe('coverage', () => {
  it('fuzzes every route the app registers, and only those', () => {
    // HEAD routes are the GET routes' twins: the fuzz sends HEAD to each GET route too.
    const registered = new Set(world.routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`));
    const heads = world.routes.filter((r) => r.method === 'HEAD').map((r) => `GET ${r.url}`);
    const covered = new Set(ROUTE_SPECS.map(keyOf));
    expect([...registered].filter((r) => !covered.has(r)).sort(), 'routes without a fuzz spec in server/test/fuzz/routes.ts').toEqual([]);
    expect([...covered].filter((c) => !registered.has(c)).sort(), 'fuzz specs of routes the app does not have').toEqual([]);
    expect(heads.filter((h) => !registered.has(h))).toEqual([]);
    expect(new Set(ROUTE_SPECS.map(keyOf)).size).toBe(ROUTE_SPECS.length);
  });
});

describe('hostile requests to every route', () => {
  it.each(ROUTE_SPECS.map((spec) => [keyOf(spec), spec] as const))('%s', async (_name, spec) => check(spec, runsFor(spec)), TIMEOUT);
});

describe('hostile requests to random routes, with wrong methods', () => {
  it(
    'no route, asked with any method, breaks a rule',
    async () => {
      const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
      const arb = fc
        .tuple(fc.constantFrom(...ROUTE_SPECS), fc.option(fc.constantFrom(...methods), { freq: 3 }))
        .chain(([spec, method]) => requestArb(world, method ? specAt(spec, method) : spec, method ? { method } : {}));
      await fc.assert(
        fc.asyncProperty(arb, async (request: FuzzRequest) => void (await exercise(runner, request))),
        params(RUNS * 8),
      );
    },
    TIMEOUT,
  );
});

describe('sequences of requests, the data left as each one made it', () => {
  /** Runs `steps` one after the other (every rule checked against the data of that moment), then puts the data back. */
  async function sequence(steps: FuzzRequest[]) {
    try {
      for (const request of steps) await exercise({ ...runner, restoreEach: false }, request);
    } finally {
      await restore(world.db, runner.baseline);
      // Profiles may have changed type and back: let the app's 5 s memo of profile types lapse.
      world.advance(6_000);
    }
  }
  const cheap = ROUTE_SPECS.filter((spec) => (spec.weight ?? 1) >= 1);
  const focus = ROUTE_SPECS.filter(
    (spec) => /\/api\/(profiles|mylist|resume|get-resume-list|catalogues|video|search|playback|feedback|shares)/.test(spec.url) && (spec.weight ?? 1) >= 1,
  );

  it(
    'any routes',
    async () => {
      const step = fc.constantFrom(...cheap).chain((spec) => requestArb(world, spec));
      await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 10 }), sequence), params(Math.max(3, Math.round(RUNS / 2))));
    },
    TIMEOUT,
  );

  it(
    'profiles changing type or going away between list and catalogue reads, mostly good requests',
    async () => {
      const step = fc
        .tuple(fc.constantFrom(...focus), fc.boolean())
        .chain(([spec, clean]) => requestArb(world, spec, { personas: ['A', 'A', 'B'], tokens: ['live'], customers: ['own'], clean }));
      await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), sequence), params(Math.max(3, Math.round(RUNS / 2))));
    },
    TIMEOUT,
  );
});

describe('requests at once', () => {
  // Writes, including the argon2-bound ones (sign-up is where a race would make two accounts).
  const writes = ROUTE_SPECS.filter((spec) => spec.method !== 'GET');
  const good: RequestOptions = { personas: ['A', 'B', 'C'], tokens: ['live'], customers: ['own'], clean: true };
  it(
    'the same good request several times at once, or a mix of them, breaks no rule',
    async () => {
      // A double tap, or a client retrying: the same request, several times at once.
      const same = fc
        .tuple(fc.constantFrom(...writes), fc.integer({ min: 2, max: 6 }))
        .chain(([spec, copies]) => requestArb(world, spec, good).map((request) => Array.from({ length: copies }, () => request)));
      const mix = fc.array(
        fc.constantFrom(...writes).chain((spec) => requestArb(world, spec, good)),
        { minLength: 2, maxLength: 6 },
      );
      const bursts = fc.oneof({ weight: 3, arbitrary: same }, { weight: 1, arbitrary: mix });
      // Queries answered after random pauses, as from a database across a network (PostgreSQL).
      const app = await world.buildAnother(FUZZ_RATE_LIMIT_FACTOR, { jitter: true });
      try {
        await fc.assert(
          fc.asyncProperty(bursts, (requests) => exerciseAtOnce({ ...runner, app }, requests)),
          params(RUNS * 2),
        );
      } finally {
        await app.close();
      }
    },
    TIMEOUT,
  );
});

describe('isolation between people and customers', () => {
  const scoped = ROUTE_SPECS.filter((spec) => spec.mustRefuse);
  const foreign: ProfileVariant[] = ['peer-regular', 'peer-kids', 'other-customer', 'joined-kids', 'random-uuid'];
  it.each(scoped.map((spec) => [keyOf(spec), spec] as const))(
    "%s refuses someone else's profile or subscription",
    async (_name, spec) => {
      // Each kind of foreign profile header on its own, with good requests, then with hostile ones.
      for (const profile of foreign)
        await check(spec, 3, { personas: ['A', 'B', 'C'], tokens: ['live'], customers: ['own'], profiles: [profile], clean: true });
      await check(spec, runsFor(spec, 0.5), { personas: ['A', 'B', 'C'], tokens: ['live'], customers: ['own'], profiles: foreign });
    },
    TIMEOUT,
  );

  const badUserTokens: TokenVariant[] = [
    'expired',
    'revoked',
    'signup',
    'unverified-signup',
    'app',
    'app-other-customer',
    'garbage',
    'huge',
    'basic',
    'empty-bearer',
    'none',
  ];
  const userCalls = ROUTE_SPECS.filter((spec) => spec.auth === 'user');
  it.each(userCalls.map((spec) => [keyOf(spec), spec] as const))(
    '%s refuses expired, revoked, sign-up, app and other-customer tokens',
    async (_name, spec) => {
      for (const token of badUserTokens) await check(spec, 2, { personas: ['A', 'B', 'C'], tokens: [token], customers: ['own'], clean: true });
      // A live token of one customer, sent to the other.
      await check(spec, 2, { personas: ['A', 'B', 'C'], tokens: ['live'], customers: ['other'], clean: true });
    },
    TIMEOUT,
  );

  const badAppTokens: TokenVariant[] = ['live', 'expired', 'signup', 'app-expired', 'app-other-customer', 'peer-live', 'garbage', 'none'];
  const appCalls = ROUTE_SPECS.filter((spec) => spec.auth === 'app');
  it.each(appCalls.map((spec) => [keyOf(spec), spec] as const))(
    '%s refuses user tokens and expired or other-customer app tokens',
    async (_name, spec) => {
      for (const token of badAppTokens) await check(spec, 2, { tokens: [token], customers: ['own'], clean: true });
      await check(spec, 2, { tokens: ['app'], customers: ['other'], clean: true });
    },
    TIMEOUT,
  );
});

describe('the studio refuses all but an operator, and editors where owners only may act', () => {
  const studioCalls = ROUTE_SPECS.filter((spec) => spec.auth === 'studio' || spec.auth === 'owner');
  // A viewer's live token, and every other that is not a live operator session: 401.
  const notOperators: TokenVariant[] = ['viewer', 'studio-ended', 'expired', 'app', 'signup', 'garbage', 'huge', 'basic', 'empty-bearer', 'none'];
  it.each(studioCalls.map((spec) => [keyOf(spec), spec] as const))(
    '%s',
    async (_name, spec) => {
      for (const token of notOperators) await check(spec, 2, { personas: ['A', 'B', 'C'], tokens: [token], customers: ['own'], clean: true });
      // An editor (403 on owners' routes) and an owner, with good requests, then hostile ones.
      await check(spec, 4, { tokens: ['studio-editor', 'studio-owner'], customers: ['own'], clean: true });
      await check(spec, runsFor(spec, 0.5), { tokens: ['studio-editor', 'studio-owner'] });
    },
    TIMEOUT,
  );
});

describe('a KIDS profile sees only kids programmes', () => {
  const reads = ROUTE_SPECS.filter((spec) => spec.url.startsWith('/api/') && (spec.method === 'GET' || spec.servesItem));
  it.each(reads.map((spec) => [keyOf(spec), spec] as const))(
    '%s',
    async (_name, spec) => {
      const kids: RequestOptions = {
        personas: ['A', 'B', 'C'],
        tokens: spec.auth === 'user' ? ['live'] : spec.auth === 'app' ? ['app'] : ['live', 'none'],
        customers: ['own'],
        profiles: ['own-kids', 'own-kids', 'repeated-kids', 'joined-kids'],
      };
      await check(spec, runsFor(spec, 0.5), { ...kids, clean: true });
      await check(spec, runsFor(spec, 0.25), kids);
    },
    TIMEOUT,
  );
});

describe('rate limits at the normal factor answer 429, never 5xx', () => {
  it.each(LIMITED_ROUTES.map((limited) => [limitName(limited), limited] as const))(
    '%s',
    async (_name, limited) => {
      const spec = ROUTE_SPECS.find((s) => s.method === limited.method && s.url === limited.url)!;
      const hostile = fc.array(requestArb(world, spec), { maxLength: 6 });
      await fc.assert(
        fc.asyncProperty(hostile, async (first) => {
          // A fresh app: limits are counted per app, so each run starts with none used.
          const app = await world.buildAnother(1);
          try {
            // Data stays between the attempts (some limits live in it), and goes back after the run.
            const limitedRunner: Runner = { ...runner, app, restoreEach: false };
            // Hostile requests first: they may count, or (a right password) clear a count; either
            // way, the counted attempts after them must end refused.
            for (const request of first) await exercise(limitedRunner, request);
            const statuses: number[] = [];
            for (let i = 0; i <= limited.max; i++) statuses.push(await exercise(limitedRunner, fromInject(spec, limited.request(world, i))));
            expect(statuses.at(-1), `after ${limited.max} attempts: ${statuses.join(',')}`).toBe(429);
          } finally {
            await app.close();
            await restore(world.db, runner.baseline);
            world.advance(6_000);
          }
        }),
        params(Math.max(1, Math.round(RUNS / 30))),
      );
    },
    TIMEOUT,
  );

  it.each(LIMITED_ROUTES.map((limited) => [limitName(limited), limited] as const))(
    '%s lets no more than its limit through when the attempts arrive at once',
    async (_name, limited) => {
      // Queries answer after random pauses, as over a network, so the attempts interleave.
      const app = await world.buildAnother(1, { jitter: true });
      try {
        const answers = await Promise.all(Array.from({ length: limited.max + 3 }, (_, i) => app.inject(limited.request(world, i))));
        stats.requests += answers.length;
        stats.serverErrors += answers.filter((a) => a.statusCode >= 500).length;
        expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
        const through = answers.filter((a) => a.statusCode !== 429);
        expect(through.length, `answers: ${answers.map((a) => a.statusCode).join(',')}`).toBeLessThanOrEqual(limited.max);
      } finally {
        await app.close();
        await restore(world.db, runner.baseline);
        world.advance(6_000);
      }
    },
    TIMEOUT,
  );
});

describe('data that no request may change', () => {
  it('the catalogue, configuration and plans are as seeded after every request', async () => {
    expect(await fixedTablesDigest(world.db)).toBe(fixedBefore);
  });
});
