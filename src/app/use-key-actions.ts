import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { backStack } from '../focus/back-stack';
import { layerClosed } from '../focus/held-press';
import { currentPlatform } from '../focus/engine';
import { actionForKey, isTextField } from '../focus/keys';
import { emitMediaKey, isMediaAction } from '../focus/media-keys';
import { exitAppAction } from '../focus/tv-device';
import { hasEarlierPage } from '../lib/history';
import { useExitPrompt } from '../stores/exit-prompt';

/** How long a second Back waiting for the app to draw waits for the first one's move. */
const WAITING_BACK_MS = 500;

/**
 * Back and the media keys, for the whole app. Back closes the top layer, else goes back a page,
 * else home; on home it asks whether to leave, in a TV app that can close itself, and in a
 * browser does nothing. Media keys go to whoever listens (the player).
 */
export function useKeyActions(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // While a page's code is still coming, the router has not moved to it yet: Back is pressed on
  // the page being opened (not on home, which would offer to leave the app).
  const pending = useNavigation().location;
  const atHome = useRef(false);
  atHome.current = (pending ?? location).pathname === '/';
  // The address the app has drawn, and Back presses that came before the one it moved to was.
  const drawnKey = useRef(location.key);
  const backsWaiting = useRef(0);
  const handleBackRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const handleBack = () =>
      backStack.handleBack({
        atHome: atHome.current,
        canGoBack: hasEarlierPage(),
        goBack: () => navigate(-1),
        goHome: () => navigate('/'),
        offerExit: exitAppAction() ? useExitPrompt.getState().ask : undefined,
      });
    handleBackRef.current = handleBack;
    const onKey = (event: KeyboardEvent) => {
      const action = actionForKey(event, currentPlatform(), { inTextField: isTextField(document.activeElement) });
      if (!action) return;
      if (action === 'back') {
        event.preventDefault();
        // Keys waiting for a layer asked for are not meant for what Back leads to (held-press.ts).
        layerClosed();
        // The router has moved (OK opened a programme's modal) but the app has not drawn it yet:
        // Back is meant for what is coming, so it waits for it (else on home it would offer to
        // leave, under the modal about to open).
        if (router && router.state.location.key !== drawnKey.current) backsWaiting.current++;
        else handleBack();
      } else if (isMediaAction(action)) {
        if (emitMediaKey(action)) event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, router]);

  // Runs after the layers of the address just drawn have taken their place (their effects run
  // first): one waiting Back now, the next once its own move is drawn, or after a moment if it
  // moved nowhere (it closed a dialog, or home in a browser stays put).
  useEffect(() => {
    drawnKey.current = location.key;
    if (backsWaiting.current === 0) return;
    backsWaiting.current--;
    handleBackRef.current();
    if (backsWaiting.current === 0) return;
    const timer = setTimeout(() => {
      for (; backsWaiting.current > 0; backsWaiting.current--) handleBackRef.current();
    }, WAITING_BACK_MS);
    return () => clearTimeout(timer);
  }, [location.key]);
}
