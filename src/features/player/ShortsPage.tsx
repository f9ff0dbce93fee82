import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type TouchEvent, type WheelEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { getCataloguePage } from '../../api/get-catalogue';
import { getPlayback } from '../../api/get-playback';
import type { ContentItem } from '../../../contract/answers';
import { useLoad } from '../../api/use-load';
import { Icon } from '../../components/Icon';
import { FocusButton, useFocusNode } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { useReducedMotion } from '../../focus/reduced-motion';
import { afterShortEnds } from '../../lib/motion';
import { onMediaKey } from '../../focus/media-keys';
import { isItemId } from '../../lib/detail-modal';
import { useConfig } from '../../stores/config';
import { cannotPlay, PlaybackSession } from './playback-session';
import { useSignInGate } from './use-sign-in-gate';
import './shorts.css';

/** Up to 100 short videos; the wheel moves at most once per 100 ms. */
export const SHORTS_LIMIT = 100;
export const WHEEL_THROTTLE_MS = 100;
const SWIPE_PX = 50;

/** The index after a move of `step` (±1), wrapping last to first and first to last. */
export function wrapIndex(index: number, step: number, count: number): number {
  return count > 0 ? (((index + step) % count) + count) % count : 0;
}

/**
 * One short: its own video and shaka session, loaded as soon as it is a neighbour so it starts at
 * once when it becomes the one on screen; only that one plays. A neighbour waits (`mayLoad`) until
 * the one on screen is ready or has failed: loaded together, the three shared the TV's CPU and
 * network, and the first short's first frame came later.
 */
