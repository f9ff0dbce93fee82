import { getToken } from '../api/get-token';
import { refreshToken } from '../api/refresh-token';
import { setAppTokenSource } from '../api/client';
import { currentPlatform } from '../focus/engine';
import { APP_TOKEN_RENEW_MARGIN_MS, appTokenExpiry, appTokenRenewDelay, isTokenUsable, type StoredToken } from '../lib/tokens';
import { useSession } from '../stores/session';

/** A renewal that fails is tried again after this long. */
const RETRY_MS = 60_000;

let pending: Promise<string> | null = null;
let renewTimer: ReturnType<typeof setTimeout> | undefined;

function store(token: string, serverExpiresAt?: number): StoredToken {
  const stored = { value: token, expiresAt: appTokenExpiry(Date.now(), serverExpiresAt) };
  useSession.getState().setAppToken(stored);
  scheduleRenewal(stored);
  return stored;
}

function scheduleRenewal(token: StoredToken): void {
  clearTimeout(renewTimer);
  renewTimer = setTimeout(() => void renew(), appTokenRenewDelay(token, Date.now()));
}

async function renew(): Promise<void> {
  const current = useSession.getState().appToken;
  try {
    if (current && isTokenUsable(current, Date.now())) {
      const renewed = await refreshToken(current.value);
      store(renewed.token, renewed.expiresAt);
      return;
    }
  } catch {
    // The server refused the old token: ask for a new one below.
  }
  useSession.getState().clearAppToken();
  try {
    await ensureAppToken();
  } catch {
    clearTimeout(renewTimer);
    renewTimer = setTimeout(() => void renew(), RETRY_MS);
  }
}

/**
 * The app token: requested at start-up with POST /get-token, kept for its
 * 2 hours, renewed through GET /refresh-token five minutes before it runs out.
 */
export function ensureAppToken(): Promise<string> {
  const current = useSession.getState().appToken;
  if (isTokenUsable(current, Date.now(), APP_TOKEN_RENEW_MARGIN_MS)) {
    if (!renewTimer) scheduleRenewal(current);
    return Promise.resolve(current.value);
  }
  pending ??= getToken(`web-${currentPlatform()}`)
    .then((response) => store(response.token, response.expiresAt).value)
    .finally(() => {
      pending = null;
    });
  return pending;
}

setAppTokenSource(ensureAppToken);

export function stopAppTokenRenewal(): void {
  clearTimeout(renewTimer);
  renewTimer = undefined;
}
