import { expect, test, type Page } from '@playwright/test';
import { focusPlace, openApp, waitForCardFocus, watchErrors } from './helpers';

/**
 * A slow TV loses no key: with the CPU slowed four times, a viewer's Downs pressed faster than the
 * page draws (a key every 80 ms, as a remote's held key repeats) each move focus one carousel, and
 * so do the Ups back; focus ends exactly as many rows down as there were presses. A key that comes
 * while a row is still drawing waits its turn; none is dropped.
 */

const PRESSES = 12;
const EVERY_MS = 80;

/**
 * The page's keys and focus moves, with their times, kept from the start (the last 300): printed
 * when focus does not end where it should, so a press lost on a busy machine can be traced.
 */
async function keepKeyTrace(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const trace: string[] = [];
    (window as unknown as { __keyTrace: string[] }).__keyTrace = trace;
    const note = (line: string) => {
      trace.push(`${Math.round(performance.now())} ${line}`);
      if (trace.length > 300) trace.shift();
    };
    window.addEventListener('keydown', (event) => note(`key ${event.key}`), true);
    document.addEventListener(
      'focusin',
      (event) => {
        const target = event.target as HTMLElement;
        note(`focus ${target.closest('[data-row]')?.getAttribute('data-row') ?? target.getAttribute('data-focus-key') ?? target.tagName}`);
      },
      true,
    );
  });
}

async function settle(page: Page, expected: string): Promise<void> {
  await expect
    .poll(() => focusPlace(page), { timeout: 30_000 })
    .toBe(expected)
    .catch(async (error: Error) => {
      const trace = await page.evaluate(() => (window as unknown as { __keyTrace?: string[] }).__keyTrace ?? []).catch(() => []);
      throw new Error(`${error.message}\nkeys and focus (ms since the page opened):\n${trace.join('\n')}`);
    });
}

test('at 4x CPU every Down and Up moves focus one carousel, keys pressed faster than the page draws included', { tag: '@tv' }, async ({ page }) => {
  // Only tv: the remote's walk down the carousels; desktop and phones scroll.
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await keepKeyTrace(page);
  await openApp(page, '/');
  await waitForCardFocus(page);
  // Walked down one press at a time first: where each Down leads (a carousel, or a banner between
  // them), with every carousel's cards loaded (the network is not the point here); then back up.
  const start = await focusPlace(page);
  const stops = [start];
  for (let i = 0; i < PRESSES; i++) {
    const before = stops[stops.length - 1];
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusPlace(page)).not.toBe(before);
    stops.push(await focusPlace(page));
  }
  for (let i = 0; i < PRESSES; i++) await page.keyboard.press('ArrowUp');
  await settle(page, start);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PRESSES; i++) {
        await page.keyboard.press('ArrowDown');
        await page.waitForTimeout(EVERY_MS); // fixed-sleep-ok: the pace of a held key, faster than a slowed page draws
      }
      await settle(page, stops[PRESSES]!);
      for (let i = 0; i < PRESSES; i++) {
        await page.keyboard.press('ArrowUp');
        await page.waitForTimeout(EVERY_MS); // fixed-sleep-ok: the pace of a held key
      }
      await settle(page, start);
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  expect(errors).toEqual([]);
});
