import { apiRequest } from './client';
import { parseAppConfig } from './schemas';
import type { AppConfigResponse } from './types';

/** GET /appconfig: the global configuration (theme colours, carousel ids, nav items...). */
export function getAppConfig(signal?: AbortSignal): Promise<AppConfigResponse> {
  return apiRequest('/appconfig', { parse: parseAppConfig, signal });
}
