import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { avatarHue, initialOf, PROFILE_NAME_REQUIRED, profileNameError } from './profiles';

describe('profile names', () => {
  it('asks for a name when it is blank or only spaces', () => {
    expect(profileNameError('')).toBe(i18n._(PROFILE_NAME_REQUIRED));
    expect(profileNameError('   ')).toBe(i18n._(PROFILE_NAME_REQUIRED));
    expect(profileNameError(' Anna ')).toBeNull();
  });
  it('refuses names longer than the server keeps', () => {
    expect(profileNameError('x'.repeat(60))).toBeNull();
    expect(profileNameError('x'.repeat(61))).toMatch(/60 characters/);
  });
  it('draws the first letter, including letters outside ASCII', () => {
    expect(initialOf(' émile')).toBe('É');
    expect(initialOf('')).toBe('?');
  });
  it('gives one profile the same colour every time', () => {
    expect(avatarHue('abc')).toBe(avatarHue('abc'));
  });
});
