/** The rules of every form, and their messages, verbatim. The patterns the server checks too are the contract's. */
import { t } from '@lingui/core/macro';
import { CONTACT_PHONE_PATTERN, EMAIL_PATTERN, isTelephone } from '../../contract/validation';

/**
 * The forms' messages, each in the language shown when it is read (a getter: read it as the
 * message is shown, not into a constant at a module's top). The first three are the contract's
 * FIELD_MESSAGES, which the server says in English.
 */
export const MESSAGES = {
  get invalidEmail(): string {
    return t`Invalid Email`;
  },
  get invalidPhone(): string {
    return t`Invalid Phone`;
  },
  get invalidData(): string {
    return t`Invalid Data`;
  },
  get blankPassword(): string {
    return t`Password can't be blank`;
  },
  get profileName(): string {
    return t`Please enter the name`;
  },
  get feedbackEmpty(): string {
    return t`Please rate the program and enter your feedback before submitting.`;
  },
  get passwordsDiffer(): string {
    return t`Passwords do not match`;
  },
  get nameMissing(): string {
    return t`Please enter your name`;
  },
  get codeIncomplete(): string {
    return t`Please enter the 6-digit code`;
  },
};

/** The login phone pattern (kept, though the login form takes e-mail): the contact form's. */
export const LOGIN_PHONE_PATTERN = CONTACT_PHONE_PATTERN;
export { CONTACT_PHONE_PATTERN };

export function emailError(value: string): string | null {
  return EMAIL_PATTERN.test(value.trim()) ? null : MESSAGES.invalidEmail;
}

export function passwordError(value: string): string | null {
  return value.length > 0 ? null : MESSAGES.blankPassword;
}

/** Sign-up phone is optional: empty is fine, anything else must be a telephone as the server takes it. */
export function signupPhoneError(value: string): string | null {
  if (!value.trim()) return null;
  return isTelephone(value) ? null : MESSAGES.invalidPhone;
}

/** The sign-up name splits at the first space: first name, then the rest as last name. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const trimmed = full.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space < 0 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

export function newPasswordErrors(password: string, confirm: string): { password: string | null; confirm: string | null } {
  return {
    password: passwordError(password),
    confirm: confirm.length === 0 ? MESSAGES.blankPassword : confirm !== password ? MESSAGES.passwordsDiffer : null,
  };
}
