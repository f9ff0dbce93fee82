/**
 * OK to the first frame of a VOD episode, a live channel and a short: the app is open on home and
 * signed in; the player route is entered as the detail modal's button does, and the first frame is
 * the first advancing currentTime. Also from the player's play() call to that frame: VOD and live
 * autoplay wait 1 s after the stream is ready, by the spec, so the whole figure cannot be under 1 s.
 * With a film made by ingest, its first frame too (it should start as the samples do), measured in
 * turns with the samples' vod.
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
    /** One OK to first frame, in a fresh context: [from OK, from play()] in ms (NaN when play() was not seen). */
    const once = async (path: string, videoSelector: string): Promise<[number, number]> => {
      const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(sessionScript(token));
        await page.addInitScript(PLAY_HOOK);
        await page.goto(`${baseUrl}/?layout=tv`);
        await skipSplash(page);
        return (await page.evaluate(`new Promise((resolve) => {
          window.__playAt = undefined;
          const started = performance.now();
          window.history.pushState({ idx: 1, key: 'bench' }, '', ${JSON.stringify(path)});
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
      } finally {
        await context.close();
      }
    };
    type Stream = { kind: FirstFrame['kind']; pathFor: (run: number) => string; videoSelector: string };
    /** The streams' runs in turns (one run of each, then the next round): a stretch of a busy machine falls on each alike. */
    const inTurns = async (streams: Stream[]): Promise<FirstFrame[]> => {
      const measured = streams.map(() => ({ runsMs: [] as number[], fromPlayMs: [] as number[] }));
      for (let i = 0; i < runs; i++)
        for (const [s, stream] of streams.entries()) {
          const [total, fromPlay] = await once(stream.pathFor(i), stream.videoSelector);
          measured[s]!.runsMs.push(Math.round(total));
          if (Number.isFinite(fromPlay)) measured[s]!.fromPlayMs.push(Math.round(fromPlay));
        }
      return streams.map((stream, s) => {
        const { runsMs, fromPlayMs } = measured[s]!;
        return { kind: stream.kind, runsMs, medianMs: median(runsMs), fromPlayMs, medianFromPlayMs: median(fromPlayMs) };
      });
    };
    const player = '[data-testid="player"] video';
    // A film made by ingest is measured in turns with the samples' vod it is compared with.
    const [vod, ingested] = await inTurns([
      { kind: 'vod', pathFor: (i) => `/viewVideo/ep0000${(i % 9) + 1}/vod/cr-new`, videoSelector: player },
      ...(ingestedId ? [{ kind: 'ingested' as const, pathFor: () => `/viewVideo/${ingestedId}/vod/${ingestedId}`, videoSelector: player }] : []),
    ]);
    const [live] = await inTurns([{ kind: 'live', pathFor: () => '/liveVideo/homenav/homenav', videoSelector: player }]);
    const [short] = await inTurns([
      { kind: 'short', pathFor: (i) => `/ShortVideo/sv00${(i % 9) + 1}/vod/cr-shorts`, videoSelector: '.short[data-active] video' },
    ]);
    return [vod!, live!, short!, ...(ingested ? [ingested] : [])];
  } finally {
    await browser.close();
  }
}
