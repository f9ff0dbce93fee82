import { useLingui } from '@lingui/react/macro';
import { FocusButton } from '../../focus/Focusable';
import type { PlaybackStatus } from './player-rules';

/**
 * What the player says over the picture: Loading…, Reconnecting…, Play when the browser refused to
 * start it, and an error with Retry (when asking again can help) and Go back.
 */
export function PlayerStatus({
  status,
  reconnecting,
  amongControls,
  onPlay,
  onRetry,
  onBack,
}: {
  status: PlaybackStatus;
  reconnecting: boolean;
  /** Full screen the controls are drawn while it loads: the message stands among them. */
  amongControls: boolean;
  onPlay: () => void;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      {status.kind === 'loading' && !reconnecting && (
        // Among the controls it stands over nothing, so they are neither dimmed nor out of reach of a click or a tap.
        <div className={amongControls ? 'status status-among-controls' : 'status'} role="status">
          <p>{t`Loading…`}</p>
        </div>
      )}
      {reconnecting && (status.kind === 'playing' || status.kind === 'loading') && (
        <p className="player-reconnecting" role="status">
          {t`Reconnecting…`}
        </p>
      )}
      {status.kind === 'blocked' && (
        <div className="status">
          <FocusButton focusKey="player:play" className="button button-primary" onPress={onPlay}>
            {t({ message: 'Play', comment: 'The button that starts a video the browser would not start by itself' })}
          </FocusButton>
        </div>
      )}
      {status.kind === 'error' && (
        <div className="status" role="alert">
          <p>{status.message}</p>
          <div>
            {status.retryable && (
              <FocusButton focusKey="player:retry" className="button button-primary" onPress={onRetry}>
                {t`Retry`}
              </FocusButton>
            )}
            <FocusButton focusKey="player:back" className={status.retryable ? 'button' : 'button button-primary'} onPress={onBack}>
              {t`Go back`}
            </FocusButton>
          </div>
        </div>
      )}
    </>
  );
}
