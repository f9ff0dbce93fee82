import type { ReactNode } from 'react';
import { FocusButton } from '../focus/Focusable';

export interface RetryMessageProps {
  /** What went wrong, in words a viewer understands (often the server's message). */
  message: string;
  focusKey: string;
  onRetry: () => void;
  className?: string;
  /** A second way out beside Retry (Go to Home, All categories...). */
  children?: ReactNode;
}

/** A load that failed: the message and a Retry that works, announced to screen readers. */
export function RetryMessage({ message, focusKey, onRetry, className, children }: RetryMessageProps) {
  return (
    <div className={className} role="alert">
      <p className="page-text">{message}</p>
      <FocusButton focusKey={focusKey} className="button button-primary" onPress={onRetry}>
        Retry
      </FocusButton>
      {children}
    </div>
  );
}
