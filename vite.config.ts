import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import legacy from '@vitejs/plugin-legacy';
import { fileURLToPath } from 'node:url';
import { legacyBootPlugin } from './scripts/vite-legacy-boot.js';
import { legacyPolyfillsTrim } from './scripts/vite-legacy-polyfills.js';
import { linguiWords } from './scripts/vite-lingui-split.js';
import { MIDDLE_FILE_NAMES, middlePolyfillsPlugin, middleTier } from './scripts/vite-middle-tier.js';
import { serviceWorkerPlugin } from './scripts/vite-service-worker.js';
import { reactRouterTrimPlugin } from './scripts/vite-react-router-trim.js';
import { noriginTrimPlugin } from './scripts/vite-norigin-trim.js';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

/**
 * The oldest TV engine we ship to: LG webOS 4 runs Chromium 53 (Tizen 2019 is 63, webOS 5 is 68).
 * The legacy bundle is transpiled and polyfilled for it; the CSS is lowered for it too.
 */
export const LEGACY_TARGETS = ['chrome >= 53'];

/**
 * The middle tier's engines: Chrome 64 (import.meta; dynamic import is 63) up to 104, such as
 * webOS 5 (68) and Tizen 2020-2023 (69-94). Its chunks are lowered to the language Chrome 64 parses
 * (ES2018: no optional chaining, nullish coalescing or class fields) and get the core-js polyfills
 * their calls need there.
 */
export const MIDDLE_TARGETS = ['chrome >= 64'];

/**
 * The focus engine's lodash-es calls, answered by src/lib/lodash-es-lite.ts: lodash's iteratee
 * shorthands pull in 9 KB gzip of deep-equality code the engine never uses. Only the bare
 * specifier is matched, so `lodash-es/sortBy.js` still reaches lodash (the shim's tests use it).
 */
export const LODASH_ALIAS = { find: /^lodash-es$/, replacement: fileURLToPath(new URL('./src/lib/lodash-es-lite.ts', import.meta.url)) };

/**
 * React Router 7's package exports name only its development build, whose dev warnings are switched
 * on (remix-run/react-router#12532, #14102): a production build points at its production files.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/**
 * The app's config for one tier: 'modern' is the main build (the modern and legacy bundles, the
 * boot script, the service worker, and the middle pass run inside it); 'middle' is that pass.
 */
