import { doesFocusableExist, focusableElement, getCurrentFocusKey, setFocus } from './navigation';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { backStack } from './back-stack';
import { FocusSection } from './Focusable';
import { forgetLayerFocus, layerPlace, rememberedLayerFocus, rememberLayerFocus } from './memory';
import { layerArrived, layerClosed, layerOnItsWay } from './held-press';
import { focusPageWhenReady } from './page-focus';
import { keepInView } from './scroll';
import { viewerActedSince } from './viewer-input';

export interface LayerProps {
  id: string;
  /** Called by Back, by the close control, or by the owner; the owner then unmounts the layer. */
  onClose: () => void;
  /** What takes focus when the layer opens; else its first focusable. */
  initialFocusKey?: string;
  className?: string;
  role?: 'dialog' | 'menu' | 'region';
  label: string;
  modal?: boolean;
  /** The layer scrolls its own content: focus moves keep the focused element in view inside it. */
  scrolls?: boolean;
  /** Where it is drawn, when its owner places it (a menu panel beside its entry). */
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * True when a layer is open and `focusKey` lies outside it: a page that finished loading behind a
 * dialog must not pull focus out of the dialog.
 */
function behindTopLayer(focusKey: string): boolean {
  const top = backStack.top();
  if (!top || focusKey === `layer:${top.id}`) return false;
  const layer = document.querySelector(`[data-layer="${top.id}"]`);
  const target = focusableElement(focusKey);
  return layer !== null && target !== null && !layer.contains(target);
}

export interface FocusWhenReadyOptions {
  /** How long to wait for it (2 s). */
  ms?: number;
  /** Runs when it never comes; what it returns is called on cancel. */
  orElse?: () => () => void;
  /** Runs once it has focus. */
  onFocused?: () => void;
  /** Gives up once the viewer has moved focus after this time (a performance.now() reading): their move wins. */
  unlessMovedSince?: number;
}

/**
 * Waits (a frame at a time, up to `ms`) for a focusable to exist, then focuses it, unless it sits
 * behind an open layer. Returns a function that stops waiting (and cancels `orElse`'s work).
 */
export function focusWhenReady(focusKey: string, { ms = 2000, orElse, onFocused, unlessMovedSince }: FocusWhenReadyOptions = {}): () => void {
  let cancelled = false;
  let cancelElse: (() => void) | undefined;
  const started = performance.now();
  const attempt = () => {
    if (cancelled || (unlessMovedSince !== undefined && viewerActedSince(unlessMovedSince))) return;
    if (doesFocusableExist(focusKey)) {
      if (!behindTopLayer(focusKey)) {
        void setFocus(focusKey);
        onFocused?.();
      }
      return;
    }
    if (performance.now() - started < ms) requestAnimationFrame(attempt);
    else cancelElse = orElse?.();
  };
  attempt();
  return () => {
    cancelled = true;
    cancelElse?.();
  };
}

/** How long what the viewer left focus on in a layer may take to be drawn again before the layer's own first focus is used. */
const LEFT_ON_WAIT_MS = 2500;
/**
 * How much longer it still takes focus from the layer's first focus once drawn, while the viewer
 * has not moved meanwhile (a slow TV or network drawing a programme's related row late).
 */
const LEFT_ON_LATE_MS = 6000;

/**
 * Focus given back to where the viewer left it in layer `id` is kept in view while the layer is
 * still drawing around it, for `ms` or until focus moves: coming back to a programme's modal, its
 * 'You might also like' row may be drawn before the episodes above it, which then push it off the
 * screen with focus on it (the crawler's /detail, Back from a related programme).
 */
function keepInViewWhileDrawing(id: string, focusKey: string, ms: number): void {
  const layer = document.querySelector(`[data-layer="${id}"]`);
  if (!layer || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => {
    if (getCurrentFocusKey() !== focusKey) return observer.disconnect();
    // (The card itself takes DOM focus from its row a render later.)
    const active = document.activeElement;
    if (active instanceof HTMLElement && layer.contains(active)) keepInView(active, { smooth: false });
  });
  for (const child of Array.from(layer.children)) observer.observe(child);
  setTimeout(() => observer.disconnect(), ms);
}

/** Counts layers as they open, so the page says which one is on top (data-layer-order). */
let layersOpened = 0;

/**
 * Something above the page (modal, popup, nav panel): a focus boundary that Back closes first, and
 * that hands focus back to what opened it when it goes.
 */
export function Layer({ id, onClose, initialFocusKey, className, role = 'dialog', label, modal = true, scrolls, style, children }: LayerProps) {
  const focusKey = `layer:${id}`;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const initialRef = useRef(initialFocusKey);
  const [order] = useState(() => ++layersOpened);

  // Coming back to a page whose layer held focus (Back from the page it led to, or from another
  // programme opened inside the modal), the layer opens where the viewer left it, once that is
  // drawn (a modal's programme loads first). What had focus is filed under the place (history
  // entry and address) the viewer moved on from, and read for the place they arrive at.
  const placeRef = useRef(layerPlace(id));
  const leftOnRef = useRef(rememberedLayerFocus(placeRef.current));
  const lastFocusRef = useRef<{ place: string; key: string } | null>(null);
  /** Files what had focus under the place it had it, once the viewer is somewhere else. */
  const keepLastFocus = () => {
    const last = lastFocusRef.current;
    if (last && last.place !== layerPlace(id)) rememberLayerFocus(last.place, last.key);
  };
  const place = layerPlace(id);
  if (placeRef.current !== place) {
    keepLastFocus();
    placeRef.current = place;
    leftOnRef.current = rememberedLayerFocus(place);
  }
  /**
   * Where the viewer left it once that is drawn again, else the layer's own first focus; and should
   * it be drawn a little later still, it takes focus then, unless the viewer has moved meanwhile.
   */
  const focusFirst = (initial: string | undefined) => {
    const fallback = initial ?? focusKey;
    const leftOn = leftOnRef.current;
    if (!leftOn) return focusWhenReady(fallback);
    const since = performance.now();
    const keep = () => keepInViewWhileDrawing(id, leftOn, LEFT_ON_WAIT_MS);
    return focusWhenReady(leftOn, {
      ms: LEFT_ON_WAIT_MS,
      orElse: () => {
        const stopFirst = focusWhenReady(fallback);
        const stopLate = focusWhenReady(leftOn, { ms: LEFT_ON_LATE_MS, onFocused: keep, unlessMovedSince: since });
        return () => {
          stopFirst();
          stopLate();
        };
      },
      onFocused: keep,
    });
  };
  /** Focus coming to something of this layer (not of a layer inside it, such as its dropdowns). */
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Keys pressed while it was being drawn go now (held-press.ts awaitLayer).
    layerArrived();
    const key = getCurrentFocusKey();
    if (!key || event.target.closest('[data-layer]')?.getAttribute('data-layer') !== id) return;
    lastFocusRef.current = { place: layerPlace(id), key };
    // Once the viewer is somewhere in the layer, what it loads later does not move them.
    if (key !== leftOnRef.current && key !== initialRef.current) leftOnRef.current = undefined;
  };

