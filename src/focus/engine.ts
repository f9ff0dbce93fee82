import {
  doesFocusableExist,
  getCurrentFocusKey,
  GetBoundingClientRectAdapter,
  init,
  setKeyMap,
  SpatialNavigation,
  type AddEventListenersOptions,
  type FocusableComponent,
  type FocusDetails,
  type Key,
} from '@noriginmedia/norigin-spatial-navigation';
import { loadingSince, loadsStarted } from '../api/activity';
import { holdUnansweredPress, pressArrives, rowArrivingAhead, setReplay } from './held-press';
import { setFocus } from './navigation';
import { announce } from './announcer';
import { columnNeighbour, type ColumnFocusable } from './column';
import { isRtl } from '../lib/direction';
import { isTextField, navigationKeyMap, platformFromUserAgent, type Platform } from './keys';
import { setLastFocused } from './memory';
import { noteViewerInput } from './viewer-input';

/**
 * Reads keys for norigin, but leaves a text field its own keys: Enter submits, Left/Right move the
 * caret until it reaches an edge, where they move focus out (so a remote is never stuck in a field).
 */
class LumenLayoutAdapter extends GetBoundingClientRectAdapter {
  private onKeyDown: ((event: KeyboardEvent) => void) | null = null;
  private onKeyUp: ((event: KeyboardEvent) => void) | null = null;

  /**
   * DOM focus follows the engine, except that a row hands it to its current card (the row keeps
   * its index in data-current), so screen readers and the browser see the card itself.
   *
   * The engine's own adapter also writes data-focused here and takes it off in blurNode. Every
   * focusable draws it from the engine's state (`data-focused={focused}`), in the same task: the
   * adapter's writes changed the page's style just before focus(), which then had to restyle the
   * page in the middle of the key's task, and React's commit restyled it again moments later.
   */
  override blurNode = (): void => undefined;

  override focusNode = (component: FocusableComponent): void => {
    const node = component.node as HTMLElement | null;
    if (!node) return;
    // A section is given focus itself only when it holds nothing focusable yet (a page still
    // drawing): it is no control, and shows no focus (see watchUnansweredPresses).
    if (node.hasAttribute('data-focus-section')) return;
    if (node.closest('#content') && !node.closest('[data-layer]')) lastContentFocus = component.focusKey;
    if (domFocusHeld) return;
    const current = node.getAttribute('data-current');
    const card = current !== null ? node.querySelector<HTMLElement>(`[data-index="${current}"]`) : null;
    (card ?? node).focus({ preventScroll: true });
  };

  override addEventListeners({ keyDown, keyUp }: AddEventListenersOptions): void {
    const keyFor = (event: KeyboardEvent): Key | undefined => {
      const code = event.keyCode || event.which;
      const map = SpatialNavigation.getKeyMap() as Record<string, Array<string | number>>;
      return (Object.keys(map) as Key[]).find((name) => (code && map[name]?.includes(code)) || map[name]?.includes(event.key));
    };
    this.onKeyDown = (event) => {
      const key = keyFor(event);
      if (!key || leaveToTextField(event, key)) return;
      event.preventDefault();
      // A press with focus on nothing (between two pages) moved nothing: it is no move of the
      // viewer's that the arriving page must leave alone.
      if (document.activeElement && document.activeElement !== document.body) noteViewerInput();
      // A press while another waits for the page goes after it (held-press.ts).
      if (pressArrives(key, event)) return;
      keyDown?.(key, event);
    };
    this.onKeyUp = (event) => {
      const key = keyFor(event);
      if (key) keyUp?.(key);
    };
    window.addEventListener('keydown', this.onKeyDown);
    window.addEventListener('keyup', this.onKeyUp);
    setReplay((key, event) => {
      keyDown?.(key, event);
      keyUp?.(key);
    });
  }

  override removeEventListeners(): void {
    if (this.onKeyDown) window.removeEventListener('keydown', this.onKeyDown);
    if (this.onKeyUp) window.removeEventListener('keyup', this.onKeyUp);
  }
}

