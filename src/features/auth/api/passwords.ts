import * as v from 'valibot';
import { apiRequest } from '../../../api/client';
import { MessageSchema, parseWith } from '../../../api/auth-schemas';
import { passwordDigest } from '../../../lib/password-digest';

const ResetResponse = v.looseObject({ message: v.optional(v.string(), ''), token: v.optional(v.string(), '') });

/** POST /reset with an e-mail or a telephone (with its country code). */
export function requestReset(target: { email: string } | { telephone: string }) {
  return apiRequest('/reset', { method: 'POST', body: target, parse: parseWith(ResetResponse) });
}

/** POST /update-password: the e-mailed link's user id and token, and the new password. */
export function updatePassword(userId: string, token: string, password: string) {
  return apiRequest('/update-password', { method: 'POST', body: { userId, token, password: passwordDigest(password) }, parse: parseWith(MessageSchema) });
}

/** POST /update-password-mobile: the SMS code, the reset token, and the new password. */
export function updatePasswordByCode(code: string, token: string, password: string) {
  return apiRequest('/update-password-mobile', { method: 'POST', body: { code, token, password: passwordDigest(password) }, parse: parseWith(MessageSchema) });
}

/** POST /change-password for a signed-in user. */
export function changePassword(oldPassword: string, password: string) {
  return apiRequest('/change-password', {
    method: 'POST',
    auth: 'user',
    body: { oldPassword: passwordDigest(oldPassword), password: passwordDigest(password) },
    parse: parseWith(MessageSchema),
  });
}
