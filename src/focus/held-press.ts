import { doesFocusableExist, getCurrentFocusKey, type Key } from '@noriginmedia/norigin-spatial-navigation';
import { pendingLoads } from '../api/activity';
import { follows } from './column';

/** Gives a press to the focus engine again, as the key it was (down, then up): set by the engine's key reader. */
let replayPress: ((key: Key, event: KeyboardEvent) => void) | null = null;

export function setReplay(replay: (key: Key, event: KeyboardEvent) => void): void {
  replayPress = replay;
}

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
/**
 * Keys pressed while a press waits for the row it goes to (still arriving): each goes after the one
 * before it has, in order, so keys typed ahead of a slow page all count. A press held only because
 * it found nowhere to go (Up at the top of a page still loading) is replaced by the next key instead:
 * the viewer's next key says where they meant to go.
 */
const queued: Array<{ key: Key; event: KeyboardEvent; forLayer?: boolean }> = [];
/** Keys kept waiting at most: a remote's held key repeats about ten times a second. */
const QUEUE_MAX = 10;
let flushFrame = 0;
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

/**
 * A press has waited its longest: HOLD_LOADING_MS, or HOLD_MS once nothing is loading. A press that
 * waits for a row is not given up at HOLD_MS while its row is on its way: once the row has come (or
 * failed and gone) it is tried, however long the row took to draw (on a slow TV, the answer and the
 * row's render took longer than HOLD_MS, and the press was dropped just as its row came).
 */
function expired(press: HeldPress, now = performance.now()): boolean {
  const age = now - press.at;
  if (age > HOLD_LOADING_MS) return true;
  if (press.row && (!press.row.isConnected || !isArriving(press.row))) return false;
  return age > HOLD_MS && pendingLoads() === 0;
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
  // The keys typed after it go from wherever focus now is.
  scheduleQueued();
}

/**
 * A key arrives: queued when a press is waiting for the page (true: the caller leaves it), else any
 * press still held for nothing is dropped and the key goes now (false).
 */
export function pressArrives(key: Key, event: KeyboardEvent): boolean {
  if (awaitingLayer()) {
    // OK again (a remote's bounce) would act in a layer the viewer has not seen yet: it is dropped.
    if (key !== 'enter' && queued.length < QUEUE_MAX) queued.push({ key, event, forLayer: true });
    return true;
  }
  if ((held?.row && !expired(held)) || queued.length > 0) {
    if (queued.length < QUEUE_MAX) queued.push({ key, event });
    // Nothing holds the queue (no press held, no layer awaited): it goes, so it is never left waiting.
    if (!held) scheduleQueued();
    return true;
  }
  dropHeldPress();
  return false;
}

/**
 * The next queued key, once the press before it has been answered: two frames after it went (the
 * engine moves focus a few promises later, and holds it again, if it must, a task after that), and
 * not while a press is held.
 */
function scheduleQueued(): void {
  if (queued.length === 0 || flushFrame) return;
  flushFrame = requestAnimationFrame(() => {
    flushFrame = requestAnimationFrame(() => {
      flushFrame = 0;
      // A held press schedules the rest as it is dropped or answered (dropHeldPress, retryHeldPress).
      if (held) return;
      if (awaitingLayer()) {
        // The keys after a press that asked for a layer (OK replayed from here) were meant for
        // that layer, like those pressed once it was asked for: they go when it arrives
        // (layerArrived), or are dropped with it (layerClosed, layerNeverCame). Left as keys for
        // the page, a Back before the layer came left them here, and every later key behind them.
        for (const press of queued) press.forLayer = true;
        return;
      }
      const next = queued.shift();
      // Keys meant for a layer that has closed since (Back pressed before they went) go nowhere.
      if (next?.forLayer && !document.activeElement?.closest('[data-layer]')) {
        queued.length = 0;
        return;
      }
      if (next) {
        replayPress?.(next.key, next.event);
        scheduleQueued();
      }
    });
  });
}

/**
 * A layer asked for (the detail modal, after OK on a card) is drawn a moment later: the address
 * changes at once, but the router draws the new one in a transition, after other work, and its
 * code may still be downloading. Keys pressed meanwhile moved focus on the page behind it (OK
 * then Down at once went to the next row; Back then put focus on the card, and the page's own
 * memory of those Downs moved it on again). Until the layer takes focus (layerArrived), or
 * LAYER_WAIT_MS pass with no sign of it (layerOnItsWay: its loader or itself drawn), arrows wait
 * in the queue and go to the layer once it is there; if it never comes, they are dropped (they
 * were meant for it), as a layer's loader drops the keys pressed while it shows.
 */
const LAYER_WAIT_MS = 2000;
let layerDueUntil = 0;
let layerTimer: ReturnType<typeof setTimeout> | undefined;

const awaitingLayer = () => layerDueUntil > performance.now();

/** A layer has been asked for: keys wait for it (see above). */
export function awaitLayer(): void {
  layerDueUntil = performance.now() + LAYER_WAIT_MS;
  clearTimeout(layerTimer);
  layerTimer = setTimeout(layerNeverCame, LAYER_WAIT_MS);
}

/** No sign of the layer for LAYER_WAIT_MS: the keys meant for it are dropped, not sent to the page behind. */
function layerNeverCame(): void {
  layerDueUntil = 0;
  queued.length = 0;
}

/**
 * The layer waited for is on its way (its loader is drawn, or the layer itself, before its
 * focusables have registered): the keys wait LAYER_WAIT_MS more, from now.
 */
export function layerOnItsWay(): void {
  if (awaitingLayer()) awaitLayer();
}

/**
 * The layer waited for is closed, or Back was pressed, before it took focus (Back before the modal
 * had drawn its content): the keys meant for it are dropped, and the next keys go where focus is.
 */
export function layerClosed(): void {
  if (!layerDueUntil && !queued.some((press) => press.forLayer)) return;
  layerDueUntil = 0;
  clearTimeout(layerTimer);
  for (let at = queued.length - 1; at >= 0; at--) if (queued[at]!.forLayer) queued.splice(at, 1);
  scheduleQueued();
}

/** A layer has taken focus: the keys that waited for it go, in order. */
export function layerArrived(): void {
  if (!layerDueUntil) return;
  layerDueUntil = 0;
  clearTimeout(layerTimer);
  scheduleQueued();
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
  if (getCurrentFocusKey() !== press.from) {
    // Focus moved some other way (Back, a pointer, a new page): the keys typed after it meant
    // moves from where it was, and go with it.
    queued.length = 0;
    dropHeldPress();
    return;
  }
  if (expired(press)) {
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
  scheduleQueued();
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
export function holdUnansweredPress(key: Key, event: KeyboardEvent, from: string, row?: Element): boolean {
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
export function rowArrivingAhead(direction: string): Element | null {
  if (direction !== 'down' && direction !== 'up') return null;
  const focused = document.activeElement;
  const page = focused?.closest('[data-layer]') ?? focused?.closest('#content');
  if (!focused || !page || !page.querySelector('[data-row-arriving]')) return null;
  const rows = Array.from(page.querySelectorAll('[data-row-block]')).filter((row) => !row.contains(focused));
  const next = direction === 'down' ? rows.find((row) => follows(focused, row)) : rows.reverse().find((row) => !follows(focused, row));
  return next && !waitedFor.has(next) && isArriving(next) ? next : null;
}

/** A row block still arriving: itself (an episode list), or a row inside it, says so. */
function isArriving(row: Element): boolean {
  return row.matches('[data-row-arriving]') || row.querySelector('[data-row-arriving]') !== null;
}
