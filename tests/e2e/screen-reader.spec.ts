import { expect, test, type Page } from '@playwright/test';
import { moveFocusTo, openApp, press, waitForCardFocus } from './helpers';

/**
 * What a screen reader hears on a TV as focus moves by the remote: the element holding DOM focus
 * (its accessible name) and the app's one polite live region (where focus is).
 */

test.describe('', { tag: '@tv' }, () => {
  // Only tv: the remote walk is the TV’s; the same components serve the other layouts

  const liveRegion = (page: Page) => page.getByTestId('announcer');
  const focusedElement = (page: Page) => page.locator(':focus');

  /** The focused card's visible title, and the title of the row it is in. */
  async function focusedCard(page: Page) {
    return page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      return {
        title: active.querySelector('.card-title')?.textContent?.trim() ?? '',
        row: active.closest('[data-row]')?.getAttribute('aria-label') ?? '',
        index: Number(active.getAttribute('data-index')),
      };
    });
  }

  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** A card is named by its title; an episode's by its number first ("Episode 3: Title"). */
  const cardNamePattern = (title: string) => new RegExp(`^(Episode \\d+: )?${escape(title)}$`);

  test('walking a row: DOM focus is on a card named by its title, and the live region says the row and the place', async ({ page }) => {
    await openApp(page);

    // Home starts on the top banner: it holds DOM focus by its own name, and the live region says its slide.
    await expect(focusedElement(page)).toHaveAccessibleName('Featured');
    await expect(liveRegion(page)).toHaveText(/^1 of \d+: \S/);
    expect(await page.locator('[aria-live]:not([aria-live="off"])').count()).toBeGreaterThanOrEqual(1);
    // One region speaks for focus: nothing else in the page is live but the notifications and the loader.
    expect(
      await page
        .locator('[aria-live="polite"], [aria-live="assertive"]')
        .evaluateAll((nodes) => nodes.filter((n) => !n.matches('.toasts, .loader-overlay, [data-testid="announcer"]')).length),
    ).toBe(0);

    // Down into the first row: the card holds DOM focus, named by its title; the region names the row.
    await waitForCardFocus(page);
    const first = await focusedCard(page);
    expect(first.title).not.toBe('');
    await expect(focusedElement(page)).toHaveAttribute('role', 'button');
    await expect(focusedElement(page)).toHaveAccessibleName(cardNamePattern(first.title));
    await expect(liveRegion(page)).toHaveText(new RegExp(`^${escape(first.row)}, ${first.index + 1} of \\d+( or more)?$`));
    const count = Number(/of (\d+)/.exec((await liveRegion(page).textContent()) ?? '')![1]);
    expect(count).toBeGreaterThan(first.index + 2);

    // Right, Right: focus moves card to card (DOM focus really moves: a new element, a new name), the
    // region says only the place, without the row's title again.
    const seen = new Set([first.title]);
    for (let step = 1; step <= 2; step++) {
      await press(page, 'ArrowRight');
      await expect.poll(async () => (await focusedCard(page)).index).toBe(first.index + step);
      const now = await focusedCard(page);
      expect(now.index).toBe(first.index + step);
      expect(now.row).toBe(first.row);
      expect(seen.has(now.title)).toBe(false);
      seen.add(now.title);
      await expect(focusedElement(page)).toHaveAccessibleName(cardNamePattern(now.title));
      await expect(liveRegion(page)).toHaveText(`${now.index + 1} of ${count}`);
    }

    // Down to the next row: its title is said on entering it.
    await press(page, 'ArrowDown');
    await expect.poll(async () => (await focusedCard(page)).row).not.toBe(first.row);
    const next = await focusedCard(page);
    expect(next.row).not.toBe(first.row);
    await expect(focusedElement(page)).toHaveAccessibleName(cardNamePattern(next.title));
    await expect(liveRegion(page)).toHaveText(new RegExp(`^${escape(next.row)}, ${next.index + 1} of \\d+`));

    // Back up to the banner and along it: the slide changes under focus, and is said.
    await press(page, 'ArrowUp', 2);
    await expect(focusedElement(page)).toHaveAccessibleName('Featured');
    const banner = page.locator('.banner[data-focused]');
    const slide = Number(await banner.getAttribute('data-slide'));
    const slides = await banner.locator('.banner-dot').count();
    await expect(liveRegion(page)).toHaveText(new RegExp(`^${slide + 1} of ${slides}: \\S`));
    const to = slide < slides - 1 ? slide + 1 : slide - 1;
    await press(page, to > slide ? 'ArrowRight' : 'ArrowLeft');
    await expect(banner).toHaveAttribute('data-slide', String(to));
    await expect(liveRegion(page)).toHaveText(new RegExp(`^${to + 1} of ${slides}: \\S`));
  });

  test('a virtualised grid: the card that takes focus is named by its title, the region says the grid and the place', async ({ page }) => {
    await openApp(page, '/AllShows/list');
    await moveFocusTo(page, '.vgrid [data-index="0"]');
    const first = await focusedCard(page);
    await expect(focusedElement(page)).toHaveAccessibleName(cardNamePattern(first.title));
    await expect(liveRegion(page)).toHaveText(/^All Shows, 1 of \d{3,}$/);
    const columns = Number(await page.locator('.vgrid').getAttribute('data-columns'));
    await press(page, 'ArrowDown');
    await expect.poll(async () => (await focusedCard(page)).index).toBe(columns);
    const below = await focusedCard(page);
    expect(below.index).toBe(columns);
    await expect(focusedElement(page)).toHaveAccessibleName(cardNamePattern(below.title));
    await expect(liveRegion(page)).toHaveText(new RegExp(`^${columns + 1} of \\d{3,}$`));
  });

  test('an episode is named by its number and title; its length and description are its description', async ({ page }) => {
    await openApp(page, '/?sDM=true&dId=sr0001&dType=Series&cId=cr-new');
    const episode = page.getByRole('dialog').getByRole('button', { name: 'Episode 1: Beginning Again', exact: true });
    await expect(episode).toBeVisible();
    await expect(episode).toHaveAccessibleDescription(/\S{3,}/);
    const description = (await episode.evaluate((node) => node.querySelector('.episode-description')?.textContent ?? '')).trim();
    expect(description).not.toBe('');
    await expect(episode).toHaveAccessibleDescription(new RegExp(description.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });
});
