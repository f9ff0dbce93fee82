/**
 * Memory and DOM on the TV layout: the JS heap after a forced garbage collection (CDP
 * HeapProfiler.collectGarbage, then Runtime.getHeapUsage), the document's elements and the
 * renderer's DOM nodes (CDP Memory.getDOMCounters, text nodes included):
 * - on home, loaded, then after walking down to its footer with the keys (every carousel loaded);
 * - signed in, after browsing 30 rows (Down through them, a few Rights in each), then after playing
 *   a VOD episode for BENCH_PLAY_SECONDS (still playing when measured).
 */
import type { CDPSession, Page } from '@playwright/test';
import { launch, sessionScript, settings, signIn, skipSplash, TV } from './common.js';

export interface MemoryPoint {
  name: string;
  heapMb: number;
  elements: number;
  /** Nodes of the page's document: elements, text and comments. */
  documentNodes: number;
  /** The renderer's DOM nodes (CDP Memory.getDOMCounters): other documents too, such as an SVG picture's. */
  domNodes: number;
  listeners: number;
}

export interface MemoryBench {
  points: MemoryPoint[];
  /** What the playback really did while measured, as one sentence. */
  played: string;
}

async function snapshot(name: string, page: Page, cdp: CDPSession): Promise<MemoryPoint> {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const [elements, documentNodes] = (await page.evaluate(`(() => {
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    let nodes = 0;
    while (walker.nextNode()) nodes++;
    return [document.getElementsByTagName('*').length, nodes];
  })()`)) as [number, number];
  return { name, heapMb: Math.round((heap.usedSize / 1024 / 1024) * 10) / 10, elements, documentNodes, domNodes: dom.nodes, listeners: dom.jsEventListeners };
}

const focusKey = (page: Page) => page.evaluate("document.activeElement && document.activeElement.getAttribute('data-focus-key') || ''") as Promise<string>;

export async function runMemoryBench(baseUrl: string): Promise<MemoryBench> {
  const browser = await launch();
  try {
    const points: MemoryPoint[] = [];
    const context = await browser.newContext(TV);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${baseUrl}/`);
    await skipSplash(page);
    await page.waitForTimeout(1000);
    points.push(await snapshot('home, loaded', page, cdp));
    for (let i = 0; i < 80 && !(await focusKey(page)).startsWith('footer'); i++) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(1000);
    points.push(await snapshot('home, walked down to the footer', page, cdp));
    await context.close();

    const token = await signIn(baseUrl);
    const signed = await browser.newContext(TV);
    const p = await signed.newPage();
    const session = await signed.newCDPSession(p);
    await p.addInitScript(sessionScript(token));
    await p.goto(`${baseUrl}/`);
    await skipSplash(p);
    for (let row = 0; row < 30; row++) {
      await p.keyboard.press('ArrowDown');
      await p.waitForTimeout(150);
      for (let right = 0; right < 3; right++) {
        await p.keyboard.press('ArrowRight');
        await p.waitForTimeout(80);
      }
    }
    await p.waitForTimeout(1000);
    points.push(await snapshot('signed in, browsed 30 rows', p, session));
    await p.evaluate(`window.history.pushState({ idx: 1, key: 'bench-play' }, '', '/viewVideo/ep00001/vod/cr-new');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));`);
    const video = '[data-testid="player"] video';
    await p.waitForFunction(`(() => { const v = document.querySelector('${video}'); return v && v.currentTime > 0; })()`, null, { timeout: 60_000 });
    // Where the film is, or null once the player has gone (a film that ends closes its player).
    const position = () =>
      p.evaluate(`(() => { const v = document.querySelector('${video}'); return v ? [v.currentTime, v.duration] : null; })()`) as Promise<
        [number, number] | null
      >;
    const [startedAt, duration] = (await position()) ?? [0, 0];
    // Measured while it still plays: the sample films are a minute long.
    const seconds = Math.max(1, Math.min(settings.playSeconds, Math.floor(duration - startedAt - 5)));
    await p.waitForTimeout(seconds * 1000);
    const now = await position();
    points.push(await snapshot(`then played a VOD for ${seconds} s`, p, session));
    await signed.close();
    const played = now
      ? `The VOD advanced ${Math.round(now[0] - startedAt)} s in ${seconds} s of playing${seconds < settings.playSeconds ? ` (BENCH_PLAY_SECONDS=${settings.playSeconds} is longer than the ${Math.round(duration)} s film)` : ''}.`
      : `The player had closed before the measure (the film ended): the last point is not of playback.`;
    return { points, played };
  } finally {
    await browser.close();
  }
}
