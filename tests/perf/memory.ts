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
  /** The renderer's DOM nodes (CDP Memory.getDOMCounters): other documents too, such as SVG pictures. */
  domNodes: number;
  listeners: number;
}

export interface MemoryBench {
  points: MemoryPoint[];
  /** Seconds of video the playback really advanced. */
  playedSeconds: number;
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
    const startedAt = (await p.evaluate(`document.querySelector('${video}').currentTime`)) as number;
    await p.waitForTimeout(settings.playSeconds * 1000);
    const endedAt = (await p.evaluate(`document.querySelector('${video}').currentTime`)) as number;
    points.push(await snapshot(`then played a VOD for ${settings.playSeconds} s`, p, session));
    await signed.close();
    return { points, playedSeconds: Math.round(endedAt - startedAt) };
  } finally {
    await browser.close();
  }
}
