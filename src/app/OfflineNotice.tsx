import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { FocusButton } from '../focus/Focusable';
import { focusWhenReady } from '../focus/Layer';
import { useConnection } from '../stores/connection';
import { refreshStartup } from './startup';
import { focusPageWhenReady } from '../focus/page-focus';
import './offline-notice.css';

function OfflineMessage() {
  const checking = useConnection((s) => s.checking);
  const box = useRef<HTMLElement>(null);
  const { t } = useLingui();

  useEffect(() => {
    const cancel = focusWhenReady('offline:retry');
    const element = box.current;
    return () => {
      cancel();
      // It held focus and is gone (the connection is back): focus goes to the page.
      if (!element || element.contains(document.activeElement) || document.activeElement === document.body) focusPageWhenReady();
    };
  }, []);

  return (
    <section ref={box} className="offline-notice" role="alert" aria-label={t`Offline`} aria-busy={checking || undefined}>
      <p className="offline-notice-text">{t`You're offline. Lumen will carry on when the connection is back.`}</p>
      <FocusButton focusKey="offline:retry" className="button button-primary" onPress={() => void refreshStartup()}>
        {checking ? t`Checking…` : t`Retry`}
      </FocusButton>
    </section>
  );
}

/**
 * The app started from what it kept and cannot reach the server: a message above the page, with
 * a Retry (focused) that starts up again once the connection is back; the browser saying it is
 * back does the same by itself (see App).
 */
export function OfflineNotice() {
  const offline = useConnection((s) => s.offline);
  return offline ? <OfflineMessage /> : null;
}
