#!/usr/bin/env node
// Proves the built app still has a bundle for each tier of engines, each in a language its engines
// parse, and that old engines fetch nothing else:
// - every page (index.html, harness/row.html) starts with one inline boot script that names the
//   three bundles' files: the modern entry and its preloads, the middle entry, its preloads and
//   polyfills, the legacy polyfills and the legacy entry, all present in dist/assets; it comes
//   before the stylesheets, parses as an ES5 script, and the page has no module script,
//   modulepreload or nomodule script besides it;
// - every modern chunk has a middle twin (`<name>-mid-<hash>.js`) and a legacy twin
//   (`<name>-legacy-<hash>.js`, a SystemJS module);
// - every legacy file parses as an ES2016 *script* (Chrome 53's language: no import/export,
//   no async functions, no object spread, no optional chaining...), checked with es-check;
// - every middle file parses as an ES *module* of ES2018 and import()/import.meta, Chrome 64's
//   language (no optional chaining, nullish coalescing, optional catch binding, class fields...),
//   checked with es-check's syntax features;
// - each page's modern entry fails the legacy check, and its modern files fail the middle one, so
//   the sets are told apart and each check would catch a newer file among the older ones.
// Usage: node scripts/check-legacy.mjs [distDir]   (default: dist)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runChecks } from 'es-check';

/** The newest language Chromium 53 parses in full (ES2016: `**` since 52, `includes` since 47). */
const LEGACY_ECMA_VERSION = 'es2016';
/**
 * The newest language Chrome 64 parses in full: ES2018 (async iteration 63, RegExp named groups,
 * lookbehind and property escapes 64), and of ES2020 the module parts, import() (63) and
 * import.meta (64), which the chunks use to load each other.
 */
const MIDDLE_ECMA_VERSION = 'es2018';
/**
 * What es-check reports for the middle files that is not above Chrome 64's syntax: import() (see
 * above), and the BigInt global, which @noble/hashes' SHA-256 calls (src/lib/password-digest.ts)
 * and shaka and a library of the FAQ page refer to: a builtin (Chrome 67), not syntax, and absent
 * from Chrome 53-66 under the legacy bundle too. Builtins core-js can polyfill are the polyfills'
 * business (scripts/vite-middle-tier.ts), not this check's.
 */
const MIDDLE_NOT_SYNTAX = ['DynamicImport', 'BigInt'];
const PAGES = ['index.html', 'harness/row.html'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.argv[2] ?? 'dist');
const assets = path.join(dist, 'assets');
const failures = [];
const fail = (message) => failures.push(message);

/** `main-legacy-qI-oVXTB.js` -> `main-legacy`: the chunk name without its 8-character hash. */
const chunkName = (file) => /^(.*)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file;
const isLegacy = (file) => /-legacy-[\w-]{8}\.js$/.test(file);
const isMiddle = (file) => /-mid-[\w-]{8}\.js$/.test(file);
const isPolyfills = (file) => chunkName(file) === 'polyfills-legacy';
const isMiddlePolyfills = (file) => chunkName(file) === 'polyfills-mid';

if (!fs.existsSync(assets)) {
  console.error(`check-legacy: no ${path.relative(root, assets)}; build first (node scripts/ensure-build.mjs).`);
  process.exit(1);
}
const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
const legacy = scripts.filter(isLegacy);
const middle = scripts.filter(isMiddle);
const modern = scripts.filter((file) => !isLegacy(file) && !isMiddle(file));

// The pages: one boot script (src/boot/boot.js, inlined by scripts/vite-legacy-boot.ts) names the
// three bundles' entries, preloads and polyfills, all in dist/assets; and the page
// holds no module script, modulepreload or nomodule script, which an engine would fetch before the
// boot script decides (Chrome 61-104 would fetch the modern bundle it cannot run).
const modernEntries = [];
const modernPageFiles = [];
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
  const isModern = (url) => inAssets(url) && modern.includes(path.posix.basename(url));
  const module = attr('data-modern');
  const preloads = attr('data-preload').split(' ').filter(Boolean);
  const middleEntry = attr('data-mid');
  const middlePreloads = attr('data-mid-preload').split(' ').filter(Boolean);
  const middlePolyfills = attr('data-mid-polyfills');
  const polyfills = attr('data-legacy-polyfills');
  const entry = attr('data-legacy');
  if (!isModern(module)) fail(`${page}: the boot script names no modern entry in /assets (found "${module}")`);
  else modernEntries.push(path.posix.basename(module));
  for (const preload of preloads) if (!isModern(preload)) fail(`${page}: preload "${preload}" is no modern chunk in /assets`);
  modernPageFiles.push(...[module, ...preloads].filter(isModern).map((url) => path.posix.basename(url)));
  const base = (url) => path.posix.basename(url);
  if (!inAssets(middleEntry) || !isMiddle(base(middleEntry)) || isMiddlePolyfills(base(middleEntry)))
    fail(`${page}: the boot script names no middle entry in /assets (found "${middleEntry}")`);
  if (middlePreloads.length === 0) fail(`${page}: the boot script names no middle preloads`);
  for (const preload of middlePreloads)
    if (!inAssets(preload) || !isMiddle(base(preload))) fail(`${page}: middle preload "${preload}" is no middle chunk in /assets`);
  if (!inAssets(middlePolyfills) || !isMiddlePolyfills(base(middlePolyfills)))
    fail(`${page}: the boot script names no polyfills-mid module (found "${middlePolyfills}")`);
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

