import * as v from 'valibot';
import { apiRequest } from '../../../api/client';
import { parseWith } from '../../../api/auth-schemas';

const DeviceCodeSchema = v.looseObject({
  device_code: v.pipe(v.string(), v.minLength(1)),
  user_code: v.pipe(v.string(), v.minLength(1)),
  verification_uri: v.pipe(v.string(), v.minLength(1)),
  verification_uri_complete: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.pipe(v.number(), v.gtValue(0)),
  interval: v.optional(v.pipe(v.number(), v.gtValue(0)), 5),
});
export type DeviceCode = v.InferOutput<typeof DeviceCodeSchema>;

/** POST /device/code (app token): a new pairing for signing in on this TV from a phone. */
export function requestDeviceCode(signal?: AbortSignal): Promise<DeviceCode> {
  return apiRequest('/device/code', { method: 'POST', auth: 'app', profile: false, signal, parse: parseWith(DeviceCodeSchema) });
}
