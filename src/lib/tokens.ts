/** Token lifetimes and when to renew. */

import { APP_TOKEN_LIFETIME_MS, USER_TOKEN_LIFETIME_MS } from '../../contract/limits';

export { APP_TOKEN_LIFETIME_MS, USER_TOKEN_LIFETIME_MS };
/** App tokens are renewed this long before they run out, so no call ever carries a dead one. */
export const APP_TOKEN_RENEW_MARGIN_MS = 5 * 60 * 1000;

export interface StoredToken {
  value: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export function isTokenUsable(token: StoredToken | null | undefined, now: number, marginMs = 0): token is StoredToken {
  return Boolean(token && token.value && token.expiresAt - marginMs > now);
}

/** When a user token issued now runs out. */
export function userTokenExpiry(now: number): number {
  return now + USER_TOKEN_LIFETIME_MS;
}

/** When an app token issued now runs out; the server's own expiry wins when it sends one. */
export function appTokenExpiry(now: number, serverExpiresAt?: number): number {
  const ours = now + APP_TOKEN_LIFETIME_MS;
  return serverExpiresAt && serverExpiresAt > now ? Math.min(serverExpiresAt, ours) : ours;
}

/** Milliseconds until an app token should be renewed (0 = now). */
export function appTokenRenewDelay(token: StoredToken, now: number): number {
  return Math.max(0, token.expiresAt - APP_TOKEN_RENEW_MARGIN_MS - now);
}
