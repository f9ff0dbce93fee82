/**
 * The studio's figures: that the viewer's bundles hold none of it, how long a publish takes to reach
 * viewers on another API process, and what importing a 10,000-episode feed costs the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { blankProgramme } from '../../contract/studio.js';
import { nginxBinary, postgresBinDir, redisServerBinary } from '../../deploy/local-services.js';
import { start } from '../../deploy/topology.js';
import { makeTempDir, request, startServer } from '../../server/test/child-server.js';
import { bigFeed } from '../../server/test/feeds.js';
import { ownerSessionOver } from '../../server/test/studio.js';
import { percentile } from './common.js';

const DIST = path.resolve(import.meta.dirname, '../../dist');

export interface PublishBench {
  runs: number;
  /** From the publish request on process A to the moment process B and nginx both answer with it. */
  eachMs: number[];
  p50Ms: number;
  p95Ms: number;
  /** Of each run, the part A took to answer the publish and the carousel's change. */
  answeredMs: number[];
}

export interface ImportBench {
  episodes: number;
  feedBytes: number;
  seconds: number;
  /** The same feed again as a dry run: every item a skip. */
  againSeconds: number;
  rssBeforeBytes: number;
  /** The server process's peak resident memory (VmHWM) after the import. */
  peakRssBytes: number;
  /** A viewer asking for New Releases every 250 ms while the import ran (asked once before it): answers, the slowest, and how many were refused as busy (503). */
  viewer: { requests: number; maxMs: number; shed: number };
}

export interface StudioBench {
  /** Sources under studio/ or contract/studio* named by any source map of dist/ (the viewer's web and legacy bundles). */
  studioSourcesInViewer: string[];
  viewerSourceMaps: number;
  publish: PublishBench | null;
  /** Why publish was not measured (PostgreSQL, Redis or nginx missing). */
  publishSkipped?: string;
  import: ImportBench;
}

/** Every source a source map of the viewer's build names that belongs to the studio. */
function studioSourcesInViewer(): { sources: string[]; maps: number } {
  const maps = fs.readdirSync(path.join(DIST, 'assets')).filter((file) => file.endsWith('.js.map'));
  const found = new Set<string>();
  for (const map of maps) {
    const { sources } = JSON.parse(fs.readFileSync(path.join(DIST, 'assets', map), 'utf8')) as { sources: string[] };
    for (const source of sources) if (/(^|\/)(studio\/|contract\/studio)/.test(source)) found.add(source);
  }
  return { sources: [...found], maps: maps.length };
}

/**
 * Two API processes on PostgreSQL and Redis behind nginx (deploy/topology.ts): each run publishes a
 * new video on A and puts it first in New Releases, then waits for B and nginx to answer with it.
 */
