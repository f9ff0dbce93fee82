// @vitest-environment node
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootCode, bootFilesOf, withBootScript } from '../../scripts/vite-legacy-boot';
import { middleFilesOf, type MiddleFiles } from '../../scripts/vite-middle-tier';

/** A page as @vitejs/plugin-legacy 8 writes it (dist/index.html before the boot plugin). */
const PLUGIN_LEGACY_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Lumen</title>
    <style>.boot{}</style>
    <script type="module" crossorigin src="/assets/main-DsC8lwrI.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-WkwZ5CU-.js">
    <link rel="modulepreload" crossorigin href="/assets/app-CudkdL3P.js">
    <link rel="stylesheet" crossorigin href="/assets/app-DiRZvzak.css">
    <script type="module">import'data:text/javascript,if(!import.meta.resolve)throw Error("import.meta.resolve not supported")';window.__vite_is_modern_browser=true</script>
    <script type="module">!function(){if(window.__vite_is_modern_browser)return;}();</script>
  </head>
  <body>
    <div id="root"></div>
    <script nomodule>!function(){}();</script>
    <script nomodule crossorigin id="vite-legacy-polyfill" src="/assets/polyfills-legacy-4ttRE_Wf.js"></script>
    <script nomodule crossorigin id="vite-legacy-entry" data-src="/assets/main-legacy-Bea3nhps.js">System.import(document.getElementById('vite-legacy-entry').getAttribute('data-src'))</script>
  </body>
</html>`;

/** The middle pass's page (scripts/vite-middle-tier.ts), before the boot plugin: its entry and preloads. */
const MIDDLE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/main-mid-Ab12Cd34.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-mid-WkwZ5CU-.js">
    <link rel="modulepreload" crossorigin href="/assets/app-mid-Ef56Gh78.js">
    <link rel="stylesheet" crossorigin href="/assets/app-DiRZvzak.css">
  </head>
</html>`;
const MIDDLE: MiddleFiles = middleFilesOf(MIDDLE_PAGE, 'assets/polyfills-mid-Ij90Kl12.js');

/** jsdom's own constructor (the package has no types here), to run the page's scripts in a window of their own. */
interface JsdomWindow extends Window {
  Event: typeof Event;
}
type JsdomConstructor = new (
  html: string,
  options: { url: string; runScripts: 'dangerously'; beforeParse: (window: JsdomWindow) => void },
) => { window: JsdomWindow };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

let code = '';
beforeAll(async () => {
  code = await bootCode();
});

