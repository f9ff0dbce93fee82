#!/usr/bin/env node
// Proves the built app still has a bundle that Chromium 53 (LG webOS 4) can parse, and that old
// engines fetch nothing else:
// - every page (index.html, harness/row.html) starts with one inline boot script that names the
//   modern entry, its preloads, the legacy polyfills and the legacy entry, all present in
//   dist/assets; it comes before the stylesheets, parses as an ES5 script, and the page has no
//   module script, modulepreload or nomodule script besides it;
// - every modern chunk has a legacy twin (`<name>-legacy-<hash>.js`), a SystemJS module;
// - every legacy file parses as an ES2016 *script* (Chrome 53's language: no import/export,
//   no async functions, no object spread, no optional chaining...), checked with es-check;
// - each page's modern entry fails that same check, so the two sets are told apart and the
//   check would catch a modern file among the legacy ones.
// Usage: node scripts/check-legacy.mjs [distDir]   (default: dist)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runChecks } from 'es-check';

/** The newest language Chromium 53 parses in full (ES2016: `**` since 52, `includes` since 47). */
const LEGACY_ECMA_VERSION = 'es2016';
const PAGES = ['index.html', 'harness/row.html'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.argv[2] ?? 'dist');
const assets = path.join(dist, 'assets');
const failures = [];
const fail = (message) => failures.push(message);

/** `main-legacy-qI-oVXTB.js` -> `main-legacy`: the chunk name without its 8-character hash. */
const chunkName = (file) => /^(.*)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file;
const isLegacy = (file) => /-legacy-[\w-]{8}\.js$/.test(file);
const isPolyfills = (file) => chunkName(file) === 'polyfills-legacy';

if (!fs.existsSync(assets)) {
  console.error(`check-legacy: no ${path.relative(root, assets)}; build first (node scripts/ensure-build.mjs).`);
  process.exit(1);
}
const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
const legacy = scripts.filter(isLegacy);
const modern = scripts.filter((file) => !isLegacy(file));

