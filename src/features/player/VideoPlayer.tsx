import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { worthRetrying } from '../../api/use-load';
import { getPlayback } from '../../api/get-playback';
import { getVideo } from '../../api/get-video';
import { resumeTimeOf } from '../../api/resume';
import { playableDownload } from '../../stores/downloads';
import { rememberedLanguage, rememberLanguage } from '../../stores/language-choice';
import { keptResumeTime } from '../../stores/kept-resume-points';
import type { ContentItem } from '../../../contract/answers';
import { focusWhenReady } from '../../focus/Layer';
import { mayTakeFocus } from '../../focus/viewer-input';
import { onMediaKey } from '../../focus/media-keys';
import { PLAYER_AUTOPLAY_DELAY_MS, PLAYER_DEFAULT_VOLUME } from '../../lib/constants';
import { cannotPlay, lostConnection, PlaybackSession } from './playback-session';
import { PlayerControls } from './PlayerControls';
import { PlayerStatus } from './PlayerStatus';
import { recordResumePoint } from './resume-saving';
import { loadSeekPreviews, type SeekPreview } from './seek-previews';
import { useControlsVisibility } from './use-controls-visibility';
import { usePopupOver } from './use-popup-over';
import { useRecoverStream } from './use-recover-stream';
import { useSeek } from './use-seek';
import { useVideoEvents } from './use-video-events';
import {
  afterLoadFailure,
  clampSeek,
  commandFor,
  RECONNECT_RETRY_MS,
  RESUME_SEEK_DELAY_MS,
  rememberedChoice,
  resumePointOnLeave,
  statusFocusKey,
  type PlaybackStatus,
  type PlayerQuery,
} from './player-rules';
import './player.css';
import { useTrackWords, type Tracks } from './use-track-words';

export interface VideoPlayerProps {
  videoId: string;
  query: PlayerQuery;
  onClose: () => void;
  /** The video played to its end (its resume point is already reset). */
  onEnded: (item: ContentItem) => void;
  /** Drawn over the player at the end (the up-next countdown). */
  endOverlay?: ReactNode;
  /** Where the stream is: by default the video's playback URL fetch (live channels pass their own). */
  source?: (item: ContentItem) => Promise<string>;
  /** Inside a page (the live page) rather than over the whole screen. */
  embedded?: boolean;
}

/** The playback URL fetch of a VOD item (reads url), or its promo when asked. */
async function vodSource(item: ContentItem, promo: boolean): Promise<{ url: string; thumbnailsUrl?: string }> {
  const promoUrl = typeof item.metaData.promo_url === 'string' ? item.metaData.promo_url : '';
  if (promo && promoUrl) return { url: promoUrl };
  const href = item._links.files.href;
  if (!href) throw new ApiError(t`This video cannot be played.`, 404);
  return getPlayback(href);
}

/**
 * One video with shaka: the playback URL fetch, the stream, autoplay after 1 s, a resume seek 1 s
 * later when asked, our remote-first controls, and the resume point saved when the viewer leaves.
 */
