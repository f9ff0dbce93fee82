import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { worthRetrying } from '../../api/use-load';
import { getPlayback } from '../../api/get-playback';
import { getVideo } from '../../api/get-video';
import { resumeTimeOf } from '../../api/resume';
import { playableDownload } from '../../stores/downloads';
import { rememberCaptions, rememberedCaptions } from '../../stores/caption-choice';
import { keptResumeTime, saveResumePoint } from '../../stores/kept-resume-points';
import { useResume } from '../../stores/resume';
import type { ContentItem } from '../../../contract/wire';
import { FocusButton } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { onMediaKey } from '../../focus/media-keys';
import { keepInView } from '../../focus/scroll';
import { PLAYER_AUTOPLAY_DELAY_MS, PLAYER_DEFAULT_VOLUME } from '../../lib/constants';
import { CANNOT_PLAY, LOST_CONNECTION, PlaybackSession, type LanguageChoice, type QualityChoice } from './playback-session';
import { PlayerControls } from './PlayerControls';
import { loadSeekPreviews, type SeekPreview } from './seek-previews';
import { usePopupOver } from './use-popup-over';
import {
  afterLoadFailure,
  clampSeek,
  commandFor,
  CONTROLS_HIDE_MS,
  END_SLACK_S,
  RECONNECT_RETRY_MS,
  RECOVER_CHECK_MS,
  RESUME_SEEK_DELAY_MS,
  resumePointOnLeave,
  type PlayerQuery,
} from './player-rules';
import './player.css';

/** An error says whether trying again can help, and whether the network was lost (it is looked for again by itself). */
type Status =
  | { kind: 'loading' }
  | { kind: 'playing' }
  | { kind: 'blocked' }
  | { kind: 'ended' }
  | { kind: 'error'; message: string; retryable: boolean; lostConnection: boolean };

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

/** How long the picture of where a seek took playback stays after the last press or tap. */
const SEEK_PREVIEW_MS = 1500;
/** Continue Watching and the detail modal read the points again once a save has landed. */
const resumeSaved = () => useResume.getState().stale();
/** The playback URL fetch of a VOD item (reads url), or its promo when asked. */
async function vodSource(item: ContentItem, promo: boolean): Promise<{ url: string; thumbnailsUrl?: string }> {
  const promoUrl = typeof item.metaData.promo_url === 'string' ? item.metaData.promo_url : '';
  if (promo && promoUrl) return { url: promoUrl };
  const href = item._links.files.href;
  if (!href) throw new ApiError('This video cannot be played.', 404);
  return getPlayback(href);
}

interface Tracks {
  qualities: QualityChoice[];
  audio: LanguageChoice[];
  subtitles: LanguageChoice[];
}

/**
 * One video with shaka: the playback URL fetch, the stream, autoplay after 1 s, a resume seek 1 s
 * later when asked, our remote-first controls, and the resume point saved when the viewer leaves.
 */
