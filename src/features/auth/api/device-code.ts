import { DeviceCodeAnswer, type DeviceCode } from '../../../../contract/answers';
import { apiRequest } from '../../../api/client';
import { parser } from '../../../api/schemas';

export type { DeviceCode };

/** POST /device/code (app token): a new pairing for signing in on this TV from a phone. */
export function requestDeviceCode(signal?: AbortSignal): Promise<DeviceCode> {
  return apiRequest('/device/code', { method: 'POST', auth: 'app', profile: false, signal, parse: parser(DeviceCodeAnswer) });
}
