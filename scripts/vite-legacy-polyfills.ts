/**
 * The legacy bundle's polyfills, bounded as the middle tier's are (scripts/vite-middle-tier.ts):
 * @vitejs/plugin-legacy's usage scan goes by names, so its polyfills chunk for Chrome 53 also held
 * iterator helpers (a `.map(` could be an iterator's), Set methods, Uint8Array's base64, proposals
 * and fixes for bugs of builtins only Chrome 106 and later have. The modern bundle runs on
 * Chrome 105 with no polyfill at all, so no code of ours or of our libraries needs any builtin
 * newer than that: those modules only cost an old TV their parsing and their feature tests as the
 * app starts (about a third of the legacy start's own cost at 6x CPU). The legacy polyfills now
 * keep the core-js modules of builtins Chrome 105 has (`since` <= 105 in core-js's own compat
 * data), each with the modules it needs, and SystemJS; the rest of what the scan found is dropped
 * and named in the build's log.
 *
 * plugin-legacy offers no filter: its chunk is rebuilt from the modules its source map names, as
 * it built it (one IIFE, ES2015 at most, with SystemJS), under a new hashed name that the boot
 * plugin (scripts/vite-legacy-boot.ts) writes into each page in place of the old one.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { buildPolyfillsChunk, MODERN_CHROME } from './vite-middle-tier.js';

const SYSTEMJS = 'systemjs/dist/s.min.js';
const IS_POLYFILLS = /(^|\/)polyfills-legacy-[\w-]+\.js$/;

/**
 * The core-js modules (`core-js/modules/<name>.js`) of `found` that the legacy polyfills keep:
 * those of builtins that Chrome has from some version up to MODERN_CHROME. A module no Chrome has
 * (proposals, web.set-immediate) or only a later one has is for code the modern bundle does not run
 * either. A module another kept one needs comes with it (es.promise brings es.promise.all).
 */
export function legacyPolyfills(found: Iterable<string>, compat: Record<string, { chrome?: string }>): string[] {
  const kept = new Set<string>();
  for (const name of found) {
    const since = Number(compat[name]?.chrome ?? NaN);
    if (since <= MODERN_CHROME) kept.add(`core-js/modules/${name}.js`);
  }
  return [...kept].sort();
}

/** The core-js modules a chunk's source map names (its `sources`), by name: `es.promise`. */
export function coreJsModulesOf(sources: readonly string[]): string[] {
  return sources.flatMap((source) => /(?:^|\/)core-js\/modules\/([^/]+)\.js$/.exec(source)?.[1] ?? []);
}

export interface LegacyPolyfillsTrim {
  plugin: Plugin;
  /** A page's HTML with the old polyfills file's name replaced by the trimmed one's. */
  renameIn(html: string): string;
}

/** The plugin (after plugin-legacy's, which builds the chunk it trims) and what the boot plugin asks of it. */
export function legacyPolyfillsTrim(): LegacyPolyfillsTrim {
  const compat = createRequire(createRequire(import.meta.url).resolve('@vitejs/plugin-legacy'))('core-js-compat/data.json') as Record<
    string,
    { chrome?: string }
  >;
  const renamed = new Map<string, string>();
  let resolved: ResolvedConfig;
  const plugin: Plugin = {
    name: 'lumen:legacy-polyfills-trim',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    async generateBundle(options, bundle) {
      const old = Object.values(bundle).find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && IS_POLYFILLS.test(file.fileName));
      // The modern output (and any build without plugin-legacy's polyfills) has nothing to trim.
      if (!old) return;
      const mapFile = old.sourcemapFileName ?? `${old.fileName}.map`;
      const mapAsset = bundle[mapFile];
      const sources: string[] = old.map?.sources ?? (mapAsset?.type === 'asset' ? (JSON.parse(String(mapAsset.source)) as { sources: string[] }).sources : []);
      const found = coreJsModulesOf(sources);
      if (found.length === 0 || !sources.some((source) => source.endsWith(SYSTEMJS)))
        throw new Error(`legacy polyfills: ${old.fileName} names no core-js modules or no SystemJS in its source map (has @vitejs/plugin-legacy changed?)`);
      const imports = [...legacyPolyfills(found, compat), SYSTEMJS];
      // As plugin-legacy builds it: a classic script, minified to ES2015 at most (Chrome 53).
      const chunk = await buildPolyfillsChunk(resolved, imports, { format: 'iife', entryFileNames: options.entryFileNames, target: 'es2015', minify: true });
      if (!chunk || !IS_POLYFILLS.test(chunk.fileName)) throw new Error('legacy polyfills: the rebuild wrote no polyfills-legacy chunk');
      delete bundle[old.fileName];
      delete bundle[mapFile];
      this.emitFile({ type: 'prebuilt-chunk', fileName: chunk.fileName, code: chunk.code, exports: [] });
      if (chunk.map) this.emitFile({ type: 'asset', fileName: chunk.sourcemapFileName ?? `${chunk.fileName}.map`, source: chunk.map.toString() });
      renamed.set(path.posix.basename(old.fileName), path.posix.basename(chunk.fileName));
      // What the rebuilt chunk holds, the modules the kept ones need included.
      const held = new Set(chunk.map ? coreJsModulesOf(chunk.map.sources) : imports);
      const dropped = found.filter((name) => !held.has(name));
      resolved.logger.info(
        `legacy polyfills: ${found.length - dropped.length} of the ${found.length} core-js modules plugin-legacy bundled kept, ${old.code.length} -> ${chunk.code.length} bytes; dropped (newer than Chrome ${MODERN_CHROME}, or in none): ${dropped.join(', ')}`,
      );
    },
  };
  return {
    plugin,
    renameIn: (html) => [...renamed].reduce((page, [from, to]) => page.split(from).join(to), html),
  };
}