async function publishToVisible(runs: number): Promise<PublishBench> {
  // `npm run bench` has built the app already.
  const topology = await start({ env: { RATE_LIMIT_FACTOR: '10' }, build: false });
  try {
    const [a, b] = topology.replicas as [(typeof topology.replicas)[0], (typeof topology.replicas)[0]];
    const token = await ownerSessionOver(a.url, { DATABASE_URL: topology.databaseUrl });
    const first = async (base: string) =>
      ((await request(base, 'GET', '/api/catalogues?id=cr-new&size=1')).body as { _embedded: { items: Array<{ id: string }> } })._embedded.items[0]?.id;
    const eachMs: number[] = [];
    const answeredMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const fields = { ...blankProgramme('video'), title: `Bench ${run}`, description: 'Published on A, read on B.', stream: 'chapel' };
      const created = await request(a.url, 'POST', '/studio-api/programmes', { token, body: { fields } });
      const id = (created.body as { id?: string } | null)?.id;
      if (created.status !== 200 || !id) throw new Error(`create: ${created.status} ${created.text}`);
      const carousel = await request(a.url, 'GET', '/studio-api/carousels/cr-new', { token });
      const ids = (carousel.body as { items: Array<{ id: string }> }).items.map((item) => item.id);
      const began = performance.now();
      const published = await request(a.url, 'POST', `/studio-api/programmes/${id}/publication`, { token, body: { version: 1, status: 'published' } });
      if (published.status !== 200) throw new Error(`publish: ${published.status} ${published.text}`);
      const arranged = await request(a.url, 'PUT', '/studio-api/carousels/cr-new', { token, body: { ids: [id, ...ids], expected: ids } });
      if (arranged.status !== 200) throw new Error(`carousel: ${arranged.status} ${arranged.text}`);
      answeredMs.push(Math.round(performance.now() - began));
      for (const base of [b.url, topology.url]) {
        while ((await first(base)) !== id) {
          if (performance.now() - began > 30_000) throw new Error(`${base} did not show ${id} within 30 s`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      eachMs.push(Math.round(performance.now() - began));
    }
    return { runs, eachMs, p50Ms: percentile(eachMs, 50), p95Ms: percentile(eachMs, 95), answeredMs };
  } finally {
    await topology.stop();
  }
}

/** Peak and current resident memory of a process, from /proc (Linux). */
function memoryOf(pid: number): { peak: number; now: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { peak: kb('VmHWM'), now: kb('VmRSS') };
}

/**
 * A request again while the server sheds load (503): a long import keeps its event loop busy, and
 * the next request may come within the window in which it refuses new work.
 */
async function whenNotBusy(call: () => ReturnType<typeof request>): ReturnType<typeof request> {
  for (let attempt = 0; ; attempt++) {
    // Refused before its body was read, a large request ends in EPIPE rather than the 503.
    const answer = await call().catch((error: NodeJS.ErrnoException) => {
      if (attempt < 5 && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) return null;
      throw error;
    });
    if (answer && (answer.status !== 503 || attempt === 5)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The real server (SQLite, its own DATA_DIR) imports and publishes a 10,000-episode feed through the studio's API. */
async function importBigFeed(port: number): Promise<ImportBench> {
  const dataDir = makeTempDir('bench-import');
  // The first start writes the demo catalogue, which leaves its memory with the process: the
  // import is measured on a server started again, as a running service's is.
  await (await startServer({ port, dataDir })).kill('SIGTERM');
  const server = await startServer({ port, dataDir });
  try {
    const token = await ownerSessionOver(server.base, { DATA_DIR: dataDir });
    const feed = bigFeed(100);
    const feedBytes = Buffer.byteLength(JSON.stringify(feed));
    const before = memoryOf(server.pid);
    const viewer = { requests: 0, maxMs: 0, shed: 0 };
    // Asked once before, as a running service's answer cache holds it.
    await request(server.base, 'GET', '/api/catalogues?id=cr-new&size=10');
    let importing = true;
    const watching = (async () => {
      while (importing) {
        const asked = performance.now();
        const seen = await request(server.base, 'GET', '/api/catalogues?id=cr-new&size=10', { timeoutMs: 120_000 });
        viewer.requests++;
        viewer.maxMs = Math.max(viewer.maxMs, Math.round(performance.now() - asked));
        if (seen.status === 503) viewer.shed++;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const began = performance.now();
    const answer = await whenNotBusy(() =>
      request(server.base, 'POST', '/studio-api/import', { token, body: { feed, dryRun: false, publish: true }, timeoutMs: 300_000 }),
    );
    const seconds = (performance.now() - began) / 1000;
    importing = false;
    await watching;
    const counts = (answer.body as { counts?: Record<string, number> } | null)?.counts;
    if (answer.status !== 200 || counts?.create !== 10_500) throw new Error(`import: ${answer.status} ${answer.text.slice(0, 200)}`);
    const peak = memoryOf(server.pid).peak;
    const again = performance.now();
    const second = await whenNotBusy(() =>
      request(server.base, 'POST', '/studio-api/import', { token, body: { feed, dryRun: true, publish: true }, timeoutMs: 300_000 }),
    );
    if ((second.body as { counts?: Record<string, number> } | null)?.counts?.skip !== 10_500)
      throw new Error(`second import: ${second.status} ${second.text.slice(0, 200)}`);
    return {
      episodes: 10_000,
      feedBytes,
      seconds: Math.round(seconds * 10) / 10,
      againSeconds: Math.round(((performance.now() - again) / 1000) * 10) / 10,
      rssBeforeBytes: before.now,
      peakRssBytes: peak,
      viewer,
    };
  } finally {
    await server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runStudioBench(options: { publishRuns: number; importPort: number }): Promise<StudioBench> {
  const { sources, maps } = studioSourcesInViewer();
  const missing = [
    ['PostgreSQL', postgresBinDir()],
    ['Redis', redisServerBinary()],
    ['nginx', nginxBinary()],
  ]
    .filter(([, found]) => !found)
    .map(([name]) => name);
  return {
    studioSourcesInViewer: sources,
    viewerSourceMaps: maps,
    publish: missing.length ? null : await publishToVisible(options.publishRuns),
    ...(missing.length && { publishSkipped: `not installed: ${missing.join(', ')}` }),
    import: await importBigFeed(options.importPort),
  };
}
