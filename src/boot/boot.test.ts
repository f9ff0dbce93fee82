// @vitest-environment node
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootCode, bootFilesOf, withBootScript } from '../../scripts/vite-legacy-boot';

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
  it('replaces the module, modulepreload and nomodule tags with one boot script ahead of the stylesheet', () => {
    const html = withBootScript(PLUGIN_LEGACY_PAGE, 'boot()');
    expect(bootFilesOf(html)).toEqual({
      modern: '/assets/main-DsC8lwrI.js',
      preload: ['/assets/rolldown-runtime-WkwZ5CU-.js', '/assets/app-CudkdL3P.js'],
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
      withBootScript(PLUGIN_LEGACY_PAGE.replace(/<script nomodule crossorigin id="vite-legacy-entry"[^]*?<\/script>/, ''), 'boot()', 'index.html'),
    ).toThrow(/index\.html lacks legacy/);
  });

  it('minifies the boot script as ES5', () => {
    expect(code.length).toBeLessThan(1500);
    expect(code).not.toMatch(/\b(let|const)\b|=>|`/);
  });
});

interface Engine {
  modules?: boolean;
  responseJson?: boolean;
  url?: string;
}

/**
 * Runs a built page's boot script in jsdom, as an engine with or without what the modern bundle
 * needs, until the page is parsed (when the boot script inserts the app's scripts).
 */
async function boot({ modules = true, responseJson = true, url = 'http://tv.example.org/' }: Engine) {
  const html = withBootScript(PLUGIN_LEGACY_PAGE, code);
  const dom = new JSDOM(html.replace('<script id', '<script nonce="n0nce" id'), {
    url,
    runScripts: 'dangerously',
    beforeParse(window) {
      const scope = window as unknown as { Response?: unknown; HTMLScriptElement: { prototype: object } };
      if (modules) Object.defineProperty(scope.HTMLScriptElement.prototype, 'noModule', { value: false, configurable: true });
      scope.Response = responseJson ? Object.assign(function Response() {}, { json() {} }) : function Response() {};
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

  it.each([
    ['with ES modules but before Chrome 105 (no Response.json)', { responseJson: false }],
    ['without ES modules (Chromium 53)', { modules: false, responseJson: false }],
  ])('on an engine %s starts the legacy polyfills and nothing modern', async (_name, engine) => {
    const { added, state } = await boot(engine);
    expect(added()).toEqual([{ tag: 'script', type: null, url: '/assets/polyfills-legacy-4ttRE_Wf.js', nonce: 'n0nce' }]);
    expect(state()).toEqual({ bundle: 'legacy', reason: 'engine' });
  });

  it('starts the legacy entry once the polyfills (with SystemJS) have loaded', async () => {
    const { dom, document } = await boot({ responseJson: false });
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
});
