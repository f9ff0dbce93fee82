import { expect, test, type Page } from '@playwright/test';
import { focused, openApp, press, runAsOldEngine, waitForCardFocus, watchErrors } from './helpers';

/**
 * The page's boot script (src/boot/boot.js) picks the bundle before any of the app's scripts is
 * fetched: the modern one from Chrome 105, the middle one (ES modules lowered for Chrome 64, with
 * its polyfills) from Chrome 64 to 104, the legacy (SystemJS) one before that, down to Chromium 53,
 * and the legacy one again when the modern or middle one cannot be loaded.
 * tests/old-engine/ runs the middle one on a real Chrome 87 engine (Qt WebEngine), and the legacy
 * one there with ResizeObserver taken away.
 */

/** The app's scripts the page fetched, in order, and what the console said as an error. */
function watchScripts(page: Page): { scripts: string[]; consoleErrors: string[] } {
  const scripts: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push(path);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { scripts, consoleErrors };
}

const isLegacy = (path: string) => /-legacy-[\w-]+\.js$/.test(path);
const isMiddle = (path: string) => /-mid-[\w-]+\.js$/.test(path);

async function bootState(page: Page) {
  return page.evaluate(() => ({
    boot: (window as unknown as { LUMEN_BOOT?: { bundle: string; reason: string } }).LUMEN_BOOT,
    systemJs: typeof (window as unknown as { System?: { import?: unknown } }).System?.import === 'function',
  }));
}

async function expectLegacyChunksOnly(page: Page, scripts: string[], reason = 'engine'): Promise<void> {
  expect(
    scripts.some((path) => /\/polyfills-legacy-[\w-]+\.js$/.test(path)),
    scripts.join(', '),
  ).toBe(true);
  expect(
    scripts.some((path) => /\/main-legacy-[\w-]+\.js$/.test(path)),
    scripts.join(', '),
  ).toBe(true);
  expect(await bootState(page)).toEqual({ boot: { bundle: 'legacy', reason }, systemJs: true });
}

/**
 * The builtins Chrome 64 lacks that the app or its libraries call, taken away before any script
 * runs: the middle polyfills chunk and the app's stand-ins must bring back each one the code uses.
 */
async function withoutChrome64Builtins(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    // Platform APIs no polyfill chunk provides: AbortController (Chrome 66); queueMicrotask (71), for which React has a fallback.
    for (const name of ['AbortController', 'AbortSignal', 'queueMicrotask']) delete scope[name];
    const remove = (owner: object, names: string[]) => names.forEach((name) => delete (owner as Record<string, unknown>)[name]);
    remove(Array.prototype, ['at', 'flat', 'flatMap', 'findLast', 'findLastIndex']);
    remove(Object, ['fromEntries', 'hasOwn']);
    remove(String.prototype, ['replaceAll', 'trimStart', 'trimEnd', 'at']);
    remove(Promise, ['allSettled', 'any']);
  });
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

