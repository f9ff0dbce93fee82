/**
 * Search latency over the whole demo catalogue, through the item repository (no response cache, no
 * HTTP): the search index (search_terms) beside the LIKE scan it replaced, in the same run on the
 * same database, for one-word, two-word, short-prefix and no-hit keys, both search types.
 *
 * Standalone: `npx tsx tests/perf/search-latency.ts` (BENCH_RUNS sets the runs per key).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql, type Expression, type SqlBool } from 'kysely';
import { buildApp } from '../../server/src/app.js';
import { migrateToLatest, openDatabase, type Db } from '../../server/src/db/database.js';
import { createItemRepository, type SearchMode, type SearchQuery, type StoredItem } from '../../server/src/repositories/items.js';
import { ITEM_TYPES_FOUND } from '../../server/src/routes/search.js';
import { buildDemoCatalogue } from '../../server/src/seed/catalogue.js';
import { seedCustomer } from '../../server/src/seed/write.js';
import { normalizeSearchText } from '../../server/src/lib/text.js';

const CUSTOMER = 'lumen';

/** Keys people type, by kind. */
export const SEARCH_KEYS: Record<string, string[]> = {
  'one word': ['rosary', 'saints', 'mary', 'prayer', 'lourdes', 'francis', 'christmas', 'bethlehem', 'healing', 'family'],
  'two words': ['holy rosary', 'saint joseph', 'divine mercy', 'padre pio', 'holy land', 'mother teresa'],
  '1-2 letters': ['a', 'm', 's', 'st', 'ro', 'fa'],
  'no hit': ['zzyzx', 'quantum', 'xylophone', 'qwerty asdf'],
};

/** The search as it was before the index: LIKE over every item's tags and name (kept here only to compare). */
function likeScanSearch(db: Db) {
  const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const tagsLike = (pattern: string): Expression<SqlBool> => sql<SqlBool>`i.tags_text like ${pattern} escape '\\'`;
  const nameLike = (pattern: string): Expression<SqlBool> => sql<SqlBool>`i.name_lc like ${pattern} escape '\\'`;
  const all = (parts: Expression<SqlBool>[]): Expression<SqlBool> => sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
  const any = (parts: Expression<SqlBool>[]): Expression<SqlBool> => sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  const exactTag = (text: string) => tagsLike(`%|${escapeLike(text)}|%`);
  const inTags = (text: string) => tagsLike(`%${escapeLike(text)}%`);
  const inName = (text: string) => nameLike(`%${escapeLike(text)}%`);
  return async (customerId: string, query: SearchQuery): Promise<StoredItem[]> => {
    const words = query.key.split(' ').filter(Boolean);
    const wordMode = query.mode === 'WORD' && words.length > 1;
    const exact = exactTag(query.key);
    const second = wordMode ? all(words.map(exactTag)) : inTags(query.key);
    const matches = wordMode ? all(words.map((w) => any([inTags(w), inName(w)]))) : any([inTags(query.key), inName(query.key)]);
    const rank = sql<number>`case when ${exact} then 0 when ${second} then 1 else 2 end`;
    return db
      .selectFrom('items as i')
      .select(['i.id', 'i.type', 'i.kids', 'i.data', rank.as('rank')])
      .where('i.customer_id', '=', customerId)
      .where('i.type', 'in', query.types)
      .where('i.search_exclude', '=', 0)
      .$if(query.kidsOnly === true, (qb) => qb.where('i.kids', '=', 1))
      .where(matches)
      .orderBy('rank')
      .orderBy('i.name_lc')
      .orderBy('i.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute();
  };
}

export interface SearchLatencyRow {
  keys: string;
  type: 'CATALOGUE' | 'VIDEO';
  mode: SearchMode;
  samples: number;
  likeScanMs: { median: number; p95: number };
  indexMs: { median: number; p95: number };
  /** Keys whose first page was the same with both (differences: the index matches words from their start only). */
  samePage: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 100) / 100;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
};

export interface SearchLatencyResult {
  rows: SearchLatencyRow[];
  overall: Record<'likeScan' | 'index', { median: number; p95: number }>;
  /** The whole call (GET /api/v2/search through Fastify's inject, content cache off), every key, both types. */
  route: { samples: number; median: number; p95: number };
}

