/**
 * The All Shows grid on the TV layout: key press to painted focus while walking down the shows with
 * the remote (pages of 100 loading on the way), and how many elements the page holds then.
 */
import { launch, skipSplash, settings, TV } from './common.js';
import { measureKeyToFocus, type Latency } from './key-latency.js';

export interface GridBench {
  keyToFocus: Latency;
  /** Cards of the grid in the document at the end of the walk, and elements in the whole page. */
  cardsInDocument: number;
  elementsInDocument: number;
  shows: number;
  lastIndexReached: number;
}

export async function runGridBench(baseUrl: string): Promise<GridBench> {
  const browser = await launch();
  try {
    const page = await browser.newPage(TV);
    await page.goto(`${baseUrl}/AllShows/list`);
    await skipSplash(page);
    await page.waitForSelector('[data-row="allshows:grid"]');
    // From the tabs: Down to the filter box, Down into the grid.
    for (let i = 0; i < 4 && !(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-row="allshows:grid"]')))); i++) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(200);
    }
    // Half the presses of the rows: enough to cross a few pages of 100.
    const keyToFocus = await measureKeyToFocus(page, Math.ceil(settings.presses / 2), () => 'ArrowDown');
    const end = await page.evaluate(() => ({
      cards: document.querySelectorAll('[data-row="allshows:grid"] [data-index]').length,
      elements: document.querySelectorAll('*').length,
      index: Number(document.activeElement?.getAttribute('data-index') ?? -1),
      shows: Number(document.querySelector('[data-row="allshows:grid"]')?.getAttribute('data-count') ?? 0),
    }));
    return { keyToFocus, cardsInDocument: end.cards, elementsInDocument: end.elements, shows: end.shows, lastIndexReached: end.index };
  } finally {
    await browser.close();
  }
}