test.describe('the boot script picks one bundle before fetching any', { tag: '@tv' }, () => {
  // Only tv: old engines are TVs; the bundle does not depend on the layout

  test('an engine from Chrome 64 to 104 fetches the middle bundle alone, its polyfills first, without an error, to a focused card the keys move', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const { scripts, consoleErrors } = watchScripts(page);
    await runAsOldEngine(page, { tier: 'middle' });
    await openApp(page);
    const card = await waitForCardFocus(page);
    await press(page, 'ArrowRight');
    await expect.poll(() => focused(page)).toMatchObject({ row: card.row, index: (card.index ?? 0) + 1 });
    expect(await bootState(page)).toEqual({ boot: { bundle: 'middle', reason: 'engine' }, systemJs: false });
    // Only middle chunks, each once (preloaded, then imported), the polyfills ahead of the entry.
    expect(scripts.filter((path) => !isMiddle(path))).toEqual([]);
    expect(scripts.filter((path, at) => scripts.indexOf(path) !== at)).toEqual([]);
    const polyfillsAt = scripts.findIndex((path) => /\/polyfills-mid-[\w-]+\.js$/.test(path));
    expect(polyfillsAt, scripts.join(', ')).toBeGreaterThanOrEqual(0);
    expect(polyfillsAt).toBeLessThan(scripts.findIndex((path) => /\/main-mid-[\w-]+\.js$/.test(path)));
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('an engine from Chrome 64 runs the middle bundle without AbortController and the builtins Chrome 64 lacks', async ({ page }) => {
    const errors = watchErrors(page);
    const { scripts } = watchScripts(page);
    await runAsOldEngine(page, { tier: 'middle' });
    await withoutChrome64Builtins(page);
    await openApp(page);
    const card = await waitForCardFocus(page);
    await press(page, 'ArrowRight');
    await expect.poll(() => focused(page)).toMatchObject({ row: card.row, index: (card.index ?? 0) + 1 });
    expect(scripts.filter((path) => !isMiddle(path))).toEqual([]);
    // The polyfills brought back what the code calls, and the app's stand-in answered for AbortController.
    const restored = await page.evaluate(() => ({
      flat: typeof Array.prototype.flat,
      at: typeof Array.prototype.at,
      fromEntries: typeof Object.fromEntries,
      allSettled: typeof Promise.allSettled,
      abortNative: Function.prototype.toString.call((window as unknown as { AbortController: unknown }).AbortController).includes('[native code]'),
    }));
    expect(restored).toEqual({ flat: 'function', at: 'function', fromEntries: 'function', allSettled: 'function', abortNative: false });
    expect(errors).toEqual([]);
  });

  test('an engine before Chrome 64 fetches the legacy bundle alone, without an error, to a focused card the keys move', async ({ page }) => {
    const errors = watchErrors(page);
    const { scripts, consoleErrors } = watchScripts(page);
    await runAsOldEngine(page);
    await openApp(page);
    const card = await waitForCardFocus(page);
    await press(page, 'ArrowRight');
    await expect.poll(() => focused(page)).toMatchObject({ row: card.row, index: (card.index ?? 0) + 1 });
    await expectLegacyChunksOnly(page, scripts);
    // Not one modern or middle chunk was fetched, not even preloaded (Chrome 61-104 used to fetch
    // the whole modern bundle, fail on Vite's import.meta.resolve guard twice, then fetch the legacy one).
    expect(scripts.filter((path) => !isLegacy(path))).toEqual([]);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('an engine without ES modules runs it without AbortController, ResizeObserver and the builtins Chromium 53 lacks', async ({ page }) => {
    const errors = watchErrors(page);
    const { scripts } = watchScripts(page);
    await runAsOldEngine(page, { withoutModules: true });
    await withoutNewerApis(page);
    await openApp(page);
    await waitForCardFocus(page);
    await expectLegacyChunksOnly(page, scripts);
    expect(scripts.filter((path) => !isLegacy(path))).toEqual([]);
    // The app's own stand-in answered for AbortController, and the home rows loaded through it.
    const abort = await page.evaluate(() => {
      const Controller = (window as unknown as { AbortController?: new () => AbortController }).AbortController;
      return { present: typeof Controller === 'function', native: Function.prototype.toString.call(Controller).includes('[native code]') };
    });
    expect(abort).toEqual({ present: true, native: false });
    expect(errors).toEqual([]);
  });

  test('a modern engine fetches the modern bundle alone, each chunk once', async ({ page }) => {
    const errors = watchErrors(page);
    const { scripts, consoleErrors } = watchScripts(page);
    await openApp(page);
    await waitForCardFocus(page);
    expect(await bootState(page)).toEqual({ boot: { bundle: 'modern', reason: '' }, systemJs: false });
    expect(scripts.filter((path) => isLegacy(path) || isMiddle(path))).toEqual([]);
    expect(scripts.some((path) => /\/main-[\w-]+\.js$/.test(path))).toBe(true);
    // The boot script preloads the entry and its imports; the module script then finds them
    // loaded (a mismatch in how they are requested would fetch each twice).
    expect(scripts.filter((path, at) => scripts.indexOf(path) !== at)).toEqual([]);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a modern engine whose modern bundle cannot be loaded starts the legacy one', async ({ page }) => {
    const errors = watchErrors(page);
    const { scripts } = watchScripts(page);
    // The modern app chunk fails (as every module does on a TV runtime that applies CORS to file://).
    await page.route(/\/assets\/app-[\w-]{8}\.js$/, (route) => route.abort('failed'));
    await openApp(page);
    await waitForCardFocus(page);
    await expectLegacyChunksOnly(page, scripts, 'the modern bundle did not load');
    expect(errors).toEqual([]);
  });

  test('an engine from Chrome 64 whose middle bundle cannot be loaded starts the legacy one', async ({ page }) => {
    const errors = watchErrors(page);
    const { scripts } = watchScripts(page);
    await runAsOldEngine(page, { tier: 'middle' });
    await page.route(/\/assets\/app-mid-[\w-]{8}\.js$/, (route) => route.abort('failed'));
    await openApp(page);
    await waitForCardFocus(page);
    await expectLegacyChunksOnly(page, scripts, 'the middle bundle did not load');
    expect(errors).toEqual([]);
  });
});