/** Seeds a throwaway SQLite database (a file, as `npm start` uses) and times both searches. */
export async function runSearchLatency(runs = 10): Promise<SearchLatencyResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-search-bench-'));
  const store = openDatabase({ dataDir });
  try {
    await migrateToLatest(store.db);
    await seedCustomer(store.db, CUSTOMER, buildDemoCatalogue());
    const index = createItemRepository(store.db);
    const scan = likeScanSearch(store.db);
    const rows: SearchLatencyRow[] = [];
    const everything = { likeScan: [] as number[], index: [] as number[] };
    for (const [keys, list] of Object.entries(SEARCH_KEYS)) {
      for (const type of ['CATALOGUE', 'VIDEO'] as const) {
        for (const mode of ['PHRASE', 'WORD'] as const) {
          const times = { likeScan: [] as number[], index: [] as number[] };
          let same = 0;
          for (const raw of list) {
            const query: SearchQuery = { types: ITEM_TYPES_FOUND[type], key: normalizeSearchText(raw), mode, offset: 0, limit: 50 };
            const a = await scan(CUSTOMER, query);
            const b = await index.search(CUSTOMER, query);
            if (a.map((r) => r.id).join() === b.map((r) => r.id).join()) same++;
            // Alternate which goes first, so neither always finds the page cache warmer.
            for (let run = 0; run < runs; run++) {
              const order = run % 2 === 0 ? (['likeScan', 'index'] as const) : (['index', 'likeScan'] as const);
              for (const which of order) {
                const started = performance.now();
                await (which === 'index' ? index.search(CUSTOMER, query) : scan(CUSTOMER, query));
                times[which].push(performance.now() - started);
              }
            }
          }
          everything.likeScan.push(...times.likeScan);
          everything.index.push(...times.index);
          rows.push({
            keys,
            type,
            mode,
            samples: times.index.length,
            likeScanMs: summary(times.likeScan),
            indexMs: summary(times.index),
            samePage: `${same}/${list.length}`,
          });
        }
      }
    }
    const route = await timeRoute(store.db, runs);
    return { rows, overall: { likeScan: summary(everything.likeScan), index: summary(everything.index) }, route };
  } finally {
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every key, both types, through the real route with the response cache off. */
async function timeRoute(db: Db, runs: number): Promise<SearchLatencyResult['route']> {
  const app = await buildApp({
    config: {
      appDir: path.join(os.tmpdir(), 'lumen-no-app'),
      mediaDir: path.resolve(import.meta.dirname, '../../public/media'),
      publicUrl: 'http://localhost:8080',
      customerId: CUSTOMER,
      contentCacheBytes: 0,
      trustedCountryHeader: null,
      mailTransport: 'outbox',
      mailFrom: 'Lumen <no-reply@bench>',
      googleClientId: null,
      facebookAppId: null,
      facebookAppSecret: null,
      rateLimitFactor: 1,
    },
    db,
  });
  await app.ready();
  const samples: number[] = [];
  try {
    for (const raw of Object.values(SEARCH_KEYS).flat()) {
      for (const type of ['CATALOGUE', 'VIDEO']) {
        const url = `/api/v2/search?type=${type}&search=${encodeURIComponent(raw.replace(/ /g, '-'))}&tagsearch=true&st=WORD&page=1&limit=50`;
        for (let run = 0; run < runs; run++) {
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url, headers: { customerid: CUSTOMER } });
          samples.push(performance.now() - started);
          if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
        }
      }
    }
  } finally {
    await app.close();
  }
  return { samples: samples.length, ...summary(samples) };
}

export function printSearchLatency(result: SearchLatencyResult, load?: number): void {
  console.log(`\nSearch latency through the item repository, full catalogue, no cache (ms, first page of 50)${load === undefined ? '' : `; load ${load}`}\n`);
  console.log('| keys | type | mode | samples | LIKE scan median | LIKE scan p95 | index median | index p95 | same first page |');
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|');
  for (const r of result.rows) {
    console.log(
      `| ${r.keys} | ${r.type} | ${r.mode} | ${r.samples} | ${r.likeScanMs.median} | ${r.likeScanMs.p95} | ${r.indexMs.median} | ${r.indexMs.p95} | ${r.samePage} |`,
    );
  }
  const { likeScan, index } = result.overall;
  console.log(`| all keys | both | both | | ${likeScan.median} | ${likeScan.p95} | ${index.median} | ${index.p95} | |`);
  console.log(
    `\nThe whole call, GET /api/v2/search (WORD) through inject with the content cache off, every key, both types: median ${result.route.median} ms, p95 ${result.route.p95} ms (${result.route.samples} calls)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printSearchLatency(await runSearchLatency(Number(process.env.BENCH_RUNS ?? 10)));
}
