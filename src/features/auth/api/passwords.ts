import { MessageAnswer, ResetAnswer } from '../../../../contract/answers';
import { apiRequest } from '../../../api/client';
import { parser } from '../../../api/schemas';
import { passwordDigest } from '../../../lib/password-digest';

/** POST /reset with an e-mail or a telephone (with its country code). */
export function requestReset(target: { email: string } | { telephone: string }) {
  return apiRequest('/reset', { method: 'POST', body: target, parse: parser(ResetAnswer) });
}

/** POST /update-password: the e-mailed link's user id and token, and the new password. */
export function updatePassword(userId: string, token: string, password: string) {
  return apiRequest('/update-password', { method: 'POST', body: { userId, token, password: passwordDigest(password) }, parse: parser(MessageAnswer) });
}

/** POST /update-password-mobile: the SMS code, the reset token, and the new password. */
export function updatePasswordByCode(code: string, token: string, password: string) {
  return apiRequest('/update-password-mobile', { method: 'POST', body: { code, token, password: passwordDigest(password) }, parse: parser(MessageAnswer) });
}

/** POST /change-password for a signed-in user. */
export function changePassword(oldPassword: string, password: string) {
  return apiRequest('/change-password', {
    method: 'POST',
    auth: 'user',
    body: { oldPassword: passwordDigest(oldPassword), password: passwordDigest(password) },
    parse: parser(MessageAnswer),
  });
}
