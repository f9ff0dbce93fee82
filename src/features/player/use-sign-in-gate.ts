import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasEarlierPage } from '../../lib/history';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';

/**
 * Playing needs a signed-in viewer: otherwise the sign-in popup opens and the viewer goes back, or
 * home when there is no earlier page. Answers whether playback may go on, and the way out.
 */
export function useSignInGate(): { signedIn: boolean; leave: () => void } {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.loggedIn);
  const openLogin = useUi((s) => s.openLogin);
  const leave = useCallback(() => {
    if (hasEarlierPage()) navigate(-1);
    else navigate('/', { replace: true });
  }, [navigate]);
  useEffect(() => {
    if (signedIn) return;
    openLogin();
    leave();
  }, [signedIn, openLogin, leave]);
  return { signedIn, leave };
}
