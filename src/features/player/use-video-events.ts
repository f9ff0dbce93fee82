import { useEffect, useRef, type RefObject } from 'react';
import { END_SLACK_S } from './player-rules';

export interface VideoEvents {
  /** The position or the duration changed. */
  time: (current: number, duration: number) => void;
  playing: (playing: boolean) => void;
  /** Played to its end (said once per end by the caller's own guard). */
  ended: () => void;
}

/**
 * The video element's own events, which drive what the controls show. Some streams stop a fraction
 * short of their stated duration and never fire 'ended' (the last audio and video segments end
 * apart): playing, near the end and not moving for a second counts as ended too.
 */
export function useVideoEvents(videoRef: RefObject<HTMLVideoElement | null>, events: VideoEvents): void {
  const handlers = useRef(events);
  handlers.current = events;
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onTime = () => handlers.current.time(video.currentTime, video.duration);
    const onPlay = () => handlers.current.playing(true);
    const onPause = () => handlers.current.playing(false);
    const onEnd = () => handlers.current.ended();
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('durationchange', onTime);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnd);
    let lastSeen = -1;
    const endWatch = setInterval(() => {
      const nearEnd = Number.isFinite(video.duration) && video.duration > 0 && video.duration - video.currentTime < END_SLACK_S;
      if (!video.paused && nearEnd && video.currentTime === lastSeen) onEnd();
      lastSeen = video.currentTime;
    }, 1000);
    return () => {
      clearInterval(endWatch);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('durationchange', onTime);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnd);
    };
  }, [videoRef]);
}
