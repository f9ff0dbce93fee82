import { apiRequest } from './client';
import { AccountAnswer, type Account } from '../../contract/answers';
import { parser } from './schemas';

/** GET /account at most once per 30 s unless forced. */
export const ACCOUNT_THROTTLE_MS = 30_000;

const parseAccount = parser(AccountAnswer);

let cached: { at: number; token: string; account: Account } | null = null;
const listeners = new Set<(account: Account) => void>();

/** Called after each real GET /account (not a throttled answer): My List and resume read again. */
export function onAccountFetched(listener: (account: Account) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function getAccount(token: string, options: { force?: boolean } = {}): Promise<Account> {
  if (!options.force && cached && cached.token === token && Date.now() - cached.at < ACCOUNT_THROTTLE_MS) return cached.account;
  const account = await apiRequest('/account', { headers: { authorization: `Bearer ${token}` }, parse: parseAccount });
  cached = { at: Date.now(), token, account };
  for (const listener of listeners) listener(account);
  return account;
}

export function forgetAccount(): void {
  cached = null;
}
