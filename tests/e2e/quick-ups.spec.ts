import { expect, test, type Page } from '@playwright/test';
import { focused, openApp, watchErrors } from './helpers';

/**
 * Ups pressed at once, as fast as keys come, from 30 carousels down: each goes up one, back through
 * the stops the Downs went through. The engine once kept a box it had read before a press's scroll
 * as fresh, and an Up pressed just after the one that reached the tall "Most watched" banner went
 * down again, to the carousel below it (focus/engine.ts `measureNow`). The keys must come quicker
 * than Playwright's trace lets them (it snapshots the page at each): this file runs without one,
 * and with the service worker a viewer has (the specs block it elsewhere), whose fetches in the
 * background made the fault show more often: before the fix, 2 walks in 2 failed so, 2 in 3 without it.
 */
test.use({ trace: 'off', serviceWorkers: 'allow' });

const WALK = 30;

/** Where focus is, in the scrolled content: its carousel's top (a card grows as it takes focus), or its own. */
const WHERE = `(() => {
  const a = document.activeElement;
  const place = a && (a.closest('[data-row-block]') || a);
  return place ? Math.round(place.getBoundingClientRect().top + document.querySelector('#content').scrollTop) : -1;
})()`;

async function recordPath(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(`(() => {
    const path = (window.__quickUps = []);
    if (!window.__quickUpsHeard) document.addEventListener('focusin', () => window.__quickUps.push(${WHERE}));
    window.__quickUpsHeard = true;
  })()`);
  return async () => (await page.evaluate('window.__quickUps.slice()')) as number[];
}

test('Ups pressed at once from 30 carousels down each go up one, back through the stops of the Downs', { tag: '@tv' }, async ({ page }) => {
  // Only tv: the remote's walk down the carousels; desktop and phones scroll.
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await openApp(page, '/');
  // From the page's first focus, the banner at its top, on a page met for the first time (its
  // carousels load on the way down).
  await page.waitForSelector('#content [data-focused]');
  const first = await focused(page);
  const top = (await page.evaluate(WHERE)) as number;
  // Twice: the fault came in 2 walks of 3.
  for (let walk = 0; walk < 2; walk++) {
    const read = await recordPath(page);
    for (let i = 0; i < WALK; i++) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(150); // fixed-sleep-ok: a viewer's pace down the page
    }
    await expect.poll(async () => (await read()).length, { timeout: 30_000 }).toBe(WALK);
    const down = await read();
    for (let i = 0; i < WALK; i++) await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await read()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2 * WALK);
    const up = (await read()).slice(WALK);
    const went = `down ${[top, ...down].join(' → ')}; up ${up.join(' → ')}`;
    expect(
      [top, ...down].every((y, i, all) => i === 0 || y > all[i - 1]!),
      went,
    ).toBe(true);
    expect(up, went).toEqual([top, ...down.slice(0, -1)].reverse());
    expect((await focused(page)).focusKey).toBe(first.focusKey);
  }
  expect(errors).toEqual([]);
});
