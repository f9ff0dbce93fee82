import { apiRequest, customerId } from './client';
import { parseToken } from './schemas';
import type { TokenResponse } from '../../contract/answers';

/** POST /get-token: a new app token for this platform. */
export function getToken(platform: string): Promise<TokenResponse> {
  return apiRequest('/get-token', { method: 'POST', body: { platform, customerId: customerId() }, parse: parseToken });
}
