/**
 * The middle bundle tier: the app built a second time, inside the main build, as ES module chunks
 * lowered for Chrome 64 (`*-mid-<hash>.js`, vite.config.ts: appConfig('middle')), with a module
 * polyfills chunk (`polyfills-mid-*.js`) of the core-js modules those chunks call for builtins
 * Chrome 64 lacks (middlePolyfills below). TVs from Chrome 64 to 104 (Tizen 2020-2023, webOS 5-23)
 * run it rather than the SystemJS bundle: native modules and dynamic import, no babel lowering to
 * ES2016, no SystemJS.
 *
 * The pass runs in memory (`write: false`) while the main build runs, and its files are added to
 * the main build's output beside the others, so `vite build` (and `--base ./` for the TV
 * packages) writes all three tiers at once. Its pages are not kept: the boot plugin
 * (scripts/vite-legacy-boot.ts) reads from them each page's middle entry, preloads and polyfills.
 */
import { createRequire } from 'node:module';
import type * as Babel from '@babel/core';
import { build, mergeConfig, type InlineConfig, type Plugin, type ResolvedConfig, type Rolldown, type UserConfig } from 'vite';

/** The files of one page's middle tier, as its own page named them (relative to the base). */
export interface MiddleFiles {
  /** The middle entry (an ES module). */
  entry: string;
  /** The chunks that entry imports statically. */
  preload: string[];
  /** The core-js polyfills chunk (an ES module that must run before the entry). */
  polyfills: string;
}

/** The name that tells a middle file apart: `<name>-mid-<hash>.js`. */
export const MIDDLE_FILE_NAMES = 'assets/[name]-mid-[hash].js';

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** A page of the middle pass: its entry and the entry's preloads, with the pass's `polyfills` chunk. */
export function middleFilesOf(html: string, polyfills: string, page = 'page'): MiddleFiles {
  const entries = (html.match(/<script\b[^>]*\btype="module"[^>]*\ssrc="[^"]+"[^>]*>/g) ?? []).map((tag) => attr(tag, 'src') ?? '');
  const preload = (html.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? []).map((tag) => attr(tag, 'href') ?? '');
  if (entries.length !== 1 || preload.includes('')) throw new Error(`middle tier: ${page} has ${entries.length} module entries, not one`);
  const entry = entries[0]!;
  // The polyfills chunk sits beside the entry, as the page names the entry (absolute or relative).
  return { entry, preload, polyfills: entry.slice(0, entry.lastIndexOf('/') + 1) + polyfills.slice(polyfills.lastIndexOf('/') + 1) };
}

export interface MiddleTier {
  plugin: Plugin;
  /** The middle files of a page of the main build ('index.html', 'harness/row.html'), once the pass has run. */
  filesOf(page: string): Promise<MiddleFiles>;
}

/** The middle tier of the main build; `config` is the app's config for the middle pass. */
export function middleTier(config: () => UserConfig): MiddleTier {
  let resolved: ResolvedConfig;
  let pass: Promise<{ pages: Map<string, MiddleFiles>; output: (Rolldown.OutputChunk | Rolldown.OutputAsset)[] }> | null = null;
  let emitted = false;

  async function run() {
    const result = await build(
      mergeConfig(config(), {
        configFile: false,
        root: resolved.root,
        base: resolved.base,
        mode: resolved.mode,
        // Its steps and its polyfills are said in the build's log; its files are listed by the main build.
        logLevel: resolved.logLevel,
        build: { write: false, emptyOutDir: false, copyPublicDir: false, reportCompressedSize: false },
      } satisfies InlineConfig),
    );
    const output = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
    const polyfills = output.find((file) => /(^|\/)polyfills-mid-[\w-]+\.js$/.test(file.fileName));
    if (!polyfills) throw new Error('middle tier: the middle pass wrote no polyfills chunk');
    const pages = new Map<string, MiddleFiles>();
    for (const file of output) {
      if (file.type === 'asset' && file.fileName.endsWith('.html'))
        pages.set(file.fileName, middleFilesOf(String(file.source), polyfills.fileName, file.fileName));
    }
    if (pages.size === 0) throw new Error('middle tier: the middle pass wrote no page');
    return { pages, output };
  }

  const started = () => (pass ??= run());

  return {
    async filesOf(page) {
      const files = (await started()).pages.get(page);
      if (!files) throw new Error(`middle tier: the middle pass has no ${page}`);
      return files;
    },
    plugin: {
      name: 'lumen:middle-tier',
      apply: 'build',
      configResolved(config) {
        resolved = config;
      },
      // Started with the main build, so the two passes share the machine's cores; awaited when the
      // pages are written and when the files are added.
      buildStart() {
        if (resolved.build.ssr) return;
        started().catch(() => undefined);
      },
      async generateBundle(_options, bundle) {
        if (resolved.build.ssr || emitted) return;
        // plugin-legacy's SystemJS output comes first; the middle files go with the modern one.
        if (Object.values(bundle).some((file) => file.type === 'chunk' && file.isEntry && file.fileName.includes('-legacy'))) return;
        emitted = true;
        for (const file of (await started()).output) {
          if (file.fileName.endsWith('.html')) continue;
          if (file.type === 'chunk') {
            this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code });
            // Hidden source maps, as the other tiers' (vite.config.ts: build.sourcemap).
            if (file.map) this.emitFile({ type: 'asset', fileName: file.sourcemapFileName ?? `${file.fileName}.map`, source: file.map.toString() });
          } else if (!(file.fileName in bundle)) {
            // Stylesheets and media are the main build's own files (same content, same hashed
            // name); one the main build lacks is added.
            this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
          }
        }
      },
    },
  };
}

