/**
 * Replaces what @vitejs/plugin-legacy writes into each page with one boot script
 * (src/boot/boot.js) that picks the bundle (modern, middle or legacy) before any of the app's
 * scripts is fetched. The middle tier's files come from its own pass (scripts/vite-middle-tier.ts).
 *
 * plugin-legacy's own page lets the browser choose: a `<script type="module">` entry with its
 * `modulepreload` links, and `nomodule` scripts for the legacy bundle. Every engine with ES
 * modules but without import.meta.resolve (Chrome 61 to 104: nearly every TV sold before 2023)
 * then fetches the whole modern bundle, fails to run it (two "Uncaught Error" lines from Vite's
 * guards) and only then loads the legacy one. The boot script decides first and inserts only the
 * chosen bundle's files; there are three bundles, which module/nomodule tags could not choose among. See src/boot/boot.js for how it decides and falls back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import type { Plugin } from 'vite';
import type { LegacyPolyfillsTrim } from './vite-legacy-polyfills.js';
import type { MiddleFiles, MiddleTier } from './vite-middle-tier.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BOOT_SOURCE = path.join(ROOT, 'src/boot/boot.js');
export const BOOT_SCRIPT_ID = 'lumen-boot';

/** The files a page's boot script starts, as written in its data attributes. */
export interface BootFiles {
  /** The modern entry (an ES module). */
  modern: string;
  /** The chunks the modern entry imports statically, preloaded with it. */
  preload: string[];
  /** The middle entry (an ES module lowered for Chrome 64). */
  middle: string;
  /** The chunks the middle entry imports statically, preloaded with it. */
  middlePreload: string[];
  /** The middle tier's core-js polyfills (an ES module run before its entry). */
  middlePolyfills: string;
  /** The legacy polyfills (core-js and SystemJS), a classic script. */
  legacyPolyfills: string;
  /** The legacy entry (a SystemJS module). */
  legacy: string;
}

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The files of the boot script in a built page, or null when the page has none. */
export function bootFilesOf(html: string): BootFiles | null {
  const tag = new RegExp(`<script\\b[^>]*\\bid="${BOOT_SCRIPT_ID}"[^>]*>`).exec(html)?.[0];
  if (!tag) return null;
  return {
    modern: attr(tag, 'data-modern') ?? '',
    preload: (attr(tag, 'data-preload') ?? '').split(' ').filter(Boolean),
    middle: attr(tag, 'data-mid') ?? '',
    middlePreload: (attr(tag, 'data-mid-preload') ?? '').split(' ').filter(Boolean),
    middlePolyfills: attr(tag, 'data-mid-polyfills') ?? '',
    legacyPolyfills: attr(tag, 'data-legacy-polyfills') ?? '',
    legacy: attr(tag, 'data-legacy') ?? '',
  };
}

/** The boot script's code (src/boot/boot.js), minified as an ES5 script. */
export async function bootCode(): Promise<string> {
  const source = fs.readFileSync(BOOT_SOURCE, 'utf8');
  const result = await minify(source, { ecma: 5, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (!result.code) throw new Error('legacy boot: terser returned nothing for src/boot/boot.js');
  return result.code;
}

const MODULE_SCRIPT = /\s*<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/g;
const NOMODULE_SCRIPT = /\s*<script\b[^>]*\bnomodule\b[^>]*>[\s\S]*?<\/script>/g;
const MODULEPRELOAD = /\s*<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * A page as plugin-legacy wrote it, with its module, modulepreload and nomodule scripts replaced
 * by the boot script (at the place of the modern entry, ahead of the stylesheets), which names
 * them and the page's `middle` files. Throws when the page lacks one of its files, so a change in
 * plugin-legacy's output fails the build.
 */
export function withBootScript(html: string, code: string, middle: MiddleFiles, page = 'page'): string {
  const entryTag = /<script\b[^>]*\btype="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>/.exec(html)?.[0];
  const polyfillsTag = /<script\b[^>]*\bid="vite-legacy-polyfill"[^>]*>/.exec(html)?.[0];
  const legacyTag = /<script\b[^>]*\bid="vite-legacy-entry"[^>]*>/.exec(html)?.[0];
  const files: BootFiles = {
    modern: (entryTag && attr(entryTag, 'src')) ?? '',
    preload: [...html.matchAll(MODULEPRELOAD)].map((match) => attr(match[0], 'href') ?? ''),
    middle: middle.entry,
    middlePreload: middle.preload,
    middlePolyfills: middle.polyfills,
    legacyPolyfills: (polyfillsTag && attr(polyfillsTag, 'src')) ?? '',
    legacy: (legacyTag && attr(legacyTag, 'data-src')) ?? '',
  };
  const missing = Object.entries(files).filter(([, value]) => value === '' || (Array.isArray(value) && value.includes('')));
  if (!entryTag || missing.length > 0) {
    throw new Error(
      `legacy boot: ${page} lacks ${missing.map(([name]) => name).join(', ') || 'its module entry'} (has @vitejs/plugin-legacy changed its output?)`,
    );
  }
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const boot =
    `<script id="${BOOT_SCRIPT_ID}" data-modern="${escape(files.modern)}" data-preload="${escape(files.preload.join(' '))}" ` +
    `data-mid="${escape(files.middle)}" data-mid-preload="${escape(files.middlePreload.join(' '))}" data-mid-polyfills="${escape(files.middlePolyfills)}" ` +
    `data-legacy-polyfills="${escape(files.legacyPolyfills)}" data-legacy="${escape(files.legacy)}">${code}</script>`;
  // The boot script takes the place of the modern entry; everything else plugin-legacy wrote goes.
  const marker = '<!--lumen-boot-->';
  return html.replace(entryTag, marker).replace(MODULE_SCRIPT, '').replace(NOMODULE_SCRIPT, '').replace(MODULEPRELOAD, '').replace(marker, boot);
}

/**
 * The Vite plugin: every built page (index.html, the row harness) gets its boot script, naming the
 * `middle` tier's files of that page and the legacy polyfills as `legacyPolyfills` trimmed them.
 */
export function legacyBootPlugin(middle: MiddleTier | null, legacyPolyfills: LegacyPolyfillsTrim | null): Plugin {
  let code: Promise<string> | null = null;
  return {
    name: 'lumen:legacy-boot',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      // After plugin-legacy's own hook, which writes the tags this one replaces.
      order: 'post',
      async handler(html, context) {
        // The legacy output's own copy of the page is dropped by plugin-legacy: left as it is.
        if (context.chunk?.fileName.includes('-legacy')) return html;
        code ??= bootCode();
        const page = context.path.replace(/^\//, '');
        if (!middle) throw new Error(`legacy boot: no middle tier for ${page}`);
        return withBootScript(legacyPolyfills ? legacyPolyfills.renameIn(html) : html, await code, await middle.filesOf(page), page);
      },
    },
  };
}
