/**
 * A bounded soak of the real server: autocannon on loopback, 100 connections by default, mixing
 * reads (catalogue pages, video lookups, search) and writes (My List add and remove, resume points)
 * of signed-in users, while the server's resident memory is sampled from outside
 * (/proc/<pid>/status VmRSS) and its heap is weighed after a full GC before and after the run
 * (heap-probe.ts). Run by `npm run soak` (tests/perf/soak.ts, SOAK_SECONDS, 180 s by default)
 * and, short, by server/test/soak.test.ts in the normal test run.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { buildApp } from '../src/app.js';
import { DATABASE_FILE, openDatabase } from '../src/db/database.js';
import { PLACES } from '../src/seed/vocabulary.js';
import { CUSTOMER, residentBytes, signUp, startServer, type Call, type ServerProcess } from './child-server.js';
import { databaseUrlFor } from './databases.js';
import { testConfig } from './helper.js';
import { seededDataDir } from './seeded.js';

export interface SoakOptions {
  seconds: number;
  port: number;
  connections?: number;
  /** Seconds of load before the measured run: JIT, caches and pools settle; not counted. */
  warmupSeconds?: number;
  users?: number;
  log?: (line: string) => void;
}

export interface SoakResult {
  seconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  statusCodes: Record<string, number>;
  /** 429s: expected in principle, none with RATE_LIMIT_FACTOR at its maximum. */
  rateLimited: number;
  /** Answers other than 2xx and 429, connection errors and timeouts: must be 0. */
  failures: number;
  failureSamples: string[];
  /** VmRSS samples over the measured run, [seconds since its start, MB]. */
  rss: Array<[number, number]>;
  rssMb: { start: number; end: number; firstThird: number; lastThird: number; peak: number };
  /** V8's heap after a full collection, before and after the measured run, MB. */
  heapMb: { start: number; end: number };
  integrity: string;
  exitCode: number | null;
}

/**
 * Memory counts as flat when the last third's mean RSS is within 15% plus 24 MB of the first
 * third's (after warm-up). The slack covers V8 growing its heap in steps and the allocator keeping
 * freed pages; a leak of a few KB per request (hundreds of thousands of requests here) exceeds it.
 */
export const RSS_TOLERANCE = { ratio: 0.15, slackMb: 24 } as const;

/**
 * The server's V8 old space is capped for the soak. Left free, V8 grows it in steps for as long as
 * it likes (a 12 s run went from 202 to 275 MB and a 60 s one kept climbing until a major GC), so
 * RSS measured V8's sizing heuristics, not leaks. At 96 MB (about twice what the server holds; 48
 * halved its throughput) the heap stops growing once it is full, RSS is flat within a few MB, and
 * a leak either shows in RSS or ends the server out of memory, which the run reports as failures.
 */
export const SOAK_OLD_SPACE_MB = 96;

/**
 * The most V8's heap may grow between full collections before and after the measured run. The
 * server holds 38 MB after warm-up and 40 MB after 15,000 or 76,000 more requests (its caches are
 * capped and full by then); a leak of 1 KB per request adds 15 MB in the short run.
 */
export const HEAP_GROWTH_LIMIT_MB = 8;

const MB = 1024 * 1024;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

/**
 * Ids the requests draw from, read from the server's own database: the file, read-only beside the
 * running server (which holds DATA_DIR's lock), or its PostgreSQL database.
 */
async function catalogueIds(dataDir: string) {
  // My List keys stay well under the 500-programme limit of a profile.
  const limits = { series: 200, episodes: 100_000 };
  const url = databaseUrlFor(dataDir);
  if (url) {
    const store = openDatabase({ databaseUrl: url, dataDir });
    try {
      const ids = async (type: string, limit: number) =>
        (await store.db.selectFrom('items').select('id').where('customer_id', '=', CUSTOMER).where('type', '=', type).orderBy('id').limit(limit).execute()).map(
          (r) => r.id,
        );
      return { series: await ids('Series', limits.series), episodes: await ids('vod', limits.episodes) };
    } finally {
      await store.close();
    }
  }
  const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    const ids = (type: string, limit: number) =>
      (sqlite.prepare('select id from items where customer_id = ? and type = ? order by id limit ?').all(CUSTOMER, type, limit) as Array<{ id: string }>).map(
        (r) => r.id,
      );
    return { series: ids('Series', limits.series), episodes: ids('vod', limits.episodes) };
  } finally {
    sqlite.close();
  }
}

