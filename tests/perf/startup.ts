/**
 * Home start-up: from navigation to the first focused item on the home page (the top banner),
 * in Debian Chromium through Playwright, each run in a fresh browser context (cold cache), at CPU
 * throttling 1x and 6x (a low-end TV stand-in). Also the home page's element count after walking
 * down to its footer with the keys.
 */
import { chromium, type Browser } from '@playwright/test';

export interface StartupResult {
  layout: string;
  throttle: number;
  runsMs: number[];
  medianMs: number;
}

const TIZEN_UA =
  'Mozilla/5.0 (SMART-TV; Linux; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/2.2 Chrome/63.0.3239.84 TV Safari/537.36';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required'];

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function oneRun(browser: Browser, baseUrl: string, layout: 'tv' | 'desktop', throttle: number): Promise<number> {
  const context = await browser.newContext(
    layout === 'tv' ? { viewport: { width: 1920, height: 1080 }, userAgent: TIZEN_UA } : { viewport: { width: 1366, height: 768 } },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  // Plain strings: tsx wraps functions with helpers that do not exist in the page.
  await page.addInitScript(`
    (function check() {
      if (window.firstFocusAt === undefined && document.querySelector('#content [data-focused]')) window.firstFocusAt = performance.now();
      else if (window.firstFocusAt === undefined) requestAnimationFrame(check);
    })();
  `);
  await page.goto(baseUrl + '/');
  await page.waitForFunction('window.firstFocusAt !== undefined', null, { timeout: 120_000 });
  const at = (await page.evaluate('window.firstFocusAt')) as number;
  await context.close();
  return at;
}

export async function runStartup(baseUrl: string, runs = 5): Promise<{ startup: StartupResult[]; homeElements: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    const startup: StartupResult[] = [];
    for (const layout of ['tv', 'desktop'] as const) {
      for (const throttle of [1, 6]) {
        const runsMs: number[] = [];
        for (let i = 0; i < runs; i++) runsMs.push(Math.round(await oneRun(browser, baseUrl, layout, throttle)));
        startup.push({ layout, throttle, runsMs, medianMs: median(runsMs) });
      }
    }
    // Walk the home page to its footer, then count what the page holds.
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, userAgent: TIZEN_UA });
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    const splash = page.getByTestId('splash');
    await splash.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
    if (await splash.isVisible()) await page.keyboard.press('Enter');
    await page.waitForSelector('#content [data-focused]');
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(80);
      const key = (await page.evaluate("document.activeElement && document.activeElement.getAttribute('data-focus-key') || ''")) as string;
      if (key.startsWith('footer')) break;
    }
    await page.waitForTimeout(500);
    const homeElements = (await page.evaluate("document.getElementsByTagName('*').length")) as number;
    await context.close();
    return { startup, homeElements };
  } finally {
    await browser.close();
  }
}