  // On the Back stack as it is drawn (a layout effect, not after the paint): Back pressed at once
  // closes it rather than what is under it.
  useLayoutEffect(() => {
    // Keys pressed since it was asked for wait on until it takes focus (held-press.ts).
    layerOnItsWay();
    const opener = getCurrentFocusKey();
    backStack.push({ id, close: () => onCloseRef.current(), openerFocusKey: opener && !opener.startsWith(focusKey) ? opener : null });
    return () => {
      // Keys still waiting for it are not for what is under it (held-press.ts).
      layerClosed();
      // Gone with its page as the viewer moved on: kept for coming back. Closed where it was:
      // opened again, it starts afresh.
      if (layerPlace(id) !== placeRef.current) keepLastFocus();
      else forgetLayerFocus(placeRef.current);
      const layer = backStack.remove(id);
      const restore = layer?.openerFocusKey;
      // After the layer's own focusables are gone, give focus back to its opener; when the opener
      // has gone too (the page changed under the layer), to the page, so focus is never lost.
      setTimeout(() => {
        // Not behind another layer that opened meanwhile (an error dialog in place of this one).
        if (restore && doesFocusableExist(restore)) {
          if (!behindTopLayer(restore)) void setFocus(restore);
        } else {
          focusPageWhenReady(undefined, { ifLost: true });
        }
      }, 0);
    };
    // keepLastFocus reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, focusKey]);

  // Its focusables register after it draws: focus goes in once they have.
  // focusFirst reads refs only.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => focusFirst(initialRef.current), [id, focusKey]);

  // Content that arrives after the layer opened (a loaded programme) names a new first focus: it
  // takes focus unless the viewer has already moved on to something that is still there.
  useEffect(() => {
    const previous = initialRef.current;
    if (initialFocusKey === previous) return;
    initialRef.current = initialFocusKey;
    const current = getCurrentFocusKey();
    const movedInside = current !== previous && current !== focusKey && document.activeElement?.closest(`[data-layer="${id}"]`) != null;
    if (movedInside) return;
    return focusFirst(initialFocusKey);
    // focusFirst reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, initialFocusKey, focusKey]);

  return (
    <FocusSection
      focusKey={focusKey}
      boundary
      rememberChild={false}
      className={className}
      style={style}
      role={role}
      aria-label={label}
      aria-modal={modal && role === 'dialog' ? true : undefined}
      data-layer={id}
      data-layer-order={order}
      onFocus={onFocus}
      data-scroll-container={scrolls ? '' : undefined}
    >
      {children}
    </FocusSection>
  );
}
