import type { Page } from '@playwright/test';

/**
 * Presses `key` `presses` times, `gapMs` apart, and measures each press to the frame painted after
 * focus moved (the focused element's data-index changes). Sorted latencies in ms.
 */
export async function measureKeyToFocus(page: Page, key: string, presses: number, gapMs: number, focusedIndex: string): Promise<number[]> {
  await page.evaluate(`
    window.latencies = [];
    window.addEventListener('keydown', () => {
      const started = performance.now();
      const index = () => (${focusedIndex})?.getAttribute('data-index');
      const before = index();
      const check = () => {
        if (index() !== before) requestAnimationFrame(() => window.latencies.push(performance.now() - started));
        else if (performance.now() - started < 2000) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, true);
  `);
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key);
    await page.waitForTimeout(gapMs);
  }
  await page.waitForTimeout(300);
  return ((await page.evaluate('window.latencies')) as number[]).sort((a, b) => a - b);
}

/** The value at a share of sorted values (0.95 for p95). */
export const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
