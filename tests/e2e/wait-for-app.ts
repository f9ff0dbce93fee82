import type { Page } from '@playwright/test';

/** How long waitForApp waits for the loads to end, at most. */
const LOADS_WAIT_MS = 3000;

/** The app's count of content loads (src/api/activity.ts), as src/focus/engine.ts shows it to tests. */
interface LoadWatch {
  started: () => number;
  since: (since: number) => boolean;
}

/** Whether an error only says the page went away (a key that reloaded it, or left for another site): nothing to wait for there. */
const pageWentAway = (error: Error) => /Execution context was destroyed|Target page, context or browser has been closed|navigat/i.test(error.message);

/** How many content loads the page has started so far: given to waitForApp, it waits only for the loads begun after now. */
export async function loadMark(page: Page): Promise<number> {
  return page
    .evaluate(() => (window as unknown as { __lumenLoads?: LoadWatch }).__lumenLoads?.started() ?? 0)
    .catch((error: Error) => {
      if (pageWentAway(error)) return 0;
      throw error;
    });
}

/**
 * Waits for the app rather than the clock: two animation frames (React has drawn what the key or
 * the click did, and its effects have run), and again until the content loads begun after `since`
 * (loadMark; by default any) have ended, for up to LOADS_WAIT_MS. Loads under way before the mark
 * are not waited for: a test may hold one back on purpose, and press keys meanwhile. It does not
 * fail: what the test expects next it asserts itself, polling where that takes work the app may
 * still be doing (a page's code, an answer beyond the wait).
 */
export async function waitForApp(page: Page, since = 0): Promise<void> {
  await page
    .evaluate(
      async ({ since, limit }) => {
        const frame = () =>
          new Promise<void>((resolve) => {
            requestAnimationFrame(() => resolve());
            // fixed-sleep-ok: a bound, not a sleep: a page that draws no frames (hidden) is not waited on
            // for ever. A shown page's frame can take far longer than 250 ms on a busy machine, and
            // was cut short there: the test then read focus before the key had moved it.
            setTimeout(resolve, document.visibilityState === 'hidden' ? 250 : 2000);
          });
        const loads = (window as unknown as { __lumenLoads?: LoadWatch }).__lumenLoads;
        const until = performance.now() + limit;
        do {
          await frame();
          await frame();
        } while (loads?.since(since) && performance.now() < until);
      },
      { since, limit: LOADS_WAIT_MS },
    )
    .catch((error: Error) => {
      if (!pageWentAway(error)) throw error;
    });
}
