// ESLint 9 flat config. Syntax-only typescript-eslint (no type-aware rules: they need the whole
// program per run and take minutes on CI's 2 cores; `tsc --noEmit` already type-checks).
// Formatting belongs to Prettier: eslint-config-prettier comes last and turns off every
// stylistic rule, so the two never fight.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import * as espree from 'espree';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import lingui from 'eslint-plugin-lingui';
import importBoundaries from './eslint-rules/import-boundaries.js';
import { boundaryZones } from './eslint-rules/zones.js';

/** Every feature folder, read from disk so a new feature is fenced in without editing this file. */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'build/**',
      'docs/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'coverage/**',
      '**/*.generated.*',
      'tests/perf/results/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter kept for its position, a skipped
      // destructured value). tsconfig leaves unused names to this rule, so there is one source.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'all',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // The app: browser code, React hooks rules, import boundaries.
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, lumen: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      // The plugin's recommended set: the classic rules-of-hooks and exhaustive-deps, plus the
      // React Compiler checks (purity, immutability, static-components, ...).
      ...reactHooks.configs.recommended.rules,
      // Two compiler checks stay off: they flag idioms that are correct without the React Compiler,
      // which we do not run — the "latest value" ref written during render (refs, 17 sites) and an
      // effect that resets state when its input changes (set-state-in-effect, 20 sites). Rewriting
      // them is a behaviour change in focus-sensitive code; turn them on one folder at a time.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'lumen/import-boundaries': ['error', { zones: boundaryZones(features) }],
    },
  },
  // The app's words go through Lingui (docs/i18n.md): a text that starts with a capital letter and
  // is not wrapped in t``, <Trans> or msg`` is one a viewer would read in English whatever their
  // language. Names of keys, classes, routes and the like are not texts; the English table of
  // countries is the fallback for engines without Intl.DisplayNames; the row harness is a test page.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**', 'src/harness/**', 'src/lib/countries-data.ts'],
    plugins: { lingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Only what reads as words: a capital and a small letter (or a one-letter word), not a
          // name written in one word (a key's, a component's, an icon's).
          ignore: ['^(?![A-Z][a-z]|[A-Z] )', '^[A-Z][a-zA-Z0-9]+$'],
          ignoreNames: [{ regex: { pattern: 'className|key|focusKey|type|id|role|name|href|to|src|path|testId|Key$|Id$|data-' } }, 'mode', 'layout'],
          ignoreFunctions: ['console.*', 'Error', 'URLSearchParams', 'document.querySelector'],
        },
      ],
    },
  },
  // The studio (studio/): browser code too, its own app; it imports the contract, never the viewer app or the server.
  {
    files: ['studio/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, lumen: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'lumen/import-boundaries': [
        'error',
        {
          zones: [{ target: './studio', from: ['./src', './server'], message: 'The studio imports the contract only: neither the viewer app nor the server.' }],
        },
      ],
    },
  },
  // The spatial navigation library is src/focus's business: the rest of the app imports it from
  // src/focus/navigation.ts. The harness's NaiveRow shows the library's plain use on purpose.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/focus/**', 'src/harness/NaiveRow.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@noriginmedia/norigin-spatial-navigation',
              message: 'Import spatial navigation from src/focus/navigation.ts: only src/focus uses the library.',
            },
          ],
        },
      ],
    },
  },
  // The contract (wire types, the spec's slug and patterns, shared limits, theme defaults) is read
  // by the app and the server alike, so it reads neither: plain values and types, no DOM, no Node.
  {
    files: ['contract/**/*.ts'],
    plugins: { lumen: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'lumen/import-boundaries': [
        'error',
        {
          zones: [
            {
              target: './contract',
              from: ['./src', './server'],
              message: 'The contract imports neither the app nor the server: both import it.',
            },
          ],
        },
      ],
    },
  },
  // The page's boot script is inlined as it is into every page and runs on every engine, down to
  // Chromium 53, before any polyfill: parsed as an ES5 script, so newer syntax fails the lint.
  {
    files: ['src/boot/**/*.js'],
    languageOptions: { parser: espree, ecmaVersion: 5, sourceType: 'script', globals: { ...globals.browser } },
    rules: { 'no-var': 'off', 'prefer-const': 'off', 'prefer-rest-params': 'off', 'prefer-spread': 'off' },
  },
  // The service worker runs in a worker scope.
  {
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // Node: the server, tools, tests outside the app, packaging and config files.
  {
    files: [
      'server/**/*.{ts,js,mjs}',
      'deploy/**/*.{ts,js,mjs}',
      'scripts/**/*.{ts,js,mjs}',
      'tests/**/*.{ts,js,mjs}',
      'platforms/**/*.{ts,js,mjs}',
      '*.{ts,js,mjs,cjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // The server's queries live in server/src/repositories (and the seed that fills the database,
  // and migrations): a route or service asks a repository, so each table's SQL has one home.
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/repositories/**', 'server/src/seed/**', 'server/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'Queries live in server/src/repositories: add or use a repository function there.',
        },
      ],
    },
  },
  // Playwright specs run code in the page too (page.evaluate), so they see browser globals.
  {
    files: ['tests/e2e/**/*.ts', 'tests/perf/**/*.ts', 'scripts/screenshots.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // Test code reads JSON response bodies by path (`body._embedded.items[0].id`); the expect()
  // calls are the check, so `any` stays allowed there, and only there.
  {
    files: ['**/*.test.{ts,tsx}', 'server/test/**/*.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Playwright reads a test's fixtures from its first parameter, which must be an object pattern:
  // `({}, testInfo) => ...` is how a hook asks for testInfo alone.
  {
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  // Input checks that refuse control characters on purpose (paths, hrefs, return paths, the fuzzer's
  // header cleaner): there a control-character range in a regex is the point, not a typo.
  {
    files: ['server/src/lib/safe-path.ts', 'src/lib/pending-path.ts', 'src/lib/safe-url.ts', 'contract/rich-text.ts', 'server/test/fuzz/hostile.ts'],
    rules: { 'no-control-regex': 'off' },
  },

  prettier,
);
