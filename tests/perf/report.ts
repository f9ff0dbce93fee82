/** The figures of one run as tables, then each budget beside its figure. */
import type { ThroughputResult } from './api-throughput.js';
import type { BundleBench } from './bundle.js';
import type { settings } from './common.js';
import type { GridBench } from './grid.js';
import type { FocusBench } from './key-latency.js';
import type { MemoryBench } from './memory.js';
import type { FirstFrame } from './player.js';
import type { SearchLatencyResult } from './search-latency.js';
import type { StartupBench } from './startup.js';
import { kb, ms, printBudgets, printTable, ratio, type Budget } from './table.js';

export interface Report {
  measuredAt: string;
  loadAverage: number[];
  loadAverageAfter?: number[];
  node: string;
  cpus: number;
  settings: typeof settings;
  seconds?: number;
  bundle?: BundleBench;
  api?: ThroughputResult[];
  search?: SearchLatencyResult;
  startup?: StartupBench;
  focus?: FocusBench;
  memory?: MemoryBench;
  video?: FirstFrame[];
  grid?: GridBench;
}

/** p95 at 10,000 cards no more than this times p95 at 20 counts as flat. */
const FLAT = 1.5;

export function printReport(r: Report): string[] {
  const budgets: Budget[] = [];
  console.log(
    `\nMeasured ${r.measuredAt}, Node ${r.node}, ${r.cpus} cores, load average ${r.loadAverage.join(' ')} at the start, ${r.loadAverageAfter?.join(' ') ?? '?'} at the end`,
  );

  if (r.bundle) {
    const b = r.bundle;
    const rows = [
      ['home route JS (entry + static imports)', b.homeJs],
      ['home route CSS', b.homeCss],
      ['home route JS, legacy bundle (polyfills + entry + imports)', b.legacyHomeJs],
      ['player chunk (shaka, lazy)', b.playerChunk],
      ['player chunk, legacy', b.legacyPlayerChunk],
    ] as const;
    printTable(
      'Bundle (dist/, what `/` loads before any lazy chunk)',
      ['what', 'files', 'raw', 'gzip', 'brotli'],
      rows.filter(([, s]) => s).map(([name, s]) => [name, s!.files.length, kb(s!.raw), kb(s!.gzip), kb(s!.brotli)]),
    );
    budgets.push({ name: 'home route JS, gzip', figure: kb(b.homeJs.gzip), budget: '<= 150 KB', pass: b.homeJs.gzip <= 150 * 1024 });
    if (b.legacyHomeJs)
      budgets.push({
        name: 'home route JS, gzip, legacy bundle',
        figure: kb(b.legacyHomeJs.gzip),
        budget: '<= 150 KB',
        pass: b.legacyHomeJs.gzip <= 150 * 1024,
      });
  }

  if (r.api) {
    const ceiling = r.api[0]!;
    printTable(
      `API throughput (autocannon, 50 connections, ${r.settings.seconds} s each, loopback)`,
      ['measurement', 'body', 'req/s (median)', 'p50', 'p99', 'of ceiling', 'non-2xx'],
      r.api.map((a) => [
        a.name,
        kb(a.bodyBytes),
        a.requestsPerSecond.median,
        ms(a.latencyMs.p50),
        ms(a.latencyMs.p99),
        a === ceiling ? '1.00x' : ratio(a.requestsPerSecond.median, ceiling.requestsPerSecond.median),
        a.non2xx + a.errors,
      ]),
    );
    const page = r.api[1]!;
    const share = page.requestsPerSecond.median / ceiling.requestsPerSecond.median;
    budgets.push({
      name: 'catalogue page req/s, share of bare fastify',
      figure: `${Math.round(share * 100)}%`,
      budget: '>= 30%',
      pass: share >= 0.3,
      note: `${page.requestsPerSecond.median} of ${ceiling.requestsPerSecond.median}`,
    });
    budgets.push({ name: 'catalogue page p99', figure: ms(page.latencyMs.p99), budget: '<= 25 ms', pass: page.latencyMs.p99 <= 25 });
  }

  if (r.startup) {
    const s = r.startup;
    printTable(
      `Home cold start on TV (fresh context, median of ${s.runs[0]?.readyMs.length} runs; ready = first focus and first card both painted)`,
      ['CPU', 'first focus (banner)', 'first card painted', 'ready', 'ready, each run'],
      s.runs.map((x) => [`${x.throttle}x`, ms(x.medianFirstFocusMs), ms(x.medianFirstCardMs), ms(x.medianReadyMs), x.readyMs.join(', ')]),
    );
    console.log(`\nScripts the home load requested: ${s.homeScripts.join(', ')}`);
    for (const x of s.runs) {
      const limit = x.throttle === 1 ? 1500 : 5000;
      budgets.push({
        name: `home ready (first focus + first card), ${x.throttle}x`,
        figure: ms(x.medianReadyMs),
        budget: `<= ${ms(limit)}`,
        pass: x.medianReadyMs <= limit,
      });
    }
    budgets.push({
      name: 'player chunk not requested by the home load',
      figure: s.playerChunkRequested ? 'requested' : 'not requested',
      budget: 'not requested',
      pass: !s.playerChunkRequested,
    });
  }

  if (r.focus) {
    const f = r.focus;
    const find = (mode: string, count: number, rate: number) => f.rows.find((x) => x.mode === mode && x.count === count && x.throttle === rate);
    const rows = f.rows
      .filter((x) => x.mode === 'ours')
      .map((o) => {
        const n = find('naive', o.count, o.throttle);
        return [
          `${o.count.toLocaleString('en')} cards`,
          `${o.throttle}x`,
          `${o.p50Ms} / ${o.p95Ms}`,
          n ? `${n.p50Ms} / ${n.p95Ms}` : 'n/a',
          n ? ratio(n.p95Ms, o.p95Ms) : 'n/a',
          `${o.renderedP50Ms} / ${o.renderedP95Ms}`,
          n ? `${n.renderedP50Ms} / ${n.renderedP95Ms}` : 'n/a',
          `${o.presses} / ${n?.presses ?? 0}${n?.capped ? ' (time cap)' : ''}`,
          `${ms(o.mountMs)} / ${ms(n?.mountMs ?? NaN)}`,
        ];
      });
    printTable(
      "Focus latency along one row, p50 / p95 ms: key event to the frame that paints the new focus, and to the end of that frame's rendering (ours: VirtualRow; naive: every card a norigin focusable, same run)",
      ['row', 'CPU', 'ours', 'naive', 'naive/ours p95', 'ours, rendered', 'naive, rendered', 'presses ours / naive', 'mount ours / naive'],
      rows,
    );
    printTable(
      'Focus latency down (and back up) through the home carousels on TV, ms',
      ['CPU', 'carousels', 'p50', 'p95', 'rendered p50', 'rendered p95', 'presses'],
      f.home.map((h) => [`${h.throttle}x`, h.carousels, ms(h.p50Ms), ms(h.p95Ms), ms(h.renderedP50Ms), ms(h.renderedP95Ms), h.presses]),
    );
    for (const rate of [1, 6]) {
      const limit = rate === 1 ? 16.7 : 50;
      const ours = f.rows.filter((x) => x.mode === 'ours' && x.throttle === rate);
      if (ours.length === 0) continue;
      const worst = Math.max(...ours.map((x) => x.p95Ms));
      budgets.push({ name: `row focus p95, worst of 20 / 1,000 / 10,000 cards, ${rate}x`, figure: ms(worst), budget: `<= ${limit} ms`, pass: worst <= limit });
      const small = find('ours', 20, rate);
      const big = find('ours', 10_000, rate);
      if (small && big)
        budgets.push({
          name: `row focus flat from 20 to 10,000 cards, ${rate}x`,
          figure: `${small.p95Ms} -> ${big.p95Ms} ms`,
          budget: `p95 within ${FLAT}x`,
          pass: big.p95Ms <= small.p95Ms * FLAT,
        });
      const home = f.home.find((h) => h.throttle === rate);
      if (home) budgets.push({ name: `home Down/Up focus p95, ${rate}x`, figure: ms(home.p95Ms), budget: `<= ${limit} ms`, pass: home.p95Ms <= limit });
    }
  }

  if (r.memory) {
    const m = r.memory;
    printTable(
      'Memory and DOM on TV (after a forced GC)',
      ['state', 'JS heap', 'elements', 'document nodes (text incl.)', 'renderer DOM nodes (SVG pictures incl.)', 'listeners'],
      m.points.map((p) => [p.name, `${p.heapMb} MB`, p.elements, p.documentNodes, p.domNodes, p.listeners]),
    );
    console.log(`\nThe VOD advanced ${m.playedSeconds} s while playing.`);
    const bottom = m.points[1];
    if (bottom)
      budgets.push({
        name: 'home elements after walking to the footer',
        figure: String(bottom.elements),
        budget: '<= 3,000',
        pass: bottom.elements <= 3000,
        note: `${bottom.documentNodes} document nodes with text`,
      });
  }

  if (r.video) {
    printTable(
      `First frame (signed in, median of ${r.video[0]?.runsMs.length} runs)`,
      ['stream', 'OK to first frame', 'play() to first frame', 'runs (OK to frame)'],
      r.video.map((v) => [v.kind, ms(v.medianMs), ms(v.medianFromPlayMs), v.runsMs.join(', ')]),
    );
    for (const v of r.video) {
      const note =
        v.kind === 'short'
          ? `play() to frame ${ms(v.medianFromPlayMs)}`
          : `includes the spec's 1 s autoplay wait, ${ms(v.medianMs - 1000)} without it; play() to frame ${ms(v.medianFromPlayMs)}`;
      budgets.push({ name: `first frame, ${v.kind}`, figure: ms(v.medianMs), budget: '<= 1,000 ms', pass: v.medianMs <= 1000, note });
    }
  }

  if (r.grid) {
    const g = r.grid;
    console.log(
      `\nAll Shows grid (TV), Down through ${g.shows} shows: key to painted focus p50 ${ms(g.keyToFocus.p50Ms)}, p95 ${ms(g.keyToFocus.p95Ms)} (${g.keyToFocus.presses} presses, reached card ${g.lastIndexReached}); ${g.cardsInDocument} cards and ${g.elementsInDocument} elements in the document at the end`,
    );
  }

  if (budgets.length) printBudgets(budgets);
  return budgets.filter((b) => !b.pass).map((b) => b.name);
}