describe('the boot plugin', () => {
  it('reads the middle pass page: its entry, its preloads and the polyfills chunk beside the entry', () => {
    expect(MIDDLE).toEqual({
      entry: '/assets/main-mid-Ab12Cd34.js',
      preload: ['/assets/rolldown-runtime-mid-WkwZ5CU-.js', '/assets/app-mid-Ef56Gh78.js'],
      polyfills: '/assets/polyfills-mid-Ij90Kl12.js',
    });
    // A TV package's page names its files relative to itself (`vite build --base ./`).
    expect(middleFilesOf(MIDDLE_PAGE.replace(/"\/assets\//g, '"../assets/'), 'assets/polyfills-mid-Ij90Kl12.js').polyfills).toBe(
      '../assets/polyfills-mid-Ij90Kl12.js',
    );
    expect(() => middleFilesOf(MIDDLE_PAGE.replace(/<script[^]*?<\/script>/, ''), 'assets/polyfills-mid-Ij90Kl12.js', 'index.html')).toThrow(
      /index\.html has 0 module entries/,
    );
  });

  it('replaces the module, modulepreload and nomodule tags with one boot script ahead of the stylesheet', () => {
    const html = withBootScript(PLUGIN_LEGACY_PAGE, 'boot()', MIDDLE);
    expect(bootFilesOf(html)).toEqual({
      modern: '/assets/main-DsC8lwrI.js',
      preload: ['/assets/rolldown-runtime-WkwZ5CU-.js', '/assets/app-CudkdL3P.js'],
      middle: '/assets/main-mid-Ab12Cd34.js',
      middlePreload: ['/assets/rolldown-runtime-mid-WkwZ5CU-.js', '/assets/app-mid-Ef56Gh78.js'],
      middlePolyfills: '/assets/polyfills-mid-Ij90Kl12.js',
      legacyPolyfills: '/assets/polyfills-legacy-4ttRE_Wf.js',
      legacy: '/assets/main-legacy-Bea3nhps.js',
    });
    expect(html).not.toMatch(/type="module"|modulepreload|nomodule|__vite_is_modern_browser/);
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html.indexOf('id="lumen-boot"')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html).toContain('<div id="root"></div>\n  </body>');
  });

  it('fails the build when plugin-legacy wrote no legacy entry', () => {
    expect(() =>
      withBootScript(PLUGIN_LEGACY_PAGE.replace(/<script nomodule crossorigin id="vite-legacy-entry"[^]*?<\/script>/, ''), 'boot()', MIDDLE, 'index.html'),
    ).toThrow(/index\.html lacks legacy/);
  });

  it('minifies the boot script as ES5', () => {
    expect(code.length).toBeLessThan(2000);
    expect(code).not.toMatch(/\b(let|const)\b|=>|`/);
  });
});

interface Engine {
  modules?: boolean;
  responseJson?: boolean;
  /** ResizeObserver (Chrome 64), half of the middle tier's check. */
  resizeObserver?: boolean;
  /** RegExp named groups (Chrome 64), the other half; jsdom's Node has them. */
  namedGroups?: boolean;
  url?: string;
}

/**
 * Runs a built page's boot script in jsdom, as an engine with or without what the modern bundle
 * needs, until the page is parsed (when the boot script inserts the app's scripts).
 */
async function boot({ modules = true, responseJson = true, resizeObserver = true, namedGroups = true, url = 'http://tv.example.org/' }: Engine) {
  const html = withBootScript(PLUGIN_LEGACY_PAGE, code, MIDDLE);
  const dom = new JSDOM(html.replace('<script id', '<script nonce="n0nce" id'), {
    url,
    runScripts: 'dangerously',
    beforeParse(window) {
      const scope = window as unknown as { Response?: unknown; ResizeObserver?: unknown; RegExp: RegExpConstructor; HTMLScriptElement: { prototype: object } };
      if (modules) Object.defineProperty(scope.HTMLScriptElement.prototype, 'noModule', { value: false, configurable: true });
      scope.Response = responseJson ? Object.assign(function Response() {}, { json() {} }) : function Response() {};
      scope.ResizeObserver = resizeObserver ? function ResizeObserver() {} : undefined;
      if (!namedGroups) {
        // As an engine before Chrome 64 parses a named group: a SyntaxError.
        const NativeRegExp = scope.RegExp;
        scope.RegExp = function RegExp(source: string, flags?: string) {
          if (/\(\?</.test(source)) throw new SyntaxError('Invalid regular expression: invalid group');
          return new NativeRegExp(source, flags);
        } as unknown as RegExpConstructor;
      }
    },
  });
  const { document } = dom.window;
  if (document.readyState === 'loading') await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve));
  const added = () =>
    [...document.head.querySelectorAll('script[src], link[rel=modulepreload]')].map((element) => ({
      tag: element.tagName.toLowerCase(),
      type: element.getAttribute('type') ?? element.getAttribute('rel'),
      url: element.getAttribute('src') ?? element.getAttribute('href'),
      nonce: (element as HTMLScriptElement).nonce,
    }));
  const state = () => (dom.window as unknown as { LUMEN_BOOT: { bundle: string; reason: string } }).LUMEN_BOOT;
  return { dom, document, added, state };
}

describe('the boot script', () => {
  it('on a modern engine preloads the modern entry and its imports and starts the entry, with the page nonce', async () => {
    const { added, state } = await boot({});
    expect(added()).toEqual([
      { tag: 'link', type: 'modulepreload', url: '/assets/main-DsC8lwrI.js', nonce: 'n0nce' },
      { tag: 'link', type: 'modulepreload', url: '/assets/rolldown-runtime-WkwZ5CU-.js', nonce: 'n0nce' },
      { tag: 'link', type: 'modulepreload', url: '/assets/app-CudkdL3P.js', nonce: 'n0nce' },
      { tag: 'script', type: 'module', url: '/assets/main-DsC8lwrI.js', nonce: 'n0nce' },
    ]);
    expect(state()).toEqual({ bundle: 'modern', reason: '' });
  });

  it('on an engine from Chrome 64 to 104 preloads the middle polyfills, entry and imports, and starts the entry once the polyfills ran', async () => {
    const { dom, document, added, state } = await boot({ responseJson: false });
    const preloads = [
      { tag: 'link', type: 'modulepreload', url: '/assets/polyfills-mid-Ij90Kl12.js', nonce: 'n0nce' },
      { tag: 'link', type: 'modulepreload', url: '/assets/main-mid-Ab12Cd34.js', nonce: 'n0nce' },
      { tag: 'link', type: 'modulepreload', url: '/assets/rolldown-runtime-mid-WkwZ5CU-.js', nonce: 'n0nce' },
      { tag: 'link', type: 'modulepreload', url: '/assets/app-mid-Ef56Gh78.js', nonce: 'n0nce' },
    ];
    const polyfills = { tag: 'script', type: 'module', url: '/assets/polyfills-mid-Ij90Kl12.js', nonce: 'n0nce' };
    expect(added()).toEqual([...preloads, polyfills]);
    expect(state()).toEqual({ bundle: 'middle', reason: 'engine' });
    document.querySelector('script[src*="polyfills-mid"]')!.dispatchEvent(new dom.window.Event('load'));
    expect(added()).toEqual([...preloads, polyfills, { tag: 'script', type: 'module', url: '/assets/main-mid-Ab12Cd34.js', nonce: 'n0nce' }]);
  });

  it.each([
    ['with ES modules but without ResizeObserver (Chrome 61-63)', { responseJson: false, resizeObserver: false }],
    ['with ES modules and ResizeObserver but without RegExp named groups (Firefox 69-77)', { responseJson: false, namedGroups: false }],
    ['without ES modules (Chromium 53)', { modules: false, responseJson: false, resizeObserver: false, namedGroups: false }],
  ])('on an engine %s starts the legacy polyfills and nothing else', async (_name, engine) => {
    const { added, state } = await boot(engine);
    expect(added()).toEqual([{ tag: 'script', type: null, url: '/assets/polyfills-legacy-4ttRE_Wf.js', nonce: 'n0nce' }]);
    expect(state()).toEqual({ bundle: 'legacy', reason: 'engine' });
  });

  it('starts the legacy entry once the polyfills (with SystemJS) have loaded', async () => {
    const { dom, document } = await boot({ responseJson: false, resizeObserver: false });
    const imported: string[] = [];
    (dom.window as unknown as { System: unknown }).System = { import: (url: string) => imported.push(url) };
    document.querySelector('script[src*="polyfills-legacy"]')!.dispatchEvent(new dom.window.Event('load'));
    expect(imported).toEqual(['/assets/main-legacy-Bea3nhps.js']);
  });

  it('from a TV package (file://) preloads nothing, and falls back to the legacy bundle when the modules fail to load', async () => {
    const { dom, document, added, state } = await boot({ url: 'file:///media/apps/lumen/index.html' });
    expect(added()).toEqual([{ tag: 'script', type: 'module', url: '/assets/main-DsC8lwrI.js', nonce: 'n0nce' }]);
    const entry = document.querySelector('script[type=module]')!;
    entry.dispatchEvent(new dom.window.Event('error'));
    entry.dispatchEvent(new dom.window.Event('error'));
    expect(added().map((element) => element.url)).toEqual(['/assets/main-DsC8lwrI.js', '/assets/polyfills-legacy-4ttRE_Wf.js']);
    expect(state()).toEqual({ bundle: 'legacy', reason: 'the modern bundle did not load' });
  });

  it('from a TV package on Chrome 64-104, falls back to the legacy bundle when the middle polyfills fail to load, and never adds the middle entry', async () => {
    const { dom, document, added, state } = await boot({ url: 'file:///media/apps/lumen/index.html', responseJson: false });
    expect(added()).toEqual([{ tag: 'script', type: 'module', url: '/assets/polyfills-mid-Ij90Kl12.js', nonce: 'n0nce' }]);
    document.querySelector('script[type=module]')!.dispatchEvent(new dom.window.Event('error'));
    expect(added().map((element) => element.url)).toEqual(['/assets/polyfills-mid-Ij90Kl12.js', '/assets/polyfills-legacy-4ttRE_Wf.js']);
    expect(state()).toEqual({ bundle: 'legacy', reason: 'the middle bundle did not load' });
  });

  it('falls back to the legacy bundle when the middle entry fails to load after its polyfills ran', async () => {
    const { dom, document, added, state } = await boot({ url: 'file:///media/apps/lumen/index.html', responseJson: false });
    document.querySelector('script[src*="polyfills-mid"]')!.dispatchEvent(new dom.window.Event('load'));
    document.querySelector('script[src*="main-mid"]')!.dispatchEvent(new dom.window.Event('error'));
    expect(added().map((element) => element.url)).toEqual([
      '/assets/polyfills-mid-Ij90Kl12.js',
      '/assets/main-mid-Ab12Cd34.js',
      '/assets/polyfills-legacy-4ttRE_Wf.js',
    ]);
    expect(state()).toEqual({ bundle: 'legacy', reason: 'the middle bundle did not load' });
  });
});