// The pages: one boot script (src/boot/boot.js, inlined by scripts/vite-legacy-boot.ts) names the
// modern entry, its preloads, the polyfills and the legacy entry, all in dist/assets; and the page
// holds no module script, modulepreload or nomodule script, which an engine would fetch before the
// boot script decides (Chrome 61-104 would fetch the modern bundle it cannot run).
const modernEntries = [];
const bootScripts = [];
for (const page of PAGES) {
  const file = path.join(dist, page);
  if (!fs.existsSync(file)) {
    fail(`${page}: missing from ${path.relative(root, dist)}`);
    continue;
  }
  const html = fs.readFileSync(file, 'utf8');
  const boot = /<script\b([^>]*\bid="lumen-boot"[^>]*)>([\s\S]*?)<\/script>/.exec(html);
  if (!boot) {
    fail(`${page}: no boot script (<script id="lumen-boot">)`);
    continue;
  }
  const attr = (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(boot[1])?.[1] ?? '';
  const inAssets = (url) => url && scripts.includes(path.posix.basename(url)) && url.startsWith('/assets/');
  const module = attr('data-modern');
  const preloads = attr('data-preload').split(' ').filter(Boolean);
  const polyfills = attr('data-legacy-polyfills');
  const entry = attr('data-legacy');
  if (!inAssets(module) || isLegacy(path.posix.basename(module))) fail(`${page}: the boot script names no modern entry in /assets (found "${module}")`);
  else modernEntries.push(path.posix.basename(module));
  for (const preload of preloads)
    if (!inAssets(preload) || isLegacy(path.posix.basename(preload))) fail(`${page}: preload "${preload}" is no modern chunk in /assets`);
  if (!inAssets(polyfills) || !isPolyfills(path.posix.basename(polyfills)))
    fail(`${page}: the boot script names no polyfills-legacy script (found "${polyfills}")`);
  if (!inAssets(entry) || !isLegacy(path.posix.basename(entry))) fail(`${page}: the boot script names no legacy entry (found "${entry}")`);
  for (const [what, pattern] of [
    ['a module script', /<script\b[^>]*\btype="module"/],
    ['a modulepreload link', /<link\b[^>]*\brel="modulepreload"/],
    ['a nomodule script', /<script\b[^>]*\bnomodule\b/],
  ]) {
    if (pattern.test(html)) fail(`${page}: has ${what}, which old engines fetch before the boot script decides`);
  }
  const scriptsBefore = (html.slice(0, boot.index).match(/<script\b/g) ?? []).length;
  const stylesheetAt = html.search(/<link\b[^>]*\brel="stylesheet"/);
  if (scriptsBefore > 0) fail(`${page}: the boot script is not the page's first script`);
  if (stylesheetAt >= 0 && stylesheetAt < boot.index) fail(`${page}: the boot script comes after a stylesheet, so it waits for it before fetching anything`);
  bootScripts.push({ page, code: boot[2] });
}

// Twins: each modern chunk has its legacy chunk, and each legacy chunk is a SystemJS module.
const legacyNames = new Set(legacy.filter((file) => !isPolyfills(file)).map(chunkName));
const modernNames = new Set(modern.map(chunkName));
for (const name of modernNames) if (!legacyNames.has(`${name}-legacy`)) fail(`${name}: modern chunk without a legacy twin`);
for (const name of legacyNames) if (!modernNames.has(name.replace(/-legacy$/, ''))) fail(`${name}: legacy chunk without a modern twin`);
if (!legacy.some(isPolyfills)) fail('no polyfills-legacy chunk');
for (const file of legacy) {
  if (isPolyfills(file)) continue;
  if (!fs.readFileSync(path.join(assets, file), 'utf8').includes('System.register(')) fail(`${file}: not a SystemJS module`);
}

// Source maps are kept beside the build but never referenced (vite.config.ts: sourcemap 'hidden'),
// so no browser asks for the app's source; the server refuses to serve them too.
for (const file of scripts) {
  if (/\/[/*][#@] sourceMappingURL=/.test(fs.readFileSync(path.join(assets, file), 'utf8'))) fail(`${file}: points at a source map`);
}

// Syntax: the legacy set parses as ES2016 scripts, the boot scripts as ES5 ones (they run on every
// engine, before any polyfill); the modern entries must not pass.
const quiet = { logger: null };
const check = (files, ecmaVersion = LEGACY_ECMA_VERSION) =>
  runChecks([{ ecmaVersion, files: files.map((f) => path.resolve(assets, f)), module: false, noCache: true }], quiet);
const legacyResult = legacy.length ? await check(legacy) : { success: false, errors: [] };
for (const error of legacyResult.errors ?? []) {
  fail(`${path.basename(error.file)}: not ${LEGACY_ECMA_VERSION} script syntax: ${String(error.err?.message ?? error.err).slice(0, 160)}`);
}
if (legacy.length && !legacyResult.success && !(legacyResult.errors ?? []).length) fail(`es-check failed on the legacy set without naming a file`);
for (const file of modernEntries) {
  if ((await check([file])).success) fail(`${file}: the modern entry passes the ${LEGACY_ECMA_VERSION} check, so the check cannot tell modern code apart`);
}
const bootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-boot-'));
try {
  for (const { page, code } of bootScripts) {
    const file = path.join(bootDir, `${page.replace(/\W/g, '-')}.js`);
    fs.writeFileSync(file, code);
    const result = await check([file], 'es5');
    if (!result.success)
      fail(`${page}: the boot script is not ES5 script syntax: ${String(result.errors?.[0]?.err?.message ?? result.errors?.[0]?.stack ?? '').slice(0, 160)}`);
  }
} finally {
  fs.rmSync(bootDir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`check-legacy: the legacy bundle is not fit for Chromium 53:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
const kb = (files) => (files.reduce((sum, f) => sum + fs.statSync(path.join(assets, f)).size, 0) / 1024).toFixed(0);
console.log(
  `check-legacy: ${legacy.length} legacy files (${kb(legacy)} KB) parse as ${LEGACY_ECMA_VERSION} scripts; ` +
    `${modern.length} modern chunks (${kb(modern)} KB) each have a legacy twin; ${PAGES.length} pages choose one in an ES5 boot script.`,
);