function leaveToTextField(event: KeyboardEvent, key: Key): boolean {
  const target = event.target as Element | null;
  if (!isTextField(target)) return false;
  if (key === 'enter') return true;
  if (key !== 'left' && key !== 'right') return false;
  const field = target as HTMLInputElement | HTMLTextAreaElement;
  try {
    const start = field.selectionStart ?? 0;
    const end = field.selectionEnd ?? 0;
    if (start !== end) return true;
    // In a right-to-left field the text starts at the right: Right moves the caret back to it.
    const back = getComputedStyle(field).direction === 'rtl' ? 'right' : 'left';
    return key === back ? start > 0 : end < field.value.length;
  } catch {
    // Inputs without a caret (email, number) report no selection: let the field keep its keys.
    return true;
  }
}

let domFocusHeld = false;
/** The page's last focus outside the menu and any layer: where Right from the menu goes back to. */
let lastContentFocus: string | null = null;

/**
 * Right from the menu returns to where the viewer left the page (a form's field, a keypad's key, a
 * row's card), whatever the page's sections remember; not while a menu panel is open (Right goes
 * into it). True when it did. Right to left the menu stands on the right, and Left goes back.
 */
function backFromMenu(direction: string): boolean {
  if (direction !== (isRtl() ? 'left' : 'right') || !lastContentFocus || !doesFocusableExist(lastContentFocus)) return false;
  // The side menu (TV and desktop), whose entries run down: the phone's bar runs across, Right walks it.
  if (!document.activeElement?.closest('.side-nav') || document.querySelector('[data-layer]')) return false;
  setFocus(lastContentFocus);
  return true;
}

/**
 * While something covers the whole app (the start-up film), the engine goes on following the
 * page's choice of focus but DOM focus stays on the cover, so a screen reader does not read the
 * page beneath it. Letting go puts DOM focus where the engine's focus is.
 */
export function holdDomFocus(hold: boolean): void {
  domFocusHeld = hold;
  if (hold) return;
  const key = getCurrentFocusKey();
  if (key && doesFocusableExist(key)) setFocus(key);
}

/** The window event that focuses a focusable by its key: `new CustomEvent('lumen:set-focus', { detail: key })`. */
export const SET_FOCUS_EVENT = 'lumen:set-focus';

/** A focus key that is a section's own (focused itself only when it holds nothing focusable). */
function isEmptySection(key: string): boolean {
  return document.querySelector(`[data-focus-section="${key.replace(/["\\]/g, '\\$&')}"]`) !== null;
}

/**
 * Watches the engine's own search for a neighbour: a press from a focused element that leaves
 * focus where it was found nowhere to go, and is held (holdUnansweredPress), as is one towards a
 * row still arriving.
 */
function watchUnansweredPresses(): void {
  const search = SpatialNavigation.smartNavigate.bind(SpatialNavigation);
  // Not an async function: a press the column answers runs no timer and no async function of ours
  // (the legacy bundle's are transpiled, and dear on an old TV).
  SpatialNavigation.smartNavigate = (direction: string, fromParentFocusKey: string, details: FocusDetails): Promise<void> => {
    if (!fromParentFocusKey && backFromMenu(direction)) return Promise.resolve();
    const from = fromParentFocusKey ? null : getCurrentFocusKey();
    const event = details?.event as KeyboardEvent | undefined;
    const arriving = from && event ? rowArrivingAhead(direction) : null;
    if (from && event && arriving && holdUnansweredPress(direction as Key, event, from, arriving)) return Promise.resolve();
    // Down and Up in a page that runs down one column go by the document's order (column.ts).
    const neighbour = columnNeighbour(registered(), fromParentFocusKey || getCurrentFocusKey(), direction);
    if (neighbour) {
      // The engine's setFocus moves focus a promise later: look once it has.
      const moved = (SpatialNavigation as unknown as { setImmediateFocus(key: string, details: FocusDetails): Promise<void> }).setImmediateFocus(
        neighbour,
        details,
      );
      return moved.then(() => {
        if (from && event) answerOrHold(direction as Key, event, from);
      });
    }
    return search(direction, fromParentFocusKey, details).then(() => {
      // The engine moves focus a few promises later: look once they have settled.
      if (from && event) setTimeout(() => answerOrHold(direction as Key, event, from), 0);
    });
  };
}

/** After a press from `from`: held when focus stayed there (holdUnansweredPress). */
function answerOrHold(key: Key, event: KeyboardEvent, from: string): void {
  const now = getCurrentFocusKey();
  // Into a section with nothing to focus yet (Right from the menu onto a page still drawing):
  // focus stays where it was, and the press waits for the page.
  if (now !== from && isEmptySection(now)) void setFocus(from);
  else if (now !== from) return;
  holdUnansweredPress(key, event, from);
}

