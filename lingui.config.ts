import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The server's catalogue (server/locales/<locale>.po): what the server says to viewers, in their
 * language. Compiled by `npm run i18n:server` (lingui.server.config.ts, this entry alone) into
 * server/locales/<locale>.ts, which the server imports.
 */
export const SERVER_CATALOGUE = {
  path: '<rootDir>/server/locales/{locale}',
  include: ['<rootDir>/server/src'],
  exclude: ['**/*.test.*'],
};

/**
 * The app's languages and where their catalogues live (src/locales/<locale>.po, one chunk each).
 * English is the source: its texts are the spec's, written in the code through Lingui's macros;
 * `npm run i18n:extract` writes every catalogue's new messages, and the build fails on a message
 * any catalogue has not translated (scripts/vite-lingui-macro.ts, lingui()'s failOnMissing).
 * The names and directions the app shows are in src/i18n/locales.ts, which a test holds to this list.
 */
export default defineConfig({
  rootDir: import.meta.dirname,
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt-BR', 'fr', 'it', 'pl', 'ar', 'pseudo'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/testing/**'] },
    // The server's words (answers' messages, e-mail, SMS): English ids marked /*i18n*/, docs/i18n.md.
    SERVER_CATALOGUE,
  ],
  format: formatter({ origins: true, lineNumbers: false }),
  orderBy: 'messageId',
});
