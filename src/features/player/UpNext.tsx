import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ContentItem } from '../../../contract/answers';
import { FocusButton } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { UP_NEXT_S } from './player-rules';

/** The next episode, playing by itself after a countdown the viewer can cancel. */
export function UpNext({ episode, onPlay, onCancel }: { episode: ContentItem; onPlay: () => void; onCancel: () => void }) {
  const { t } = useLingui();
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
  const episodeNumber = String(number);
  const name = episode.name;
  return (
    <section className="up-next" aria-label={t`Up next`}>
      <p className="up-next-label">{t({ message: `Up next in ${left} s`, comment: '{left} is a number of seconds; "s" is short for seconds' })}</p>
      <h2 className="up-next-title">
        {number !== undefined
          ? t({ message: `E${episodeNumber} · ${name}`, comment: 'The next episode: "E" is short for Episode, then its number and its title' })
          : name}
      </h2>
      <div className="up-next-actions">
        <FocusButton focusKey="player:next" className="button button-primary" onPress={onPlay}>
          {t`Play now`}
        </FocusButton>
        <FocusButton focusKey="player:cancel-next" className="button" onPress={onCancel}>
          {t`Cancel`}
        </FocusButton>
      </div>
    </section>
  );
}
