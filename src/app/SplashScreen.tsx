import { pause, resume } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef } from 'react';
import { actionForKey, isTextField } from '../focus/keys';
import { currentPlatform } from '../focus/engine';
import { SPLASH_MAX_MS, SPLASH_START_TIMEOUT_MS } from '../lib/constants';
import './splash.css';

/**
 * The splash video: plays once over the app and ends itself when the video ends, fails, never
 * starts, or runs too long; OK or Back skips it. It can never keep anyone out of the app.
 */
export function SplashScreen({ src, onDone }: { src: string; onDone: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    pause();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      done.current();
    };
    const element = video.current;
    const onKey = (event: KeyboardEvent) => {
      const action = actionForKey(event, currentPlatform(), { inTextField: isTextField(document.activeElement) });
      if (action === 'enter' || action === 'back') {
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
      resume();
    };
  }, []);

  return (
    <div className="splash" data-testid="splash" onClick={() => done.current()}>
      <video ref={video} src={src} playsInline preload="auto" onEnded={() => done.current()} onError={() => done.current()} aria-label="Lumen" />
      <span className="splash-hint">Press OK to skip</span>
    </div>
  );
}
