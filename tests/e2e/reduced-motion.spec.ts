import { expect, test, type Page } from '@playwright/test';
import { openApp, press, waitForCardFocus } from './helpers';

/**
 * prefers-reduced-motion: reduce. Banners stay on their slide (the keys still turn them), the
 * start-up film is skipped, transitions are off, and rows and the page jump instead of gliding.
 * Each proof has its counterpart without the setting, so it shows the setting is what changed.
 */

/** TOP_BANNER_MS and MIDDLE_BANNER_ROTATE_MS. */
const TOP_BANNER_MS = 6000;
const MIDDLE_BANNER_MS = 8000;

const topBanner = (page: Page) => page.locator('.banner[data-focus-key="home:banner"]');
const slideOf = async (page: Page) => Number(await topBanner(page).getAttribute('data-slide'));

/** Brings the middle banner ('Most watched this week') on screen without moving focus into it. */
async function showMiddleBanner(page: Page) {
  const middle = page.locator('.middle-banner');
  await middle.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await expect(middle.locator('.middle-name')).toHaveText(/\S/);
  return middle.locator('.middle-name');
}

test.describe('banners', { tag: '@tv' }, () => {
  // Only tv: the banners are the same component in every layout; the TV starts on one

  test('with reduce: no splash film, no transitions, the top and middle banners stay on their slide, keys still turn them', async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(topBanner(page)).toBeFocused();
    // The start-up film (configured) is skipped, not shown paused.
    await expect(page.getByTestId('splash')).toHaveCount(0);
    // Transitions are off: the TV's menu rail opens at once.
    expect(await page.locator('.side-nav-tv').evaluate((node) => getComputedStyle(node).transitionDuration)).toBe('1e-05s');

    const before = await slideOf(page);
    await page.waitForTimeout(TOP_BANNER_MS + 1500);
    expect(await slideOf(page)).toBe(before);
    // Controls still work by keys.
    await press(page, 'ArrowRight');
    await expect(topBanner(page)).toHaveAttribute('data-slide', String(before + 1));

    const middle = await showMiddleBanner(page);
    const shown = await middle.textContent();
    await page.waitForTimeout(MIDDLE_BANNER_MS + 1500);
    await expect(middle).toHaveText(shown!);
  });

  test('without it: the top banner turns after 6 s, the middle banner after 8 s', async ({ page }) => {
    test.setTimeout(90_000);
    await openApp(page);
    await expect(topBanner(page)).toBeFocused();
    const before = await slideOf(page);
    await expect.poll(() => slideOf(page), { timeout: TOP_BANNER_MS + 1500, intervals: [250] }).toBe(before + 1);

    const middle = await showMiddleBanner(page);
    const shown = await middle.textContent();
    await expect(middle).not.toHaveText(shown!, { timeout: MIDDLE_BANNER_MS + 1500 });
  });
});

/**
 * Presses `key` `times` times while sampling, every animation frame, what `read` returns; counts
 * the frames on which it changed. A jump changes once a press; a glide changes over many frames.
 */
async function changesPerFrame(page: Page, read: string, key: string, times: number): Promise<{ changes: number; values: number[] }> {
  await page.evaluate((expression) => {
    const probe = new Function(`return (${expression});`) as () => number;
    const samples: number[] = [];
    (window as unknown as { __samples: number[] }).__samples = samples;
    (window as unknown as { __sampling: boolean }).__sampling = true;
    const tick = () => {
      samples.push(probe());
      if ((window as unknown as { __sampling: boolean }).__sampling) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, read);
  for (let i = 0; i < times; i++) await press(page, key);
  // Long enough for any glide to finish.
  await page.waitForTimeout(800);
  const values = await page.evaluate(() => {
    (window as unknown as { __sampling: boolean }).__sampling = false;
    return (window as unknown as { __samples: number[] }).__samples;
  });
  let changes = 0;
  for (let i = 1; i < values.length; i++) if (Math.abs(values[i]! - values[i - 1]!) >= 1) changes++;
  return { changes, values };
}

const ROW_SCROLL = "document.activeElement.closest('.vrow').querySelector('.vrow-viewport').scrollLeft";
const PAGE_SCROLL = 'window.scrollY';

test.describe('rows and the page', { tag: '@desktop' }, () => {
  // Only desktop: the desktop is where scrolling glides by default

  test('with reduce: a row and the page jump, no frame in between', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForCardFocus(page);
    const row = await changesPerFrame(page, ROW_SCROLL, 'ArrowRight', 8);
    expect(Math.max(...row.values)).toBeGreaterThan(0);
    expect(row.changes).toBeGreaterThan(0);
    expect(row.changes).toBeLessThanOrEqual(8);
    const down = await changesPerFrame(page, PAGE_SCROLL, 'ArrowDown', 4);
    expect(down.changes).toBeGreaterThan(0);
    expect(down.changes).toBeLessThanOrEqual(4);
  });

  test('without it: the row glides over several frames', async ({ page }) => {
    await openApp(page);
    await waitForCardFocus(page);
    const row = await changesPerFrame(page, ROW_SCROLL, 'ArrowRight', 8);
    expect(row.changes).toBeGreaterThan(8);
  });
});
