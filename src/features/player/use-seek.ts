import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { clampSeek } from './player-rules';

/** How long the picture of where a seek took playback stays after the last press or tap. */
const SEEK_PREVIEW_MS = 1500;

/**
 * Seeking, and where a seek took playback (the ±10 s keys, a tap on the bar), kept for a moment
 * after so its preview picture shows. Only a film with previews draws anything for a seek: the
 * others' keys cost no render.
 */
export function useSeek(
  videoRef: RefObject<HTMLVideoElement | null>,
  hasPreviews: boolean,
): { seekingTo: number | null; seekTo: (seconds: number) => void; seekBy: (seconds: number) => void } {
  const [seekingTo, setSeekingTo] = useState<number | null>(null);
  const previewsRef = useRef(hasPreviews);
  previewsRef.current = hasPreviews;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const seekTo = useCallback(
    (seconds: number) => {
      const video = videoRef.current;
      if (!video) return;
      video.currentTime = clampSeek(seconds, video.duration);
      if (!previewsRef.current) return;
      setSeekingTo(video.currentTime);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSeekingTo(null), SEEK_PREVIEW_MS);
    },
    [videoRef],
  );
  const seekBy = useCallback((seconds: number) => seekTo((videoRef.current?.currentTime ?? 0) + seconds), [seekTo, videoRef]);
  return { seekingTo, seekTo, seekBy };
}
