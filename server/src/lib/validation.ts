/** The spec's validation rules, shared by the server's own checks. The patterns are the contract's. */
import { EMAIL_MAX } from '../../../contract/limits.js';
import { EMAIL_PATTERN, SIGNUP_PHONE_PATTERN } from '../../../contract/validation.js';

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

export function isTelephone(text: string): boolean {
  const digits = text.replace(/[^\d]/g, '');
  return SIGNUP_PHONE_PATTERN.test(text.trim()) && digits.length >= 6 && digits.length <= 15;
}
