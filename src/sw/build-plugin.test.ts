// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildVersion, modernEntryOf, staticClosure } from '../../scripts/vite-service-worker';

describe("the worker's build step", () => {
  it('keeps the entry and what it imports statically, with their styles, and nothing lazy', () => {
    const chunks = new Map([
      ['assets/main-1.js', { imports: ['assets/runtime-1.js', 'assets/app-1.js'], css: [], assets: [] }],
      ['assets/app-1.js', { imports: ['assets/runtime-1.js'], css: ['assets/app-1.css'], assets: ['assets/font-1.woff2'] }],
      ['assets/runtime-1.js', { imports: [], css: [], assets: [] }],
      // Lazy pages (dynamic imports) are not in the closure; nor are the legacy twins.
      ['assets/SearchPage-1.js', { imports: ['assets/app-1.js'], css: [], assets: [] }],
      ['assets/main-legacy-1.js', { imports: ['assets/app-legacy-1.js'], css: [], assets: [] }],
    ]);
    expect(staticClosure('assets/main-1.js', chunks).sort()).toEqual([
      'assets/app-1.css',
      'assets/app-1.js',
      'assets/font-1.woff2',
      'assets/main-1.js',
      'assets/runtime-1.js',
    ]);
  });

  it("finds the modern entry the page's boot script starts, not its legacy one", () => {
    const html =
      '<script id="lumen-boot" data-modern="/assets/main-CZEGdwPT.js" data-preload="/assets/app-1.js" ' +
      'data-legacy-polyfills="/assets/polyfills-legacy-1.js" data-legacy="/assets/main-legacy-BtCNHx4n.js">boot()</script>';
    expect(modernEntryOf(html, '/')).toBe('assets/main-CZEGdwPT.js');
    expect(modernEntryOf(html.replace(/\/assets/g, './assets'), './')).toBe('assets/main-CZEGdwPT.js');
    expect(modernEntryOf('<script type="module" src="/assets/x.js"></script>', '/')).toBeNull();
  });

  it('versions a build by its files and its page', () => {
    const files = ['/', '/assets/main-1.js'];
    expect(buildVersion(files, '<html>')).toBe(buildVersion([...files], '<html>'));
    expect(buildVersion(files, '<html>')).not.toBe(buildVersion(['/', '/assets/main-2.js'], '<html>'));
    expect(buildVersion(files, '<html>')).not.toBe(buildVersion(files, '<html lang="en">'));
    expect(buildVersion(files, '')).toMatch(/^[0-9a-f]{16}$/);
  });
});
