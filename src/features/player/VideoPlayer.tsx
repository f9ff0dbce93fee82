import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { getPlayback } from '../../api/get-playback';
import { getVideo } from '../../api/get-video';
import { PLAYER_AUTOPLAY_DELAY_MS, PLAYER_DEFAULT_VOLUME } from '../../lib/constants';
import { FocusButton } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { loadShaka } from './load-shaka';
import './player.css';

type Status = { kind: 'loading' } | { kind: 'playing' } | { kind: 'blocked' } | { kind: 'error'; message: string };

/** Plays one video with shaka: the playback URL fetch, then the stream, then autoplay after 1 s. */
export function VideoPlayer({ videoId, onClose }: { videoId: string; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [title, setTitle] = useState('');

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    let autoplay: ReturnType<typeof setTimeout> | undefined;

    (async () => {
      const item = await getVideo(videoId);
      const href = item._links.files.href;
      if (!href) throw new ApiError('This video cannot be played.', 404);
      setTitle(item.name);
      const playback = await getPlayback(href);
      const shaka = await loadShaka();
      if (cancelled) return;
      const player = new shaka.Player();
      destroy = () => player.destroy();
      await player.attach(video);
      video.volume = PLAYER_DEFAULT_VOLUME;
      await player.load(playback.url);
      if (cancelled) return;
      autoplay = setTimeout(() => {
        video.play().then(
          () => setStatus({ kind: 'playing' }),
          () => setStatus({ kind: 'blocked' }),
        );
      }, PLAYER_AUTOPLAY_DELAY_MS);
    })().catch((error: unknown) => {
      if (cancelled) return;
      const message =
        error instanceof ApiError
          ? error.message
          : 'The video could not be loaded. Please check your connection and try again.';
      setStatus({ kind: 'error', message });
    });

    return () => {
      cancelled = true;
      clearTimeout(autoplay);
      void destroy?.();
    };
  }, [videoId]);

  useEffect(() => {
    if (status.kind === 'blocked') return focusWhenReady('player:play');
    if (status.kind === 'error') return focusWhenReady('player:back');
    return undefined;
  }, [status.kind]);

  return (
    <div className="player" data-testid="player">
      <video ref={videoRef} aria-label={title || 'Video'} playsInline />
      {status.kind === 'loading' && (
        <div className="status" role="status">
          <p>Loading…</p>
        </div>
      )}
      {status.kind === 'blocked' && (
        <div className="status">
          <FocusButton focusKey="player:play" className="button button-primary" onPress={() => void videoRef.current?.play().then(() => setStatus({ kind: 'playing' }))}>
            Play
          </FocusButton>
        </div>
      )}
      {status.kind === 'error' && (
        <div className="status" role="alert">
          <p>{status.message}</p>
          <FocusButton focusKey="player:back" className="button button-primary" onPress={onClose}>
            Go back
          </FocusButton>
        </div>
      )}
    </div>
  );
}
