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
import { loadingSince, loadsStarted, pendingLoads } from '../api/activity';
import { setFocus } from './navigation';
import { announce } from './announcer';
import { isTextField, navigationKeyMap, platformFromUserAgent, type Platform } from './keys';
import { setLastFocused } from './memory';
import { noteViewerInput } from './viewer-input';

/** Gives a held press to the focus engine again, as the key it was (down, then up). */
let replayPress: ((key: Key, event: KeyboardEvent) => void) | null = null;

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
   */
  override focusNode = (component: FocusableComponent): void => {
    const node = component.node as HTMLElement | null;
    if (!node) return;
    // A section is given focus itself only when it holds nothing focusable yet (a page still
    // drawing): it is no control, and shows no focus (see watchUnansweredPresses).
    if (node.hasAttribute('data-focus-section')) return;
    node.setAttribute('data-focused', 'true');
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
      // A new press replaces one still held (see holdUnansweredPress).
      dropHeldPress();
      // A press with focus on nothing (between two pages) moved nothing: it is no move of the
      // viewer's that the arriving page must leave alone.
      if (document.activeElement && document.activeElement !== document.body) noteViewerInput();
      keyDown?.(key, event);
    };
    this.onKeyUp = (event) => {
      const key = keyFor(event);
      if (key) keyUp?.(key);
    };
    window.addEventListener('keydown', this.onKeyDown);
    window.addEventListener('keyup', this.onKeyUp);
    replayPress = (key, event) => {
      keyDown?.(key, event);
      keyUp?.(key);
    };
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
    return key === 'left' ? start > 0 : end < field.value.length;
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
 * into it). True when it did.
 */
