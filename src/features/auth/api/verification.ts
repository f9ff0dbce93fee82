import { CodeSentAnswer, ConfirmedAnswer, MessageAnswer } from '../../../../contract/answers';
import { apiRequest } from '../../../api/client';
import { parser } from '../../../api/schemas';

/** POST /confirm/{username}?token=: the e-mailed link's check. */
export function confirmEmail(username: string, token: string) {
  return apiRequest(`/confirm/${encodeURIComponent(username)}?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { username, token },
    parse: parser(ConfirmedAnswer),
  });
}

/** POST /trigger-email-verification: a new link by e-mail. */
export function resendVerificationEmail(email: string) {
  return apiRequest('/trigger-email-verification', { method: 'POST', body: { email_address: email.trim() }, parse: parser(MessageAnswer) });
}

/** POST /trigger-mobile-verification: a new code by SMS (attempts = resends so far). */
export function sendPhoneCode(telephone: string) {
  return apiRequest('/trigger-mobile-verification', { method: 'POST', body: { telephone }, parse: parser(CodeSentAnswer) });
}

/** POST /confirm-mobile. */
export function confirmPhone(telephone: string, code: string) {
  return apiRequest('/confirm-mobile', { method: 'POST', body: { telephone, code }, parse: parser(MessageAnswer) });
}
