/**
 * Download speed: an episode's standard rendition kept with shaka-player's offline storage, as a
 * viewer starts it (Download, then Standard, in the detail modal on a desktop), from the choice to
 * the download kept whole; beside it, in the same page, the very same segments fetched directly,
 * five at a time as shaka fetches them. Each run is a new browser context (empty storage and HTTP
 * cache) and a new account; a first download of another episode (another stream) loads shaka-player
 * and warms the page, so the figure is the download itself.
 */
import { launch, median, sessionScript, signIn } from './common.js';

/** Silence Before God: the 'chapel' sample stream, 60 s in 2 s segments. */
const VIDEO = 'ep00002';
/** Beginning Again: the 'pilgrim' stream, downloaded first to warm the page. */
const WARM_UP = 'ep00001';
const PARALLEL = 5;

export interface DownloadBench {
  video: string;
  /** The stored size shaka reports (bytes). */
  storedBytes: number;
  /** Choosing Standard to the download kept whole. */
  runsMs: number[];
  medianMs: number;
  /** The same segments (standard video and the audio, init segments included), fetched directly. */
  directRunsMs: number[];
  directMedianMs: number;
  directBytes: number;
  segments: number;
}

/** In the page: the standard rendition's and the audio's segment addresses, read from the manifest. */
const SEGMENT_URLS = `(async (manifestUrl) => {
  const text = await (await fetch(manifestUrl, { cache: 'no-store' })).text();
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const mpd = doc.documentElement;
  const m = /^PT(?:(\\d+(?:\\.\\d+)?)M)?(?:(\\d+(?:\\.\\d+)?)S)?$/.exec(mpd.getAttribute('mediaPresentationDuration'));
  const seconds = Number(m[1] || 0) * 60 + Number(m[2] || 0);
  const urls = [];
  for (const set of mpd.getElementsByTagName('AdaptationSet')) {
    const reps = [...set.getElementsByTagName('Representation')].sort((a, b) => Number(b.getAttribute('bandwidth')) - Number(a.getAttribute('bandwidth')));
    const rep = reps[0];
    const template = rep.getElementsByTagName('SegmentTemplate')[0];
    const id = rep.getAttribute('id');
    const count = Math.ceil(seconds / (Number(template.getAttribute('duration')) / Number(template.getAttribute('timescale'))));
    urls.push(new URL(template.getAttribute('initialization').replace('$RepresentationID$', id), manifestUrl).href);
    for (let n = Number(template.getAttribute('startNumber') || 1), i = 0; i < count; i++, n++) {
      urls.push(new URL(template.getAttribute('media').replace('$RepresentationID$', id).replace('$Number%05d$', String(n).padStart(5, '0')), manifestUrl).href);
    }
  }
  return urls;
})`;

/** In the page: fetches every address, PARALLEL at a time, bypassing the HTTP cache; [ms, bytes]. */
const FETCH_ALL = `(async (urls) => {
  const started = performance.now();
  let next = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      const response = await fetch(url, { cache: 'no-store' });
      if (!response.ok) throw new Error(url + ': ' + response.status);
      // (Read first, then added: "bytes += await ..." would add to a total read before the wait.)
      const size = (await response.arrayBuffer()).byteLength;
      bytes += size;
    }
  };
  await Promise.all(Array.from({ length: ${PARALLEL} }, worker));
  return [performance.now() - started, bytes];
})`;

export async function runDownloadBench(baseUrl: string, runs: number): Promise<DownloadBench> {
  const browser = await launch();
  const result: DownloadBench = { video: VIDEO, storedBytes: 0, runsMs: [], medianMs: NaN, directRunsMs: [], directMedianMs: NaN, directBytes: 0, segments: 0 };
  try {
    for (let i = 0; i < runs; i++) {
      const token = await signIn(baseUrl);
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript(sessionScript(token));
      const download = async (video: string, quality: RegExp): Promise<[number, number]> => {
        await page.goto(`${baseUrl}/detail/${video}/vod`);
        await page.getByRole('button', { name: 'Download', exact: true }).click({ timeout: 30_000 });
        const choice = page.getByRole('button', { name: quality });
        await choice.waitFor({ timeout: 30_000 });
        // The clock starts as the choice is made, inside the page.
        await page.evaluate(`document.addEventListener('click', () => { window.__chosenAt = performance.now(); }, { capture: true, once: true })`);
        await choice.click();
        return (await page.evaluate(`new Promise((resolve, reject) => {
          const deadline = performance.now() + 60000;
          const check = () => {
            const list = JSON.parse(localStorage.getItem('lumen.downloads.v1') || '{"entries":[]}').entries;
            const entry = list.find((e) => e.videoId === ${JSON.stringify(video)});
            if (entry && entry.state === 'done') return resolve([performance.now() - window.__chosenAt, entry.bytes]);
            if (entry && entry.state === 'failed') return reject(new Error('the download failed: ' + entry.error));
            if (performance.now() > deadline) return reject(new Error('the download took over 60 s'));
            setTimeout(check, 10);
          };
          check();
        })`)) as [number, number];
      };
      await download(WARM_UP, /^Data saver · /);
      const [elapsed, bytes] = await download(VIDEO, /^Standard · /);
      result.runsMs.push(Math.round(elapsed));
      result.storedBytes = bytes;

      const manifestUrl = `${baseUrl}/media/vod/chapel/manifest.mpd`;
      const urls = (await page.evaluate(`${SEGMENT_URLS}(${JSON.stringify(manifestUrl)})`)) as string[];
      const [direct, directBytes] = (await page.evaluate(`${FETCH_ALL}(${JSON.stringify(urls)})`)) as [number, number];
      result.directRunsMs.push(Math.round(direct));
      result.directBytes = directBytes;
      result.segments = urls.length;
      await context.close();
    }
    result.medianMs = median(result.runsMs);
    result.directMedianMs = median(result.directRunsMs);
    return result;
  } finally {
    await browser.close();
  }
}
