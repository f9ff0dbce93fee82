import { pauseNavigation, resumeNavigation } from '../focus/navigation';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { actionForKey, isTextField, type KeyAction } from '../focus/keys';
import { currentPlatform, holdDomFocus } from '../focus/engine';
import { SPLASH_MAX_MS, SPLASH_START_TIMEOUT_MS } from '../lib/constants';
import { skipHint } from '../lib/splash';
import { useUi } from '../stores/ui';
import './splash.css';

/** The remote's keys that end the film: OK and Back, and the arrows, which have nothing to move under it. */
const SKIP_ACTIONS = new Set<KeyAction>(['enter', 'back', 'up', 'down', 'left', 'right']);

/**
 * The splash video: plays once over the app and ends itself when the video ends, fails, never
 * starts, or runs too long; OK, Back or an arrow skips it. It can never keep anyone out of the app.
 * While it plays it holds DOM focus and the app beneath is hidden from screen readers; the page
 * beneath chooses its first focus as usual, and that focus shows when the film ends.
 */
export function SplashScreen({ src, onDone }: { src: string; onDone: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const formFactor = useUi((s) => s.formFactor);
  const cover = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    pauseNavigation();
    holdDomFocus(true);
    cover.current?.focus({ preventScroll: true });
    const app = document.getElementById('root');
    app?.setAttribute('aria-hidden', 'true');
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      done.current();
    };
    const element = video.current;
    const onKey = (event: KeyboardEvent) => {
      const action = actionForKey(event, currentPlatform(), { inTextField: isTextField(document.activeElement) });
      if (action && SKIP_ACTIONS.has(action)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        finish();
      }
    };
    window.addEventListener('keydown', onKey, true);
    const startGuard = setTimeout(() => {
      if (!element || element.currentTime === 0) finish();
    }, SPLASH_START_TIMEOUT_MS);
    const maxGuard = setTimeout(finish, SPLASH_MAX_MS);
    if (element) {
      element.play().catch(() => {
        // Sound is not allowed before a gesture in browsers: play muted; failing that, skip.
        element.muted = true;
        element.play().catch(finish);
      });
    }
    return () => {
      window.removeEventListener('keydown', onKey, true);
      clearTimeout(startGuard);
      clearTimeout(maxGuard);
      app?.removeAttribute('aria-hidden');
      resumeNavigation();
      holdDomFocus(false);
    };
  }, []);

  // Drawn beside the app's root, not in it, so the root can be hidden from screen readers.
  return createPortal(
    <div ref={cover} className="splash" data-testid="splash" role="dialog" aria-modal="true" aria-label="Lumen" tabIndex={-1} onClick={() => done.current()}>
      <video ref={video} src={src} playsInline preload="auto" onEnded={() => done.current()} onError={() => done.current()} aria-label="Lumen" />
      <span className="splash-hint">{skipHint(formFactor)}</span>
    </div>,
    document.body,
  );
}
