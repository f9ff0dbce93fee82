import { defineConfig } from '@lingui/conf';
import app, { SERVER_CATALOGUE } from './lingui.config';

/**
 * lingui.config.ts with the server's catalogue alone: `npm run i18n:server` extracts and compiles
 * server/locales/ with it, leaving the app's catalogues (src/locales/) as they are.
 */
export default defineConfig({ ...app, catalogs: [SERVER_CATALOGUE] });