/**
 * core-js modules that usage detection asks for on Chrome 64 that the middle tier goes without,
 * each with why. Usage detection goes by names: a call of `.at(` could be an array's, a string's or
 * a typed array's, a read of `.description` a Symbol's; and core-js also mends builtins an engine
 * has where it knows an old bug. The middle tier's home JS has a budget of 160 KB gzip, of which
 * its app chunks take 150 (1.8 KB more than the modern ones, lowered for Chrome 64): 10 KB are left
 * for the polyfills. Measured with the build's own minifier: every module the scan found, as
 * plugin-legacy's `modernPolyfills: true` would ship them, 37 KB; bounded by Chrome 105
 * (middlePolyfills), 12.2 KB; less this list, 8.3 KB. Each entry was checked against the chunks as
 * built (`grep` the `-mid-` files for the name).
 */
export const MIDDLE_POLYFILLS_LEFT_OUT: Record<string, string> = {
  // Builtins Chrome 64 has, mended by core-js for old bugs that do not touch this app.
  'es.promise': 'the native Promise is kept (core-js replaces it before V8 6.6 for a custom-thenable bug)',
  'es.promise.finally': 'native from Chrome 63; core-js would replace Promise for it',
  'web.url': 'native URL; core-js mends rare parsing cases (the largest of these)',
  'web.url-search-params': 'native; core-js mends encoding corner cases',
  'web.url.to-json': 'no code serialises a URL object',
  'es.array.iterator': 'native; core-js mends Symbol.unscopables',
  'web.dom-collections.iterator': 'NodeList and the like are iterable from Chrome 51',
  'es.array.unshift': 'a bug with arrays of 2^32 elements',
  'es.array.reduce': 'a V8 bug of Chrome 80 to 82 only',
  'es.array.reduce-right': 'a V8 bug of Chrome 80 to 82 only',
  'es.array.unscopables.flat': 'Symbol.unscopables entries: nothing uses `with`',
  'es.array.unscopables.flat-map': 'Symbol.unscopables entries: nothing uses `with`',
  'es.typed-array.set': 'native; a RangeError corner case',
  'es.typed-array.sort': 'native; the stability of equal numbers is moot',
  'web.self': 'native self; core-js mends its descriptor',
  'es.reflect.to-string-tag': "Reflect's toStringTag: a label, never read",
  // Hits of a name no call needs: guarded, never read, or another type's method.
  'web.queue-microtask': "React's scheduler uses it only when `typeof queueMicrotask === 'function'`, else a promise (1 KB)",
  'es.error.cause': 'React and shaka pass `{ cause }` to Error; nothing reads `.cause` back',
  'es.symbol.description': "the hits are programmes' `.description` strings; no code reads a Symbol's",
  'es.typed-array.at': 'the `.at(` calls are of arrays (Shell.tsx) and strings; typed arrays are only in shaka, without `.at`',
  'es.typed-array.find-last': 'no chunk calls findLast',
  'es.typed-array.find-last-index': 'no chunk calls findLastIndex',
};

/** The newest Chrome each tier's polyfills stop at: the modern tier runs on Chrome 105 with none. */
export const MODERN_CHROME = 105;
const MIDDLE_CHROME = 64;

/**
 * The polyfills the middle tier ships, of the core-js modules usage detection found its chunks
 * call on Chrome 64 (`detected`): those of builtins Chrome 105 has (core-js's own compat data says
 * from which version; a module no Chrome before 106 has is for code the modern tier does not run
 * either: iterator helpers, Set methods, proposals, false hits of a method name), less those of
 * MIDDLE_POLYFILLS_LEFT_OUT. What remains (Array.prototype.at and flat, Object.fromEntries and
 * hasOwn, Promise.allSettled, globalThis, String.prototype.trimStart and at, a stable sort) is
 * named in the build's log.
 */
