/**
 * Home Down/Up focus latency, or home's cold start, of two (or more) served builds, measured in
 * turns in one run, so a change is compared with its baseline under the same machine load. Serve
 * each build on its own port first (a git worktree of the baseline, built, `PORT=... DATA_DIR=...
 * npm start`), then:
 *
 *   npx tsx tests/perf/ab-home.ts http://127.0.0.1:8301 http://127.0.0.1:8302
 *   AB_MEASURE=startup AB_ROUNDS=6 AB_RATES=6 npx tsx tests/perf/ab-home.ts http://127.0.0.1:8301 http://127.0.0.1:8302
 *   AB_MEASURE=lighthouse AB_ROUNDS=10 npx tsx tests/perf/ab-home.ts http://127.0.0.1:8301 http://127.0.0.1:8302
 *   AB_MEASURE=row AB_RATES=6 npx tsx tests/perf/ab-home.ts http://127.0.0.1:8301 http://127.0.0.1:8302
 *
 * AB_ROUNDS (2) turns per build, AB_RATES (1,6) CPU throttling rates, BENCH_PRESSES presses each;
 * AB_MEASURE=startup measures the cold start (as the bench's start-up section: ready is first focus
 * and first card painted) instead; AB_BUNDLE=legacy (or middle) measures that bundle;
 * AB_MEASURE=lighthouse runs Lighthouse's mobile preset (AB_PRESET=desktop its desktop one) on each home page;
 * AB_MEASURE=row Right/Left along the row harness at 1,000 cards, every build's row and the first
 * build's floor (key-latency.ts ROW_BROWSER_ONLY) in turns, 3 runs a round. The order of the builds
 * alternates from one round to the next.
 */
import { BUNDLES, launch, median, settings, skipSplash, throttle, TV, useBundle, type Bundle } from './common.js';
import { alongRow, measureHomeDownUp, measureInTurns, openRow, ROW_BROWSER_ONLY, walkHomeOnce } from './key-latency.js';
import { launchForLighthouse, lighthouseRun, type LighthouseRun } from './lighthouse.js';
import { coldStart, type ColdStart } from './startup.js';

const bases = process.argv.slice(2);
if (bases.length === 0) {
  console.error('Usage: npx tsx tests/perf/ab-home.ts <base URL> [<base URL> ...]');
  process.exit(2);
}
const rounds = Number(process.env.AB_ROUNDS ?? 2);
const rates = (process.env.AB_RATES ?? '1,6').split(',').map(Number);

const browser = process.env.AB_MEASURE === 'lighthouse' ? await launchForLighthouse() : await launch();
const figures = new Map<string, string[]>();

/** Cold starts in turns; prints the medians of each build at each rate, and every run. */
async function compareStartups(bundle: Bundle): Promise<void> {
  const starts = new Map<string, ColdStart[]>();
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...bases].reverse() : bases;
    for (const rate of rates) {
      for (const base of order) {
        const key = `${base}, ${bundle}, at ${rate}x`;
        starts.set(key, [...(starts.get(key) ?? []), await coldStart(browser, base, bundle, rate)]);
      }
    }
  }
  for (const [key, runs] of starts) {
    const ready = runs.map((run) => run.readyMs);
    console.log(
      `${key}\n  ready median ${median(ready)} ms (first focus ${median(runs.map((run) => run.focusMs))}, first card ${median(runs.map((run) => run.cardMs))}); each: ${ready.join(', ')}`,
    );
  }
}

/** Lighthouse in turns; prints each build's median score and blocking time, and every run. */
async function compareLighthouse(preset: LighthouseRun['preset']): Promise<void> {
  const runs = new Map<string, Array<Omit<LighthouseRun, 'path'>>>();
  for (let round = 0; round < rounds; round++) {
    for (const base of round % 2 ? [...bases].reverse() : bases) runs.set(base, [...(runs.get(base) ?? []), await lighthouseRun(`${base}/`, preset)]);
  }
  for (const [base, each] of runs) {
    console.log(
      `${base}, Lighthouse ${preset}\n  score median ${median(each.map((run) => run.score))}, total blocking time median ${median(each.map((run) => run.totalBlockingTimeMs))} ms, LCP median ${median(each.map((run) => run.largestContentfulPaintMs))} ms; each: ${each.map((run) => `${run.score} (TBT ${run.totalBlockingTimeMs})`).join(', ')}`,
    );
  }
}

/** Down/Up on home in turns; prints each round's figures per build and rate. */
async function compareDownUp(bundle: Bundle): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    for (const base of bases) {
      const context = await browser.newContext(TV);
      await useBundle(context, bundle);
      const page = await context.newPage();
      await page.goto(`${base}/`);
      await skipSplash(page);
      const downs = (await walkHomeOnce(page)).carousels;
      for (const rate of rates) {
        await throttle(context, page, rate);
        const latency = await measureHomeDownUp(page, downs);
        const key = `${base}, ${bundle}, at ${rate}x`;
        figures.set(key, [
          ...(figures.get(key) ?? []),
          `p50 ${latency.p50Ms} ms, p95 ${latency.p95Ms} ms (rendered ${latency.renderedP50Ms} / ${latency.renderedP95Ms} ms), ${latency.presses} presses`,
        ]);
      }
      await context.close();
    }
  }
}

/** Along the row harness at 1,000 cards: each build's row and the first build's floor, in turns. */
async function compareRows(bundle: Bundle): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...bases].reverse() : bases;
    for (const rate of rates) {
      const rows = [];
      for (const base of order) rows.push(await openRow(base, browser, bundle, 1000, rate));
      const floor = await openRow(bases[0]!, browser, bundle, 1000, 1);
      const mounted = (await floor.page.evaluate(ROW_BROWSER_ONLY)) as number;
      await throttle(floor.context, floor.page, rate);
      const walks = [...rows.map(({ page }) => ({ page, keyFor: alongRow(1000) })), { page: floor.page, keyFor: alongRow(mounted) }];
      const measured = await measureInTurns(walks, settings.presses, 3);
      for (const [k, name] of [...order, 'the browser alone'].entries()) {
        const latency = measured[k]!;
        const key = `${name}, row at 1,000 cards, ${bundle}, at ${rate}x`;
        figures.set(key, [
          ...(figures.get(key) ?? []),
          `p50 ${latency.p50Ms} ms, p95 ${latency.p95Ms} ms (runs ${latency.runsP95Ms?.join(', ')}; rendered ${latency.renderedP50Ms} / ${latency.renderedP95Ms} ms), ${latency.presses} presses`,
        ]);
      }
      for (const { context } of [...rows, floor]) await context.close();
    }
  }
}

/** AB_BUNDLE: the bundle every build is measured on (modern by default). */
const bundle = BUNDLES.find((name) => name === process.env.AB_BUNDLE) ?? 'modern';
try {
  if (process.env.AB_MEASURE === 'row') await compareRows(bundle);
  else if (process.env.AB_MEASURE === 'startup') await compareStartups(bundle);
  else if (process.env.AB_MEASURE === 'lighthouse') await compareLighthouse(process.env.AB_PRESET === 'desktop' ? 'desktop' : 'mobile');
  else await compareDownUp(bundle);
} finally {
  await browser.close();
}
for (const [key, lines] of figures) console.log(`${key}\n  ${lines.join('\n  ')}`);
