import { expect, type Page, type TestInfo } from '@playwright/test';

export type Layout = 'tv' | 'desktop' | 'mobile';

export function layoutOf(testInfo: TestInfo): Layout {
  return testInfo.project.name as Layout;
}

/** Collects uncaught page errors, so a test can assert a screen drew without one. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens the app at `path`, skips the splash with OK as a viewer would, waits for focus. */
export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  const splash = page.getByTestId('splash');
  await splash.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
  if (await splash.isVisible()) await page.keyboard.press('Enter');
  await expect(splash).toBeHidden();
  await expect(page.locator('#content')).toBeAttached();
}

export interface FocusInfo {
  /** Visible text or aria-label of the focused element. */
  label: string;
  /** The row it is in (data-row), if any. */
  row: string | null;
  /** The card index within its row, if a card. */
  index: number | null;
  focusKey: string | null;
}

export async function focused(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const card = element?.closest('.vrow-card');
    const label = (card?.querySelector('[aria-label]')?.getAttribute('aria-label') ?? element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
    return {
      label,
      row: element?.closest('[data-row]')?.getAttribute('data-row') ?? null,
      index: card ? Number(card.getAttribute('data-index')) : null,
      focusKey: element?.getAttribute('data-focus-key') ?? null,
    };
  });
}

/** Presses a key and lets the app draw the result. */
export async function press(page: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
  await page.waitForTimeout(120);
}

/** Navigates inside the running app (no reload, no new start-up), as a link would. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({ idx: (window.history.state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * Waits until focus sits on a card. On a page that opens on its banner (home), one Down moves
 * from the banner to the first row.
 */
export async function waitForCardFocus(page: Page): Promise<FocusInfo> {
  await expect
    .poll(async () => {
      const now = await focused(page);
      return now.index !== null || (now.focusKey ?? '').endsWith(':banner');
    }, { timeout: 15_000 })
    .toBe(true);
  if ((await focused(page)).index === null) await press(page, 'ArrowDown');
  await expect.poll(async () => (await focused(page)).index, { timeout: 5_000 }).not.toBeNull();
  return focused(page);
}
