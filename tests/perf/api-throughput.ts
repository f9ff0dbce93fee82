/**
 * API throughput under autocannon (50 connections, BENCH_SECONDS each, loopback): a 20-item
 * catalogue page (and the same with the content cache off), a video lookup and a search, beside the
 * ceiling in the same run: bare Fastify answering a constant body of the catalogue page's size.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PORTS } from './common.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HEADERS = { customerid: 'lumen' };

export interface ThroughputResult {
  name: string;
  path: string;
  requestsPerSecond: { median: number; mean: number };
  latencyMs: { p50: number; p99: number };
  bodyBytes: number;
  non2xx: number;
  errors: number;
}

async function waitFor(url: string, headers: Record<string, string>, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
}

/** The app's server on a throwaway database (seeded on start; the built app served too). */
export async function startServer(port: number, env: Record<string, string> = {}, dataDir?: string): Promise<{ dataDir: string; stop: () => Promise<void> }> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-bench-'));
  // tsx as a loader in the server's own process, so stopping the child stops the server.
  const child = start(['--import', 'tsx', 'server/src/server.ts'], { PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'error', DEMO_OUTBOX: '1', ...env });
  await waitFor(`http://127.0.0.1:${port}/api/appconfig`, HEADERS);
  return {
    dataDir: dir,
    stop: async () => {
      await stop(child);
      if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function measure(name: string, base: string, urlPath: string, seconds: number, headers: Record<string, string> = HEADERS): Promise<ThroughputResult> {
  const bodyBytes = (await (await fetch(base + urlPath, { headers })).arrayBuffer()).byteLength;
  // A second of warm-up first (JIT, caches, connections), not counted.
  await autocannon({ url: base + urlPath, connections: 50, duration: 1, headers });
  const result = await autocannon({ url: base + urlPath, connections: 50, duration: seconds, headers });
  return {
    name,
    path: urlPath,
    requestsPerSecond: { median: result.requests.p50, mean: Math.round(result.requests.average) },
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    bodyBytes,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export const CATALOGUE_PAGE = '/api/catalogues?id=cat-all-shows&size=20&page=1';

export async function runApiThroughput(seconds: number): Promise<ThroughputResult[]> {
  const api = await startServer(PORTS.api);
  const base = `http://127.0.0.1:${PORTS.api}`;
  let uncached: Awaited<ReturnType<typeof startServer>> | undefined;
  let bare: ChildProcess | undefined;
  const bodyFile = path.join(api.dataDir, 'bare-body.json');
  try {
    // The ceiling answers the catalogue page's own bytes, so both send the same amount.
    fs.writeFileSync(bodyFile, await (await fetch(base + CATALOGUE_PAGE, { headers: HEADERS })).text());
    bare = start(
      [
        '-e',
        `const body=require('fs').readFileSync(${JSON.stringify(bodyFile)},'utf8');const f=require('fastify')();f.get('/',(q,r)=>{r.type('application/json; charset=utf-8').send(body)});f.listen({port:${PORTS.bare},host:'127.0.0.1'})`,
      ],
      {},
    );
    await waitFor(`http://127.0.0.1:${PORTS.bare}/`, {});
    // Its own DATA_DIR: one folder takes one server (the seed is the same, so is the page).
    uncached = await startServer(PORTS.apiUncached, { CONTENT_CACHE_MB: '0' });
    const video = (JSON.parse(fs.readFileSync(bodyFile, 'utf8')) as { _embedded: { items: Array<{ id: string }> } })._embedded.items[0]!.id;
    return [
      await measure("bare fastify, constant body of the page's size (ceiling)", `http://127.0.0.1:${PORTS.bare}`, '/', seconds, {}),
      await measure('catalogue page (20 items)', base, CATALOGUE_PAGE, seconds),
      await measure('catalogue page, content cache off', `http://127.0.0.1:${PORTS.apiUncached}`, CATALOGUE_PAGE, seconds),
      await measure('video lookup', base, `/api/video?id=${video}`, seconds),
      await measure('search, 50 shows "rosary"', base, '/api/search?type=CATALOGUE&search=rosary&page=1&limit=50', seconds),
    ];
  } finally {
    await stop(bare);
    await uncached?.stop();
    await api.stop();
  }
}
