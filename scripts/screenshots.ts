/**
 * The README's screenshots, taken from the built app so they stay current:
 *
 *   npm run screenshots        (builds the app if needed; writes docs/screenshots/*.jpg)
 *
 * It serves the app on port 8198 with a throwaway database and photographs the same screens at
 * the three layouts: TV (1920x1080, a Tizen user agent), desktop (1366x768) and phone (390x844),
 * home with focus on the first card, and a programme's detail modal; on the desktop and the phone,
 * the dashboard's Downloads tab with an episode downloaded; then home again on devices set to other
 * languages (Spanish at the three layouts, Arabic, right to left, on a TV), as their viewers first see it.
 * SCREENSHOTS_PORT serves on another port.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../tests/perf/api-throughput.js';
import { TIZEN_UA } from '../tests/chromium.js';
import { launch, sessionScript, signIn, skipSplash } from '../tests/perf/common.js';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 8198);
const OUT = path.resolve(import.meta.dirname, '../docs/screenshots');

const LAYOUTS = {
  tv: { viewport: { width: 1920, height: 1080 }, userAgent: TIZEN_UA },
  desktop: { viewport: { width: 1366, height: 768 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

/** Home in other languages: the device's language (the browser's own), as a viewer there first sees it. */
const LANGUAGE_SHOTS = [
  { locale: 'es-MX', layouts: ['tv', 'desktop', 'mobile'] },
  { locale: 'ar-EG', layouts: ['tv'] },
] as const;

/** Waits until the pictures on screen have arrived, so no card is caught half drawn. */
async function picturesLoaded(page: Page): Promise<void> {
  const onScreen = () =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      const visible = box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
      return !visible || img.complete;
    });
  await page.waitForFunction(onScreen, undefined, { timeout: 15_000 });
  await page.waitForTimeout(300);
}

/** The Downloads tab of a signed-in viewer who downloaded an episode (Download, then Standard). */
async function downloadsTab(name: string, options: (typeof LAYOUTS)[keyof typeof LAYOUTS]): Promise<void> {
  const base = `http://127.0.0.1:${PORT}`;
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(sessionScript(await signIn(base)));
  await page.goto(`${base}/detail/ep00002/vod`);
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await page.getByRole('button', { name: /^Standard · / }).click();
  await page.getByText('Downloading Silence Before God').waitFor();
  await page.goto(`${base}/Account?tab=downloads`);
  await page.getByText(/^Plays offline until/).waitFor({ timeout: 30_000 });
  await picturesLoaded(page);
  await page.screenshot({ path: path.join(OUT, `downloads-${name}.jpg`), type: 'jpeg', quality: 80 });
  await context.close();
}

/** Home, as a viewer first sees it, then on TV with focus on the first card of the first row. */
async function homeShot(page: Page, layout: string, file: string): Promise<void> {
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await skipSplash(page);
  await picturesLoaded(page);
  if (layout === 'tv') await page.keyboard.press('ArrowDown');
  await picturesLoaded(page);
  await page.screenshot({ path: path.join(OUT, file), type: 'jpeg', quality: 80 });
}

const server = await startServer(PORT);
const browser = await launch();
fs.mkdirSync(OUT, { recursive: true });
try {
  for (const [name, options] of Object.entries(LAYOUTS)) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await homeShot(page, name, `home-${name}.jpg`);
    // A programme's detail modal, opened by its deep link.
    await page.goto(`http://127.0.0.1:${PORT}/?sDM=true&dId=sr0001&dType=Series&cId=cr-new`);
    await skipSplash(page).catch(() => undefined);
    await page.getByRole('dialog').first().waitFor();
    await picturesLoaded(page);
    await page.screenshot({ path: path.join(OUT, `detail-${name}.jpg`), type: 'jpeg', quality: 80 });
    await context.close();
    if (name !== 'tv') await downloadsTab(name, options);
    console.log(`screenshots: ${name}`);
  }
  for (const { locale, layouts } of LANGUAGE_SHOTS) {
    for (const name of layouts) {
      const context = await browser.newContext({ ...LAYOUTS[name], locale });
      const page = await context.newPage();
      await homeShot(page, name, `home-${locale.slice(0, 2)}-${name}.jpg`);
      await context.close();
    }
    console.log(`screenshots: ${locale}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`written to ${path.relative(process.cwd(), OUT)}`);
