import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { FocusButton } from '../focus/Focusable';
import { focusWhenReady } from '../focus/Layer';
import { BRAND_ICON_URL } from '../lib/runtime-config';
import { useUi } from '../stores/ui';
import './splash.css';

/**
 * What a start says when the viewer's language itself could not be fetched (its catalogue did not
 * arrive): the only words the app keeps outside the catalogues.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the words for when no catalogue arrived */
const WITHOUT_CATALOGUE = {
  title: 'Lumen could not start',
  message: 'Please check your connection and try again.',
  retry: 'Retry',
};
/* eslint-enable lingui/no-unlocalized-strings */

type StartupErrorProps = { message: string; onRetry: () => void; wordsMissing?: false } | { wordsMissing: true; onRetry: () => void };

/** A start-up that failed: what happened, and a Retry that runs start-up again. */
export function StartupError(props: StartupErrorProps) {
  return props.wordsMissing ? (
    <StartupErrorView texts={WITHOUT_CATALOGUE} onRetry={props.onRetry} />
  ) : (
    <TranslatedStartupError message={props.message} onRetry={props.onRetry} />
  );
}

function TranslatedStartupError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return <StartupErrorView texts={{ title: t`Lumen could not start`, message, retry: t`Retry` }} onRetry={onRetry} />;
}

function StartupErrorView({ texts, onRetry }: { texts: typeof WITHOUT_CATALOGUE; onRetry: () => void }) {
  const layout = useUi((s) => s.formFactor);
  useEffect(() => focusWhenReady('startup:retry'), []);
  return (
    <main className="startup-error" role="alert" data-layout={layout}>
      <img src={BRAND_ICON_URL} alt="" width={72} height={72} />
      <h1>{texts.title}</h1>
      <p>{texts.message}</p>
      <FocusButton focusKey="startup:retry" className="button button-primary" onPress={onRetry}>
        {texts.retry}
      </FocusButton>
    </main>
  );
}
