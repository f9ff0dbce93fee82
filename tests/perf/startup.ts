/**
 * Cold start of home on the TV layout, in Debian Chromium through Playwright, a fresh context each
 * run (empty cache), at CPU throttling 1x and 6x (a low-end TV stand-in). From navigation to:
 * - first focus: the first focused element painted in the page (home's first focus is the top
 *   banner's button, by the spec), and
 * - first card: the first card of the first carousel painted;
 * "ready" is the later of the two: the page has focus and cards to move to. The splash video plays
 * over the app meanwhile (it is not skipped; the app starts under it).
 * Also which scripts the home load requested, to prove the player chunk is not among them.
 */
import { launch, median, throttle, TV } from './common.js';

export interface StartupResult {
  throttle: number;
  firstFocusMs: number[];
  firstCardMs: number[];
  readyMs: number[];
  medianFirstFocusMs: number;
  medianFirstCardMs: number;
  medianReadyMs: number;
}

export interface StartupBench {
  runs: StartupResult[];
  /** Script files the home page requested, with no key pressed. */
  homeScripts: string[];
  playerChunkRequested: boolean;
}

// A plain string: tsx would wrap a function with helpers that do not exist in the page.
const WATCH = `
  (function () {
    const marks = {};
    window.__startup = marks;
    const afterPaint = (name) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { marks[name] = performance.now(); };
      channel.port2.postMessage(0);
    };
    (function check() {
      if (marks.focusSeen === undefined && document.querySelector('#content [data-focused]')) { marks.focusSeen = 1; afterPaint('focus'); }
      if (marks.cardSeen === undefined && document.querySelector('#content .vrow-card')) { marks.cardSeen = 1; afterPaint('card'); }
      if (marks.focusSeen === undefined || marks.cardSeen === undefined) requestAnimationFrame(check);
    })();
  })();
`;

export async function runStartup(baseUrl: string, runs: number): Promise<StartupBench> {
  const browser = await launch();
  const scripts = new Set<string>();
  try {
    const results: StartupResult[] = [];
    for (const rate of [1, 6]) {
      const result: StartupResult = {
        throttle: rate,
        firstFocusMs: [],
        firstCardMs: [],
        readyMs: [],
        medianFirstFocusMs: 0,
        medianFirstCardMs: 0,
        medianReadyMs: 0,
      };
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext(TV);
        const page = await context.newPage();
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
        });
        await throttle(context, page, rate);
        await page.addInitScript(WATCH);
        await page.goto(baseUrl + '/');
        await page.waitForFunction('window.__startup.focus !== undefined && window.__startup.card !== undefined', null, { timeout: 120_000 });
        const marks = (await page.evaluate('window.__startup')) as { focus: number; card: number };
        result.firstFocusMs.push(Math.round(marks.focus));
        result.firstCardMs.push(Math.round(marks.card));
        result.readyMs.push(Math.round(Math.max(marks.focus, marks.card)));
        await context.close();
      }
      result.medianFirstFocusMs = median(result.firstFocusMs);
      result.medianFirstCardMs = median(result.firstCardMs);
      result.medianReadyMs = median(result.readyMs);
      results.push(result);
    }
    const homeScripts = [...scripts].sort();
    return { runs: results, homeScripts, playerChunkRequested: homeScripts.some((s) => /shaka/.test(s)) };
  } finally {
    await browser.close();
  }
}
