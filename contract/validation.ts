/** The spec's patterns for what a viewer types, checked the same way by the app and the server. */

/**
 * Word characters with optional dot or hyphen separators, @, a domain, a final part of 2-3 letters.
 * The spec's own form, /^\w+([.-]?\w+)*@.../, matches the same addresses, but its optional
 * separator lets a run of word characters split in exponentially many ways: 33 digits froze a page
 * (and the server) for seconds. Here each repetition starts with its separator, so every address
 * splits one way only.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*(?:\.[A-Za-z]{2,3})+$/;

/** Sign-up phone: 6-20 characters of digits, spaces, brackets, plus and minus. */
export const SIGNUP_PHONE_PATTERN = /^[0-9 ()+-]{6,20}$/;
/** Digits in a telephone number: E.164 allows up to 15; fewer than 6 reach no one. */
const PHONE_DIGITS = { min: 6, max: 15 } as const;

/** A sign-up (or reset, or verification) telephone: the pattern, and 6 to 15 digits in it. */
export function isTelephone(text: string): boolean {
  const digits = text.replace(/[^\d]/g, '').length;
  return SIGNUP_PHONE_PATTERN.test(text.trim()) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** The login and contact-form phone: optional +, then 2, 4 and 4 digits. */
export const CONTACT_PHONE_PATTERN = /^\+?\d{2}[- ]?\d{4}[- ]?\d{4}$/;

/** The spec's words for a field that does not pass, said alike by the app's forms and the server. */
export const FIELD_MESSAGES = {
  invalidEmail: 'Invalid Email',
  invalidPhone: 'Invalid Phone',
  invalidData: 'Invalid Data',
} as const;
