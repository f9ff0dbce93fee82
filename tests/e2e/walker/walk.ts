import type { Page } from '@playwright/test';
import { PROBE_OPTIONS } from '../crawler/crawl';
import { settleAndProbe, type FocusProbe } from '../crawler/probe';

/**
 * The random walk (issue 49): seeded keys, as a viewer with a remote presses them, from a route and
 * on across whatever pages and layers they lead to. Unlike the crawler, which judges every arrow of a
 * settled page, the walk does not wait: keys come in bursts while pages and layers are still
 * loading, and only then is the state judged. After each judged key: focus is on a drawn element in
 * the viewport and the safe area with its focus mark (the crawler's probe), never on the page body
 * for more than a second, no page or console error; now and then Left into the menu and Right out
 * must land back in the content; at the end Back, pressed again and again, brings the app home
 * without leaving it. Every violation carries the seed and the keys that led to it, so it replays.
 */

export type WalkKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Enter' | 'Back';

export interface WalkViolation {
  kind: string;
  what: string;
  /** The keys pressed from the start of the walk, the last one the key that showed it. */
  keys: WalkKey[];
  url: string;
}

export interface WalkFigures {
  screen: string;
  route: string;
  seed: number;
  cpuSlowdown: number;
  keys: number;
  pages: number;
  violations: WalkViolation[];
}

/** A small seeded generator (mulberry32): the same seed, the same walk. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Arrows mostly, OK now and then, Back less often: as a remote is used. */
export function nextKey(random: () => number): WalkKey {
  const r = random();
  if (r < 0.7) return (['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const)[Math.floor((r / 0.7) * 4)]!;
  return r < 0.88 ? 'Enter' : 'Back';
}

const BACK_KEY = 'Escape';
/**
 * How long focus may rest on the page body (a page between two others) before it is lost, counted
 * in time the page was free to place it: a long task (a page drawing on a slow or busy machine)
 * holds the keys pressed meanwhile too, and they reach wherever focus is once it ends.
 */
const BODY_MS = 1000;
/** However busy the page, focus on the body this long is lost. */
const BODY_WALL_MS = 8000;
/** How long a state the app passes through (a layer opening, a row drawing) may last, in free time as above. */
const SETTLE_MS = 4000;
const SETTLE_WALL_MS = 12000;
const PASSING = /^(covered by|the focus mark is behind focus|focus is outside the top layer|the focused element is not drawn|outside the safe area)/;

/** The page's main-thread time in long tasks so far (watched from the first call on). */
export function busyMs(): number {
  const w = window as unknown as { __walkBusy?: { ms: number } };
  if (!w.__walkBusy) {
    const busy = { ms: 0 };
    w.__walkBusy = busy;
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) busy.ms += entry.duration;
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // No long-task timing in this engine: the wall clock alone.
    }
  }
  return w.__walkBusy.ms;
}
/** Back presses allowed to come home from wherever the walk ended. */
const BACK_HOME_PRESSES = 15;

/** The walk's rules, for the same walk on an old engine (tests/old-engine/walk.py). */
export const WALK_RULES = {
  bodyMs: BODY_MS,
  bodyWallMs: BODY_WALL_MS,
  settleMs: SETTLE_MS,
  settleWallMs: SETTLE_WALL_MS,
  passing: PASSING.source,
  backHomePresses: BACK_HOME_PRESSES,
};

/** Whether the menu is drawn (some screens, the player, have none). */
export function menuDrawn(): boolean {
  const nav = document.querySelector<HTMLElement>('[data-focus-section="NAV"]');
  return !!nav && nav.getClientRects().length > 0 && !document.querySelector('[data-layer]');
}

/**
 * Answers the app is meant to get on the walk's pages, which the browser logs as errors whatever
 * the app does with them: the route table's /activate code is no TV's live code, so Approve and
 * Decline get the server's 404, shown as "We could not find this code".
 */
const EXPECTED_REFUSAL = /\/api\/device\/(approve|deny)$/;

