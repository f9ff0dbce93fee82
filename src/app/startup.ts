import { ApiError } from '../api/client';
import { getAppConfig } from '../api/get-appconfig';
import { applyTheme, useConfig } from '../stores/config';
import { contrastWarnings } from '../stores/theme-contrast';
import { ensureAppToken } from './app-token';

/**
 * Start-up (SPEC section 4): with the session already checked, request the app token and fetch
 * the configuration (side by side), then apply the theme. Throws the first failure.
 */
export async function runStartup(): Promise<void> {
  const [config] = await Promise.all([getAppConfig(), ensureAppToken()]);
  useConfig.getState().setConfig(config.response);
  const { theme, themeVariables, contrastProblems } = useConfig.getState();
  applyTheme(theme, document.documentElement, themeVariables);
  // A configured colour that would not read is replaced; the key is named once for whoever set it.
  for (const line of contrastWarnings(contrastProblems)) console.warn(line);
}

/**
 * What the start-up error says: the client's own words when the server could not be reached or
 * took too long, else that the settings did not load and why (the server's message, when it sent one).
 */
export function startupFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return error.message;
  const why = error instanceof ApiError ? error.message.trim() : '';
  if (!why) return "We could not load Lumen's settings. Please try again.";
  return /try again\.?$/i.test(why) ? `We could not load Lumen's settings. ${why}` : `We could not load Lumen's settings. ${why.replace(/\.?$/, '.')} Please try again.`;
}
