import { expect, test, type Page } from '@playwright/test';
import { focused, openApp, press, waitForCardFocus } from './helpers';

/**
 * Right to left (Arabic, `?lang=ar`): the page mirrors, and the arrows follow what the viewer sees.
 * The texts may still be the English fallback; the layout and the keys are what is tested here.
 */

/** The box of the first element matching `selector`, in CSS pixels of the window. */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

/** The focused card's box, and its row and index. */
async function focusedCard(page: Page) {
  const info = await focused(page);
  const rect = await page.evaluate(() => {
    const card = document.activeElement?.closest('.vrow-card');
    const r = card?.getBoundingClientRect();
    return r ? { left: r.left, right: r.right } : null;
  });
  return { ...info, rect };
}

/**
 * Scrolls `row`'s viewport as a wheel or a finger would, `by` pixels (negative: leftwards, along a
 * right-to-left row), and checks the window of drawn cards followed: the cards in view are drawn,
 * one after another with no hole, from one edge of the view to the other.
 */
async function scrollRowAndCheckDrawn(page: Page, row: string, by: number) {
  const viewport = page.locator(`[data-row="${row}"] .vrow-viewport`);
  await viewport.evaluate((node, left) => node.scrollBy({ left, behavior: 'instant' }), by);
  await expect
    .poll(() =>
      viewport.evaluate((node) => {
        const view = node.getBoundingClientRect();
        const shown = [...node.querySelectorAll<HTMLElement>('.vrow-card')]
          .map((card) => ({ index: Number(card.dataset.index), box: card.getBoundingClientRect() }))
          .filter(({ box }) => box.right > view.left && box.left < view.right)
          .sort((a, b) => a.index - b.index);
        if (shown.length === 0) return 'no card drawn in view';
        const stride = shown.length > 1 ? shown[0]!.box.right - shown[1]!.box.right : 0;
        for (let i = 1; i < shown.length; i++)
          if (shown[i]!.index !== shown[i - 1]!.index + 1) return `a hole between cards ${shown[i - 1]!.index} and ${shown[i]!.index}`;
        // Right to left: the first card in view at the right edge, the last at the left one.
        if (shown[0]!.box.right < view.right - stride && shown[0]!.index > 0) return `nothing drawn right of card ${shown[0]!.index}`;
        const last = shown[shown.length - 1]!;
        if (last.box.left > view.left + stride) return `nothing drawn left of card ${last.index}`;
        return `cards ${shown[0]!.index}-${last.index} in view`;
      }),
    )
    .toMatch(/^cards \d+-\d+ in view$/);
}

