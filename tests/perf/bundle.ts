/**
 * What the home route downloads, read from the built dist/index.html: the entry module, its static
 * imports (the boot script's preloads, checked by following the imports) and the stylesheets, gzip
 * and brotli; the same for the legacy bundle (`-legacy` SystemJS chunks and their polyfills) when
 * the build has one; and the player chunk (shaka), which only player routes load.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { bootFilesOf } from '../../scripts/vite-legacy-boot';

const DIST = path.resolve(import.meta.dirname, '../../dist');

export interface Sizes {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleBench {
  homeJs: Sizes;
  homeCss: Sizes;
  legacyHomeJs: Sizes | null;
  playerChunk: Sizes | null;
  legacyPlayerChunk: Sizes | null;
  /** Every JS file of dist/assets, to tell which ones a page load may request. */
  chunks: string[];
}

/** What `files` weigh as they are stored and as the server sends them (gzip -9 and brotli 11, as scripts/precompress.mjs writes them). */
export function sizes(files: string[]): Sizes {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(DIST, file));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files, raw, gzip, brotli };
}

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const tags = (html: string, name: string): string[] => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
const local = (url: string): string => url.replace(/^\//, '');

/** The modern entry's static import graph (dynamic imports left out). */
function staticGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const [imports] = parse(fs.readFileSync(path.join(DIST, file), 'utf8'));
    for (const imp of imports) {
      if (imp.d !== -1 || !imp.n?.startsWith('.')) continue; // -1: a static import
      visit(path.posix.join(path.posix.dirname(file), imp.n));
    }
  };
  visit(entry);
  return [...seen];
}

/** The legacy entry's System.register dependencies, followed. */
function systemGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const deps = /System\.register\(\[([^\]]*)\]/.exec(fs.readFileSync(path.join(DIST, file), 'utf8'))?.[1] ?? '';
    for (const dep of deps.match(/[`'"][^`'"]+[`'"]/g) ?? []) visit(path.posix.join(path.posix.dirname(file), dep.slice(1, -1)));
  };
  visit(entry);
  return [...seen];
}

export async function runBundle(): Promise<BundleBench> {
  await init;
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const links = tags(html, 'link');
  // The page's boot script names both bundles' first files (scripts/vite-legacy-boot.ts).
  const boot = bootFilesOf(html);
  if (!boot) throw new Error('dist/index.html has no boot script');
  const entry = local(boot.modern);
  const preloads = boot.preload.map(local);
  const graph = staticGraph(entry);
  const missing = graph.filter((f) => !preloads.includes(f) && f !== entry);
  if (missing.length) console.warn(`bundle: static imports without a preload: ${missing.join(', ')}`);
  const homeJs = sizes([...new Set([...graph, ...preloads])]);
  const homeCss = sizes(links.filter((t) => attr(t, 'rel') === 'stylesheet').map((t) => local(attr(t, 'href')!)));

  const legacyHomeJs = boot.legacy ? sizes([local(boot.legacyPolyfills), ...systemGraph(local(boot.legacy))]) : null;

  const chunks = fs
    .readdirSync(path.join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const shaka = (legacy: boolean) => {
    const file = chunks.find((f) => /shaka/.test(f) && f.includes('-legacy') === legacy);
    return file ? sizes([file]) : null;
  };
  return { homeJs, homeCss, legacyHomeJs, playerChunk: shaka(false), legacyPlayerChunk: shaka(true), chunks };
}