export function VideoPlayer({ videoId, query, onClose, onEnded, endOverlay, source, embedded }: VideoPlayerProps) {
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
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
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
  const hasPreviews = useRef(false);
  hasPreviews.current = previews.length > 0;
  const [choice, setChoice] = useState({ quality: 0, audio: '0', subtitles: 'off' });
  const [controlsVisible, setControlsVisible] = useState(true);
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
      await session.load(url, again ?? undefined);
      if (cancelled) return;
      setLive(session.isLive());
      const subtitles = session.subtitles();
      setTracks({ qualities: session.qualities(), audio: session.audioLanguages(), subtitles });
      // Captions in the language this viewer chose last, when the film has them.
      const remembered = subtitles.find((t) => t.language && t.language === rememberedCaptions());
      if (remembered) {
        session.selectSubtitles(remembered.id);
        setChoice((c) => ({ ...c, subtitles: remembered.id }));
      }
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
        message: error instanceof ApiError ? error.message : lost ? LOST_CONNECTION : CANNOT_PLAY,
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

  // The video element's own events drive what the controls show.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onTime = () => {
      setTime({ current: video.currentTime, duration: video.duration });
      if (video.currentTime > 0) lastTime.current = video.currentTime;
    };
    const onPlay = () => setPaused(false);
    const onPause = () => setPaused(true);
    const onEnd = () => {
      if (endedRef.current) return;
      endedRef.current = true;
      setStatus({ kind: 'ended' });
      const item = itemRef.current;
      if (!item) return;
      // The end resets the resume point (status 0, 0 s), then the route decides what comes next.
      if (!query.promo && !live) {
        useResume.getState().saved({ videoId: item.id, status: 0, resumeTime: 0, item });
        saveResumePoint({ videoId: item.id, status: 0, resumeTime: 0, refId: query.eId ?? undefined, refType: query.eTy ?? undefined }).then(
          resumeSaved,
          () => undefined,
        );
      }
      onEndedRef.current(item);
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('durationchange', onTime);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnd);
    // Some streams stop a fraction short of their stated duration and never fire 'ended' (the
    // last audio and video segments end apart): playing, near the end and not moving counts as ended.
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
  }, [query.promo, query.eId, query.eTy, live]);

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
      if (seconds === null) return;
      // Shown at once (the modal reads Watch Now the moment the viewer is back), then saved.
      useResume.getState().saved({ videoId: item.id, status: 1, resumeTime: seconds, item });
      saveResumePoint({ videoId: item.id, status: 1, resumeTime: seconds, refId: query.eId ?? undefined, refType: query.eTy ?? undefined }).then(
        resumeSaved,
        () => undefined,
      );
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
  // Where a seek took playback (the ±10 s keys, a tap on the bar), shown with its picture for a moment after.
  const [seekingTo, setSeekingTo] = useState<number | null>(null);
  const seekingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(seekingTimer.current), []);
  const seekTo = useCallback((seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = clampSeek(seconds, video.duration);
    // Only a film with previews draws anything for a seek: the others' keys cost no render.
    if (!hasPreviews.current) return;
    setSeekingTo(video.currentTime);
    clearTimeout(seekingTimer.current);
    seekingTimer.current = setTimeout(() => setSeekingTo(null), SEEK_PREVIEW_MS);
  }, []);
  const seekBy = useCallback((seconds: number) => seekTo((videoRef.current?.currentTime ?? 0) + seconds), [seekTo]);

  // Controls hide after a while without input; any key (but Back) shows them again and does
  // nothing else, so focus stays where it was.
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const visibleRef = useRef(true);
  const showControls = useCallback(() => {
    visibleRef.current = true;
    setControlsVisible(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      // Inside a page (live TV) the controls stay while they hold focus: the page around them shows
      // no other focus, and a hidden one would leave the viewer with none.
      if (embedded && rootRef.current?.contains(document.activeElement)) return;
      if (videoRef.current && !videoRef.current.paused && !document.querySelector('.player [data-layer]')) {
        visibleRef.current = false;
        setControlsVisible(false);
      }
    }, CONTROLS_HIDE_MS);
  }, [embedded]);
  useEffect(() => {
    showControls();
    const onKey = (event: KeyboardEvent) => {
      // Inside a page, only keys meant for the player (focus in it) wake its controls.
      if (embedded && !rootRef.current?.contains(document.activeElement)) return;
      const isBack = event.key === 'Escape' || event.key === 'Backspace' || event.keyCode === 10009 || event.keyCode === 461;
      if (!visibleRef.current && !isBack && event.key.startsWith('Arrow')) {
        event.stopImmediatePropagation();
        event.preventDefault();
      }
      if (!visibleRef.current && event.key === 'Enter') {
        event.stopImmediatePropagation();
        event.preventDefault();
      }
      showControls();
    };
    const onPointer = () => showControls();
    // Focus given to the controls while they are hidden (the page placing it, after a channel
    // change) shows them: a hidden control never holds focus. Inside a page, the whole player
    // comes into view with them (its menus open upwards, over the picture).
    const root = rootRef.current;
    const onFocusIn = (event: FocusEvent) => {
      if (!visibleRef.current) showControls();
      // Only as focus comes in from the page, not as it moves between the controls.
      const from = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      if (embedded && !(from && root?.contains(from))) requestAnimationFrame(() => root && keepInView(root));
    };
    root?.addEventListener('focusin', onFocusIn);
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('mousemove', onPointer);
    window.addEventListener('touchstart', onPointer);
    return () => {
      clearTimeout(hideTimer.current);
      root?.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('mousemove', onPointer);
      window.removeEventListener('touchstart', onPointer);
    };
  }, [showControls, embedded]);
  useEffect(() => {
    if (paused) showControls();
  }, [paused, showControls]);

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

  // Focus goes to what the viewer can do next: Play, Retry (Go back when asking again cannot help),
  // the controls. Full screen the controls are there while the stream loads, so focus is from the
  // first moment (keys pressed meanwhile are not lost on the page body).
  const loadingFullScreen = status.kind === 'loading' && !embedded;
  const statusFocus =
    status.kind === 'blocked'
      ? 'player:play'
      : status.kind === 'error'
        ? status.retryable
          ? 'player:retry'
          : 'player:back'
        : status.kind === 'playing' || loadingFullScreen
          ? 'player:toggle'
          : null;
  useEffect(() => (statusFocus ? focusWhenReady(statusFocus) : undefined), [statusFocus]);

  // Given up on a lost connection: the stream is looked for again in the background (and at once
  // when the browser says the network is back), and playback resumes by itself when it answers.
  const lostConnection = status.kind === 'error' && status.lostConnection;
  useEffect(() => {
    if (!lostConnection) return;
    let checking = false;
    const resumeWhenBack = async () => {
      const url = streamUrl.current;
      if (checking || !url) return;
      checking = true;
      try {
        const answer = await fetch(url, { cache: 'no-store' });
        if (answer.ok) {
          setReconnecting(false);
          setAttempt((n) => n + 1);
        }
      } catch {
        // Still no network: the next check tries again.
      } finally {
        checking = false;
      }
    };
    const timer = setInterval(() => void resumeWhenBack(), RECOVER_CHECK_MS);
    const online = () => void resumeWhenBack();
    window.addEventListener('online', online);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [lostConnection]);

  const retry = () => {
    setReconnecting(false);
    setAttempt((n) => n + 1);
  };

  return (
    <div
      ref={rootRef}
      className={embedded ? 'player player-embedded' : 'player'}
      data-testid="player"
      data-status={status.kind}
      data-controls={controlsVisible || status.kind === 'ended' ? 'shown' : 'hidden'}
    >
      <video ref={videoRef} aria-label={title || 'Video'} playsInline onClick={toggle} />
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
          }}
          onSubtitles={(id) => {
            sessionRef.current?.selectSubtitles(id);
            setChoice((c) => ({ ...c, subtitles: id }));
            rememberCaptions(tracks.subtitles.find((t) => t.id === id)?.language ?? 'off');
          }}
          onClose={onClose}
        />
      )}
      {status.kind === 'loading' && !reconnecting && (
        // Full screen the controls are drawn while it loads: the message stands among them, over
        // nothing, so they are neither dimmed nor out of reach of a click or a tap.
        <div className={loadingFullScreen ? 'status status-among-controls' : 'status'} role="status">
          <p>Loading…</p>
        </div>
      )}
      {reconnecting && (status.kind === 'playing' || status.kind === 'loading') && (
        <p className="player-reconnecting" role="status">
          Reconnecting…
        </p>
      )}
      {status.kind === 'blocked' && (
        <div className="status">
          <FocusButton focusKey="player:play" className="button button-primary" onPress={toggle}>
            Play
          </FocusButton>
        </div>
      )}
      {status.kind === 'error' && (
        <div className="status" role="alert">
          <p>{status.message}</p>
          <div>
            {status.retryable && (
              <FocusButton focusKey="player:retry" className="button button-primary" onPress={retry}>
                Retry
              </FocusButton>
            )}
            <FocusButton focusKey="player:back" className={status.retryable ? 'button' : 'button button-primary'} onPress={onClose}>
              Go back
            </FocusButton>
          </div>
        </div>
      )}
      {status.kind === 'ended' && endOverlay}
    </div>
  );
}