// Twins: each modern chunk has its middle and its legacy chunk, and each legacy chunk is a SystemJS module.
const legacyNames = new Set(legacy.filter((file) => !isPolyfills(file)).map(chunkName));
const middleNames = new Set(middle.filter((file) => !isMiddlePolyfills(file)).map(chunkName));
const modernNames = new Set(modern.map(chunkName));
for (const name of modernNames) if (!legacyNames.has(`${name}-legacy`)) fail(`${name}: modern chunk without a legacy twin`);
for (const name of modernNames) if (!middleNames.has(`${name}-mid`)) fail(`${name}: modern chunk without a middle twin`);
for (const name of legacyNames) if (!modernNames.has(name.replace(/-legacy$/, ''))) fail(`${name}: legacy chunk without a modern twin`);
for (const name of middleNames) if (!modernNames.has(name.replace(/-mid$/, ''))) fail(`${name}: middle chunk without a modern twin`);
if (!legacy.some(isPolyfills)) fail('no polyfills-legacy chunk');
if (!middle.some(isMiddlePolyfills)) fail('no polyfills-mid chunk');
for (const file of legacy) {
  if (isPolyfills(file)) continue;
  if (!fs.readFileSync(path.join(assets, file), 'utf8').includes('System.register(')) fail(`${file}: not a SystemJS module`);
}

// Source maps are kept beside the build but never referenced (vite.config.ts: sourcemap 'hidden'),
// so no browser asks for the app's source; the server refuses to serve them too.
for (const file of scripts) {
  if (/\/[/*][#@] sourceMappingURL=/.test(fs.readFileSync(path.join(assets, file), 'utf8'))) fail(`${file}: points at a source map`);
}

// Syntax: the legacy set parses as ES2016 scripts, the middle set as ES2018 modules (es-check parses
// them with its newest parser and reports each syntax feature above ES2018), the boot scripts as
// ES5 ones (they run on every engine, before any polyfill); the modern files must pass neither.
const quiet = { logger: null };
const check = (files, ecmaVersion = LEGACY_ECMA_VERSION) =>
  runChecks([{ ecmaVersion, files: files.map((f) => path.resolve(assets, f)), module: false, noCache: true }], quiet);
const checkMiddle = (files) =>
  runChecks(
    [
      {
        ecmaVersion: MIDDLE_ECMA_VERSION,
        files: files.map((f) => path.resolve(assets, f)),
        module: true,
        checkFeatures: true,
        ignore: MIDDLE_NOT_SYNTAX.join(','),
        ignorePolyfillable: 'core-js',
        noCache: true,
      },
    ],
    quiet,
  );
const legacyResult = legacy.length ? await check(legacy) : { success: false, errors: [] };
for (const error of legacyResult.errors ?? []) {
  fail(`${path.basename(error.file)}: not ${LEGACY_ECMA_VERSION} script syntax: ${String(error.err?.message ?? error.err).slice(0, 160)}`);
}
if (legacy.length && !legacyResult.success && !(legacyResult.errors ?? []).length) fail(`es-check failed on the legacy set without naming a file`);
for (const file of modernEntries) {
  if ((await check([file])).success) fail(`${file}: the modern entry passes the ${LEGACY_ECMA_VERSION} check, so the check cannot tell modern code apart`);
}
const middleResult = middle.length ? await checkMiddle(middle) : { success: false, errors: [] };
for (const error of middleResult.errors ?? []) {
  fail(`${path.basename(error.file)}: not ${MIDDLE_ECMA_VERSION} module syntax: ${String(error.err?.message ?? error.err).slice(0, 160)}`);
}
if (middle.length && !middleResult.success && !(middleResult.errors ?? []).length) fail(`es-check failed on the middle set without naming a file`);
const modernFiles = [...new Set(modernPageFiles)];
if (modernFiles.length && (await checkMiddle(modernFiles)).success)
  fail(`${modernFiles.join(', ')}: the modern files pass the ${MIDDLE_ECMA_VERSION} module check, so the check cannot tell modern code apart`);
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
  console.error(`check-legacy: the middle or legacy bundle is not fit for its engines (Chrome 64, Chromium 53):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
const kb = (files) => (files.reduce((sum, f) => sum + fs.statSync(path.join(assets, f)).size, 0) / 1024).toFixed(0);
console.log(
  `check-legacy: ${legacy.length} legacy files (${kb(legacy)} KB) parse as ${LEGACY_ECMA_VERSION} scripts; ` +
    `${middle.length} middle files (${kb(middle)} KB) as ${MIDDLE_ECMA_VERSION} modules; ` +
    `${modern.length} modern chunks (${kb(modern)} KB) each have a middle and a legacy twin; ${PAGES.length} pages choose one of three in an ES5 boot script.`,
);