function ShortSlide({
  item,
  offset,
  mayLoad,
  onEnded,
  onSettled,
}: {
  item: ContentItem;
  offset: number;
  mayLoad: boolean;
  onEnded: () => void;
  /** The slide is ready to play or has failed (its message is shown): true; gone from the stage: false. */
  onSettled: (id: string, settled: boolean) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const active = offset === 0;
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;
  const onSettledRef = useRef(onSettled);
  onSettledRef.current = onSettled;
  const load = mayLoad || active;

  useEffect(() => {
    if (ready || error) onSettledRef.current(item.id, true);
  }, [ready, error, item.id]);
  useEffect(() => () => onSettledRef.current(item.id, false), [item.id]);

  useEffect(() => {
    const video = videoRef.current;
    const href = item._links.files.href;
    if (!load) return;
    if (!video || !href) {
      onSettledRef.current(item.id, true);
      return;
    }
    let cancelled = false;
    const session = new PlaybackSession(video, { onReconnecting: () => undefined, onFatal: (message) => !cancelled && setError(message) });
    getPlayback(href)
      .then((playback) => session.load(playback.url))
      .then(
        () => !cancelled && setReady(true),
        () => !cancelled && setError(cannotPlay()),
      );
    return () => {
      cancelled = true;
      void session.destroy();
    };
  }, [item, load]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !ready) return;
    if (active) {
      video.currentTime = 0;
      void video.play().catch(() => undefined);
    } else video.pause();
  }, [active, ready]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !active) return;
    const ended = () => onEndedRef.current();
    video.addEventListener('ended', ended);
    return () => video.removeEventListener('ended', ended);
  }, [active]);

  return (
    <div className="short" style={{ transform: `translateY(${offset * 100}%)` }} aria-hidden={!active || undefined} data-active={active || undefined}>
      <video ref={videoRef} playsInline loop={false} muted={false} aria-label={item.name} poster={item.thumbnail.large || undefined} />
      <div className="short-caption">
        <h2 className="short-title">{item.name}</h2>
        {item.description && <p className="short-description">{item.description}</p>}
      </div>
      {error && active && (
        <p className="short-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The carousel of home named for shorts (Shortease), when the address does not name one. */
async function shortsCatalogueId(homeId: string | undefined, signal: AbortSignal): Promise<string | null> {
  if (!homeId) return null;
  const page = await getCataloguePage(homeId, 100, 1, signal);
  return page._embedded.items.find((c) => /shortease|short/i.test(c.name))?.id ?? null;
}

/**
 * The stage: the short on screen and its neighbours, one focus target whose Up and Down move
 * between shorts and whose OK pauses and plays. Drawn only with the page that holds it (not for a
 * signed-out viewer or an error), so the focus engine never holds a target without its element.
 */
function ShortsStage({
  items,
  index,
  move,
  onShortEnded,
}: {
  items: ContentItem[];
  index: number | null;
  move: (step: number) => void;
  onShortEnded: () => void;
}) {
  const { t } = useLingui();
  const { ref, focused, focusKey } = useFocusNode<HTMLDivElement>({
    focusKey: 'shorts:stage',
    onArrowPress: (direction: string) => {
      if (direction === 'up' || direction === 'down') {
        move(direction === 'down' ? 1 : -1);
        return false;
      }
      return true;
    },
    onEnterPress: () => {
      const video = document.querySelector<HTMLVideoElement>('.short[data-active] video');
      if (video) void (video.paused ? video.play().catch(() => undefined) : video.pause());
    },
  });
  useEffect(() => {
    if (items.length > 0) return focusWhenReady('shorts:stage');
    return undefined;
  }, [items.length]);
  // Shorts that are ready to play or have failed: the neighbours of the one on screen load once it is among them.
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const onSettled = useCallback(
    (id: string, is: boolean) =>
      setSettled((ids) => {
        if (ids.has(id) === is) return ids;
        const next = new Set(ids);
        if (is) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const current = index === null ? null : items[index]?.id;
  const position = (index ?? 0) + 1;
  const count = items.length;
  // The one on screen and its neighbours (each item once, however few there are).
  const visible: Array<{ offset: number; item: ContentItem }> = [];
  if (index !== null) {
    for (const offset of [0, 1, -1]) {
      const item = items[wrapIndex(index, offset, items.length)]!;
      if (!visible.some((v) => v.item.id === item.id)) visible.push({ offset, item });
    }
  }
  return (
    <div
      ref={ref}
      className="shorts-stage focusable"
      tabIndex={-1}
      role="group"
      aria-roledescription={t({ message: 'carousel', comment: 'What a screen reader calls the shorts viewer (its role description), in lower case' })}
      aria-label={index === null ? t`Shorts` : t`Short ${position} of ${count}`}
      data-focus-key={focusKey}
      data-focused={focused || undefined}
      data-index={index ?? undefined}
    >
      {visible.map(({ offset, item }) => (
        <ShortSlide key={item.id} item={item} offset={offset} mayLoad={settled.has(current ?? '')} onEnded={onShortEnded} onSettled={onSettled} />
      ))}
      {index === null && (
        <p className="page-text" role="status">
          {t`Loading…`}
        </p>
      )}
    </div>
  );
}

/**
 * /ShortVideo/{videoId}/{type}/{catalogueId}: up to 100 portrait shorts, one on screen at a time.
 * Up/Down (and the wheel, and a swipe) move; the end of one plays the next (not for viewers who ask
 * for less motion); the last wraps to the first; Close goes home.
 */
export function ShortsPage() {
  const params = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  const homeId = useConfig((s) => s.values.regular_carousel_shalom_web);
  const { signedIn } = useSignInGate();
  const listId = params.catalogueId && isItemId(params.catalogueId) ? params.catalogueId : '';
  const shorts = useLoad(
    async (signal) => {
      const id = listId || (await shortsCatalogueId(homeId, signal));
      if (!id) return [];
      return (await getCataloguePage(id, SHORTS_LIMIT, 1, signal))._embedded.items.filter((i) => i.type === 'vod');
    },
    [listId, homeId],
    t`The short videos could not be loaded.`,
    signedIn,
  );
  const items = shorts.kind === 'ready' ? shorts.value : [];
  const [index, setIndex] = useState<number | null>(null);
  useEffect(() => {
    if (shorts.kind !== 'ready') return;
    const at = shorts.value.findIndex((i) => i.id === params.videoId);
    setIndex(at >= 0 ? at : 0);
  }, [shorts, params.videoId]);

  const move = useCallback((step: number) => setIndex((i) => (i === null ? i : wrapIndex(i, step, items.length))), [items.length]);
  // The end of a short plays the next, unless the viewer asks for less motion: it then stays.
  const reducedMotion = useReducedMotion();
  const onShortEnded = useCallback(() => {
    if (afterShortEnds(reducedMotion) === 'next') move(1);
  }, [move, reducedMotion]);
  const close = useCallback(() => navigate('/'), [navigate]);

  useEffect(
    () =>
      onMediaKey((action) => {
        if (action === 'fastForward') move(1);
        else if (action === 'rewind') move(-1);
        else if (action === 'stop') close();
      }),
    [move, close],
  );

  const lastWheel = useRef(0);
  const onWheel = (event: WheelEvent) => {
    const now = performance.now();
    if (Math.abs(event.deltaY) < 4 || now - lastWheel.current < WHEEL_THROTTLE_MS) return;
    lastWheel.current = now;
    move(event.deltaY > 0 ? 1 : -1);
  };
  const touchY = useRef<number | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    touchY.current = event.touches[0]?.clientY ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchY.current;
    const end = event.changedTouches[0]?.clientY;
    touchY.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    move(end < start ? 1 : -1);
  };

  if (!signedIn) return <div className="shorts" />;
  if (shorts.kind === 'error' || (shorts.kind === 'ready' && items.length === 0)) {
    return (
      <section className="page" role="alert">
        <h1 className="page-title">{t`Shorts`}</h1>
        <p className="page-text">{shorts.kind === 'error' ? shorts.message : t`There are no short videos yet.`}</p>
        <FocusButton focusKey="shorts:home" className="button button-primary" onPress={close}>
          {t`Go to Home`}
        </FocusButton>
      </section>
    );
  }
  return (
    <div className="shorts" onWheel={onWheel} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <h1 className="visually-hidden">{t`Shorts`}</h1>
      <ShortsStage items={items} index={index} move={move} onShortEnded={onShortEnded} />
      <div className="shorts-side">
        <FocusButton focusKey="shorts:close" className="player-button player-close" aria-label={t`Close`} onPress={close}>
          <Icon name="close" />
        </FocusButton>
        <FocusButton focusKey="shorts:up" className="player-button" aria-label={t`Previous short`} onPress={() => move(-1)}>
          ▲
        </FocusButton>
        <FocusButton focusKey="shorts:down" className="player-button" aria-label={t`Next short`} onPress={() => move(1)}>
          ▼
        </FocusButton>
      </div>
    </div>
  );
}
