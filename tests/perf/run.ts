/**
 * `npm run bench`: prints the performance figures and writes them to tests/perf/results/latest.json.
 * Figures, not pass/fail: compare rows measured in the same run, since these machines are shared.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runApiThroughput } from './api-throughput.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const api = await runApiThroughput(seconds);

console.log(`\nAPI throughput (autocannon, 50 connections, ${seconds} s, loopback; ${os.cpus().length} cores)\n`);
console.log('| measurement | req/s median | req/s mean | latency median | latency p99 | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of api) {
  console.log(`| ${r.name} | ${r.requestsPerSecond.median} | ${r.requestsPerSecond.mean} | ${r.latencyMs.median} ms | ${r.latencyMs.p99} ms | ${r.non2xx} |`);
}

const out = path.resolve(import.meta.dirname, 'results/latest.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, cpus: os.cpus().length, api }, null, 2) + '\n');
console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
