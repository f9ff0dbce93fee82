import { describe, expect, it } from 'vitest';
import { CONTACT_PHONE_PATTERN, emailError, newPasswordErrors, passwordError, signupPhoneError, splitName } from './validation';

describe("the spec's validation rules", () => {
  it('checks e-mails: word parts, @, a domain, a final part of 2-3 letters', () => {
    for (const good of ['maria@example.org', 'first.last@mail.example.co.uk', 'a-b@c-d.io', 'x_y@example.com']) expect(emailError(good), good).toBeNull();
    for (const bad of ['', 'maria', 'maria@', '@example.org', 'maria@example', 'maria@example.c', 'maria@example.info', 'ma ria@example.org', 'a@b.c0m'])
      expect(emailError(bad), bad).toBe('Invalid Email');
  });

  it("says Password can't be blank", () => {
    expect(passwordError('')).toBe("Password can't be blank");
    expect(passwordError(' ')).toBeNull();
  });

  it('takes an optional sign-up phone of 6-20 digits, spaces, brackets, plus and minus', () => {
    expect(signupPhoneError('')).toBeNull();
    expect(signupPhoneError('+1 (555) 010-0199')).toBeNull();
    expect(signupPhoneError('12345')).toBe('Invalid Phone');
    expect(signupPhoneError('call me maybe')).toBe('Invalid Phone');
    expect(signupPhoneError('1'.repeat(21))).toBe('Invalid Phone');
  });

  it('takes a sign-up phone only as the server does: 6 to 15 digits in it', () => {
    // Both sides use contract/validation.ts's isTelephone: the pattern alone let 16 digits or
    // '(+) 1-2-3' through the form, and the server then refused them.
    expect(signupPhoneError('1234567890123456')).toBe('Invalid Phone');
    expect(signupPhoneError('(+) 1-2-3')).toBe('Invalid Phone');
    expect(signupPhoneError('123456789012345')).toBeNull();
  });

  it("takes the contact form's phone as the spec's pattern says: optional +, 2, 4, 4 digits", () => {
    for (const good of ['+12 3456 7890', '12-3456-7890', '1234567890']) expect(CONTACT_PHONE_PATTERN.test(good), good).toBe(true);
    for (const bad of ['123', '+1 2345 67890', '12 3456 789a']) expect(CONTACT_PHONE_PATTERN.test(bad), bad).toBe(false);
  });

  it('splits a name at the first space', () => {
    expect(splitName('Maria Goretti')).toEqual({ firstName: 'Maria', lastName: 'Goretti' });
    expect(splitName('  John Paul  the   Great ')).toEqual({ firstName: 'John', lastName: 'Paul the Great' });
    expect(splitName('Augustine')).toEqual({ firstName: 'Augustine', lastName: '' });
  });

  // Found by the server's fuzz suite (the server had the same pattern): 33 digits took seconds.
  it('answers at once for a long input that is not an address', () => {
    const started = performance.now();
    expect(emailError('1'.repeat(32))).toBe('Invalid Email');
    expect(emailError(`${'a-'.repeat(120)}@`)).toBe('Invalid Email');
    expect(emailError('maria.goretti@example.org')).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('wants both new passwords, and the same', () => {
    expect(newPasswordErrors('', '')).toEqual({ password: "Password can't be blank", confirm: "Password can't be blank" });
    expect(newPasswordErrors('abc', 'abd')).toEqual({ password: null, confirm: 'Passwords do not match' });
    expect(newPasswordErrors('abc', 'abc')).toEqual({ password: null, confirm: null });
  });
});
