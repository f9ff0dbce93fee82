import { expect, test, type Page } from '@playwright/test';
import { focused, openApp, press, watchErrors } from './helpers';

/**
 * Focus is never left out of view by a scroll that did not happen. On a busy machine Chrome drops
 * a smooth scroll begun while another still runs (seen: focus in a network page's third row, the
 * page still at its first, for good). Here every smooth scroll is dropped, the worst case, and
 * each Down's row must still come into view; the viewer's own scrolling is left alone.
 */

/** Every smooth scroll of the window and of elements does nothing: as if the browser lost each one. */
async function dropSmoothScrolls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const smooth = (args: unknown[]) => typeof args[0] === 'object' && (args[0] as ScrollToOptions | null)?.behavior === 'smooth';
    for (const [target, name] of [
      [window, 'scrollBy'],
      [window, 'scrollTo'],
      [Element.prototype, 'scrollTo'],
      [Element.prototype, 'scrollBy'],
    ] as const) {
      const own = (target as unknown as Record<string, (...args: unknown[]) => void>)[name]!;
      Object.defineProperty(target, name, {
        configurable: true,
        value(this: unknown, ...args: unknown[]) {
          if (!smooth(args)) own.apply(this, args);
        },
      });
    }
  });
}

/** Whether what has focus is inside the window, down and across (its centre, so a sliver does not count). */
const inView = (page: Page) =>
  page.evaluate(() => {
    const box = document.activeElement?.getBoundingClientRect();
    if (!box || document.activeElement === document.body) return false;
    const middle = { y: (box.top + box.bottom) / 2, x: (box.left + box.right) / 2 };
    return middle.y > 0 && middle.y < window.innerHeight && middle.x > 0 && middle.x < window.innerWidth;
  });

test(
  'each Down brings its row into view, and each Right its card, though the browser drops every smooth scroll',
  { tag: ['@desktop', '@mobile'] },
  async ({ page }) => {
    // Only desktop and mobile: a TV's page jumps (no smooth scroll to lose).
    const errors = watchErrors(page);
    await dropSmoothScrolls(page);
    await openApp(page, '/network/nw01/Category');
    await expect.poll(async () => (await focused(page)).focusKey).toBe('network:banner');
    for (let row = 1; row <= 5; row++) {
      await press(page, 'ArrowDown');
      await expect.poll(async () => (await focused(page)).row).toBe(`row:nw01-c${row}`);
      await expect.poll(() => inView(page), { message: `row ${row} in view` }).toBe(true);
    }
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // Along the row too: each card Right goes to comes into view, though the row's own smooth scroll is lost.
    for (let card = 1; card <= 8; card++) {
      await press(page, 'ArrowRight');
      await expect.poll(async () => (await focused(page)).index).toBe(card);
      await expect.poll(() => inView(page), { message: `card ${card} of row 5 in view` }).toBe(true);
    }
    expect(errors).toEqual([]);
  },
);

test('the viewer scrolling away as focus moves keeps the page where they put it', { tag: ['@desktop', '@mobile'] }, async ({ page }) => {
  // Only desktop and mobile: a wheel or a finger scrolls the page there.
  await dropSmoothScrolls(page);
  await openApp(page, '/network/nw01/Category');
  await expect.poll(async () => (await focused(page)).focusKey).toBe('network:banner');
  // Down to the first row below the window: its (dropped) scroll would be made good a second later.
  let row = 0;
  while (row < 5 && (await inView(page))) {
    row++;
    await press(page, 'ArrowDown');
    await expect.poll(async () => (await focused(page)).row).toBe(`row:nw01-c${row}`);
  }
  expect(await inView(page), 'a row below the window has focus').toBe(false);
  // ...but the viewer scrolls back up at once, with the wheel.
  await page.mouse.move(10, 300);
  await page.mouse.wheel(0, -2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.waitForTimeout(1500); // fixed-sleep-ok: longer than the look again after a smooth scroll (1 s), which must not come
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
