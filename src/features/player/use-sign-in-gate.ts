import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasEarlierPage } from '../../lib/history';
import { useAskToSignIn } from '../../components/use-ask-to-sign-in';
import { rememberLastPlayed } from '../../lib/pending-path';
import { useSession } from '../../stores/session';

/**
 * Playing needs a signed-in viewer: otherwise the video's address is kept as the pending page
 * (signing in comes back to it), the sign-in popup opens and the viewer goes back,
 * or home when there is no earlier page. A signed-in viewer's video is kept as the last played.
 * Answers whether playback may go on, and the way out.
 */
export function useSignInGate(): { signedIn: boolean; leave: () => void } {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useSession((s) => s.loggedIn);
  const askToSignIn = useAskToSignIn();
  const leave = useCallback(() => {
    if (hasEarlierPage()) navigate(-1);
    else navigate('/', { replace: true });
  }, [navigate]);
  const here = `${pathname}${search}`;
  useEffect(() => {
    if (signedIn) {
      rememberLastPlayed(here);
      return;
    }
    askToSignIn(here);
    leave();
  }, [signedIn, askToSignIn, leave, here]);
  return { signedIn, leave };
}
