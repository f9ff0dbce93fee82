import { apiRequest } from '../../../api/client';
import { SignedInAnswer, type LoginResponse } from '../../../../contract/answers';
import { parser } from '../../../api/schemas';

/**
 * POST /device/token: the TV's poll. The login answer once the phone approved; until then an
 * ApiError whose flag says why: authorization_pending (answered 202, so waiting logs no error in
 * the browser), slow_down, expired_token, access_denied (400).
 */
export function pollDeviceToken(deviceCode: string, signal?: AbortSignal): Promise<LoginResponse> {
  return apiRequest('/device/token', { method: 'POST', body: { device_code: deviceCode }, profile: false, signal, parse: parser(SignedInAnswer) });
}
