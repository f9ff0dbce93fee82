/**
 * The All Shows grid on the TV layout: key press to painted focus while walking down every show
 * with the remote (pages of 100 loading on the way), and how many elements the page holds then.
 */
import { chromium } from '@playwright/test';
import { measureKeyToFocus, percentile } from './key-latency.js';
import { median } from './startup.js';

const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run'];

export interface GridBench {
  keyToFocus: { medianMs: number; p95Ms: number; presses: number };
  /** Cards of the grid in the document at the end of the walk, and elements in the whole page. */
  cardsInDocument: number;
  elementsInDocument: number;
  shows: number;
  lastIndexReached: number;
}


export async function runGridBench(baseUrl: string): Promise<GridBench> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${baseUrl}/AllShows/list?layout=tv`);
    const splash = page.getByTestId('splash');
    await splash.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
    if (await splash.isVisible()) await page.keyboard.press('Enter');
    await page.waitForSelector('[data-row="allshows:grid"]');
    // From the tabs: Down to the filter box, Down into the grid.
    for (let i = 0; i < 4 && !(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-row="allshows:grid"]')))); i++) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(200);
    }
    const shows = Number(await page.locator('[data-row="allshows:grid"]').getAttribute('data-count'));
    // A held key on a TV remote repeats about ten times a second.
    const latencies = await measureKeyToFocus(page, 'ArrowDown', 250, 100, 'document.activeElement');
    const end = await page.evaluate(() => ({
      cards: document.querySelectorAll('[data-row="allshows:grid"] [data-index]').length,
      elements: document.querySelectorAll('*').length,
      index: Number(document.activeElement?.getAttribute('data-index') ?? -1),
      shows: Number(document.querySelector('[data-row="allshows:grid"]')?.getAttribute('data-count') ?? 0),
    }));
    return {
      keyToFocus: { medianMs: Number(median(latencies).toFixed(1)), p95Ms: Number(percentile(latencies, 0.95).toFixed(1)), presses: latencies.length },
      cardsInDocument: end.cards,
      elementsInDocument: end.elements,
      shows: Math.max(shows, end.shows),
      lastIndexReached: end.index,
    };
  } finally {
    await browser.close();
  }
}
