import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { goInApp, ROUTE_TABLE, signInByApi, SIGNED_OUT_ONLY } from './helpers';
import { FocusWalk, seededRandom, type WalkFigures } from './walker/walk';
import { walkResultsDir } from './walker/table';

/**
 * The seeded random walk over the TV layout (see walker/walk.ts), beside the focus crawler: walks
 * start from routes of the route table, at 1920x1080 and 1280x720, and a few with the page's CPU
 * slowed four times. `npm test` runs a fixed budget; `npm run test:fuzz -- --keys N --seed S
 * --walks W` runs it alone, longer or from another seed. A failure prints the seed, the route and
 * the keys, and the command that replays that walk alone. tests/old-engine/walk.py walks the same
 * way, shorter, on Chrome 87.
 */

const SEED = Number(process.env.WALK_SEED ?? 49);
/** Keys per walk, and walks per screen (each from its own route, the first from home). */
const KEYS = Number(process.env.WALK_KEYS ?? 24);
const WALKS = Number(process.env.WALK_WALKS ?? 8);
const SLOW_WALKS = Number(process.env.WALK_SLOW_WALKS ?? 3);
const ONLY = process.env.WALK_ONLY;

/** Pages that only a signed-in viewer sees as they are. */
const SIGNED_IN = /^\/(Account|mylist|feedback|profile|viewVideo|popup|packages)/;

test.use({ reducedMotion: 'reduce', trace: 'off' });
test.describe.configure({ mode: 'parallel' });

test.describe('', { tag: '@tv' }, () => {
  // Only tv: the walk is of the TV layout

  /** The walks' starting routes: home, then routes of the table in an order the seed decides. */
  function startRoutes(count: number, seed: number): string[] {
    const random = seededRandom(seed);
    const pool = ROUTE_TABLE.map(([route]) => route).filter((route) => !SIGNED_OUT_ONLY.test(route));
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return ['/', ...pool].slice(0, count);
  }

  const PLANS = [
    { width: 1920, height: 1080, cpu: 1, walks: WALKS },
    { width: 1280, height: 720, cpu: 1, walks: WALKS },
    { width: 1920, height: 1080, cpu: 4, walks: SLOW_WALKS },
  ];

  for (const plan of PLANS) {
    const screen = `${plan.width}x${plan.height}${plan.cpu > 1 ? ` cpu/${plan.cpu}` : ''}`;
    test.describe(`walk at ${screen}`, () => {
      test.use({ viewport: { width: plan.width, height: plan.height } });
      startRoutes(plan.walks, SEED + plan.width + plan.cpu).forEach((route, index) => {
        const name = `${screen} ${route}`;
        test(`random walk ${name}`, async ({ page, request, baseURL }, testInfo) => {
          test.skip(ONLY !== undefined && ONLY !== name, `WALK_ONLY="${ONLY}"`);
          test.setTimeout(60_000 + KEYS * 4_000 * plan.cpu);
          const seed = SEED * 1000 + index + plan.width + plan.cpu;
          if (SIGNED_IN.test(route) || route !== '/') await signInByApi(page, request, 'walker');
          if (plan.cpu > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: plan.cpu });
          // A Samsung TV, which the app can close: Back on home asks whether to leave.
          await page.addInitScript(() => {
            Object.assign(window, { tizen: { application: { getCurrentApplication: () => ({ exit: () => undefined }) } } });
          });
          await page.route('**/media/splash/**', (r) => r.abort());
          await page.goto('/');
          await expect(page.getByTestId('splash')).toBeHidden({ timeout: 20_000 });
          await expect(page.locator('#content')).toBeAttached();
          if (route !== '/') await goInApp(page, route);

          const walk = new FocusWalk(page, { screen, route, seed, cpuSlowdown: plan.cpu }, baseURL!);
          await walk.walk(seededRandom(seed), KEYS);
          await walk.comeHome();
          const figures: WalkFigures = walk.result();

          const dir = walkResultsDir(testInfo.project.outputDir);
          fs.mkdirSync(dir, { recursive: true });
          fs.writeFileSync(path.join(dir, `${screen.replace(/\W+/g, '_')}${route.replace(/[^A-Za-z0-9]+/g, '_')}.json`), JSON.stringify(figures, null, 1));
          console.log(`walk ${name} (seed ${seed}): ${figures.keys} keys, ${figures.pages} pages, ${figures.violations.length} violations`);
          const replay = `WALK_ONLY="${name}" npm run test:fuzz -- --seed ${SEED} --keys ${KEYS} --walks ${plan.walks}`;
          expect(
            figures.violations.map((v) => `${v.kind}: ${v.what}\n    at ${v.url} after ${v.keys.length} keys: ${v.keys.join(' ')}`),
            `replay: ${replay}`,
          ).toEqual([]);
        });
      });
    });
  }
});
