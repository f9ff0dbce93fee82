import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { worthRetrying } from '../api/use-load';
import { FocusButton } from '../focus/Focusable';
import { RetryMessage } from './RetryMessage';

export interface UnavailablePageProps {
  /** The page's heading: "Programme unavailable", "Network unavailable". */
  title: string;
  /** What went wrong, in words a viewer understands (often the server's message). */
  message: string;
  /** The failed answer's HTTP status (0 when none came): Retry is offered only when asking again can help. */
  status: number;
  /** The page's focus keys are `${focusPrefix}:retry` and `${focusPrefix}:home`. */
  focusPrefix: string;
  onRetry: () => void;
}

/**
 * A page whose programme or network could not be loaded: its heading, the message, Retry when
 * asking again can help (a timeout, a server down), and Go to Home, the way out in every case.
 */
export function UnavailablePage({ title, message, status, focusPrefix, onRetry }: UnavailablePageProps) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const home = (primary: boolean) => (
    <FocusButton focusKey={`${focusPrefix}:home`} className={primary ? 'button button-primary' : 'button'} onPress={() => navigate('/')}>
      {t`Go to Home`}
    </FocusButton>
  );
  return (
    <section className="page">
      <h1 className="page-title">{title}</h1>
      {worthRetrying(status) ? (
        <RetryMessage message={message} focusKey={`${focusPrefix}:retry`} onRetry={onRetry}>
          {home(false)}
        </RetryMessage>
      ) : (
        <div role="alert">
          <p className="page-text">{message}</p>
          {home(true)}
        </div>
      )}
    </section>
  );
}
