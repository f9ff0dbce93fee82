import * as z from 'zod/mini';
import { apiRequest } from '../../../api/client';
import { parseWith } from '../../../api/auth-schemas';

const DeviceCodeSchema = z.looseObject({
  device_code: z.string().check(z.minLength(1)),
  user_code: z.string().check(z.minLength(1)),
  verification_uri: z.string().check(z.minLength(1)),
  verification_uri_complete: z.string().check(z.minLength(1)),
  expires_in: z.number().check(z.positive()),
  interval: z._default(z.number().check(z.positive()), 5),
});
export type DeviceCode = z.infer<typeof DeviceCodeSchema>;

/** POST /device/code (app token): a new pairing for signing in on this TV from a phone. */
export function requestDeviceCode(signal?: AbortSignal): Promise<DeviceCode> {
  return apiRequest('/device/code', { method: 'POST', auth: 'app', profile: false, signal, parse: parseWith(DeviceCodeSchema) });
}