/**
 * Signs the users up in this process, on the seeded folder, so the measured server starts as after
 * any restart: one that has just seeded 14,000 items, or hashed a dozen passwords at once (argon2id
 * takes 19 MB each, which the allocator keeps), holds memory that says nothing about the load.
 */
async function signUpInProcess(dataDir: string, users: number) {
  const store = openDatabase({ databaseUrl: databaseUrlFor(dataDir), dataDir });
  try {
    const app = await buildApp({
      config: testConfig({ appDir: path.join(dataDir, 'no-app'), customerId: CUSTOMER, contentCacheBytes: 0, rateLimitFactor: 1000 }),
      db: store.db,
    });
    const inject: Call = async (method, url, options = {}) => {
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: { customerid: CUSTOMER, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        ...(options.body === undefined ? {} : { payload: options.body as object }),
      });
      let body: unknown = null;
      try {
        body = response.json();
      } catch {
        // not JSON
      }
      return { status: response.statusCode, text: response.body, body };
    };
    try {
      return await Promise.all(Array.from({ length: users }, (_, i) => signUp(inject, `soak${i}`)));
    } finally {
      await app.close();
    }
  } finally {
    await store.close();
  }
}

/** Starts a server on a throwaway DATA_DIR, loads it, samples its memory, stops it and cleans up. */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => undefined);
  const connections = options.connections ?? 100;
  const warmupSeconds = options.warmupSeconds ?? 3;
  const dataDir = await seededDataDir('soak');
  let server: ServerProcess | undefined;
  try {
    // The content cache is kept small so it fills during the warm-up and evicts from then on:
    // the run checks that its cap holds rather than watching it fill.
    const users = await signUpInProcess(dataDir, options.users ?? 6);
    server = await startServer({
      port: options.port,
      dataDir,
      heapProbe: true,
      env: {
        CONTENT_CACHE_MB: '4',
        RATE_LIMIT_FACTOR: '1000',
        NODE_OPTIONS: `--max-old-space-size=${SOAK_OLD_SPACE_MB}`,
      },
    });
    const { series, episodes } = await catalogueIds(dataDir);
    const words = PLACES.filter((place) => !place.includes(' ')).map((place) => place.toLowerCase());
    log(`soak: server pid ${server.pid}, ${users.length} users, ${series.length} shows, ${episodes.length} episodes, ${connections} connections`);

    const failureSamples: string[] = [];
    const onResponse = (status: number, body: string) => {
      if ((status < 200 || status >= 300) && status !== 429 && failureSamples.length < 10) failureSamples.push(`${status} ${body.slice(0, 200)}`);
    };
    const read = (makePath: () => string): autocannon.Request => ({
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: makePath() }),
      onResponse,
    });
    const write = (urlPath: string, makeBody: () => unknown): autocannon.Request => ({
      method: 'POST',
      path: urlPath,
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, 'content-type': 'application/json', authorization: `Bearer ${pick(users).token}` },
        body: JSON.stringify(makeBody()),
      }),
      onResponse,
    });
    // Each connection walks this list in order: 5 reads and 3 writes.
    const requests = [
      read(() => `/api/catalogues?id=cat-all-shows&size=20&page=${1 + Math.floor(Math.random() * 40)}`),
      read(() => `/api/video?id=${pick(episodes)}`),
      write('/api/mylist', () => ({ video_id: pick(series), status: 1 })),
      read(() => `/api/search?type=CATALOGUE&search=${encodeURIComponent(pick(words))}&page=1&limit=50`),
      read(() => `/api/catalogues?id=${pick(series)}&size=20&page=1`),
      write('/api/mylist', () => ({ video_id: pick(series), status: 0 })),
      read(() => `/api/video?id=${pick(episodes)}`),
      write('/api/resume', () => ({ video_id: pick(episodes), status: 1, resumeTime: Math.floor(Math.random() * 3600) })),
    ];
    const load = (seconds: number) =>
      autocannon({ url: server!.base, connections, duration: seconds, headers: { customerid: CUSTOMER }, requests, timeout: 10 });

    log(`soak: warm-up ${warmupSeconds} s`);
    await load(warmupSeconds);
    log(`soak: measuring ${options.seconds} s`);
    const rss: Array<[number, number]> = [];
    const started = Date.now();
    const sample = () => {
      const bytes = residentBytes(server!.pid);
      if (bytes !== null) rss.push([round((Date.now() - started) / 1000), round(bytes / MB)]);
    };
    const heapStart = await server.heapAfterGc();
    sample();
    const sampler = setInterval(sample, 500);
    let result: autocannon.Result;
    try {
      result = await load(options.seconds);
    } finally {
      clearInterval(sampler);
    }
    sample();
    const heapEnd = await server.heapAfterGc();

    const statusCodes: Record<string, number> = {};
    for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
    const rateLimited = statusCodes['429'] ?? 0;
    const third = Math.max(1, Math.floor(rss.length / 3));
    const values = rss.map(([, mb]) => mb);

    let integrity = 'ok';
    // PostgreSQL keeps its own storage whole (and has no integrity_check); the file is checked here.
    if (!databaseUrlFor(dataDir)) {
      const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE), { readonly: true });
      try {
        integrity = String(sqlite.pragma('integrity_check', { simple: true }));
      } finally {
        sqlite.close();
      }
    }
    const exit = await server.kill('SIGTERM');
    return {
      seconds: options.seconds,
      connections,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      statusCodes,
      rateLimited,
      failures: result.non2xx - rateLimited + result.errors + result.timeouts,
      failureSamples,
      rss,
      rssMb: {
        start: values[0] ?? 0,
        end: values.at(-1) ?? 0,
        firstThird: round(mean(values.slice(0, third))),
        lastThird: round(mean(values.slice(-third))),
        peak: Math.max(...values),
      },
      heapMb: { start: round(heapStart / MB), end: round(heapEnd / MB) },
      integrity,
      exitCode: exit.code,
    };
  } finally {
    await server?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What is wrong with a run (empty when it passed). */
export function soakProblems(result: SoakResult): string[] {
  const problems: string[] = [];
  if (result.failures > 0) problems.push(`${result.failures} failed requests: ${result.failureSamples.join(' | ')}`);
  if (result.requests === 0) problems.push('no requests were made');
  const limit = result.rssMb.firstThird * (1 + RSS_TOLERANCE.ratio) + RSS_TOLERANCE.slackMb;
  if (result.rssMb.lastThird > limit) {
    problems.push(`memory grew: last third ${result.rssMb.lastThird} MB against ${result.rssMb.firstThird} MB in the first (limit ${round(limit)} MB)`);
  }
  const heapGrowth = round(result.heapMb.end - result.heapMb.start);
  if (heapGrowth > HEAP_GROWTH_LIMIT_MB) {
    problems.push(
      `the heap kept ${heapGrowth} MB more after the run (${result.heapMb.start} -> ${result.heapMb.end} MB after a full GC, limit ${HEAP_GROWTH_LIMIT_MB} MB)`,
    );
  }
  if (result.rss.length < 6) problems.push(`only ${result.rss.length} memory samples`);
  if (result.integrity !== 'ok') problems.push(`integrity_check: ${result.integrity}`);
  if (result.exitCode !== 0) problems.push(`the server exited ${result.exitCode} on SIGTERM`);
  return problems;
}

export function formatSoak(result: SoakResult): string {
  const codes = Object.entries(result.statusCodes)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');
  return [
    `soak: ${result.seconds} s, ${result.connections} connections, ${result.requests} requests (${codes})`,
    `  ${result.requestsPerSecond} req/s, latency p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms`,
    `  failures ${result.failures}, 429s ${result.rateLimited}`,
    `  RSS start ${result.rssMb.start} MB, end ${result.rssMb.end} MB, peak ${result.rssMb.peak} MB; mean first third ${result.rssMb.firstThird} MB, last third ${result.rssMb.lastThird} MB (${result.rss.length} samples)`,
    `  heap after a full GC: ${result.heapMb.start} MB before, ${result.heapMb.end} MB after`,
    `  integrity_check ${result.integrity}, exit on SIGTERM ${result.exitCode}`,
  ].join('\n');
}