export function middlePolyfills(detected: Iterable<string>, compat: Record<string, { chrome?: string }>): string[] {
  const kept = new Set<string>();
  for (const source of detected) {
    const name = /^core-js\/modules\/(.+)\.js$/.exec(source)?.[1];
    if (!name || name in MIDDLE_POLYFILLS_LEFT_OUT) continue;
    const since = Number(compat[name]?.chrome ?? NaN);
    if (since > MIDDLE_CHROME && since <= MODERN_CHROME) kept.add(source);
  }
  return [...kept].sort();
}

const POLYFILLS_ID = '\0lumen-polyfills';

/**
 * A polyfills chunk of the given modules, imported in order, built in memory as the main build's
 * config says (root, mode, source maps): the middle tier's (an ES module) and the trimmed legacy
 * one (a classic script, scripts/vite-legacy-polyfills.ts). Its entry chunk, or null.
 */
export async function buildPolyfillsChunk(
  resolved: ResolvedConfig,
  imports: readonly string[],
  options: { format: 'es' | 'iife'; entryFileNames: Rolldown.OutputOptions['entryFileNames']; target: ResolvedConfig['build']['target']; minify?: boolean },
): Promise<Rolldown.OutputChunk | null> {
  const result = await build({
    configFile: false,
    root: resolved.root,
    mode: resolved.mode,
    logLevel: 'warn',
    publicDir: false,
    plugins: [
      {
        name: 'lumen:polyfills-entry',
        resolveId: (id) => (id === POLYFILLS_ID ? id : null),
        load: (id) => (id === POLYFILLS_ID ? imports.map((source) => `import ${JSON.stringify(source)};`).join('\n') : null),
      },
    ],
    build: {
      write: false,
      target: options.target,
      ...(options.minify === undefined ? {} : { minify: options.minify }),
      sourcemap: resolved.build.sourcemap,
      rolldownOptions: { input: { polyfills: POLYFILLS_ID }, output: { format: options.format, entryFileNames: options.entryFileNames } },
    },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
  return output.find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry) ?? null;
}

/**
 * The middle pass's polyfills: every chunk is scanned as it is rendered (babel with core-js's
 * usage detection, the scan @vitejs/plugin-legacy makes, whose dependencies these are), and one
 * ES module chunk of the polyfills it found (middlePolyfills) is added to the output, to run before
 * the entry (src/boot/boot.js).
 */
export function middlePolyfillsPlugin(targets: string[]): Plugin {
  const fromLegacy = createRequire(createRequire(import.meta.url).resolve('@vitejs/plugin-legacy'));
  const babel = fromLegacy('@babel/core') as typeof Babel;
  const corejsPlugin = fromLegacy('babel-plugin-polyfill-corejs3') as Babel.PluginItem;
  const corejsVersion = (fromLegacy('core-js/package.json') as { version: string }).version;
  const compat = fromLegacy('core-js-compat/data.json') as Record<string, { chrome?: string }>;
  const detected = new Set<string>();
  let resolved: ResolvedConfig;
  return {
    name: 'lumen:middle-polyfills',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    async renderChunk(code) {
      const result = await babel.transformAsync(code, {
        ast: true,
        code: false,
        babelrc: false,
        configFile: false,
        browserslistConfigFile: false,
        targets,
        plugins: [[corejsPlugin, { method: 'usage-global', version: corejsVersion }]],
      });
      for (const node of result?.ast?.program.body ?? []) {
        if (node.type === 'ImportDeclaration' && node.source.value.startsWith('core-js/')) detected.add(node.source.value);
      }
      return null;
    },
    async generateBundle() {
      const imports = middlePolyfills(detected, compat);
      if (imports.length === 0) throw new Error('middle tier: no polyfills found (has the core-js scan changed?)');
      const chunk = await buildPolyfillsChunk(resolved, imports, { format: 'es', entryFileNames: MIDDLE_FILE_NAMES, target: resolved.build.target });
      if (!chunk) throw new Error('middle tier: the polyfills build wrote no chunk');
      this.emitFile({ type: 'prebuilt-chunk', fileName: chunk.fileName, code: chunk.code, map: chunk.map ?? undefined, exports: [] });
      resolved.logger.info(
        `middle tier: ${imports.length} polyfills (${imports.map((source) => source.replace(/^core-js\/modules\/|\.js$/g, '')).join(', ')})`,
      );
    },
  };
}
