import { useCallback } from 'react';
import { rememberPendingPath } from '../lib/pending-path';
import { useUi } from '../stores/ui';

/**
 * Asks a signed-out viewer to sign in before going to `then` (a video, a short): the sign-in popup
 * opens where they are, and signing in goes on to `then` (the pending page).
 */
export function useAskToSignIn(): (then: string) => void {
  const openLogin = useUi((s) => s.openLogin);
  return useCallback(
    (then: string) => {
      rememberPendingPath(then);
      openLogin();
    },
    [openLogin],
  );
}
