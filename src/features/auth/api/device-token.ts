import { apiRequest } from '../../../api/client';
import { LoginResponseSchema, parseWith, type LoginResponse } from '../../../api/auth-schemas';

/**
 * POST /device/token: the TV's poll. The login answer once the phone approved; until then a
 * failure whose flag says why (authorization_pending, slow_down, expired_token, access_denied).
 */
export function pollDeviceToken(deviceCode: string, signal?: AbortSignal): Promise<LoginResponse> {
  return apiRequest('/device/token', { method: 'POST', body: { device_code: deviceCode }, profile: false, signal, parse: parseWith(LoginResponseSchema) });
}
