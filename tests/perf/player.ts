/**
 * OK to the first frame of a VOD episode, a live channel and a short: the app is open on home and
 * signed in; the player route is entered as the detail modal's button does, and the first frame is
 * the first advancing currentTime. Also from the player's play() call to that frame: VOD and live
 * autoplay wait 1 s after the stream is ready, by the spec, so the whole figure cannot be under 1 s.
 * With a film made by ingest, its first frame too (it should start as the samples do).
 */
import { launch, median, sessionScript, signIn, skipSplash } from './common.js';

export interface FirstFrame {
  /** ingested: a film the server made from an upload (tests/perf/ingest.ts), against the samples' vod. */
  kind: 'vod' | 'live' | 'short' | 'ingested';
  /** OK (the route change) to the first frame. */
  runsMs: number[];
  medianMs: number;
  /** play() to the first frame. */
  fromPlayMs: number[];
  medianFromPlayMs: number;
}

// Marks the player's first play() call (the splash video's is not the player's).
const PLAY_HOOK = `
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    if (window.__playAt === undefined && this.closest && this.closest('[data-testid="player"], .short')) window.__playAt = performance.now();
    return play.apply(this, args);
  };
`;

export async function runPlayerBench(baseUrl: string, runs: number, ingestedId: string | null = null): Promise<FirstFrame[]> {
  const browser = await launch();
  try {
    const token = await signIn(baseUrl);
    const firstFrame = async (kind: FirstFrame['kind'], pathFor: (run: number) => string, videoSelector: string): Promise<FirstFrame> => {
      const runsMs: number[] = [];
      const fromPlayMs: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
        const page = await context.newPage();
        await page.addInitScript(sessionScript(token));
        await page.addInitScript(PLAY_HOOK);
        await page.goto(`${baseUrl}/?layout=tv`);
        await skipSplash(page);
        const [total, fromPlay] = (await page.evaluate(`new Promise((resolve) => {
          window.__playAt = undefined;
          const started = performance.now();
          window.history.pushState({ idx: 1, key: 'bench' }, '', ${JSON.stringify(pathFor(i))});
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
          let base = null;
          const check = () => {
            const v = document.querySelector(${JSON.stringify(videoSelector)});
            if (v && base === null && v.readyState > 0) base = v.currentTime;
            if (v && base !== null && v.currentTime > base) {
              const now = performance.now();
              resolve([now - started, window.__playAt === undefined ? NaN : now - window.__playAt]);
            } else requestAnimationFrame(check);
          };
          check();
        })`)) as [number, number];
        runsMs.push(Math.round(total));
        if (Number.isFinite(fromPlay)) fromPlayMs.push(Math.round(fromPlay));
        await context.close();
      }
      return { kind, runsMs, medianMs: median(runsMs), fromPlayMs, medianFromPlayMs: median(fromPlayMs) };
    };
    return [
      await firstFrame('vod', (i) => `/viewVideo/ep0000${(i % 9) + 1}/vod/cr-new`, '[data-testid="player"] video'),
      await firstFrame('live', () => '/liveVideo/homenav/homenav', '[data-testid="player"] video'),
      await firstFrame('short', (i) => `/ShortVideo/sv00${(i % 9) + 1}/vod/cr-shorts`, '.short[data-active] video'),
      ...(ingestedId ? [await firstFrame('ingested', () => `/viewVideo/${ingestedId}/vod/${ingestedId}`, '[data-testid="player"] video')] : []),
    ];
  } finally {
    await browser.close();
  }
}
