/**
 * A CPU profile of focus moves, to find where the time of a key press goes: CDP Profiler over
 * BENCH_PRESSES presses at BENCH_THROTTLE (default 6x), self time summed by function and mapped
 * back to the sources through dist's source maps. Needs the app served at BENCH_URL.
 *
 *   npx tsx tests/perf/profile.ts home          # Down then Up through the home carousels
 *   BENCH_FLOOR=1 npx tsx tests/perf/profile.ts home   # the same walk with the browser alone (the bench's floor)
 *   npx tsx tests/perf/profile.ts row 10000     # Right along the harness row
 *   BENCH_FLOOR=1 npx tsx tests/perf/profile.ts row 1000   # its mounted cards there and back with the browser alone
 *   npx tsx tests/perf/profile.ts start         # home's cold start, no key
 *
 * BENCH_BUNDLE=middle or legacy profiles that bundle (Chromium made to take its path, common.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { BUNDLES, launch, skipSplash, TV, useBundle, type Bundle } from './common.js';
import { ROW_BROWSER_ONLY, stopAppKeys } from './key-latency.js';

interface Node {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [what = 'home', countArg = '10000'] = process.argv.slice(2);
const base = process.env.BENCH_URL ?? 'http://127.0.0.1:8194';
const rate = Number(process.env.BENCH_THROTTLE ?? 6);
const bundle = (process.env.BENCH_BUNDLE ?? 'modern') as Bundle;
if (!BUNDLES.includes(bundle)) throw new Error(`BENCH_BUNDLE is one of ${BUNDLES.join(', ')}`);
const presses = Number(process.env.BENCH_PRESSES ?? 40);
const DIST = path.resolve(import.meta.dirname, '../../dist');
const maps = new Map<string, TraceMap | null>();

function where(frame: Node['callFrame']): string {
  const file = frame.url.includes('/assets/') ? path.join(DIST, new URL(frame.url).pathname) : '';
  if (!maps.has(file)) maps.set(file, file && fs.existsSync(file + '.map') ? new TraceMap(fs.readFileSync(file + '.map', 'utf8')) : null);
  const map = maps.get(file);
  if (!map) return `${frame.functionName || '(anonymous)'} ${frame.url ? path.basename(frame.url) : ''}`.trim();
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (at.source ?? '?').replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${at.name ?? frame.functionName ?? '(anonymous)'} ${source}:${at.line}`;
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  ts: number;
  args?: { elementCount?: number; beginData?: { dirtyObjects?: number } };
}

/** Main-thread time of the renderer by event (the blink names: Layout, UpdateLayoutTree, Paint...), self time. */
function summariseTrace({ traceEvents }: { traceEvents: TraceEvent[] }): void {
  const main = traceEvents.find((e) => e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain');
  const events = traceEvents
    .filter((e) => e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: Array<{ end: number; name: string; child: number; dur: number }> = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      self.set(done.name, (self.get(done.name) ?? 0) + (done.dur - done.child) / 1000);
    }
  };
  for (const e of events) {
    close(e.ts);
    if (stack.length) stack.at(-1)!.child += e.dur!;
    stack.push({ end: e.ts + e.dur!, name: e.name, child: 0, dur: e.dur! });
  }
  close(Infinity);
  // Work counts, steadier than times on a busy machine: elements restyled, objects laid out.
  const sum = (name: string, of: (e: TraceEvent) => number | undefined) => events.filter((e) => e.name === name).reduce((n, e) => n + (of(e) ?? 0), 0);
  const count = (name: string) => events.filter((e) => e.name === name).length;
  console.log(
    `style recalcs ${count('UpdateLayoutTree')}, elements restyled ${sum('UpdateLayoutTree', (e) => e.args?.elementCount)}; layouts ${count('Layout')}, objects laid out ${sum('Layout', (e) => e.args?.beginData?.dirtyObjects)}`,
  );
  console.log('main thread self time by trace event:');
  for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${t.toFixed(1).padStart(9)} ms  ${name}`);
}

const browser = await launch();
try {
  const context = await browser.newContext(TV);
  await useBundle(context, bundle);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const keys: string[] = [];
  if (what === 'row') {
    await page.goto(`${base}/harness/row.html?count=${countArg}&rows=2&layout=tv${process.env.BENCH_MODE === 'naive' ? '&mode=naive' : ''}`);
    await page.waitForSelector('[data-row="row:0"] [data-index][data-focused]', { timeout: 120_000 });
    // The floor walks the cards mounted at the start, there and back (the bench's rowBrowserOnly).
    const along = process.env.BENCH_FLOOR === '1' ? ((await page.evaluate(ROW_BROWSER_ONLY)) as number) - 1 : presses;
    for (let i = 0; i < presses; i++) keys.push(Math.floor(i / along) % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
  } else if (what === 'home') {
    await page.goto(`${base}/`);
    await skipSplash(page);
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(150);
    }
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(500);
    const downs = process.env.BENCH_FLOOR === '1' ? (await stopAppKeys(page)) - 1 : 30;
    for (let i = 0; i < presses; i++) keys.push(Math.floor(i / downs) % 2 === 0 ? 'ArrowDown' : 'ArrowUp');
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const tracing = process.env.BENCH_TRACE === '1';
  if (tracing) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute'] });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  if (what === 'start') {
    await page.goto(`${base}/`);
    await page.waitForSelector('#content .vrow-card', { timeout: 120_000 });
  }
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(100);
  }
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  if (tracing) summariseTrace(JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] });
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byWhere = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const t = self.get(node.id) ?? 0;
    total += t;
    const key = where(node.callFrame);
    byWhere.set(key, (byWhere.get(key) ?? 0) + t);
  }
  const busy = total - (byWhere.get('(idle)') ?? 0) - (byWhere.get('(program)') ?? 0);
  console.log(
    `${what}${what === 'row' ? ` ${countArg}` : ''}, ${bundle} bundle, at ${rate}x, ${keys.length} presses: ${Math.round(total)} ms profiled, ${Math.round(busy)} ms in JS (${(busy / Math.max(1, keys.length)).toFixed(1)} ms a press); ${Math.round(byWhere.get('(program)') ?? 0)} ms (program), ${Math.round(byWhere.get('(garbage collector)') ?? 0)} ms GC`,
  );
  for (const [key, t] of [...byWhere].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_TOP ?? 30)))
    console.log(`${t.toFixed(1).padStart(9)} ms  ${key}`);
  const parents = new Map<number, Node>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  // Total time (self and callees) by function: each sample counted once for every function on its stack.
  if (process.env.BENCH_TOTAL === '1') {
    const totals = new Map<string, number>();
    for (const node of profile.nodes) {
      const t = self.get(node.id) ?? 0;
      if (!t) continue;
      const seen = new Set<string>();
      for (let n: Node | undefined = node; n; n = parents.get(n.id)) seen.add(where(n.callFrame));
      for (const key of seen) totals.set(key, (totals.get(key) ?? 0) + t);
    }
    console.log('\ntotal time by function:');
    for (const [key, t] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_TOP ?? 30)))
      console.log(`${t.toFixed(1).padStart(9)} ms  ${key}`);
  }
  // Who calls the heaviest native calls (forced layout shows up as their self time).
  for (const name of (process.env.BENCH_CALLERS ?? 'getBoundingClientRect,focus').split(',')) {
    const callers = new Map<string, number>();
    for (const node of profile.nodes) {
      if (node.callFrame.functionName !== name) continue;
      const chain: string[] = [];
      for (let p = parents.get(node.id); p && chain.length < 3; p = parents.get(p.id)) chain.push(where(p.callFrame));
      const key = chain.join(' < ');
      callers.set(key, (callers.get(key) ?? 0) + (self.get(node.id) ?? 0));
    }
    console.log(`\n${name}, by caller:`);
    for (const [key, t] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`${t.toFixed(1).padStart(9)} ms  ${key}`);
  }
} finally {
  await browser.close();
}
