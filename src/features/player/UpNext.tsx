import { useEffect, useState } from 'react';
import type { ContentItem } from '../../../contract/answers';
import { FocusButton } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { UP_NEXT_S } from './player-rules';

/** The next episode, playing by itself after a countdown the viewer can cancel. */
export function UpNext({ episode, onPlay, onCancel }: { episode: ContentItem; onPlay: () => void; onCancel: () => void }) {
  const [left, setLeft] = useState(UP_NEXT_S);
  useEffect(() => focusWhenReady('player:next'), []);
  useEffect(() => {
    if (left <= 0) {
      onPlay();
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onPlay]);
  const number = episode.metaData.episode_number;
  return (
    <section className="up-next" aria-label="Up next">
      <p className="up-next-label">Up next in {left} s</p>
      <h2 className="up-next-title">
        {number !== undefined ? `E${String(number)} · ` : ''}
        {episode.name}
      </h2>
      <div className="up-next-actions">
        <FocusButton focusKey="player:next" className="button button-primary" onPress={onPlay}>
          Play now
        </FocusButton>
        <FocusButton focusKey="player:cancel-next" className="button" onPress={onCancel}>
          Cancel
        </FocusButton>
      </div>
    </section>
  );
}
