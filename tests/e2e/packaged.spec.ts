import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { packageTizen, packageVersion, packageWebos, ROOT, type PackageOptions, type TvPlatform } from '../../platforms/packaging';
import { CHROMIUM_ARGS, CHROMIUM_PATH, TIZEN_UA } from '../chromium';
import { focused, openApp, press, runAsOldEngine, waitForCardFocus, watchErrors } from './helpers';

/**
 * The TV packages as a TV opens them: index.html from the package's own files (file://), talking
 * to the test server named at packaging time. Chromium itself is a runtime that applies CORS to
 * module scripts from file:// (a page there has the origin null), so it refuses every module of
 * the package: the modern check of the boot script passes, the modern entry fails to load, and the
 * legacy bundle must start. With --allow-file-access-from-files it is a runtime that allows them,
 * and the modern bundle runs. Both again as an engine of Chrome 64 to 104 (runAsOldEngine), which
 * picks the middle bundle: the legacy one starts when its modules are refused, and the middle one
 * runs when they are not.
 */

const PLATFORMS: TvPlatform[] = ['webos', 'tizen'];
const packages = new Map<TvPlatform, string>();
let outDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  // The packaging itself is ~1 s; a first build of the relative app (kept in build/package-app
  // until the sources change) takes about a minute on a busy machine.
  testInfo.setTimeout(300_000);
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-build.mjs'), '--package'], { cwd: ROOT, stdio: 'inherit' });
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-packaged-'));
  const serverUrl = String(testInfo.project.use.baseURL);
  const version = await packageVersion();
  for (const platform of PLATFORMS) {
    const options: PackageOptions = { platform, serverUrl, customerId: 'lumen', outDir, appDir: path.join(ROOT, 'build/package-app') };
    const { stageDir } = await (platform === 'tizen' ? packageTizen : packageWebos)(options.appDir!, options, version);
    packages.set(platform, pathToFileURL(path.join(stageDir, 'index.html')).href);
  }
});

test.afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

/** The app's scripts the page asked for, and those whose loading failed. */
function watchScripts(page: Page): { requested: string[]; failed: string[] } {
  const requested: string[] = [];
  const failed: string[] = [];
  const name = (url: string) => url.replace(/^.*\//, '');
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) requested.push(name(request.url()));
  });
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('.js')) failed.push(name(request.url()));
  });
  return { requested, failed };
}

/** Opens the package, skips the splash and checks the home rows (from the server) take the keys. */
async function walkHome(page: Page, url: string): Promise<void> {
  await openApp(page, url);
  const card = await waitForCardFocus(page);
  await press(page, 'ArrowRight');
  await expect.poll(() => focused(page)).toMatchObject({ row: card.row, index: (card.index ?? 0) + 1 });
  // OK opens the programme's detail, whose address lives in the hash: the file's own path is no app route.
  await press(page, 'Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/index\.html#\/\?.*\bdId=/);
}

const bootOf = (page: Page) => page.evaluate(() => (window as unknown as { LUMEN_BOOT?: { bundle: string; reason: string } }).LUMEN_BOOT);
const isLegacy = (file: string) => /-legacy-[\w-]+\.js$/.test(file);
const isMiddle = (file: string) => /-mid-[\w-]+\.js$/.test(file);

for (const platform of PLATFORMS) {
  test.describe(`the ${platform} package from file://`, { tag: '@tv' }, () => {
    // Only tv: TV packages

    test('on a runtime that refuses file:// modules (CORS) it starts the legacy bundle and reaches the server', async ({ page }) => {
      // The browser's own line for that refusal is expected; nothing else.
      const errors = watchErrors(page, { allow: [/^Access to script at 'file:.*has been blocked by CORS policy/] });
      const scripts = watchScripts(page);
      await walkHome(page, packages.get(platform)!);
      expect(await bootOf(page)).toEqual({ bundle: 'legacy', reason: 'the modern bundle did not load' });
      // The runtime did refuse the modern entry: that is what this test is about.
      expect(scripts.failed.filter((file) => /^main-[\w-]{8}\.js$/.test(file))).toHaveLength(1);
      expect(scripts.requested).toContain('config.js');
      expect(scripts.requested.some((file) => /^polyfills-legacy-/.test(file))).toBe(true);
      expect(errors).toEqual([]);
    });

    test('on a runtime of Chrome 64-104 that refuses file:// modules it starts the legacy bundle after the middle polyfills fail', async ({ page }) => {
      const errors = watchErrors(page, { allow: [/^Access to script at 'file:.*has been blocked by CORS policy/] });
      const scripts = watchScripts(page);
      await runAsOldEngine(page, { tier: 'middle' });
      await walkHome(page, packages.get(platform)!);
      expect(await bootOf(page)).toEqual({ bundle: 'legacy', reason: 'the middle bundle did not load' });
      // The middle polyfills were refused, and nothing of the modern bundle or the middle entry was asked for.
      expect(scripts.failed.filter((file) => /^polyfills-mid-[\w-]{8}\.js$/.test(file))).toHaveLength(1);
      expect(scripts.requested.filter((file) => !isLegacy(file) && file !== 'config.js')).toEqual([scripts.failed[0]]);
      expect(errors).toEqual([]);
    });

    for (const tier of ['modern', 'middle'] as const) {
      test(`on a runtime that allows file:// modules it runs the ${tier} bundle alone`, async () => {
        let browser: Browser | null = null;
        try {
          browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--allow-file-access-from-files'] });
          const context = await browser.newContext({ userAgent: TIZEN_UA, viewport: { width: 1920, height: 1080 }, serviceWorkers: 'block' });
          const page = await context.newPage();
          if (tier === 'middle') await runAsOldEngine(page, { tier });
          const errors = watchErrors(page);
          const scripts = watchScripts(page);
          await walkHome(page, packages.get(platform)!);
          expect(await bootOf(page)).toEqual({ bundle: tier, reason: tier === 'modern' ? '' : 'engine' });
          expect(scripts.failed).toEqual([]);
          const app = scripts.requested.filter((file) => file !== 'config.js');
          expect(app.filter((file) => isLegacy(file) || isMiddle(file) !== (tier === 'middle'))).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await browser?.close();
        }
      });
    }
  });
}
