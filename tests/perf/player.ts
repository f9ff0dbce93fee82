/**
 * The row and the player: key press to painted focus in the 10,000-item row, and time from OK on
 * Start Watching to the first frame of a VOD episode, a live channel and a short (autoplay's 1 s wait
 * included for VOD and live, as the spec sets it), each over fresh contexts, in Debian Chromium; and the gzip size of the lazily loaded player chunk.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { chromium } from '@playwright/test';
import { measureKeyToFocus } from './key-latency.js';
import { median } from './startup.js';

const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--autoplay-policy=no-user-gesture-required'];

export interface PlayerBench {
  rowKeyToFocus: { medianMs: number; p95Ms: number; presses: number };
  vodFirstFrame: { medianMs: number; runsMs: number[] };
  liveFirstFrame: { medianMs: number; runsMs: number[] };
  shortFirstFrame: { medianMs: number; runsMs: number[] };
  playerChunkGzipKb: number;
}

/** A verified, signed-in account made through the API and its outbox. */
async function signIn(baseUrl: string): Promise<string> {
  const headers = { customerid: 'lumen', 'content-type': 'application/json' };
  const email = `bench${Date.now()}@example.org`;
  const password = createHash('sha256').update('bench-pass').digest('hex');
  await fetch(`${baseUrl}/api/register`, { method: 'POST', headers, body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', username: email, email_address: email, password }) });
  const mail = (await (await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers })).json()).items[0];
  const link = new URL(/(https?:\/\/\S+)/.exec(mail.body)![1]!);
  const uid = link.searchParams.get('uid')!;
  const token = link.searchParams.get('token')!;
  await fetch(`${baseUrl}/api/confirm/${encodeURIComponent(uid)}?token=${token}`, { method: 'POST', headers, body: JSON.stringify({ username: uid, token }) });
  const login = await (await fetch(`${baseUrl}/api/login`, { method: 'POST', headers, body: JSON.stringify({ username: email, password }) })).json();
  return login.user_token as string;
}

function playerChunkGzipKb(): number {
  const assets = path.resolve('dist/assets');
  // The modern chunk: its legacy twin (`-legacy-`) is what only old engines fetch.
  const chunks = fs.readdirSync(assets).filter((f) => f.endsWith('.js') && !f.includes('-legacy-')).map((f) => fs.readFileSync(path.join(assets, f)));
  const shaka = chunks.filter((c) => c.includes('shaka-player') || c.includes('shaka.Player')).sort((a, b) => b.length - a.length)[0];
  return shaka ? Math.round(zlib.gzipSync(shaka).length / 1024) : 0;
}

export async function runPlayerBench(baseUrl: string, runs = 5): Promise<PlayerBench> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    // The 10,000-item row: one key at a time, time to the newly focused card being painted.
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${baseUrl}/harness/row.html?count=10000&rows=2`);
    await page.waitForSelector('.vrow-card[data-focused]');
    const latencies = await measureKeyToFocus(page, 'ArrowRight', 200, 20, "document.querySelector('.vrow-card[data-focused]')");
    await page.close();

    // OK to first frame: the app is open and signed in; the player route is entered as the
    // detail modal's button does, and the first frame is the first advancing currentTime.
    const token = await signIn(baseUrl);
    const session = JSON.stringify({ v: 1, appToken: null, userToken: { value: token, expiresAt: Date.now() + 3_600_000 }, loggedIn: true, profileId: null, profileType: null, userId: null, firstName: 'Bench' });
    const firstFrame = async (pathFor: (run: number) => string, videoSelector: string): Promise<number[]> => {
      const runsMs: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
        const p = await context.newPage();
        await p.addInitScript(`localStorage.setItem('lumen.session.v1', ${JSON.stringify(session)});`);
        await p.goto(`${baseUrl}/?layout=tv`);
        const splash = p.getByTestId('splash');
        await splash.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
        if (await splash.isVisible()) await p.keyboard.press('Enter');
        await p.waitForSelector('#content [data-focused]');
        const ms = (await p.evaluate(`new Promise((resolve) => {
          const started = performance.now();
          window.history.pushState({ idx: 1, key: 'bench' }, '', ${JSON.stringify(pathFor(i))});
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
          let base = null;
          const check = () => {
            const v = document.querySelector(${JSON.stringify(videoSelector)});
            if (v && base === null && v.readyState > 0) base = v.currentTime;
            if (v && base !== null && v.currentTime > base) resolve(performance.now() - started);
            else requestAnimationFrame(check);
          };
          check();
        })`)) as number;
        runsMs.push(Math.round(ms));
        await context.close();
      }
      return runsMs;
    };
    const vod = await firstFrame((i) => `/viewVideo/ep0000${i + 1}/vod/cr-new`, '[data-testid="player"] video');
    const live = await firstFrame(() => '/liveVideo/homenav/homenav', '[data-testid="player"] video');
    const short = await firstFrame((i) => `/ShortVideo/sv00${i + 1}/vod/cr-shorts`, '.short[data-active] video');
    return {
      rowKeyToFocus: { medianMs: Number(median(latencies).toFixed(1)), p95Ms: Number((latencies[Math.floor(latencies.length * 0.95)] ?? 0).toFixed(1)), presses: latencies.length },
      vodFirstFrame: { medianMs: median(vod), runsMs: vod },
      liveFirstFrame: { medianMs: median(live), runsMs: live },
      shortFirstFrame: { medianMs: median(short), runsMs: short },
      playerChunkGzipKb: playerChunkGzipKb(),
    };
  } finally {
    await browser.close();
  }
}
