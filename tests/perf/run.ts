/**
 * `npm run bench`: every benchmark, printed as tables with the budgets beside the figures, and
 * written to tests/perf/results/latest.json. Compare rows measured in the same run (ours beside the
 * baselines): these machines are shared, and absolute figures move with their load.
 *
 * Settings (environment): BENCH_RUNS, BENCH_START_RUNS, BENCH_SECONDS, BENCH_PRESSES, BENCH_KEY_SECONDS,
 * BENCH_PLAY_SECONDS, BENCH_SEARCH_RUNS, BENCH_LIGHTHOUSE_RUNS, BENCH_ONLY=bundle,api,search,startup,focus,language,memory,video,downloads,grid,lighthouse,studio
 * (see common.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runApiThroughput, startServer } from './api-throughput.js';
import { runBundle } from './bundle.js';
import { PORTS, settings, wants } from './common.js';
import { runDownloadBench } from './downloads.js';
import { runGridBench } from './grid.js';
import { publishIngestedFilm, runIngestBench } from './ingest.js';
import { runLighthouse } from './lighthouse.js';
import { runFocusBench } from './key-latency.js';
import { runLanguageSwitch } from './language-switch.js';
import { runMemoryBench } from './memory.js';
import { runPlayerBench } from './player.js';
import { printSearchLatency, runSearchLatency } from './search-latency.js';
import { runStartup } from './startup.js';
import { runStudioBench } from './studio.js';
import { printReport, type Report, type SectionKey } from './report.js';

const began = Date.now();
const round = (value: number) => Math.round(value * 100) / 100;
const report: Report = {
  measuredAt: new Date().toISOString(),
  loadAverage: os.loadavg().map(round),
  node: process.version,
  cpus: os.cpus().length,
  settings,
  sectionLoad: {},
  failures: {},
};
const out = path.resolve(import.meta.dirname, 'results/latest.json');
/** Written after every section: a run stopped half-way keeps what it measured. */
function save(): void {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
}

/**
 * Runs one section and files its figures; a section that fails is filed as failed (its first line
 * of error) and the run goes on. Progress and the load as it ends go to stderr.
 */
async function section<K extends SectionKey>(key: K, run: () => Promise<Report[K]>): Promise<void> {
  const started = Date.now();
  try {
    report[key] = await run();
  } catch (error) {
    report.failures[key] = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
  }
  report.sectionLoad[key] = round(os.loadavg()[0]!);
  const outcome = report.failures[key] ? `FAILED: ${report.failures[key]}` : 'done';
  console.error(`[bench] ${key}: ${outcome} in ${Math.round((Date.now() - started) / 1000)} s (load ${report.sectionLoad[key]})`);
  save();
}

if (wants('bundle')) await section('bundle', runBundle);
if (wants('api')) await section('api', () => runApiThroughput(settings.seconds));
if (wants('search')) await section('search', () => runSearchLatency(settings.searchRuns));
if (wants('studio')) await section('studio', () => runStudioBench({ publishRuns: settings.publishRuns, importPort: PORTS.studio }));
if (wants('ingest')) await section('ingest', () => runIngestBench(PORTS.ingest));

const appSections = (['startup', 'focus', 'language', 'memory', 'video', 'downloads', 'grid', 'lighthouse'] as const).filter(wants);
if (appSections.length > 0) {
  const base = `http://127.0.0.1:${PORTS.app}`;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    server = await startServer(PORTS.app);
  } catch (error) {
    const message = `the app server did not start: ${error instanceof Error ? error.message : String(error)}`.split('\n')[0]!;
    for (const key of appSections) report.failures[key] = message;
    save();
  }
  if (server) {
    try {
      if (wants('startup')) await section('startup', () => runStartup(base, settings.startRuns));
      if (wants('focus')) await section('focus', () => runFocusBench(base));
      if (wants('language')) await section('language', () => runLanguageSwitch(base));
      if (wants('memory')) await section('memory', () => runMemoryBench(base));
      if (wants('video'))
        await section('video', async () => {
          // Without ffmpeg (or if ingest fails) the samples are still measured; the reason is said.
          const ingested = await publishIngestedFilm(base, server!.dataDir).catch((error: unknown) => {
            console.error(`[bench] video: no ingested film (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
            return null;
          });
          return runPlayerBench(base, settings.runs, ingested);
        });
      if (wants('downloads')) await section('downloads', () => runDownloadBench(base, settings.runs));
      if (wants('grid')) await section('grid', () => runGridBench(base));
      if (wants('lighthouse')) await section('lighthouse', () => runLighthouse(base));
    } finally {
      await server.stop();
    }
  }
}
report.loadAverageAfter = os.loadavg().map(round);
report.seconds = Math.round((Date.now() - began) / 1000);
save();

if (report.search) printSearchLatency(report.search, report.sectionLoad.search);
printReport(report);
console.log(`\n${report.seconds} s; written to ${path.relative(process.cwd(), out)}`);
