/**
 * Cold start of home on the TV layout, in Debian Chromium through Playwright, a fresh context each
 * run (empty cache), at CPU throttling 1x and 6x (a low-end TV stand-in). From navigation to:
 * - first focus: the first focused element painted in the page (home's first focus is the top
 *   banner's button, by the spec), and
 * - first card: the first card of the first carousel painted;
 * "ready" is the later of the two: the page has focus and cards to move to. The splash video plays
 * over the app meanwhile (it is not skipped; the app starts under it).
 * The three bundles, side by side: the modern one, the middle one that TVs from Chrome 64 to 104
 * run and the legacy one that older TVs run (Chromium made to take their paths, see common.ts).
 * Also which scripts the home load requested (the player chunk must not be among them), and what
 * they weigh as a TV downloads them: every file the load requested, lazy home chunks included,
 * each as the server sends it to an engine that takes gzip (the build's gzip -9 copy).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { BUNDLES, expectBundle, launch, median, throttle, TV, useBundle, type Bundle } from './common.js';
import { sizes } from './bundle.js';

const DIST = path.resolve(import.meta.dirname, '../../dist');

export interface StartupResult {
  bundle: Bundle;
  throttle: number;
  firstFocusMs: number[];
  firstCardMs: number[];
  readyMs: number[];
  medianFirstFocusMs: number;
  medianFirstCardMs: number;
  medianReadyMs: number;
}

export interface LoadedScripts {
  bundle: Bundle;
  /** Script files the home page requested, with no key pressed. */
  files: string[];
  raw: number;
  /** Each file as the server sends it gzipped (level 9, scripts/precompress.mjs), summed. */
  gzip: number;
}

export interface StartupBench {
  runs: StartupResult[];
  loaded: LoadedScripts[];
  playerChunkRequested: boolean;
}

/** What the requested files weigh, as served (gzip, file by file). */
function weigh(bundle: Bundle, files: string[]): LoadedScripts {
  const missing = files.find((file) => !fs.existsSync(path.join(DIST, file)));
  if (missing) throw new Error(`the home load requested ${missing}, which dist/ does not have`);
  const { raw, gzip } = sizes(files);
  return { bundle, files, raw, gzip };
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

export interface ColdStart {
  focusMs: number;
  cardMs: number;
  /** The later of the two. */
  readyMs: number;
}

/**
 * One cold start of home on the TV layout in a fresh context: navigation to first focus and first
 * card painted. `onScript` hears the path of each script the page requests.
 */
export async function coldStart(browser: Browser, baseUrl: string, bundle: Bundle, rate: number, onScript?: (path: string) => void): Promise<ColdStart> {
  const context = await browser.newContext(TV);
  try {
    await useBundle(context, bundle);
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') onScript?.(new URL(request.url()).pathname);
    });
    await throttle(context, page, rate);
    await page.addInitScript(WATCH);
    await page.goto(baseUrl + '/');
    await page.waitForFunction('window.__startup.focus !== undefined && window.__startup.card !== undefined', null, { timeout: 120_000 });
    await expectBundle(page, bundle);
    const marks = (await page.evaluate('window.__startup')) as { focus: number; card: number };
    return { focusMs: Math.round(marks.focus), cardMs: Math.round(marks.card), readyMs: Math.round(Math.max(marks.focus, marks.card)) };
  } finally {
    await context.close();
  }
}

export async function runStartup(baseUrl: string, runs: number): Promise<StartupBench> {
  const browser = await launch();
  try {
    const results: StartupResult[] = [];
    const scripts = new Map<Bundle, Set<string>>(BUNDLES.map((bundle) => [bundle, new Set<string>()]));
    for (const rate of [1, 6]) {
      const byBundle = new Map<Bundle, StartupResult>(
        BUNDLES.map((bundle) => [
          bundle,
          { bundle, throttle: rate, firstFocusMs: [], firstCardMs: [], readyMs: [], medianFirstFocusMs: 0, medianFirstCardMs: 0, medianReadyMs: 0 },
        ]),
      );
      // The bundles take turns, run by run: on a shared machine whose load drifts over minutes, each
      // bundle's runs then meet the same load, and the ratios between them hold.
      for (let i = 0; i < runs; i++) {
        for (const bundle of BUNDLES) {
          const marks = await coldStart(browser, baseUrl, bundle, rate, (script) => scripts.get(bundle)!.add(script));
          const result = byBundle.get(bundle)!;
          result.firstFocusMs.push(marks.focusMs);
          result.firstCardMs.push(marks.cardMs);
          result.readyMs.push(marks.readyMs);
        }
      }
      for (const result of byBundle.values()) {
        result.medianFirstFocusMs = median(result.firstFocusMs);
        result.medianFirstCardMs = median(result.firstCardMs);
        result.medianReadyMs = median(result.readyMs);
        results.push(result);
      }
    }
    // By bundle, then rate, as the table reads.
    results.sort((a, b) => BUNDLES.indexOf(a.bundle) - BUNDLES.indexOf(b.bundle) || a.throttle - b.throttle);
    const loaded = BUNDLES.map((bundle) =>
      weigh(
        bundle,
        [...scripts.get(bundle)!].sort().map((file) => file.replace(/^\//, '')),
      ),
    );
    return { runs: results, loaded, playerChunkRequested: loaded.some((l) => l.files.some((file) => /shaka/.test(file))) };
  } finally {
    await browser.close();
  }
}
