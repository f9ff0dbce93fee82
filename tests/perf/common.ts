/**
 * What every benchmark shares: settings from the environment, the ports, Chromium, statistics and a
 * signed-in account.
 */
import { createHash } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, TIZEN_UA } from '../chromium.js';

const num = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** Shorten a run with these (BENCH_RUNS=2 BENCH_START_RUNS=3 BENCH_SECONDS=3 BENCH_PRESSES=40 BENCH_PLAY_SECONDS=5). */
export const settings = {
  /** Runs per first-frame figure (medians). */
  runs: num('BENCH_RUNS', 5),
  /** Cold starts per bundle and rate, the bundles in turns (medians, and the medians of their paired ratios). */
  startRuns: num('BENCH_START_RUNS', 9),
  /** Seconds of autocannon per API figure. */
  seconds: num('BENCH_SECONDS', 5),
  /** Key presses per focus-latency figure. */
  presses: num('BENCH_PRESSES', 200),
  /** Runs of each focus figure that has a floor, at 6x: its ratio to the floor is the median of the runs' ratios. */
  floorRuns: num('BENCH_FLOOR_RUNS', 3),
  /** The naive baseline's focus figures stop after this many seconds (a press takes it seconds at 10,000 cards). */
  keySeconds: num('BENCH_KEY_SECONDS', 10),
  /** Seconds of VOD playback in the memory walk. */
  playSeconds: num('BENCH_PLAY_SECONDS', 60),
  /** Lighthouse runs per preset (the median run is reported). */
  lighthouseRuns: num('BENCH_LIGHTHOUSE_RUNS', 3),
  /** Runs per search key in the repository search benchmark. */
  searchRuns: num('BENCH_SEARCH_RUNS', 3),
  /** Publishes timed from one API process to the other in the studio section. */
  publishRuns: num('BENCH_PUBLISH_RUNS', 20),
  /** Comma-separated sections to run (bundle,api,search,startup,focus,memory,video,downloads,grid,lighthouse,studio); all by default. */
  only: (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
};

export const wants = (section: string): boolean => settings.only.length === 0 || settings.only.includes(section);

/**
 * Ports of this suite (other suites on these machines use 8181, 8190-8193, 8291-8293, 8391-8393):
 * six in a row from BENCH_PORT (8194), so a second checkout can run its own beside this one's.
 */
const firstPort = num('BENCH_PORT', 8194);
export const PORTS = {
  app: firstPort,
  api: firstPort + 1,
  apiUncached: firstPort + 2,
  bare: firstPort + 3,
  studio: firstPort + 4,
  ingest: firstPort + 5,
} as const;

export const TV = { viewport: { width: 1920, height: 1080 }, userAgent: TIZEN_UA } as const;

/**
 * The browser every section uses. Its pages bypass the app's Content Security Policy: the server
 * sends script-src with a per-page nonce and no 'unsafe-eval', and Playwright's waitForFunction
 * polls its predicate through eval. The app's own scripts run the same either way.
 */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ ...options, bypassCSP: true });
  browser.newPage = (options = {}) => newPage({ ...options, bypassCSP: true });
  return browser;
}

/**
 * The app's three bundles: engines from Chrome 105 run the modern one, TVs from Chrome 64 to 104
 * the middle one, older TVs the legacy one.
 */
export const BUNDLES = ['modern', 'middle', 'legacy'] as const;
export type Bundle = (typeof BUNDLES)[number];

/**
 * Pages of this context start the given bundle. Chromium takes the middle path as an engine from
 * Chrome 64 to 104 does: the boot script's modern check (the static Response.json, src/boot/boot.js)
 * fails; and the legacy path as an engine before Chrome 64 does: its middle check (ResizeObserver)
 * fails too.
 */
export async function useBundle(context: BrowserContext, bundle: Bundle): Promise<void> {
  if (bundle === 'modern') return;
  await context.addInitScript(`Object.defineProperty(Response, 'json', { value: undefined, configurable: true, writable: true });`);
  if (bundle === 'legacy') await context.addInitScript(`delete window.ResizeObserver;`);
}

/** Throws unless the page started the bundle it was meant to (a figure of the wrong one would mislead). */
export async function expectBundle(page: Page, bundle: Bundle): Promise<void> {
  const started = await page.evaluate('window.LUMEN_BOOT ? window.LUMEN_BOOT.bundle : "none"');
  if (started !== bundle) throw new Error(`the page started the ${String(started)} bundle, not the ${bundle} one`);
}

/** CPU throttling through CDP (6 stands in for a low-end TV). */
export async function throttle(context: BrowserContext, page: Page, rate: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Skips the splash video (OK, as a person would) and waits for the page's first focus. */
export async function skipSplash(page: Page): Promise<void> {
  const splash = page.getByTestId('splash');
  await splash.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
  if (await splash.isVisible()) await page.keyboard.press('Enter');
  await page.waitForSelector('#content [data-focused]', { timeout: 60_000 });
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Nearest-rank percentile (95 for p95). */
export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

export const round1 = (value: number): number => Math.round(value * 10) / 10;

/** A verified, signed-in account made through the API and its outbox; its user token. */
export async function signIn(baseUrl: string): Promise<string> {
  const headers = { customerid: 'lumen', 'content-type': 'application/json' };
  const email = `bench${Date.now()}@example.org`;
  const password = createHash('sha256').update('bench-pass').digest('hex');
  await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', username: email, email_address: email, password }),
  });
  const mail = (await (await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers })).json()).items[0];
  const link = new URL(/(https?:\/\/\S+)/.exec(mail.body)![1]!);
  const uid = link.searchParams.get('uid')!;
  const token = link.searchParams.get('token')!;
  await fetch(`${baseUrl}/api/confirm/${encodeURIComponent(uid)}?token=${token}`, { method: 'POST', headers, body: JSON.stringify({ username: uid, token }) });
  const login = await (await fetch(`${baseUrl}/api/login`, { method: 'POST', headers, body: JSON.stringify({ username: email, password }) })).json();
  return login.user_token as string;
}

/** The session the app keeps in local storage, for a page that starts signed in. */
export function sessionScript(token: string): string {
  const session = {
    v: 1,
    appToken: null,
    userToken: { value: token, expiresAt: Date.now() + 3_600_000 },
    loggedIn: true,
    profileId: null,
    profileType: null,
    userId: null,
    firstName: 'Bench',
  };
  return `localStorage.setItem('lumen.session.v1', ${JSON.stringify(JSON.stringify(session))});`;
}
