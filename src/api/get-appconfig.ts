import { apiRequest } from './client';
import { parseAppConfig } from './schemas';
import type { AppConfigResponse } from '../../contract/answers';

/**
 * GET /appconfig: the global configuration (theme colours, carousel ids, nav items...). `fresh`
 * asks the server itself, past the browser's and the service worker's caches: a failure then
 * means the server cannot be reached.
 */
export function getAppConfig(signal?: AbortSignal, options: { fresh?: boolean } = {}): Promise<AppConfigResponse> {
  return apiRequest('/appconfig', { parse: parseAppConfig, signal, cache: options.fresh ? 'no-cache' : undefined });
}
