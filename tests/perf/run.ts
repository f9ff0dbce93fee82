/**
 * `npm run bench`: every benchmark, printed as tables with the budgets beside the figures, and
 * written to tests/perf/results/latest.json. Compare rows measured in the same run (ours beside the
 * baselines): these machines are shared, and absolute figures move with their load.
 *
 * Settings (environment): BENCH_RUNS, BENCH_SECONDS, BENCH_PRESSES, BENCH_KEY_SECONDS,
 * BENCH_PLAY_SECONDS, BENCH_SEARCH_RUNS, BENCH_ONLY=bundle,api,search,startup,focus,memory,video,grid
 * (see common.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runApiThroughput, startServer } from './api-throughput.js';
import { runBundle } from './bundle.js';
import { PORTS, settings, wants } from './common.js';
import { runGridBench } from './grid.js';
import { runFocusBench } from './key-latency.js';
import { runMemoryBench } from './memory.js';
import { runPlayerBench } from './player.js';
import { printSearchLatency, runSearchLatency } from './search-latency.js';
import { runStartup } from './startup.js';
import { printReport, type Report } from './report.js';

const began = Date.now();
/** Progress on stderr, so a long run shows where it is. */
async function section<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  console.error(`[bench] ${name}: ${Math.round((Date.now() - started) / 1000)} s (load ${os.loadavg()[0]!.toFixed(1)})`);
  return result;
}
const report: Report = {
  measuredAt: new Date().toISOString(),
  loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  node: process.version,
  cpus: os.cpus().length,
  settings,
};

if (wants('bundle')) report.bundle = await section('bundle', runBundle);
if (wants('api')) report.api = await section('api', () => runApiThroughput(settings.seconds));
if (wants('search')) report.search = await section('search', () => runSearchLatency(settings.searchRuns));

if (['startup', 'focus', 'memory', 'video', 'grid'].some(wants)) {
  const server = await section('app server', () => startServer(PORTS.app));
  const base = `http://127.0.0.1:${PORTS.app}`;
  try {
    if (wants('startup')) report.startup = await section('startup', () => runStartup(base, settings.runs));
    if (wants('focus')) report.focus = await section('focus', () => runFocusBench(base));
    if (wants('memory')) report.memory = await section('memory', () => runMemoryBench(base));
    if (wants('video')) report.video = await section('video', () => runPlayerBench(base, settings.runs));
    if (wants('grid')) report.grid = await section('grid', () => runGridBench(base));
  } finally {
    await server.stop();
  }
}
report.loadAverageAfter = os.loadavg().map((l) => Math.round(l * 100) / 100);
report.seconds = Math.round((Date.now() - began) / 1000);

if (report.search) printSearchLatency(report.search);
printReport(report);

const out = path.resolve(import.meta.dirname, 'results/latest.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
console.log(`\n${report.seconds} s; written to ${path.relative(process.cwd(), out)}`);
