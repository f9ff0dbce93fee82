/**
 * Lighthouse (from npm) on the home page, in Debian's Chromium, with its mobile preset (a mid-range
 * phone on a slow 4G link, simulated) and its desktop preset: the performance score and the figures
 * behind it, the median run of BENCH_LIGHTHOUSE_RUNS by score, the visits' runs taken in turns. The
 * page is a visitor's first: an empty cache, the start-up film included, as a phone or a desktop
 * meets it.
 */
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.js';
import { median, settings } from './common.js';

export interface LighthouseRun {
  preset: 'mobile' | 'desktop';
  /** The address after the host: `/` as a phone opens it (Lighthouse's phone user agent chooses the layout), or `/?layout=mobile`. */
  path: string;
  /** Lighthouse's own version. */
  version: string;
  /** Performance score, 0 to 100. */
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /** Performance audits that failed (score under 0.9), by id. */
  failing: string[];
  /** Every run's score, for the spread. */
  scores: number[];
}

/** A port of this suite's own (see PORTS in common.ts for the others). */
const DEBUG_PORT = 9331;

/** A Chromium that Lighthouse drives, through its debugging port; close it when done. */
export function launchForLighthouse() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`] });
}

/** One Lighthouse run of `url` with a preset, in the browser of launchForLighthouse. */
export async function lighthouseRun(url: string, preset: LighthouseRun['preset']): Promise<Omit<LighthouseRun, 'path'>> {
  const result = await lighthouse(
    url,
    { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for the ${preset} preset`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse, ${preset}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    preset,
    version: lhr.lighthouseVersion,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    firstContentfulPaintMs: Math.round(value('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(value('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(value('total-blocking-time')),
    cumulativeLayoutShift: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(value('speed-index')),
    failing: Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          (audit.scoreDisplayMode === 'numeric' || audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'metricSavings'),
      )
      .map((audit) => audit.id),
    scores: [],
  };
}

export async function runLighthouse(baseUrl: string): Promise<LighthouseRun[]> {
  const browser = await launchForLighthouse();
  try {
    const results: LighthouseRun[] = [];
    // A phone opening the site (its own user agent picks the layout), the phone layout asked for by
    // address, and a desktop.
    const visits = [
      ['mobile', '/'],
      ['mobile', '/?layout=mobile'],
      ['desktop', '/'],
    ] as const;
    // The visits' runs in turns (one run of each, then the next round): a stretch of a busy machine,
    // which Lighthouse's simulated phone turns into blocking time, falls on each visit alike.
    const runs = visits.map((): LighthouseRun[] => []);
    for (let i = 0; i < settings.lighthouseRuns; i++)
      for (const [v, [preset, path]] of visits.entries()) runs[v]!.push({ ...(await lighthouseRun(`${baseUrl}${path}`, preset)), path });
    for (const visitRuns of runs) {
      const scores = visitRuns.map((run) => run.score);
      const middle = median(scores);
      // The run whose score is the median (the lower of the two middle ones for an even count).
      const chosen = [...visitRuns].sort((a, b) => Math.abs(a.score - middle) - Math.abs(b.score - middle) || a.score - b.score)[0]!;
      results.push({ ...chosen, scores });
    }
    return results;
  } finally {
    await browser.close();
  }
}
