import { expect, test, type Page } from '@playwright/test';
import { press, watchErrors } from './helpers';

/**
 * A focus ring is for keys (src/focus/pointer-mode.ts, watchInputMode): a phone opens home with
 * none drawn, one comes with the first arrow, and a tap hides it again. The other specs skip the
 * start-up film with OK, a key, so they start with the ring shown; this one taps, as a phone's
 * viewer does.
 */

/**
 * Whether what has focus is drawn as focused: a ring (a shadow or an outline) on it or inside it
 * (a row's card draws its ring around its picture).
 */
function ringShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const focused = [...document.querySelectorAll<HTMLElement>('#root [data-focused]'), ...(active && active !== document.body ? [active] : [])];
    return focused
      .flatMap((element) => [element, ...element.querySelectorAll<HTMLElement>('*')])
      .some((element) => {
        const style = getComputedStyle(element);
        return style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px');
      });
  });
}

test('a phone shows no focus ring until a key is pressed, and a tap hides it again', { tag: '@mobile' }, async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  // The film is tapped away (unless it has ended by itself first: then nothing is tapped).
  const splash = page.getByTestId('splash');
  await splash.waitFor({ state: 'visible', timeout: 20_000 }).catch(() => undefined);
  await splash.tap({ timeout: 2_000 }).catch(() => undefined);
  await expect(splash).toHaveCount(0);
  // Home gives its banner focus, for a key to come, but draws no ring on it.
  await expect(page.locator('#content [data-focus-key="home:banner"][data-focused]')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-input', 'touch');
  expect(await ringShown(page)).toBe(false);

  await press(page, 'ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('data-input', 'keys');
  await expect.poll(() => ringShown(page)).toBe(true);

  // A tap on a row's heading (nothing to press there) hides it.
  await page.getByRole('heading', { name: 'New Releases' }).tap();
  await expect(page.locator('html')).toHaveAttribute('data-input', 'touch');
  await expect.poll(() => ringShown(page)).toBe(false);

  // A click too (a mouse on a phone's layout, as a narrow desktop window has it): no ring after it.
  await press(page, 'ArrowRight');
  await expect.poll(() => ringShown(page)).toBe(true);
  const heading = await page.getByRole('heading', { name: 'New Releases' }).boundingBox();
  await page.mouse.click(heading!.x + 4, heading!.y + heading!.height / 2);
  await expect(page.locator('html')).toHaveAttribute('data-input', 'touch');
  await expect.poll(() => ringShown(page)).toBe(false);
  expect(errors).toEqual([]);
});
