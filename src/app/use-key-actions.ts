import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { backStack } from '../focus/back-stack';
import { currentPlatform } from '../focus/engine';
import { actionForKey, isTextField } from '../focus/keys';
import { emitMediaKey, isMediaAction } from '../focus/media-keys';
import { exitAppAction } from '../focus/tv-device';
import { hasEarlierPage } from '../lib/history';
import { useExitPrompt } from '../stores/exit-prompt';

/**
 * Back and the media keys, for the whole app. Back closes the top layer, else goes back a page,
 * else home; on home it asks whether to leave, in a TV app that can close itself, and in a
 * browser does nothing. Media keys go to whoever listens (the player).
 */
export function useKeyActions(): void {
  const navigate = useNavigate();
  const location = useLocation();
  // While a page's code is still coming, the router has not moved to it yet: Back is pressed on
  // the page being opened (not on home, which would offer to leave the app).
  const pending = useNavigation().location;
  const atHome = useRef(false);
  atHome.current = (pending ?? location).pathname === '/';

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = actionForKey(event, currentPlatform(), { inTextField: isTextField(document.activeElement) });
      if (!action) return;
      if (action === 'back') {
        event.preventDefault();
        backStack.handleBack({
          atHome: atHome.current,
          canGoBack: hasEarlierPage(),
          goBack: () => navigate(-1),
          goHome: () => navigate('/'),
          offerExit: exitAppAction() ? useExitPrompt.getState().ask : undefined,
        });
      } else if (isMediaAction(action)) {
        if (emitMediaKey(action)) event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);
}
