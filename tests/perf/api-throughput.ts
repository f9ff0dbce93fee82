/**
 * API throughput: requests per second for a 20-item catalogue page, under autocannon with 50
 * connections for 10 s on loopback, beside a bare Fastify "hello" served the same way in the same
 * run (the ceiling of the framework on this machine).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

export interface ThroughputResult {
  name: string;
  requestsPerSecond: { median: number; mean: number; p2_5: number };
  latencyMs: { median: number; p99: number };
  non2xx: number;
}

async function waitFor(url: string, headers: Record<string, string>, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { headers });
      if (response.ok) return;
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

async function measure(name: string, url: string, headers: Record<string, string>, seconds: number): Promise<ThroughputResult> {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers });
  return {
    name,
    requestsPerSecond: { median: result.requests.p50, mean: Math.round(result.requests.average), p2_5: result.requests.p2_5 },
    latencyMs: { median: result.latency.p50, p99: result.latency.p99 },
    non2xx: result.non2xx,
  };
}

/** A server on a throwaway database (the built app included), for browser benchmarks. */
export async function startServer(port: number): Promise<{ stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-bench-'));
  const child = start([TSX, 'server/src/server.ts'], { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  await waitFor(`http://127.0.0.1:${port}/api/appconfig`, { customerid: 'lumen' });
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function runApiThroughput(seconds = 10): Promise<ThroughputResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-bench-'));
  const headers = { customerid: 'lumen' };
  const api = start([TSX, 'server/src/server.ts'], { PORT: '8190', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  let uncached: ChildProcess | undefined;
  const bare = start(['-e', "const f=require('fastify')();f.get('/',async()=>({hello:'world'}));f.listen({port:8191,host:'127.0.0.1'})"], {});
  try {
    const pageUrl = 'http://127.0.0.1:8190/api/catalogues?id=cat-all-shows&size=20&page=1';
    await waitFor(pageUrl, headers);
    await waitFor('http://127.0.0.1:8191/', {});
    // The same database without the content cache, to show what a cache miss costs.
    uncached = start([TSX, 'server/src/server.ts'], { PORT: '8192', DATA_DIR: dataDir, LOG_LEVEL: 'error', CONTENT_CACHE_MB: '0' });
    await waitFor(pageUrl.replace('8190', '8192'), headers);
    const searchPath = '/api/search?type=CATALOGUE&search=rosary&page=1&limit=50';
    const results = [
      await measure('bare fastify hello (baseline)', 'http://127.0.0.1:8191/', {}, seconds),
      await measure('GET /api/catalogues 20-item page', pageUrl, headers, seconds),
      await measure('GET /api/catalogues 20-item page, cache off', pageUrl.replace('8190', '8192'), headers, seconds),
      await measure('GET /api/search 50 shows "rosary"', `http://127.0.0.1:8190${searchPath}`, headers, seconds),
      await measure('GET /api/search 50 shows "rosary", cache off', `http://127.0.0.1:8192${searchPath}`, headers, seconds),
    ];
    return results;
  } finally {
    api.kill('SIGTERM');
    uncached?.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
