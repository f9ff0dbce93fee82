import { FIELD_MESSAGES } from '../../../contract/validation.js';

/**
 * The contract's texts the server answers with (contract/validation.ts's FIELD_MESSAGES, shared
 * with the app), written again here for the server's catalogue: extraction reads server/src only.
 * words.test.ts holds the two lists equal.
 */
export const CONTRACT_TEXTS: Record<keyof typeof FIELD_MESSAGES, string> = {
  invalidEmail: /*i18n*/ 'Invalid Email',
  invalidPhone: /*i18n*/ 'Invalid Phone',
  invalidData: /*i18n*/ 'Invalid Data',
};