function backFromMenu(direction: string): boolean {
  if (direction !== 'right' || !lastContentFocus || !doesFocusableExist(lastContentFocus)) return false;
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

/**
 * A press that finds nowhere to go while the page is still arriving (Down from the banner before
 * the rows below it are drawn) would be lost: it is held and tried again each time the page
 * changes, until it moves focus, focus moves some other way, another key is pressed, or HOLD_MS
 * pass (longer while the page's content is still loading, up to HOLD_LOADING_MS). So the first
 * keys after the first focus shows always count.
 *
 * While the page's content loads, a change is not enough: the rows arrive in any order, and Down
 * tried when the second row has come but not the first would land on the second. The press is
 * tried once the loads are done (or, if they take longer than HOLD_MS, on the next change).
 */
const HOLD_MS = 1500;
const HOLD_LOADING_MS = 6000;

interface HeldPress {
  key: Key;
  event: KeyboardEvent;
  /** Where focus was: once it is elsewhere, the press no longer means what it meant. */
  from: string;
  /** When it was pressed (kept across its retries). */
  at: number;
  /** The row still arriving that the press waits for, when that is why it is held. */
  row?: Element;
  /** When its row was first found drawn but not yet registered (see rowNotRegistered). */
  arrivedAt?: number;
}

let held: HeldPress | null = null;
/** Rows a press waited its longest for (a row may take up to the API's timeout): they hold no more presses. */
const waitedFor = new WeakSet<Element>();
/** True when the page changed while its content was still loading (the retry waits for the loads). */
let changedWhileLoading = false;
const pressedAt = new WeakMap<KeyboardEvent, number>();
let watcher: MutationObserver | null = null;
let expiry: ReturnType<typeof setTimeout> | undefined;
let retryFrame = 0;
/** At most one retry this often: a page that changes every frame (a playing video's clock) costs little. */
const RETRY_GAP_MS = 100;
let lastRetryAt = 0;

function expired(press: HeldPress, now = performance.now()): boolean {
  const age = now - press.at;
  return age > HOLD_LOADING_MS || (age > HOLD_MS && pendingLoads() === 0);
}

function dropHeldPress(): void {
  // A row that kept a press waiting its longest holds no more presses.
  if (held?.row && expired(held)) waitedFor.add(held.row);
  held = null;
  changedWhileLoading = false;
  watcher?.disconnect();
  watcher = null;
  clearTimeout(expiry);
  retryFrame = 0;
}

function checkExpiry(): void {
  if (!held || expired(held)) {
    dropHeldPress();
    return;
  }
  // The loads ended (or ran past HOLD_MS) after the page's last change: try the press now.
  if (changedWhileLoading && (pendingLoads() === 0 || performance.now() - held.at >= HOLD_MS)) scheduleRetry();
  expiry = setTimeout(checkExpiry, 250);
}

/**
 * Whether the row a press waits for is drawn but its focusables are not yet known to the engine:
 * React draws a row's cards, then registers them in its effects, which may run after the next
 * frame. Replayed in between, Down from a season's choice skipped the episodes just drawn for the
 * row below them.
 */
function rowNotRegistered(row: Element | undefined): boolean {
  if (!row?.isConnected || isArriving(row)) return false;
  for (const node of row.querySelectorAll('[data-focus-key], [data-row]')) {
    const key = node.getAttribute('data-row') ?? node.getAttribute('data-focus-key');
    if (key && !doesFocusableExist(key)) return true;
  }
  return false;
}

/** How long a replay waits for an arrived row's focusables to register, at most. */
const REGISTER_WAIT_MS = 500;

function retryHeldPress(): void {
  retryFrame = 0;
  lastRetryAt = performance.now();
  const press = held;
  if (!press) return;
  if (expired(press) || getCurrentFocusKey() !== press.from) {
    dropHeldPress();
    return;
  }
  if (rowNotRegistered(press.row)) {
    press.arrivedAt ??= performance.now();
    if (performance.now() - press.arrivedAt < REGISTER_WAIT_MS) {
      retryFrame = window.setTimeout(retryHeldPress, 16);
      return;
    }
  }
  held = null;
  replayPress?.(press.key, press.event);
}

function scheduleRetry(): void {
  if (!held || retryFrame) return;
  if (pendingLoads() > 0 && performance.now() - held.at < HOLD_MS) {
    changedWhileLoading = true;
    return;
  }
  changedWhileLoading = false;
  const wait = lastRetryAt + RETRY_GAP_MS - performance.now();
  retryFrame = wait > 0 ? window.setTimeout(() => requestAnimationFrame(retryHeldPress), wait) : requestAnimationFrame(retryHeldPress);
}

/** Holds a press (true), unless it has waited its longest already (false). */
function holdUnansweredPress(key: Key, event: KeyboardEvent, from: string, row?: Element): boolean {
  const at = pressedAt.get(event) ?? performance.now();
  pressedAt.set(event, at);
  const press: HeldPress = { key, event, from, at, row };
  if (expired(press) || typeof MutationObserver === 'undefined') {
    if (row) waitedFor.add(row);
    return false;
  }
  held = press;
  if (!watcher) {
    watcher = new MutationObserver(() => scheduleRetry());
    watcher.observe(document.body, { childList: true, subtree: true });
  }
  clearTimeout(expiry);
  expiry = setTimeout(checkExpiry, 250);
  return true;
}

/**
 * The next row up or down from focus, in its page or layer, when it is still arriving (its cards
 * not drawn yet, `data-row-arriving`): a press waits for it, where the engine would skip it for a
 * row beyond that is drawn already (Down from the banner while the first row loads and the second
 * has come; Down from a season's choice while its episodes load, to "You might also like").
 */
function rowArrivingAhead(direction: string): Element | null {
  if (direction !== 'down' && direction !== 'up') return null;
  const focused = document.activeElement;
  const page = focused?.closest('[data-layer]') ?? focused?.closest('#content');
  if (!focused || !page || !page.querySelector('[data-row-arriving]')) return null;
  const rows = Array.from(page.querySelectorAll('[data-row-block]')).filter((row) => !row.contains(focused));
  const follows = (row: Element) => (focused.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const next = direction === 'down' ? rows.find(follows) : rows.reverse().find((row) => !follows(row));
  return next && !waitedFor.has(next) && isArriving(next) ? next : null;
}

/** A row block still arriving: itself (an episode list), or a row inside it, says so. */
function isArriving(row: Element): boolean {
  return row.matches('[data-row-arriving]') || row.querySelector('[data-row-arriving]') !== null;
}

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
  SpatialNavigation.smartNavigate = async (direction: string, fromParentFocusKey: string, details: FocusDetails) => {
    if (!fromParentFocusKey && backFromMenu(direction)) return;
    const from = fromParentFocusKey ? null : getCurrentFocusKey();
    const event = details?.event as KeyboardEvent | undefined;
    const arriving = from && event ? rowArrivingAhead(direction) : null;
    if (from && event && arriving && holdUnansweredPress(direction as Key, event, from, arriving)) return;
    await search(direction, fromParentFocusKey, details);
    if (!from || !event) return;
    // The engine moves focus a few promises later: look once they have settled.
    setTimeout(() => {
      const now = getCurrentFocusKey();
      // Into a section with nothing to focus yet (Right from the menu onto a page still drawing):
      // focus stays where it was, and the press waits for the page.
      if (now !== from && isEmptySection(now)) void setFocus(from);
      else if (now !== from) return;
      holdUnansweredPress(direction as Key, event, from);
    }, 0);
  };
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
  const measure = SpatialNavigation.updateLayout.bind(SpatialNavigation);
  let adding = false;
  SpatialNavigation.updateLayout = (focusKey: string) => (adding ? Promise.resolve() : measure(focusKey));
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
