import { defineConfig } from '@lingui/conf';
import app, { SERVER_CATALOGUE } from './lingui.config';

/**
 * lingui.config.ts with the server's catalogue alone: `npm run i18n:server` extracts and compiles
 * server/locales/ with it, leaving the app's catalogues (src/locales/) as they are. No fallback
 * language: `lingui compile --strict` then fails on a text a language has not translated, where
 * English would otherwise stand in for it silently.
 */
export default defineConfig({ ...app, fallbackLocales: false, catalogs: [SERVER_CATALOGUE] });
