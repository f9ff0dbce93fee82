/** The spec's validation rules, shared by the server's own checks. The patterns are the contract's. */
import { EMAIL_MAX } from '../../../contract/limits.js';
import { EMAIL_PATTERN } from '../../../contract/validation.js';

export { isTelephone } from '../../../contract/validation.js';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A telephone as stored and compared: a leading + and digits only. */
export function normalizeTelephone(telephone: string): string {
  const digits = telephone.replace(/[^\d]/g, '');
  return `+${digits}`;
}

export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text.trim());
}
