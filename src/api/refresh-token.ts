import { apiRequest } from './client';
import { parseToken } from './schemas';
import type { TokenResponse } from '../../contract/answers';

/** GET /refresh-token: renews the current app token. */
export function refreshToken(currentToken: string): Promise<TokenResponse> {
  return apiRequest('/refresh-token', { headers: { authorization: `Bearer ${currentToken}` }, parse: parseToken });
}