export function VideoPlayer({ videoId, query, onClose, onEnded, endOverlay, source, embedded }: VideoPlayerProps) {
  const { t: translate } = useLingui();
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const sessionRef = useRef<PlaybackSession | null>(null);
  const itemRef = useRef<ContentItem | null>(null);
  /** The last second reached, reapplied once if the stream has to be loaded again (Retry). */
  const lastTime = useRef<number | null>(null);
  const endedRef = useRef(false);
  /** Since when loading the stream has failed for want of a network (null: it has not). */
  const failingSince = useRef<number | null>(null);
  /** The stream's address once known: looked for again in the background after giving up. */
  const streamUrl = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<PlaybackStatus>({ kind: 'loading' });
  const [reconnecting, setReconnecting] = useState(false);
  const [title, setTitle] = useState('');
  const [subtitle, setSubtitle] = useState('');
  const [live, setLive] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: Number.NaN });
  const [paused, setPaused] = useState(true);
  const [rate, setRate] = useState(1);
  const [volume, setVolume] = useState(PLAYER_DEFAULT_VOLUME);
  const [tracks, setTracks] = useState<Tracks>({ qualities: [], audio: [], subtitles: [] });
  const [previews, setPreviews] = useState<SeekPreview[]>([]);
  const [choice, setChoice] = useState({ quality: 0, audio: '0', subtitles: 'off' });
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;
  // Full screen, the picture waits while a popup covers it (the plan prompt after signing in).
  const popupOver = usePopupOver(rootRef, !embedded);
  const popupOverRef = useRef(popupOver);
  popupOverRef.current = popupOver;
  /** What plays once the popups over the player have gone: its autoplay, or what a popup paused. */
  const heldByPopup = useRef<(() => void) | null>(null);
  /** The autoplay waiting out its second: Play pressed while the stream loads starts it at once. */
  const pendingStart = useRef<(() => void) | null>(null);
  /** Play was pressed before the stream had loaded: it starts as soon as it has, without the wait. */
  const playSoon = useRef(false);
  const statusRef = useRef(status);
  statusRef.current = status;

  // Load (and, after Retry, load again) the stream.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let autoplay: ReturnType<typeof setTimeout> | undefined;
    let resumeSeek: ReturnType<typeof setTimeout> | undefined;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    setStatus({ kind: 'loading' });
    playSoon.current = false;
    const session = new PlaybackSession(video, {
      onReconnecting: (on) => !cancelled && setReconnecting(on),
      onFatal: (message, lostConnection) => !cancelled && setStatus({ kind: 'error', message, retryable: true, lostConnection }),
    });
    sessionRef.current = session;

    (async () => {
      // A download of this video that may play (kept whole, allowed, within its licence) plays from this device.
      const copy = query.promo || sourceRef.current ? null : playableDownload(videoId);
      const item = itemRef.current ?? copy?.item ?? (await getVideo(videoId));
      itemRef.current = item;
      if (cancelled) return;
      setTitle(item.name);
      setSubtitle(typeof item.metaData.episode_show_name === 'string' ? item.metaData.episode_show_name : '');
      const stream = copy?.offlineUri ?? (sourceRef.current ? await sourceRef.current(item) : await vodSource(item, query.promo));
      const url = typeof stream === 'string' ? stream : stream.url;
      // Seek previews, when the film has them: loaded beside it, never holding it up.
      if (typeof stream !== 'string') void loadSeekPreviews(stream.thumbnailsUrl).then((found) => !cancelled && setPreviews(found));
      streamUrl.current = url;
      // Where to start: the last second reached before a Retry (once), else the saved resume point.
      const again = lastTime.current;
      lastTime.current = null;
      const resumeAt = again === null && query.resume && !query.promo ? (keptResumeTime(item.id) ?? (await resumeTimeOf(item.id))) : null;
      if (cancelled) return;
      video.volume = PLAYER_DEFAULT_VOLUME;
      await session.load(url, again ?? undefined, rememberedLanguage('audio'));
      if (cancelled) return;
      setLive(session.isLive());
      const subtitles = session.subtitles();
      const audio = session.audioLanguages();
      setTracks({ qualities: session.qualities(), audio, subtitles });
      // Captions and audio in the languages this viewer chose last, when the film has them.
      const captions = rememberedChoice(subtitles, rememberedLanguage('captions'));
      if (captions) session.selectSubtitles(captions.id);
      const voice = rememberedChoice(audio, rememberedLanguage('audio')) ?? audio.find((a) => a.active);
      if (voice && !voice.active) session.selectAudio(voice.id);
      setChoice((c) => ({ ...c, subtitles: captions?.id ?? c.subtitles, audio: voice?.id ?? c.audio }));
      const start = () => {
        if (cancelled) return;
        video.play().then(
          () => {
            if (cancelled) return;
            failingSince.current = null;
            setReconnecting(false);
            setStatus({ kind: 'playing' });
            // The resume seek waits 1 s after playback starts.
            if (resumeAt !== null) resumeSeek = setTimeout(() => (video.currentTime = clampSeek(resumeAt, video.duration)), RESUME_SEEK_DELAY_MS);
          },
          () => {
            if (cancelled) return;
            // Paused as it started by a popup coming over it: it starts once the popup has gone.
            if (popupOverRef.current) heldByPopup.current = start;
            else setStatus({ kind: 'blocked' });
          },
        );
      };
      const begin = () => {
        clearTimeout(autoplay);
        pendingStart.current = null;
        if (popupOverRef.current) heldByPopup.current = start;
        else start();
      };
      if (playSoon.current) return begin();
      pendingStart.current = begin;
      autoplay = setTimeout(begin, PLAYER_AUTOPLAY_DELAY_MS);
    })().catch((error: unknown) => {
      if (cancelled) return;
      const shakaError = error as { category?: number; code?: number };
      // A network drop as the stream starts is retried every 2 s for a minute, as one while playing is.
      const networkFailure = error instanceof ApiError ? error.status === 0 : shakaError.category === 1;
      if (networkFailure) failingSince.current ??= Date.now();
      if (afterLoadFailure(networkFailure, failingSince.current, Date.now()) === 'retry') {
        setReconnecting(true);
        reconnect = setTimeout(() => setAttempt((n) => n + 1), RECONNECT_RETRY_MS);
        return;
      }
      failingSince.current = null;
      setReconnecting(false);
      if (!(error instanceof ApiError)) console.warn(`playback failed: category ${shakaError.category} code ${shakaError.code}`);
      const lost = !(error instanceof ApiError) && shakaError.category === 1;
      setStatus({
        kind: 'error',
        message: error instanceof ApiError ? error.message : lost ? lostConnection() : cannotPlay(),
        // A refusal (a programme not for a kids profile, one that is gone) would answer the same again.
        retryable: !(error instanceof ApiError) || worthRetrying(error.status),
        lostConnection: lost,
      });
    });

    return () => {
      cancelled = true;
      heldByPopup.current = null;
      pendingStart.current = null;
      clearTimeout(autoplay);
      clearTimeout(resumeSeek);
      clearTimeout(reconnect);
      sessionRef.current = null;
      void session.destroy();
    };
  }, [videoId, query.promo, query.resume, attempt]);

  useTrackWords(sessionRef, setTracks);

  // The video element's own events drive what the controls show; the end resets the resume point
  // (status 0, 0 s), then the route decides what comes next.
  useVideoEvents(videoRef, {
    time: (current, duration) => {
      setTime({ current, duration });
      if (current > 0) lastTime.current = current;
    },
    playing: (playing) => setPaused(!playing),
    ended: () => {
      if (endedRef.current) return;
      endedRef.current = true;
      setStatus({ kind: 'ended' });
      const item = itemRef.current;
      if (!item) return;
      if (!query.promo && !live) recordResumePoint(item, query, 0, 0);
      onEndedRef.current(item);
    },
  });

  // Leaving early keeps the resume point (not for live, promos, or a video played to its end).
  useEffect(() => {
    const video = videoRef.current;
    return () => {
      const item = itemRef.current;
      if (!video || !item) return;
      const seconds = resumePointOnLeave({
        ended: endedRef.current,
        live: item.type === 'livestream' || live,
        promo: query.promo,
        currentTime: video.currentTime,
        duration: video.duration,
      });
      if (seconds !== null) recordResumePoint(item, { eId: query.eId, eTy: query.eTy }, 1, seconds);
    };
  }, [query.promo, query.eId, query.eTy, live]);

  // A popup over the picture pauses it; once the last one has gone, what it held plays after the
  // autoplay's second, as a start does. A pause of the viewer's own stays.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (popupOver) {
      if (video.paused) return;
      video.pause();
      heldByPopup.current = () => void video.play().catch(() => undefined);
      return;
    }
    const held = heldByPopup.current;
    if (!held) return;
    const timer = setTimeout(() => {
      heldByPopup.current = null;
      held();
    }, PLAYER_AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [popupOver]);

  const toggle = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    // Still loading: Play starts the stream as soon as it can, not after the autoplay's second.
    if (statusRef.current.kind === 'loading') {
      if (pendingStart.current) pendingStart.current();
      else playSoon.current = true;
      return;
    }
    if (video.paused)
      void video.play().then(
        () => setStatus({ kind: 'playing' }),
        () => undefined,
      );
    else video.pause();
  }, []);
  const { seekingTo, seekTo, seekBy } = useSeek(videoRef, previews.length > 0);
  const { visible: controlsVisible, show: showControls } = useControlsVisibility({ rootRef, videoRef, embedded, paused });

  // The remote's media keys.
  useEffect(
    () =>
      onMediaKey((action) => {
        const video = videoRef.current;
        if (!video) return;
        showControls();
        const command = commandFor(action);
        if (command === 'play') void video.play().catch(() => undefined);
        else if (command === 'pause') video.pause();
        else if (command === 'toggle') toggle();
        else if (command === 'stop') onClose();
        else seekBy(command === 'forward' ? 10 : -10);
      }),
    [onClose, seekBy, showControls, toggle],
  );

  // Focus goes to what the viewer can do next (player-rules.ts statusFocusKey).
  const loadingFullScreen = status.kind === 'loading' && !embedded;
  const statusFocus = statusFocusKey(status, Boolean(embedded));
  // Inside a page (live TV) a stream that starts late leaves the viewer where they went meanwhile.
  const [shownAt] = useState(() => performance.now());
  useEffect(
    () => (statusFocus && (!embedded || mayTakeFocus(rootRef.current, shownAt)) ? focusWhenReady(statusFocus) : undefined),
    [statusFocus, embedded, shownAt],
  );

  const retry = () => {
    setReconnecting(false);
    setAttempt((n) => n + 1);
  };
  // Given up on a lost connection: playback resumes by itself once the stream answers again.
  useRecoverStream(status.kind === 'error' && status.lostConnection, streamUrl, retry);

  return (
    <div
      ref={rootRef}
      className={embedded ? 'player player-embedded' : 'player'}
      data-testid="player"
      data-status={status.kind}
      data-controls={controlsVisible || status.kind === 'ended' ? 'shown' : 'hidden'}
    >
      <video ref={videoRef} aria-label={title || translate`Video`} playsInline onClick={toggle} />
      {(status.kind === 'playing' || status.kind === 'ended' || loadingFullScreen) && (
        <PlayerControls
          title={title}
          subtitle={subtitle}
          visible={controlsVisible || status.kind === 'ended'}
          live={live}
          paused={paused}
          currentTime={time.current}
          duration={time.duration}
          rate={rate}
          volume={volume}
          qualities={tracks.qualities}
          quality={choice.quality}
          audio={tracks.audio}
          audioId={choice.audio}
          subtitles={tracks.subtitles}
          subtitleId={choice.subtitles}
          onToggle={toggle}
          previews={previews}
          seekingTo={seekingTo}
          onSeekBy={seekBy}
          onSeekTo={seekTo}
          onRate={(r) => {
            if (videoRef.current) videoRef.current.playbackRate = r;
            setRate(r);
          }}
          onVolume={(v) => {
            if (videoRef.current) {
              videoRef.current.volume = v;
              videoRef.current.muted = v === 0;
            }
            setVolume(v);
          }}
          onQuality={(h) => {
            sessionRef.current?.selectQuality(h);
            setChoice((c) => ({ ...c, quality: h }));
          }}
          onAudio={(id) => {
            sessionRef.current?.selectAudio(id);
            setChoice((c) => ({ ...c, audio: id }));
            const language = tracks.audio.find((a) => a.id === id)?.language;
            if (language) rememberLanguage('audio', language);
          }}
          onSubtitles={(id) => {
            sessionRef.current?.selectSubtitles(id);
            setChoice((c) => ({ ...c, subtitles: id }));
            rememberLanguage('captions', tracks.subtitles.find((t) => t.id === id)?.language ?? 'off');
          }}
          onClose={onClose}
        />
      )}
      <PlayerStatus status={status} reconnecting={reconnecting} amongControls={loadingFullScreen} onPlay={toggle} onRetry={retry} onBack={onClose} />
      {status.kind === 'ended' && endOverlay}
    </div>
  );
}
