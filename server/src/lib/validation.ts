/** The spec's validation rules (SPEC section 5), shared by the server's own checks. */

/**
 * Word characters with optional dot or hyphen separators, @, a domain, a final part of 2-3 letters.
 * The spec's own form, /^\w+([.-]?\w+)*@.../, matches the same addresses, but its optional
 * separator lets a run of word characters split in exponentially many ways: 33 digits took 4 s,
 * 40 would take minutes, with the whole server waiting. Here each repetition starts with its
 * separator, so every address splits one way only.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*(?:\.[A-Za-z]{2,3})+$/;

/** Sign-up phone: 6-20 characters of digits, spaces, brackets, plus and minus. */
export const SIGNUP_PHONE_PATTERN = /^[0-9 ()+-]{6,20}$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A telephone as stored and compared: a leading + and digits only. */
export function normalizeTelephone(telephone: string): string {
  const digits = telephone.replace(/[^\d]/g, '');
  return `+${digits}`;
}

export function isEmail(text: string): boolean {
  return text.length <= 254 && EMAIL_PATTERN.test(text.trim());
}

export function isTelephone(text: string): boolean {
  const digits = text.replace(/[^\d]/g, '');
  return SIGNUP_PHONE_PATTERN.test(text.trim()) && digits.length >= 6 && digits.length <= 15;
}
