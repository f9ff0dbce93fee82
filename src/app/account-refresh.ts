import { useEffect } from 'react';
import { ApiError } from '../api/client';
import { getAccount, onAccountFetched } from '../api/get-account';
import { signOutSession } from '../stores/sign-out';
import { useMyList } from '../stores/my-list';
import { useProfiles } from '../stores/profiles';
import { useResume } from '../stores/resume';
import { useSession } from '../stores/session';

/**
 * GET /account for the signed-in viewer, at most every 30 s unless forced. A real
 * answer refreshes My List, the resume points and the profiles; a session the server ended signs out.
 */
export async function refreshAccount(force = false): Promise<void> {
  const { loggedIn, userToken } = useSession.getState();
  if (!loggedIn || !userToken) return;
  try {
    await getAccount(userToken.value, { force });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && useSession.getState().userToken === userToken) signOutSession();
  }
}

onAccountFetched(() => {
  if (!useSession.getState().loggedIn) return;
  useMyList
    .getState()
    .load(true)
    .catch(() => undefined);
  useResume
    .getState()
    .load(true)
    .catch(() => undefined);
  void useProfiles.getState().load(true);
});

/** The shell keeps the account fresh: on start, and whenever the app comes back into view. */
export function useAccountRefresh(): void {
  const loggedIn = useSession((s) => s.loggedIn);
  useEffect(() => {
    if (!loggedIn) return;
    // Not before the first screen has drawn: the start-up calls come first.
    const first = setTimeout(() => void refreshAccount(), 3000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshAccount();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      clearTimeout(first);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [loggedIn]);
}