export class FocusWalk {
  private readonly keys: WalkKey[] = [];
  private readonly violations = new Map<string, WalkViolation>();
  private readonly pages = new Set<string>();
  private readonly errors: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly figures: Omit<WalkFigures, 'keys' | 'pages' | 'violations'>,
    private readonly origin: string,
  ) {
    page.on('pageerror', (error) => this.errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // The start-up film is refused on purpose (start-up is tested elsewhere).
      if (message.type() === 'error' && !message.location().url.includes('/media/splash/') && !EXPECTED_REFUSAL.test(message.location().url))
        this.errors.push(`console error: ${message.text()} (${message.location().url})`);
    });
  }

  result(): WalkFigures {
    return { ...this.figures, keys: this.keys.length, pages: this.pages.size, violations: [...this.violations.values()] };
  }

  private flag(kind: string, what: string): void {
    // One per kind and place: the same fault met again later in the walk is said once.
    const key = `${kind}|${this.page.url()}|${what.replace(/\d+px|\(.*\)/g, '')}`;
    if (!this.violations.has(key)) this.violations.set(key, { kind, what, keys: [...this.keys], url: this.page.url() });
  }

  private async send(key: WalkKey): Promise<void> {
    this.keys.push(key);
    await this.page.keyboard.press(key === 'Back' ? BACK_KEY : key);
  }

  private async probe(): Promise<FocusProbe> {
    return this.page.evaluate(settleAndProbe, PROBE_OPTIONS);
  }

  /** Reads the state once it holds still, giving passing states and a body focus their time; flags what is wrong. */
  private async judge(): Promise<FocusProbe | null> {
    if (!this.page.url().startsWith(this.origin)) {
      this.flag('left the app', `a key took the app away, to ${this.page.url()}`);
      return null;
    }
    const started = Date.now();
    const busyAtStart = await this.page.evaluate(busyMs);
    let now = await this.probe();
    for (;;) {
      const body = now.problems.includes('nothing has focus');
      const passing = now.problems.some((p) => PASSING.test(p));
      const waited = Date.now() - started;
      const free = body || passing ? waited - ((await this.page.evaluate(busyMs)) - busyAtStart) : waited;
      if ((body && free < BODY_MS && waited < BODY_WALL_MS) || (passing && free < SETTLE_MS && waited < SETTLE_WALL_MS)) {
        // fixed-sleep-ok: the space between looks of a wait for a condition (focus off the body, the
        // passing state gone), bounded by BODY_MS and SETTLE_MS of the page's free time. Each look is a
        // whole probe, itself main-thread time that would count against the page if taken every frame.
        await this.page.waitForTimeout(100);
        now = await this.probe();
        continue;
      }
      break;
    }
    this.pages.add(new URL(now.url, this.origin).pathname);
    for (const problem of now.problems) this.flag(problem === 'nothing has focus' ? 'focus lost (on the body over 1 s)' : 'focus', problem);
    for (const error of this.errors.splice(0)) this.flag('error', error);
    return now;
  }

  /** Left until the menu, then Right: focus must be back in the content. */
  private async menuAndBack(): Promise<void> {
    const from = this.page.url();
    let now: FocusProbe | null = null;
    for (let i = 0; i < 12 && now?.zone !== 'menu'; i++) {
      // A key pressed earlier may still be opening another page (the player, which has no menu).
      if (this.page.url() !== from || !(await this.page.evaluate(menuDrawn))) return;
      await this.send('ArrowLeft');
      now = await this.judge();
      if (!now || now.topLayer) return;
    }
    if (now?.zone !== 'menu') {
      this.flag('menu', 'Left, pressed 12 times from the content, never reached the menu');
      return;
    }
    await this.send('ArrowRight');
    now = await this.judge();
    if (now && now.zone !== 'content' && !now.topLayer) this.flag('menu', `Right from the menu went to ${now.zone} (${now.id}), not the content`);
  }

  /** Walks `count` keys: bursts sent without waiting, then a judged state. */
  async walk(random: () => number, count: number): Promise<void> {
    let judged = 0;
    while (this.keys.length < count) {
      // Up to four keys at once, 0-150 ms apart: pressed while the last one's page still loads.
      const burst = random() < 0.4 ? 1 + Math.floor(random() * 4) : 1;
      for (let i = 0; i < burst && this.keys.length < count; i++) {
        await this.send(nextKey(random));
        // fixed-sleep-ok: a viewer's own pace between the keys of a burst, on purpose not waiting for the app.
        if (i < burst - 1) await this.page.waitForTimeout(Math.floor(random() * 150));
      }
      const now = await this.judge();
      if (!now) return;
      judged++;
      if (judged % 6 === 0 && now.zone === 'content') await this.menuAndBack();
    }
  }

  /** Back, again and again: home is reached, and the app is never left. */
  async comeHome(): Promise<void> {
    for (let i = 0; i < BACK_HOME_PRESSES; i++) {
      const now = await this.judge();
      if (!now) return;
      if (new URL(now.url, this.origin).pathname === '/' && !now.topLayer) return;
      await this.send('Back');
    }
    const now = await this.judge();
    if (now && (new URL(now.url, this.origin).pathname !== '/' || now.topLayer))
      this.flag('back', `Back, pressed ${BACK_HOME_PRESSES} times, left the app at ${now.url}${now.topLayer ? ` [${now.topLayer}]` : ''}, not home`);
  }
}
