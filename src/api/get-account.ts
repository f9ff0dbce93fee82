import { apiRequest } from './client';
import { AccountSchema, parseWith, type Account } from './auth-schemas';

/** GET /account at most once per 30 s unless forced (SPEC section 7). */
export const ACCOUNT_THROTTLE_MS = 30_000;

let cached: { at: number; token: string; account: Account } | null = null;

export async function getAccount(token: string, options: { force?: boolean } = {}): Promise<Account> {
  if (!options.force && cached && cached.token === token && Date.now() - cached.at < ACCOUNT_THROTTLE_MS) return cached.account;
  const account = await apiRequest('/account', { headers: { authorization: `Bearer ${token}` }, parse: parseWith(AccountSchema) });
  cached = { at: Date.now(), token, account };
  return account;
}

export function forgetAccount(): void {
  cached = null;
}
