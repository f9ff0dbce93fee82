import { t } from '@lingui/core/macro';
import { trackLoad } from '../api/activity';
import { ApiError } from '../api/client';
import { getAppConfig } from '../api/get-appconfig';
import { loadChunk } from '../lib/chunk';
import { THEME_DEFAULTS, type Theme, type ThemeKey } from '../../contract/theme';
import { applyTheme, loadStoredConfig, storeConfig, useConfig } from '../stores/config';
import { useConnection } from '../stores/connection';
import { ensureAppToken } from './app-token';

/**
 * Start-up: with the session already checked, request the app token and fetch
 * the configuration (side by side), then apply the theme and keep the configuration for the next
 * start. `fresh` asks past every cache, the service worker's included. Throws the first failure.
 */
export async function runStartup(options: { fresh?: boolean } = {}): Promise<void> {
  const [config] = await Promise.all([getAppConfig(undefined, { fresh: options.fresh }), ensureAppToken()]);
  useConfig.getState().setConfig(config.response);
  storeConfig(config.response);
  applyTheme(useConfig.getState().theme);
  await makeThemeReadable(true);
}

let begun: Promise<void> | null = null;
let followUp: (() => void) | undefined;

/** Start-up, and once it has answered (not after a failure) the follow-up given to beginStartup. */
function startAndFollow(): Promise<void> {
  const startup = runStartup();
  // Its failure is App's to show, when it takes it; the follow-up's own is only reported.
  startup.then(runFollowUp, () => undefined);
  return startup;
}

function runFollowUp(): void {
  try {
    followUp?.();
  } catch (error) {
    console.warn(`After start-up: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Begins a first start's calls before React has drawn anything (main.tsx): the token and the
 * configuration are on their way while the app's code runs, rather than after its first paint.
 * `whenStarted` runs as soon as they have answered, and again after a Retry's start (home's first
 * lists are asked for then, while React is still drawing the loader, rather than after its first
 * commit).
 */
export function beginStartup(whenStarted?: () => void): void {
  followUp = whenStarted;
  begun ??= startAndFollow();
}

/** The start-up begun ahead, once; after that (a Retry) a new one, with the same follow-up. */
export function takeStartup(): Promise<void> {
  const startup = begun ?? startAndFollow();
  begun = null;
  return startup;
}

/**
 * The spec's default colours read wherever the app draws them, and the labels on their focus
 * colours are the stylesheets' own fallback (theme-contrast.test.ts): for them the contrast check,
 * code of its own, is not even loaded.
 */
const isDefaultTheme = (theme: Theme) => (Object.keys(THEME_DEFAULTS) as ThemeKey[]).every((key) => theme[key] === THEME_DEFAULTS[key]);

/**
 * Applies the configuration's colours as the contrast check leaves them (a colour that would not
 * read replaced; with `warn`, the key named once for whoever set it). Should the check's code not
 * arrive, the colours stay as configured: start-up goes on.
 */
async function makeThemeReadable(warn: boolean): Promise<void> {
  const { values, theme } = useConfig.getState();
  // The stylesheets' fallback labels are the defaults' own (any set for other colours go).
  if (isDefaultTheme(theme)) return applyTheme(theme, document.documentElement, {});
  let check: typeof import('../../contract/theme-contrast');
  try {
    check = await loadChunk(() => import('../../contract/theme-contrast'));
  } catch {
    return;
  }
  const state = useConfig.getState();
  if (state.values !== values) return;
  const readable = check.readableTheme(state.theme, THEME_DEFAULTS);
  state.setReadableTheme(readable);
  applyTheme(readable.theme, document.documentElement, readable.variables);
  if (warn) for (const line of check.contrastWarnings(readable.problems)) console.warn(line);
}

/**
 * A returning visitor's start: the configuration kept from the last start is applied at once, so
 * the app draws without waiting on the network (refreshStartup then brings it up to date). False
 * on a first start, when nothing usable is kept: start-up then waits for runStartup.
 */
export function startFromStore(): boolean {
  const values = loadStoredConfig();
  if (!values) return false;
  useConfig.getState().setConfig(values);
  applyTheme(useConfig.getState().theme);
  // Checked for contrast as soon as that code is in (warnings come with the refresh).
  void makeThemeReadable(false);
  return true;
}

export type RefreshOutcome = 'refreshed' | 'offline' | 'failed';

let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * Start-up again behind an app that is already drawn: a new configuration and app token. When the
 * server cannot be reached the app is offline (its message shows, with Retry); when it answers
 * with an error, the connection is there and the kept configuration stays.
 */
export function refreshStartup(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    useConnection.getState().setChecking(true);
    try {
      // Counted as a load: focus waits for it before choosing where to start.
      await trackLoad(runStartup({ fresh: true }));
      useConnection.getState().cameBack();
      return 'refreshed';
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        useConnection.getState().wentOffline();
        return 'offline';
      }
      useConnection.getState().cameBack();
      console.warn(`Start-up refresh: ${error instanceof Error ? error.message : String(error)}`);
      return 'failed';
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * What the start-up error says: the client's own words when the server could not be reached or
 * took too long, else that the settings did not load and why (the server's message, when it sent one).
 */
export function startupFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return error.message;
  const why = error instanceof ApiError ? error.message.trim() : '';
  if (!why) return t`We could not load Lumen's settings. Please try again.`;
  if (/try again\.?$/i.test(why)) return t`We could not load Lumen's settings. ${why}`;
  const reason = why.replace(/\.?$/, '.');
  return t`We could not load Lumen's settings. ${reason} Please try again.`;
}
