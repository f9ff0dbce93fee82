/**
 * `npm run bench`: prints the performance figures and writes them to tests/perf/results/latest.json.
 * Figures, not pass/fail: compare rows measured in the same run, since these machines are shared.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runApiThroughput, startServer } from './api-throughput.js';
import { runGridBench, type GridBench } from './grid.js';
import { runPlayerBench } from './player.js';
import { printSearchLatency, runSearchLatency } from './search-latency.js';
import { runStartup } from './startup.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const api = await runApiThroughput(seconds);
const search = await runSearchLatency(Number(process.env.BENCH_SEARCH_RUNS ?? 10));

const server = await startServer(8194);
let startup: Awaited<ReturnType<typeof runStartup>>;
let player: Awaited<ReturnType<typeof runPlayerBench>>;
let grid: GridBench;
try {
  grid = await runGridBench('http://127.0.0.1:8194');
  startup = await runStartup('http://127.0.0.1:8194', Number(process.env.BENCH_RUNS ?? 5));
  player = await runPlayerBench('http://127.0.0.1:8194', Number(process.env.BENCH_RUNS ?? 5));
} finally {
  await server.stop();
}

console.log(`\nAPI throughput (autocannon, 50 connections, ${seconds} s, loopback; ${os.cpus().length} cores)\n`);
console.log('| measurement | req/s median | req/s mean | latency median | latency p99 | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of api) {
  console.log(`| ${r.name} | ${r.requestsPerSecond.median} | ${r.requestsPerSecond.mean} | ${r.latencyMs.median} ms | ${r.latencyMs.p99} ms | ${r.non2xx} |`);
}
printSearchLatency(search);

console.log(`\nHome start-up to the first focused item (fresh context each run, median of ${startup.startup[0]?.runsMs.length} runs)\n`);
console.log('| layout | CPU | median | runs (ms) |');
console.log('|---|---:|---:|---|');
for (const r of startup.startup) console.log(`| ${r.layout} | ${r.throttle}x | ${r.medianMs} ms | ${r.runsMs.join(', ')} |`);
console.log(`\nHome page elements after walking down to the footer (TV): ${startup.homeElements}`);
console.log(`\nKey press to painted focus, 10,000-item row: median ${player.rowKeyToFocus.medianMs} ms, p95 ${player.rowKeyToFocus.p95Ms} ms (${player.rowKeyToFocus.presses} presses)`);
console.log(`OK to first VOD frame (autoplay waits 1 s by the spec): median ${player.vodFirstFrame.medianMs} ms (${player.vodFirstFrame.runsMs.join(', ')})`);
console.log(`OK to first live frame: median ${player.liveFirstFrame.medianMs} ms (${player.liveFirstFrame.runsMs.join(', ')})`);
console.log(`OK to first short frame: median ${player.shortFirstFrame.medianMs} ms (${player.shortFirstFrame.runsMs.join(', ')})`);
console.log(`Player chunk (shaka, loaded only on player routes): ${player.playerChunkGzipKb} KB gzip`);
console.log(
  `\nAll Shows grid (TV), Down through ${grid.shows} shows: key press to painted focus median ${grid.keyToFocus.medianMs} ms, p95 ${grid.keyToFocus.p95Ms} ms (${grid.keyToFocus.presses} moves, reached card ${grid.lastIndexReached}); ${grid.cardsInDocument} cards and ${grid.elementsInDocument} elements in the document at the end`,
);

const out = path.resolve(import.meta.dirname, 'results/latest.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, cpus: os.cpus().length, api, search, startup, player, grid }, null, 2) + '\n');
console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
