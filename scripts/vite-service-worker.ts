/**
 * Builds the service worker (src/sw/service-worker.ts) into `<outDir>/sw.js` after the app's own
 * build, with what it needs to know about this build:
 *   - the shell to keep: the page, its modern entry and every chunk and stylesheet the entry
 *     imports statically (read from the bundle, not guessed), the brand's small files and the
 *     web app manifest; the legacy (SystemJS) files are left out: engines that run them never
 *     register the worker (see src/app/service-worker.ts);
 *   - a version made from those files and the page, so a new deploy gets a new worker, whose
 *     caches replace the old ones.
 * The worker is one classic script (an IIFE), built by Vite itself, with no plugin of the app's.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { bootFilesOf } from './vite-legacy-boot.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICE_WORKER_ENTRY = path.join(ROOT, 'src/sw/service-worker.ts');
export const SERVICE_WORKER_FILE = 'sw.js';
/** The brand's files every start draws (the icon, the loader) and the installed app's icon. */
const BRAND_FILES = ['brand/icon.svg', 'brand/spinner.svg', 'brand/icon-192.png'];
const MANIFEST_FILE = 'manifest.webmanifest';

interface ChunkFacts {
  imports: string[];
  css: string[];
  assets: string[];
}

/** The files a chunk needs before it runs: its static imports, their imports, and their styles and assets. */
export function staticClosure(entry: string, chunks: ReadonlyMap<string, ChunkFacts>): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    files.add(file);
    const facts = chunks.get(file);
    if (!facts) return;
    for (const css of facts.css) files.add(css);
    for (const asset of facts.assets) files.add(asset);
    for (const imported of facts.imports) visit(imported);
  };
  visit(entry);
  return [...files];
}

/** The modern entry a built page's boot script starts (scripts/vite-legacy-boot.ts), relative to the base. */
export function modernEntryOf(html: string, base: string): string | null {
  const src = bootFilesOf(html)?.modern;
  if (!src || !src.startsWith(base)) return null;
  return src.slice(base.length);
}

/** The version of a build: a digest of the shell's file names (hashed) and of the page itself. */
export function buildVersion(files: readonly string[], html: string): string {
  return createHash('sha256').update(files.join('\n')).update('\n').update(html).digest('hex').slice(0, 16);
}

export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig;
  const chunks = new Map<string, ChunkFacts>();
  return {
    name: 'lumen:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const meta = (output as { viteMetadata?: { importedCss?: Set<string>; importedAssets?: Set<string> } }).viteMetadata;
        chunks.set(output.fileName, { imports: [...output.imports], css: [...(meta?.importedCss ?? [])], assets: [...(meta?.importedAssets ?? [])] });
      }
    },
    async closeBundle() {
      // A watch or SSR build, or one that wrote nothing: no worker.
      if (config.build.ssr || config.build.write === false) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const base = config.base;
      const page = path.join(outDir, 'index.html');
      if (!fs.existsSync(page)) return;
      const html = fs.readFileSync(page, 'utf8');
      const entry = modernEntryOf(html, base);
      if (!entry) throw new Error(`service worker: no modern entry script in ${path.relative(ROOT, page)}`);
      const shellFiles = staticClosure(entry, chunks);
      const extras = [...BRAND_FILES, MANIFEST_FILE];
      for (const file of [...shellFiles, ...extras]) {
        if (!fs.existsSync(path.join(outDir, file))) throw new Error(`service worker: ${file} is not in ${path.relative(ROOT, outDir)}`);
      }
      const precache = ['', ...shellFiles, ...extras].map((file) => `${base}${file}`);
      const version = buildVersion(precache, html);
      await build({
        configFile: false,
        root: ROOT,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __LUMEN_SW_VERSION__: JSON.stringify(version),
          __LUMEN_PRECACHE__: JSON.stringify(precache),
          __LUMEN_BASE__: JSON.stringify(base),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          minify: true,
          // Only engines with ES modules register it (Chrome 105+ and the like).
          target: 'es2020',
          lib: { entry: SERVICE_WORKER_ENTRY, formats: ['iife'], name: 'lumenServiceWorker', fileName: () => SERVICE_WORKER_FILE },
        },
      });
      config.logger.info(`service worker ${SERVICE_WORKER_FILE}: version ${version}, ${precache.length} files kept`);
    },
  };
}