function appConfig(command: 'build' | 'serve', tier: 'modern' | 'middle'): UserConfig {
  const middle = tier === 'modern' && command === 'build' ? middleTier(() => appConfig('build', 'middle')) : null;
  const legacyPolyfills = tier === 'modern' && command === 'build' ? legacyPolyfillsTrim() : null;
  return {
    plugins:
      tier === 'middle'
        ? [
            // The app's words and the trimmed libraries, as in the main build.
            ...linguiWords({ failOnMissing: true, failOnCompileError: true }),
            reactRouterTrimPlugin(),
            noriginTrimPlugin(),
            react(),
            // The middle chunks' polyfills chunk: what core-js's usage scan finds each chunk calls and
            // Chrome 64 lacks (Object.fromEntries, Array.prototype.flat, Promise.allSettled and the
            // like), libraries included (scripts/vite-middle-tier.ts).
            middlePolyfillsPlugin(MIDDLE_TARGETS),
          ]
        : [
            // The app's words: Lingui's macros compiled out of the sources, and each language's catalogue
            // compiled and split into two chunks: the messages of the modules the first page loads
            // statically, and the rest, which the first lazy chunk waits for (scripts/vite-lingui-split.ts);
            // a message some catalogue lacks fails the build.
            ...linguiWords({ failOnMissing: true, failOnCompileError: true }),
            // React Router's unused components (Link, Form, ...) and the focus engine's debugging aids are
            // left out of the build (scripts/vite-react-router-trim.ts, scripts/vite-norigin-trim.ts).
            reactRouterTrimPlugin(),
            noriginTrimPlugin(),
            react(),
            // Three bundles from one build: engines with native ES modules, dynamic import, async generators
            // and import.meta.resolve (Chrome 105+) run the modern ES module chunks; engines from Chrome 64
            // run the middle ones (`*-mid-*.js`, scripts/vite-middle-tier.ts); every other engine
            // runs the SystemJS chunks (`*-legacy-*.js`), transpiled by babel for LEGACY_TARGETS, with the core-js polyfills their
            // code uses (detected per chunk, so the bundled node_modules count too). plugin-legacy sets
            // `build.target` for the modern chunks itself. The modern chunks get no polyfills: nothing we
            // or our dependencies call is newer than Chrome 105 (`modernPolyfills: true` would add ~15 KB
            // of core-js "fixes" to every visit for nothing).
            legacy({ targets: LEGACY_TARGETS, renderLegacyChunks: true, modernPolyfills: false }),
            // Its polyfills chunk without the modules of builtins newer than Chrome 105, which the
            // modern chunks run without (scripts/vite-legacy-polyfills.ts).
            ...(legacyPolyfills ? [legacyPolyfills.plugin] : []),
            ...(middle ? [middle.plugin] : []),
            // Which bundle runs is decided by the page's boot script (src/boot/boot.js) before any chunk is
            // fetched, instead of plugin-legacy's module/nomodule tags, with which Chrome 61-104 fetch the
            // modern bundle, fail to run it and then fetch the legacy one.
            legacyBootPlugin(middle, legacyPolyfills),
            // dist/sw.js: the service worker, told this build's shell and version (scripts/vite-service-worker.ts).
            serviceWorkerPlugin(),
          ],
    // import.meta.env.MIDDLE: true in the middle chunks only (as plugin-legacy's LEGACY is in the
    // legacy ones; the middle pass has no plugin-legacy, so it says LEGACY itself).
    define: { 'import.meta.env.MIDDLE': JSON.stringify(tier === 'middle'), ...(tier === 'middle' ? { 'import.meta.env.LEGACY': 'false' } : {}) },
    resolve: { alias: command === 'build' ? [LODASH_ALIAS, ...REACT_ROUTER_PRODUCTION] : [LODASH_ALIAS] },
    build: {
      outDir: 'dist',
      // The middle chunks' language: Chrome 64's (ES2018 and import.meta). The main build's target
      // is plugin-legacy's (Chrome 105 and the like, for the modern chunks).
      ...(tier === 'middle' ? { target: 'chrome64' } : {}),
      // Maps are written beside the build for whoever runs it (to read a stack from a TV's log),
      // but the files do not point at them and the server does not serve them (server/src/routes/web.ts).
      sourcemap: 'hidden',
      // One stylesheet serves every bundle: lowered for the oldest engine (inset, rgb(r g b / a),
      // #rrggbbaa and the like are rewritten; what cannot be rewritten is listed in the README).
      cssTarget: 'chrome53',
      chunkSizeWarningLimit: 1200,
      rollupOptions: {
        // The app, and the row harness that tests and benchmarks drive (served at /harness/row.html).
        input: { main: 'index.html', harness: 'harness/row.html' },
        // The legacy pass (babel over every chunk, shaka's included) is most of the build by design;
        // rolldown's slow-plugin warning would only repeat that on every build.
        checks: { bundlerTimings: false },
        // Everything the app's first page loads statically goes in one chunk ('app', beside the entry
        // and rolldown's runtime) rather than the half dozen shared chunks automatic splitting makes:
        // fewer requests on start-up and one gzip stream (about 2 KB less than seven). Lazy pages and
        // layers import from it. The entries themselves stay out of it (the row harness imports it
        // too, and must not start the app), as do the harness's own modules.
        output: {
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id: string) => !/[\\/]harness[\\/]|\.html$|[\\/]src[\\/]main\.tsx$/.test(id) }] },
          // The middle pass's chunks (its polyfills chunk included) are told apart by name.
          ...(tier === 'middle' ? { entryFileNames: MIDDLE_FILE_NAMES, chunkFileNames: MIDDLE_FILE_NAMES } : {}),
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': API_TARGET,
        '/media': API_TARGET,
        '/art': API_TARGET,
      },
    },
  };
}

export default defineConfig(({ command }) => appConfig(command, 'modern'));
