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

  test('a move is drawn in its own key task, before React renders it: keys that follow at once go on from it', async ({ page }) => {
    await page.goto('/harness/row.html?count=3000&rows=2');
    await expect(page.locator('.vrow-card[data-focused]')).toHaveText('0');
    const seen = await page.evaluate(async () => {
      // Each key a task of its own, as a remote's are, one right after the other (React renders a
      // drawn move only after the next frame: these keys come before it, or few frames later).
      const channel = new MessageChannel();
      const nextTask = () =>
        new Promise<void>((resolve) => {
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        });
      const focused = () => {
        const cell = document.activeElement as HTMLElement | null;
        return {
          index: cell?.dataset.index,
          marked: cell?.hasAttribute('data-focused') ?? false,
          card: document.querySelector('[data-row="row:0"] .vrow-card[data-focused]')?.textContent,
        };
      };
      const press = async (key: string, keyCode: number) => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode, bubbles: true }));
        window.dispatchEvent(new KeyboardEvent('keyup', { key, keyCode, bubbles: true }));
        await nextTask();
      };
      await press('ArrowRight', 39);
      const afterOne = focused();
      await press('ArrowRight', 39);
      await press('ArrowRight', 39);
      await press('ArrowLeft', 37);
      const afterFour = focused();
      await press('Enter', 13);
      return { afterOne, afterFour, title: document.title };
    });
    expect(seen.afterOne).toEqual({ index: '1', marked: true, card: '1' });
    expect(seen.afterFour).toEqual({ index: '2', marked: true, card: '2' });
    expect(seen.title).toBe('selected 0:2');
    // React catches up after the frame, and keeps what was drawn: one card marked, the row's index.
    await expect(page.locator('[data-row="row:0"]')).toHaveAttribute('data-current', '2');
    await page.waitForTimeout(100);
    await expect(page.locator('[data-row="row:0"] [data-focused]')).toHaveCount(1);
    await expect(page.locator('.vrow-card[data-focused]')).toHaveText('2');
    // Down and Up leave and come back to the card the moves drew.
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[data-row="row:1"] .vrow-card[data-focused]')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('[data-row="row:0"] .vrow-card[data-focused]')).toHaveText('2');
  });
});
