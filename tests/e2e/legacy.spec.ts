import { expect, test, type Page } from '@playwright/test';
import { focused, layoutOf, openApp, press, readPagesAsOldEngine, waitForCardFocus, watchErrors } from './helpers';

/** Reads pages as an engine without ES modules (readPagesAsOldEngine); the app scripts it fetched. */
async function legacyScripts(page: Page): Promise<string[]> {
  await readPagesAsOldEngine(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push(path);
  });
  return scripts;
}

/** What Chromium 53 lacks that the app or its libraries reach for, taken away before any script runs. */
async function withoutNewerApis(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    // Platform APIs no polyfill chunk provides: AbortController (Chrome 66), ResizeObserver (64).
    for (const name of ['AbortController', 'AbortSignal', 'ResizeObserver']) delete scope[name];
    // Builtins newer than Chrome 53; the legacy polyfills chunk must bring back what the code uses.
    const remove = (owner: object, names: string[]) => names.forEach((name) => delete (owner as Record<string, unknown>)[name]);
    remove(Array.prototype, ['at', 'flat', 'flatMap', 'findLast', 'findLastIndex', 'toSorted']);
    remove(Object, ['entries', 'values', 'fromEntries', 'getOwnPropertyDescriptors', 'hasOwn']);
    remove(String.prototype, ['padStart', 'padEnd', 'replaceAll', 'trimStart', 'trimEnd', 'at']);
    remove(Promise.prototype, ['finally']);
    remove(Promise, ['allSettled', 'any']);
  });
}

async function expectLegacyChunksOnly(page: Page, scripts: string[]): Promise<void> {
  expect(
    scripts.some((path) => /\/polyfills-legacy-[\w-]+\.js$/.test(path)),
    scripts.join(', '),
  ).toBe(true);
  expect(
    scripts.some((path) => /\/main-legacy-[\w-]+\.js$/.test(path)),
    scripts.join(', '),
  ).toBe(true);
  // No modern chunk was even fetched, so none ran: every script of the page is a legacy one.
  expect(scripts.filter((path) => !/-legacy-[\w-]+\.js$/.test(path))).toEqual([]);
  const runtime = await page.evaluate(() => ({
    systemJs: typeof (window as unknown as { System?: { import?: unknown } }).System?.import === 'function',
    modern: (window as unknown as { __vite_is_modern_browser?: boolean }).__vite_is_modern_browser === true,
  }));
  expect(runtime).toEqual({ systemJs: true, modern: false });
}

test.describe('the legacy bundle (engines without ES modules, down to Chromium 53)', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(layoutOf(testInfo) !== 'tv', 'old engines are TVs; the bundle does not depend on the layout');
  });

  test('starts and reaches a focused card on home that the keys move', async ({ page }) => {
    const errors = watchErrors(page);
    const scripts = await legacyScripts(page);
    await openApp(page);
    const card = await waitForCardFocus(page);
    await press(page, 'ArrowRight');
    expect(await focused(page)).toMatchObject({ row: card.row, index: (card.index ?? 0) + 1 });
    await expectLegacyChunksOnly(page, scripts);
    expect(errors).toEqual([]);
  });

  test('runs without AbortController, ResizeObserver and the builtins Chromium 53 lacks', async ({ page }) => {
    const errors = watchErrors(page);
    const scripts = await legacyScripts(page);
    await withoutNewerApis(page);
    await openApp(page);
    await waitForCardFocus(page);
    await expectLegacyChunksOnly(page, scripts);
    // The app's own stand-in answered for AbortController, and the home rows loaded through it.
    const abort = await page.evaluate(() => {
      const Controller = (window as unknown as { AbortController?: new () => AbortController }).AbortController;
      return { present: typeof Controller === 'function', native: Function.prototype.toString.call(Controller).includes('[native code]') };
    });
    expect(abort).toEqual({ present: true, native: false });
    expect(errors).toEqual([]);
  });
});
