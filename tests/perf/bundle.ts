/**
 * What the home route downloads, read from the built dist/index.html: the entry module, its static
 * imports (the boot script's preloads, checked by following the imports) and the stylesheets, gzip
 * and brotli; the same for the middle bundle (`-mid` ES module chunks and their polyfills) and the
 * legacy bundle (`-legacy` SystemJS chunks and their polyfills) when the build has them; and the
 * player chunk (shaka), which only player routes load, in each bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { bootFilesOf } from '../../scripts/vite-legacy-boot';

const DIST = path.resolve(import.meta.dirname, '../../dist');

export interface Sizes {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

/** A script's bytes split by where they came from, read from its source map (gzip -9 of each part). */
export interface Origins {
  file: string;
  /** Code from node_modules (react-dom, react-router, norigin, ...). */
  libraries: { raw: number; gzip: number };
  /** Our own code (src/). */
  ours: { raw: number; gzip: number };
  /** Code the bundler wrote (its runtime, helpers), which maps to no source. */
  bundler: { raw: number; gzip: number };
}

export interface BundleBench {
  homeJs: Sizes;
  /** The home route's biggest script (the app chunk), split into libraries and our code. */
  homeOrigins: Origins | null;
  middleHomeOrigins: Origins | null;
  legacyHomeOrigins: Origins | null;
  homeCss: Sizes;
  /** The middle bundle's home JS: its polyfills, entry and the entry's static imports. */
  middleHomeJs: Sizes | null;
  /** The middle bundle's polyfills (core-js modules, scripts/vite-middle-tier.ts), part of middleHomeJs. */
  middlePolyfills: Sizes | null;
  legacyHomeJs: Sizes | null;
  /** The legacy bundle's polyfills (core-js and SystemJS), part of legacyHomeJs. */
  legacyPolyfills: Sizes | null;
  playerChunk: Sizes | null;
  middlePlayerChunk: Sizes | null;
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

/**
 * How much of `file` is libraries, our code and the bundler's own, by its (hidden) source map: each
 * mapped stretch of the output goes to the source it came from. Gzip is of each part on its own, so
 * the three add up to a little more than the whole file's.
 */
export function origins(file: string): Origins | null {
  const mapFile = path.join(DIST, `${file}.map`);
  if (!fs.existsSync(mapFile)) return null;
  const lines = fs.readFileSync(path.join(DIST, file), 'utf8').split('\n');
  const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap);
  const parts: Record<'libraries' | 'ours' | 'bundler', string[]> = { libraries: [], ours: [], bundler: [] };
  let previous: { line: number; column: number; source: string | null } | null = null;
  const take = (end: { line: number; column: number } | null) => {
    if (!previous) return;
    const text = lines[previous.line - 1] ?? '';
    const stretch = text.slice(previous.column, end && end.line === previous.line ? end.column : text.length);
    const source = previous.source;
    parts[!source ? 'bundler' : /node_modules/.test(source) ? 'libraries' : 'ours'].push(stretch);
  };
  map.eachMapping((m) => {
    take({ line: m.generatedLine, column: m.generatedColumn });
    previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
  });
  take(null);
  const weigh = (stretches: string[]) => {
    const text = stretches.join('');
    return { raw: Buffer.byteLength(text), gzip: zlib.gzipSync(text, { level: 9 }).length };
  };
  return { file, libraries: weigh(parts.libraries), ours: weigh(parts.ours), bundler: weigh(parts.bundler) };
}

/** The largest of `files`, by size on disk. */
const largest = (files: string[]): string | undefined =>
  files.map((f) => ({ f, size: fs.statSync(path.join(DIST, f)).size })).sort((a, b) => b.size - a.size)[0]?.f;

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
  // The page's boot script names the three bundles' first files (scripts/vite-legacy-boot.ts).
  const boot = bootFilesOf(html);
  if (!boot) throw new Error('dist/index.html has no boot script');
  const entry = local(boot.modern);
  const preloads = boot.preload.map(local);
  const graph = staticGraph(entry);
  const missing = graph.filter((f) => !preloads.includes(f) && f !== entry);
  if (missing.length) console.warn(`bundle: static imports without a preload: ${missing.join(', ')}`);
  // The app's words come in a chunk of their own, fetched at start (src/i18n/catalogues.ts): an
  // English-speaking visit's home counts the English catalogue.
  const catalogue = (tier: 'modern' | 'middle' | 'legacy') => {
    const name = { modern: /^en-[\w-]{8}\.js$/, middle: /^en-mid-[\w-]{8}\.js$/, legacy: /^en-legacy-[\w-]{8}\.js$/ }[tier];
    const file = fs.readdirSync(path.join(DIST, 'assets')).find((f) => name.test(f));
    if (!file) throw new Error(`dist/assets has no ${tier} English catalogue (en-*.js)`);
    return `assets/${file}`;
  };
  const homeJs = sizes([...new Set([...graph, ...preloads, catalogue('modern')])]);
  const homeCss = sizes(links.filter((t) => attr(t, 'rel') === 'stylesheet').map((t) => local(attr(t, 'href')!)));

  const middleGraph = boot.middle ? staticGraph(local(boot.middle)) : [];
  const middleMissing = middleGraph.filter((f) => !boot.middlePreload.map(local).includes(f) && f !== local(boot.middle));
  if (middleMissing.length) console.warn(`bundle: middle static imports without a preload: ${middleMissing.join(', ')}`);
  const middleHomeJs = boot.middle
    ? sizes([local(boot.middlePolyfills), ...new Set([...middleGraph, ...boot.middlePreload.map(local)]), catalogue('middle')])
    : null;
  const legacyHomeJs = boot.legacy ? sizes([local(boot.legacyPolyfills), ...systemGraph(local(boot.legacy)), catalogue('legacy')]) : null;

  const chunks = fs
    .readdirSync(path.join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const tierOf = (file: string) => (file.includes('-legacy-') ? 'legacy' : file.includes('-mid-') ? 'middle' : 'modern');
  const shaka = (tier: 'modern' | 'middle' | 'legacy') => {
    const file = chunks.find((f) => /shaka/.test(f) && tierOf(f) === tier);
    return file ? sizes([file]) : null;
  };
  const appChunk = largest(homeJs.files);
  const middleAppChunk = middleHomeJs ? largest(middleHomeJs.files.filter((f) => !f.includes('polyfills'))) : undefined;
  const legacyAppChunk = legacyHomeJs ? largest(legacyHomeJs.files.filter((f) => !f.includes('polyfills'))) : undefined;
  return {
    homeJs,
    homeOrigins: appChunk ? origins(appChunk) : null,
    middleHomeOrigins: middleAppChunk ? origins(middleAppChunk) : null,
    legacyHomeOrigins: legacyAppChunk ? origins(legacyAppChunk) : null,
    homeCss,
    middleHomeJs,
    middlePolyfills: boot.middle ? sizes([local(boot.middlePolyfills)]) : null,
    legacyHomeJs,
    legacyPolyfills: boot.legacy ? sizes([local(boot.legacyPolyfills)]) : null,
    playerChunk: shaka('modern'),
    middlePlayerChunk: shaka('middle'),
    legacyPlayerChunk: shaka('legacy'),
    chunks,
  };
}
