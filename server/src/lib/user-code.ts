import { randomInt } from 'node:crypto';

/**
 * The short code a person reads off the TV and types on a phone (OAuth device flow, RFC 8628
 * section 6.1): consonants only, so no word can be spelt and no letter looks like a digit
 * (no O/0, I/1, S/5 worries on a blurry screen). 20^8 is about 2.6e10 codes, guessed against
 * a 10-minute lifetime and a rate limit.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;

/** Eight letters from the system's CSPRNG, stored without the hyphen. */
export function newUserCode(): string {
  let code = '';
  for (let i = 0; i < USER_CODE_LENGTH; i++) code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return code;
}

/** As shown: XXXX-XXXX. */
export function formatUserCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * What a person typed, as stored: upper case, spaces and hyphens dropped; null when it cannot be a
 * code of ours (so a typo is told apart from a code that does not exist).
 */
export function normalizeUserCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== USER_CODE_LENGTH) return null;
  for (const letter of code) if (!USER_CODE_ALPHABET.includes(letter)) return null;
  return code;
}
