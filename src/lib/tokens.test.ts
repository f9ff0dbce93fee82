import { describe, expect, it } from 'vitest';
import {
  APP_TOKEN_LIFETIME_MS,
  APP_TOKEN_RENEW_MARGIN_MS,
  appTokenExpiry,
  appTokenRenewDelay,
  isTokenUsable,
  USER_TOKEN_LIFETIME_MS,
  userTokenExpiry,
} from './tokens';

const NOW = Date.UTC(2026, 10, 21, 12);

describe('token lifetimes', () => {
  it('gives user tokens 30 days and app tokens 2 hours', () => {
    expect(USER_TOKEN_LIFETIME_MS).toBe(30 * 86_400_000);
    expect(userTokenExpiry(NOW) - NOW).toBe(30 * 86_400_000);
    expect(APP_TOKEN_LIFETIME_MS).toBe(2 * 3_600_000);
    expect(appTokenExpiry(NOW) - NOW).toBe(2 * 3_600_000);
  });

  it('trusts a shorter server expiry, never a longer or a past one', () => {
    expect(appTokenExpiry(NOW, NOW + 60_000)).toBe(NOW + 60_000);
    expect(appTokenExpiry(NOW, NOW + 10 * 3_600_000)).toBe(NOW + APP_TOKEN_LIFETIME_MS);
    expect(appTokenExpiry(NOW, NOW - 1)).toBe(NOW + APP_TOKEN_LIFETIME_MS);
  });

  it('knows a usable token', () => {
    expect(isTokenUsable({ value: 'x', expiresAt: NOW + 1 }, NOW)).toBe(true);
    expect(isTokenUsable({ value: 'x', expiresAt: NOW }, NOW)).toBe(false);
    expect(isTokenUsable({ value: '', expiresAt: NOW + 1000 }, NOW)).toBe(false);
    expect(isTokenUsable(null, NOW)).toBe(false);
    expect(isTokenUsable({ value: 'x', expiresAt: NOW + 1000 }, NOW, 5000)).toBe(false);
  });

  it('renews app tokens five minutes early', () => {
    const token = { value: 'x', expiresAt: NOW + APP_TOKEN_LIFETIME_MS };
    expect(appTokenRenewDelay(token, NOW)).toBe(APP_TOKEN_LIFETIME_MS - APP_TOKEN_RENEW_MARGIN_MS);
    expect(appTokenRenewDelay({ value: 'x', expiresAt: NOW + 1000 }, NOW)).toBe(0);
  });
});
