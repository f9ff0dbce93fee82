import { expect, test } from '@playwright/test';

test.describe('', { tag: '@desktop' }, () => {
  // Only desktop: the row is the same component in every layout

  test('a 3,000-item row: holding Right to the end stays responsive and the DOM stays small', async ({ page }) => {
    test.setTimeout(180_000);
    // 3,000 keeps the run short; the bench drives the 10,000-item row.
    await page.goto('/harness/row.html?count=3000&rows=2');
    await expect(page.locator('.vrow-card[data-focused]')).toHaveText('0');

    // Hold Right (auto-repeat, every key handled) all the way to the last card.
    const held = await page.evaluate(async () => {
      const channel = new MessageChannel();
      const nextTask = () =>
        new Promise<void>((resolve) => {
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        });
      let maxCells = 0;
      let maxElements = 0;
      for (let i = 0; i < 2999; i++) {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', keyCode: 39, repeat: true, bubbles: true }));
        await nextTask();
        if (i % 50 === 49) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          maxCells = Math.max(maxCells, document.querySelectorAll('.vrow-cell').length);
          maxElements = Math.max(maxElements, document.getElementsByTagName('*').length);
        }
      }
      window.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowRight', keyCode: 39, bubbles: true }));
      return { maxCells, maxElements };
    });
    await expect(page.locator('.vrow-card[data-focused]')).toHaveText('2999');
    expect(held.maxCells).toBeLessThan(40);
    expect(held.maxElements).toBeLessThan(200);
    await expect(page.locator('.vrow-card[data-focused]')).toBeInViewport();

    // Still responsive at the end: one more key moves focus down to the nearest card below.
    await page.keyboard.press('ArrowDown');
    const below = page.locator('[data-row="row:1"] .vrow-card[data-focused]');
    await expect(below).toBeVisible();
    expect(Number(await below.textContent())).toBeGreaterThan(2);
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('[data-row="row:0"] .vrow-card[data-focused]')).toHaveText('2999');
    // And back to the start with Left is the same row, in the same state.
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('selected 0:2999');
  });
});
