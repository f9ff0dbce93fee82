/**
 * Home Down/Up focus latency of two (or more) served builds, measured in turns in one run, so a
 * change is compared with its baseline under the same machine load. Serve each build on its own
 * port first (a git worktree of the baseline, built, `PORT=... DATA_DIR=... npm start`), then:
 *
 *   npx tsx tests/perf/ab-home.ts http://127.0.0.1:8301 http://127.0.0.1:8302
 *
 * AB_ROUNDS (2) turns per build, AB_RATES (1,6) CPU throttling rates, BENCH_PRESSES presses each.
 */
import { launch, skipSplash, throttle, TV } from './common.js';
import { measureHomeDownUp, walkHomeOnce } from './key-latency.js';

const bases = process.argv.slice(2);
if (bases.length === 0) {
  console.error('Usage: npx tsx tests/perf/ab-home.ts <base URL> [<base URL> ...]');
  process.exit(2);
}
const rounds = Number(process.env.AB_ROUNDS ?? 2);
const rates = (process.env.AB_RATES ?? '1,6').split(',').map(Number);

const browser = await launch();
const figures = new Map<string, string[]>();
try {
  for (let round = 0; round < rounds; round++) {
    for (const base of bases) {
      const context = await browser.newContext(TV);
      const page = await context.newPage();
      await page.goto(`${base}/`);
      await skipSplash(page);
      const downs = await walkHomeOnce(page);
      for (const rate of rates) {
        await throttle(context, page, rate);
        const latency = await measureHomeDownUp(page, downs);
        const key = `${base} at ${rate}x`;
        figures.set(key, [
          ...(figures.get(key) ?? []),
          `p50 ${latency.p50Ms} ms, p95 ${latency.p95Ms} ms (rendered ${latency.renderedP50Ms} / ${latency.renderedP95Ms} ms), ${latency.presses} presses`,
        ]);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
for (const [key, lines] of figures) console.log(`${key}\n  ${lines.join('\n  ')}`);