/** Every focusable the engine has registered, by focus key. */
const registered = <T = ColumnFocusable>() => (SpatialNavigation as unknown as { focusableComponents: Record<string, T | undefined> }).focusableComponents;

type Measured = Pick<FocusableComponent, 'node' | 'layout' | 'layoutUpdatedAt'>;
const MEASURED = Promise.resolve();

/**
 * A focusable's box on screen, as norigin's own GetBoundingClientRectAdapter measures it, kept at
 * once. norigin's measure reads the box at once but files it (and its time) a few promises later,
 * by when the press has scrolled the page: a box from before the scroll passed as fresh for a
 * frame, and Up pressed quickly after the last Up from "Most watched" went down to the row below
 * it (a quick walk up home lost a press every time). And norigin measures every sibling of the
 * focused element on each press, some 36 on home, each through two promises and a generator.
 */
function measureNow(component: Measured): void {
  const node = component.node as HTMLElement | null;
  const rect = node?.getBoundingClientRect?.();
  const { x = 0, y = 0, width = 0, height = 0, left = 0, top = 0 } = rect ?? {};
  component.layout = { x, y, width, height, left, top, right: left + width, bottom: top + height, node: component.node };
  component.layoutUpdatedAt = Date.now();
}

/**
 * Leaves a focusable's first measure to its first use. norigin measures each one as it mounts,
 * which forces the page's layout in the middle of React's effects: rows of cards arriving on a
 * phone paid a second layout of the whole page in the same long task. Every use of a measure
 * takes a new one first when it is older than a frame (norigin's LAYOUT_STALE_TIME, 16 ms; as
 * after its own updateFocusable, a focusable never measured is older), so none is lost.
 */
function measureOnFirstUse(): void {
  const add = SpatialNavigation.addFocusable.bind(SpatialNavigation);
  const all = registered<Measured>();
  let adding = false;
  SpatialNavigation.updateLayout = (focusKey: string) => {
    const component = all[focusKey];
    if (!adding && component) measureNow(component);
    return MEASURED;
  };
  SpatialNavigation.addFocusable = (component: FocusableComponent) => {
    adding = true;
    try {
      add(component);
    } finally {
      adding = false;
    }
  };
}

let initialised = false;
let platform: Platform = 'browser';

/** Starts the focus engine once for the whole app. */
export function initFocusEngine(userAgent: string = navigator.userAgent): Platform {
  if (initialised) return platform;
  initialised = true;
  platform = platformFromUserAgent(userAgent);
  // Test tools (the focus crawler) put focus on a focusable by its key, as the app itself does
  // after a route or a layer changes; the keys they press next are the viewer's own.
  window.addEventListener(SET_FOCUS_EVENT, (event) => {
    const key = (event as CustomEvent<unknown>).detail;
    if (typeof key === 'string' && doesFocusableExist(key)) void setFocus(key);
  });
  // (norigin's `debug` and `visualDebug` work under `npm run dev` only: a build leaves their code out, scripts/vite-norigin-trim.ts.)
  init({
    layoutAdapter: LumenLayoutAdapter,
    shouldFocusDOMNode: true,
    domNodeFocusOptions: { preventScroll: true },
    throttle: 0,
    // Focusables with an accessibilityLabel (a banner's slide, a labelled section) are spoken as
    // focus enters them, through the app's one live region. No voice of our own: the TVs' readers
    // (Samsung's Voice Guide, LG's Audio Guidance, TalkBack and VoiceView in web views) read the
    // page themselves, and a second voice would talk over them.
    onUtterText: announce,
  });
  setKeyMap(navigationKeyMap(platform));
  // For the browser tests, which wait for the app after a key rather than for a fixed time: the
  // loads a key started (tests/e2e/wait-for-app.ts). Reads of a counter, nothing more.
  (window as unknown as Record<string, unknown>).__lumenLoads = { started: loadsStarted, since: loadingSince };
  watchUnansweredPresses();
  measureOnFirstUse();
  // Where focus was, for rows to land nearest to it when focus moves up or down into them.
  document.addEventListener('focusout', (event) => {
    const target = event.target as HTMLElement | null;
    if (target && typeof target.getBoundingClientRect === 'function' && !target.classList.contains('vrow')) setLastFocused(target);
  });
  return platform;
}

export function currentPlatform(): Platform {
  return platform;
}

export { getCurrentFocusKey };
