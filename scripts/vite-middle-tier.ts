/**
 * The middle bundle tier: the app built a second time, inside the main build, as ES module chunks
 * lowered for Chrome 64 (`*-mid-<hash>.js`), with a module polyfills chunk (`polyfills-mid-*.js`)
 * holding the core-js modules those chunks call and Chrome 64 lacks or gets wrong, as detected by
 * plugin-legacy's usage scan of each chunk (vite.config.ts: appConfig('middle')). TVs from
 * Chrome 64 to 104 (Tizen 2020-2023, webOS 5-23) run it rather than the SystemJS bundle: native
 * modules and dynamic import, no babel lowering to ES2016, no SystemJS.
 *
 * The pass runs in memory (`write: false`) while the main build runs, and its files are added to
 * the main build's output beside the others, so `vite build` (and `--base ./` for the TV
 * packages) writes all three tiers at once. Its pages are not kept: the boot plugin
 * (scripts/vite-legacy-boot.ts) reads from them each page's middle entry, preloads and polyfills.
 */
import { build, mergeConfig, type Plugin, type ResolvedConfig, type Rolldown, type UserConfig } from 'vite';

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

/** A page of the middle pass, as plugin-legacy wrote it: its polyfills, its entry and the entry's preloads. */
export function middleFilesOf(html: string, page = 'page'): MiddleFiles {
  const modules = (html.match(/<script\b[^>]*\btype="module"[^>]*\ssrc="[^"]+"[^>]*>/g) ?? []).map((tag) => attr(tag, 'src') ?? '');
  const polyfills = modules.filter((src) => /(^|\/)polyfills-mid-[\w-]+\.js$/.test(src));
  const entries = modules.filter((src) => !polyfills.includes(src));
  const preload = (html.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? []).map((tag) => attr(tag, 'href') ?? '');
  if (polyfills.length !== 1 || entries.length !== 1 || preload.includes('')) {
    throw new Error(
      `middle tier: ${page} has ${entries.length} entries and ${polyfills.length} polyfills chunks, not one of each (has @vitejs/plugin-legacy changed its output?)`,
    );
  }
  return { entry: entries[0]!, preload, polyfills: polyfills[0]! };
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
        logLevel: 'warn',
        build: { write: false, emptyOutDir: false, copyPublicDir: false },
      } satisfies UserConfig),
    );
    const output = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
    const pages = new Map<string, MiddleFiles>();
    for (const file of output) {
      if (file.type === 'asset' && file.fileName.endsWith('.html')) pages.set(file.fileName, middleFilesOf(String(file.source), file.fileName));
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
