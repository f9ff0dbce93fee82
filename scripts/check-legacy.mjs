#!/usr/bin/env node
// Proves the built app still has a bundle that Chromium 53 (LG webOS 4) can parse:
// - every page (index.html, harness/row.html) loads its modern entry as `type="module"` and its
//   polyfills and legacy entry as `nomodule` scripts, all of them present in dist/assets;
// - every modern chunk has a legacy twin (`<name>-legacy-<hash>.js`), a SystemJS module;
// - every legacy file parses as an ES2016 *script* (Chrome 53's language: no import/export,
//   no async functions, no object spread, no optional chaining...), checked with es-check;
// - each page's modern entry fails that same check, so the two sets are told apart and the
//   check would catch a modern file among the legacy ones.
// Usage: node scripts/check-legacy.mjs [distDir]   (default: dist)
import fs from 'node:fs';
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

// The pages: modern entry as a module, polyfills and legacy entry as nomodule scripts.
const modernEntries = [];
for (const page of PAGES) {
  const file = path.join(dist, page);
  if (!fs.existsSync(file)) {
    fail(`${page}: missing from ${path.relative(root, dist)}`);
    continue;
  }
  const html = fs.readFileSync(file, 'utf8');
  const module = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  const polyfills = /<script nomodule[^>]*id="vite-legacy-polyfill"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  const entry = /<script nomodule[^>]*id="vite-legacy-entry"[^>]*\sdata-src="([^"]+)"/.exec(html)?.[1];
  const inAssets = (url) => url && scripts.includes(path.posix.basename(url)) && url.startsWith('/assets/');
  if (!inAssets(module) || isLegacy(path.posix.basename(module))) fail(`${page}: no modern module entry in /assets (found ${module})`);
  else modernEntries.push(path.posix.basename(module));
  if (!inAssets(polyfills) || !isPolyfills(path.posix.basename(polyfills))) fail(`${page}: no nomodule polyfills-legacy script (found ${polyfills})`);
  if (!inAssets(entry) || !isLegacy(path.posix.basename(entry))) fail(`${page}: no nomodule legacy entry (found ${entry})`);
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

// Syntax: the legacy set parses as ES2016 scripts; the modern entries must not.
const quiet = { logger: null };
const check = (files) => runChecks([{ ecmaVersion: LEGACY_ECMA_VERSION, files: files.map((f) => path.join(assets, f)), module: false, noCache: true }], quiet);
const legacyResult = legacy.length ? await check(legacy) : { success: false, errors: [] };
for (const error of legacyResult.errors ?? []) {
  fail(`${path.basename(error.file)}: not ${LEGACY_ECMA_VERSION} script syntax: ${String(error.err?.message ?? error.err).slice(0, 160)}`);
}
if (legacy.length && !legacyResult.success && !(legacyResult.errors ?? []).length) fail(`es-check failed on the legacy set without naming a file`);
for (const file of modernEntries) {
  if ((await check([file])).success) fail(`${file}: the modern entry passes the ${LEGACY_ECMA_VERSION} check, so the check cannot tell modern code apart`);
}

if (failures.length) {
  console.error(`check-legacy: the legacy bundle is not fit for Chromium 53:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
const kb = (files) => (files.reduce((sum, f) => sum + fs.statSync(path.join(assets, f)).size, 0) / 1024).toFixed(0);
console.log(
  `check-legacy: ${legacy.length} legacy files (${kb(legacy)} KB) parse as ${LEGACY_ECMA_VERSION} scripts; ` +
    `${modern.length} modern chunks (${kb(modern)} KB) each have a legacy twin; ${PAGES.length} pages load both.`,
);
