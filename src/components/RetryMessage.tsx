import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { worthRetrying } from '../api/use-load';
import { FocusButton } from '../focus/Focusable';

export interface RetryMessageProps {
  /** What went wrong, in words a viewer understands (often the server's message). */
  message: string;
  focusKey: string;
  onRetry: () => void;
  className?: string;
  /** A second way out beside Retry (Go to Home, All categories...). */
  children?: ReactNode;
  /**
   * The failed answer's HTTP status, when known: a refusal or a missing item (a 4xx but a timeout or
   * too many requests) would answer the same again, so no Retry is offered; the way out is the
   * children, else Go to Home.
   */
  status?: number;
}

/** A load that failed: the message and a Retry that works (when asking again can help), announced to screen readers. */
export function RetryMessage({ message, focusKey, onRetry, className, children, status }: RetryMessageProps) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const retryable = status === undefined || worthRetrying(status);
  return (
    <div className={className} role="alert">
      <p className="page-text">{message}</p>
      {retryable ? (
        <FocusButton focusKey={focusKey} className="button button-primary" onPress={onRetry}>
          {t`Retry`}
        </FocusButton>
      ) : (
        !children && (
          <FocusButton focusKey={focusKey} className="button button-primary" onPress={() => navigate('/')}>
            {t`Go to Home`}
          </FocusButton>
        )
      )}
      {children}
    </div>
  );
}
