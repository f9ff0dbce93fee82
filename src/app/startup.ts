import { getAppConfig } from '../api/get-appconfig';
import { applyTheme, useConfig } from '../stores/config';
import { ensureAppToken } from './app-token';

/**
 * Start-up (SPEC section 4): with the session already checked, request the app token and fetch
 * the configuration (side by side), then apply the theme. Throws the first failure.
 */
export async function runStartup(): Promise<void> {
  const [config] = await Promise.all([getAppConfig(), ensureAppToken()]);
  useConfig.getState().setConfig(config.response);
  applyTheme(useConfig.getState().theme);
}
