import { useEffect } from 'react';
import { FocusButton } from '../focus/Focusable';
import { focusWhenReady } from '../focus/Layer';
import { BRAND_ICON_URL } from '../lib/runtime-config';
import { useUi } from '../stores/ui';
import './splash.css';

/** A start-up that failed: what happened, and a Retry that runs start-up again. */
export function StartupError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const layout = useUi((s) => s.formFactor);
  useEffect(() => focusWhenReady('startup:retry'), []);
  return (
    <main className="startup-error" role="alert" data-layout={layout}>
      <img src={BRAND_ICON_URL} alt="" width={72} height={72} />
      <h1>Lumen could not start</h1>
      <p>{message}</p>
      <FocusButton focusKey="startup:retry" className="button button-primary" onPress={onRetry}>
        Retry
      </FocusButton>
    </main>
  );
}
