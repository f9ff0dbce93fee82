import * as v from 'valibot';
import { apiRequest } from '../../../api/client';
import { MessageSchema, parseWith } from '../../../api/auth-schemas';

const ConfirmResponse = v.looseObject({ message: v.optional(v.string(), ''), first_name: v.optional(v.string(), '') });
const CodeSent = v.looseObject({ message: v.optional(v.string(), ''), attempts: v.optional(v.number(), 0), maxAttempts: v.optional(v.number(), 5) });

/** POST /confirm/{username}?token=: the e-mailed link's check. */
export function confirmEmail(username: string, token: string) {
  return apiRequest(`/confirm/${encodeURIComponent(username)}?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { username, token },
    parse: parseWith(ConfirmResponse),
  });
}

/** POST /trigger-email-verification: a new link by e-mail. */
export function resendVerificationEmail(email: string) {
  return apiRequest('/trigger-email-verification', { method: 'POST', body: { email_address: email.trim() }, parse: parseWith(MessageSchema) });
}

/** POST /trigger-mobile-verification: a new code by SMS (attempts = resends so far). */
export function sendPhoneCode(telephone: string) {
  return apiRequest('/trigger-mobile-verification', { method: 'POST', body: { telephone }, parse: parseWith(CodeSent) });
}

/** POST /confirm-mobile. */
export function confirmPhone(telephone: string, code: string) {
  return apiRequest('/confirm-mobile', { method: 'POST', body: { telephone, code }, parse: parseWith(MessageSchema) });
}