test.describe('', { tag: '@tv' }, () => {
  test('Arabic on TV: the menu on the right, rows from the right, Left along a row and Right into the menu', async ({ page }) => {
    await openApp(page, '/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const width = page.viewportSize()!.width;

    // The rail stands at the screen's right edge, the page to its left.
    const menu = await box(page, '.side-nav-tv');
    expect(menu.x + menu.width).toBeGreaterThan(width - 2);
    expect(menu.x).toBeGreaterThan(width * 0.8);
    const content = await box(page, '.tv-body');
    expect(content.x + content.width).toBeLessThanOrEqual(menu.x + 1);

    // The first row's first card stands at the right, beside the menu; its title is right-aligned.
    const start = await waitForCardFocus(page);
    const row = start.row!;
    let now = await focusedCard(page);
    for (let i = 0; i < 30 && now.index !== 0; i++) {
      await press(page, 'ArrowRight');
      now = await focusedCard(page);
    }
    expect(now.index).toBe(0);
    const first = now.rect!;
    expect(first.right).toBeGreaterThan(menu.x - 120);
    expect(first.right).toBeLessThanOrEqual(menu.x);
    const title = await page.locator(`[data-row="${row}"]`).evaluate((node) => {
      const heading = node.closest('[data-row-block]')?.querySelector('h2, h3, .carousel-title');
      return heading ? { right: heading.getBoundingClientRect().right, align: getComputedStyle(heading).textAlign } : null;
    });
    if (title) expect(Math.abs(title.right - first.right)).toBeLessThan(40);

    // Left goes on along the row: the next card, which is to the left of the first.
    await press(page, 'ArrowLeft');
    now = await focusedCard(page);
    expect(now.row).toBe(row);
    expect(now.index).toBe(1);
    expect(now.rect!.right).toBeLessThan(first.left + 1);

    // On and on, the row scrolls to keep the focused card on screen (it runs off to the left).
    await press(page, 'ArrowLeft', 7);
    now = await focusedCard(page);
    expect(now.index).toBe(8);
    expect(now.rect!.left).toBeGreaterThanOrEqual(0);
    expect(now.rect!.right).toBeLessThanOrEqual(menu.x);
    await expect(page.locator(`[data-row="${row}"] .vrow-card[data-focused]`)).toBeInViewport({ ratio: 0.95 });
    const scrolled = await page.locator(`[data-row="${row}"] .vrow-viewport`).evaluate((node) => node.scrollWidth > node.clientWidth);
    expect(scrolled).toBe(true);

    // Right goes back, the row scrolls back, and Right from the first card goes into the menu.
    await press(page, 'ArrowRight', 8);
    now = await focusedCard(page);
    expect(now.index).toBe(0);
    expect(Math.abs(now.rect!.right - first.right)).toBeLessThan(2);
    await press(page, 'ArrowRight');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.side-nav')))).toBe(true);

    // And Left from the menu comes back to the card.
    await press(page, 'ArrowLeft');
    now = await focusedCard(page);
    expect(now.row).toBe(row);
    expect(now.index).toBe(0);

    // Scrolled far along (leftwards), the row draws the cards then in view, not the first ones.
    await scrollRowAndCheckDrawn(page, row, -20 * (first.right - first.left));
    const far = await page.locator(`[data-row="${row}"] .vrow-viewport`).evaluate((node) => node.scrollLeft);
    expect(far).toBeLessThan(-15 * (first.right - first.left));
  });

  test('Arabic on TV: the banner mirrors, its text at the right; Left turns to the next slide', async ({ page }) => {
    await openApp(page, '/?lang=ar');
    const banner = await box(page, '.banner');
    const text = await box(page, '.banner-text');
    // The text stands in the banner's right half.
    expect(text.x + text.width).toBeGreaterThan(banner.x + banner.width * 0.8);
    expect(text.x).toBeGreaterThan(banner.x + banner.width * 0.3);
    await expect.poll(async () => (await focused(page)).focusKey ?? '').toMatch(/banner$/);
    const slide = Number(await page.locator('.banner').first().getAttribute('data-slide'));
    await press(page, 'ArrowLeft');
    await expect(page.locator('.banner').first()).toHaveAttribute('data-slide', String(slide + 1));
    await press(page, 'ArrowRight');
    await expect(page.locator('.banner').first()).toHaveAttribute('data-slide', String(slide));
  });
});

test.describe('', { tag: '@desktop' }, () => {
  test('Arabic on a desktop: the side menu on the right, the page to its left, rows from the right', async ({ page }) => {
    await openApp(page, '/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const width = page.viewportSize()!.width;
    const menu = await box(page, '.side-nav-desktop');
    expect(menu.x + menu.width).toBeGreaterThan(width - 2);
    expect(menu.x).toBeGreaterThan(width * 0.7);
    // The entries' icons stand at the right of their labels.
    const entry = page.locator('.side-nav-desktop .side-nav-list .nav-entry').first();
    const icon = await entry.locator('.nav-entry-icon').boundingBox();
    const label = await entry.locator('.nav-entry-label').boundingBox();
    expect(icon!.x).toBeGreaterThan(label!.x);
    // The first card of the first row stands at the right, next to the menu.
    const card = await box(page, '[data-row] .vrow-card[data-index="0"]');
    expect(card.x + card.width).toBeLessThanOrEqual(menu.x);
    expect(card.x + card.width).toBeGreaterThan(menu.x - 120);
  });
});

test.describe('', { tag: '@mobile' }, () => {
  test('Arabic on a phone: the bar mirrored (the logo at the right), rows from the right', async ({ page }) => {
    await openApp(page, '/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const width = page.viewportSize()!.width;
    const logo = await box(page, '.mobile-bar-logo');
    expect(logo.x + logo.width / 2).toBeGreaterThan(width / 2);
    const entries = await box(page, '.mobile-bar-entries');
    expect(entries.x).toBeLessThan(logo.x);
    const card = await box(page, '[data-row] .vrow-card[data-index="0"]');
    expect(card.x + card.width).toBeGreaterThan(width - 40);
    expect(card.x + card.width).toBeLessThanOrEqual(width);
  });
});
