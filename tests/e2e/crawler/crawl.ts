import type { Page } from '@playwright/test';
import { catalogue } from '../catalogue';
import { waitForApp } from '../wait-for-app';
import { drawnFocusables, settleAndProbe, textNeverInView, type FocusProbe, type ProbeOptions } from './probe';

/**
 * The focus crawler: from a page's first focus it presses every arrow from every focusable it can
 * reach (by keys alone, as a remote does), opens every layer that something on the page says it
 * opens, and checks the TV's invariants after every key. It learns the page as a graph of key moves
 * and walks that graph to reach what it has not tried yet, so it needs no script per page.
 */

export const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const;
export type Arrow = (typeof ARROWS)[number];
type Move = Arrow | 'Back' | 'Enter';

export const PROBE_OPTIONS: ProbeOptions = {
  safe: { left: 96, top: 54, right: 1920 - 96, bottom: 1080 - 54 },
  minTextPx: 24,
  distinctCards: 1,
};

/**
 * True once nothing on the page says it is loading: the loader, or a status that says one of
 * `loading` (the words of 'Loading…', 'Loading episodes…' and the like in the page's language).
 */
function stillLoadingNothing(loading: readonly string[]): boolean {
  const saying = [...document.querySelectorAll<HTMLElement>('.loader-overlay, [role="status"]')].filter((element) => element.getClientRects().length > 0);
  return !saying.some(
    (element) => element.classList.contains('loader-overlay') || loading.some((words) => (element.textContent?.trim() ?? '').startsWith(words)),
  );
}

/**
 * What the app says while something loads, in `locale`: every message of its catalogue that starts
 * 'Loading', in its words (in English where it has none, as the app shows it).
 */
export function loadingWords(locale: string): string[] {
  return [...catalogue(locale)].filter(([english]) => english.startsWith('Loading')).map(([english, words]) => words || english);
}

/** The most lines of a grid walked by one key (All Shows' 25 a page are 5; search's pages are more). */
const GRID_LINES = 40;
/** How many cards back a row's first card is looked for, from where it was entered. */
const ROW_CARDS = 30;

export interface CrawlOptions {
  /** Every arrow from every menu entry and the menu's own panels (on one route: the menu is the same on all). */
  menuInDepth: boolean;
  /** Open the layers (OK on what opens one, Back on the page); off, only the arrows are tried. */
  layers: boolean;
  /**
   * The page runs right to left (Arabic): the menu stands on the right, Right goes into it and Left
   * back out, and a row's next card is to the left.
   */
  rtl?: boolean;
  /** The app's language (English by default): what it says while it loads is waited out in it. */
  locale?: string;
}

export interface Violation {
  /** The same for the same fault however the crawl came to it: the context, the node, the kind. */
  key: string;
  where: string;
  what: string;
}

export interface CrawlFigures {
  route: string;
  layers: string[];
  focusables: number;
  presses: number;
  violations: Violation[];
}

interface GraphNode {
  id: string;
  focusKey: string | null;
  label: string;
  zone: string;
  edges: Partial<Record<Arrow, string>>;
  opens: boolean;
}

/** How to bring a context (a page, or a layer over it) back to its start with focus on its first focusable. */
interface Context {
  name: string;
  /** The layer's name, or null for the page itself. */
  layer: string | null;
  url: string;
  reopen: () => Promise<FocusProbe>;
  /** Reopened by a key from its opener (not by starting the app again): Back is tried from every node. */
  reopensByKey: boolean;
}

const BACK_KEY = 'Escape';
/** Presses before a route is given up as too large: a page that needs more is a finding itself. */
const PRESS_BUDGET = 1500;
/** How long a key's outcome may take to settle on a busy machine (or a slow TV) before it is judged. */
const SETTLE_MS = 4000;
/** Problems that a state the app passes through shows for a moment: looked at again before judged. */
const PASSING = /^(covered by|the focus mark is behind focus|focus is outside the top layer|nothing has focus|the focused element is not drawn)/;
/** CRAWL_DEBUG=1 prints every key and where focus went. */
const DEBUG = process.env.CRAWL_DEBUG === '1';

export class FocusCrawler {
  private presses = 0;
  private readonly violations = new Map<string, Violation>();
  private readonly layersSeen = new Set<string>();
  private readonly focusablesSeen = new Set<string>();
  private current: FocusProbe | null = null;
  /** Where the crawl's time goes (CRAWL_DEBUG=1 prints it): milliseconds and counts. */
  private readonly spent = { probeMs: 0, probes: 0, waitMs: 0, reopenMs: 0, reopens: 0 };
  private readonly loading: string[];

  constructor(
    private readonly page: Page,
    private readonly route: string,
    /** Brings the route up afresh (a new start of the app), focus on its first focusable. */
    private readonly open: () => Promise<void>,
    private readonly options: CrawlOptions,
  ) {
    this.loading = loadingWords(options.locale ?? 'en');
  }

  figures(): CrawlFigures {
    return {
      route: this.route,
      layers: [...this.layersSeen],
      focusables: this.focusablesSeen.size,
      presses: this.presses,
      violations: [...this.violations.values()],
    };
  }

  /** One violation per place and kind: the same fault seen from many keys is said once, by its first key. */
  private flag(where: string, what: string, on = ''): void {
    const key = `${where.split(':')[0]} | ${on} | ${what.replace(/ \(.*\)|\d+px/g, '').trim()}`;
    if (!this.violations.has(key)) this.violations.set(key, { key, where, what });
  }

  private async probe(): Promise<FocusProbe> {
    const started = Date.now();
    const result = await this.page.evaluate(settleAndProbe, PROBE_OPTIONS);
    this.spent.probeMs += Date.now() - started;
    this.spent.probes++;
    this.current = result;
    for (const problem of result.screenProblems) this.flag(`${this.route} ${result.topLayer ? `[${result.topLayer}]` : ''}`.trim(), problem);
    return result;
  }

  /**
   * Presses a key and reads where focus went once the app has settled. A state the app is still
   * passing through (a layer drawn a frame before focus enters it, a page whose remembered card is
   * still drawing) is looked at again for up to SETTLE_MS, so what is judged is where focus stays:
   * `expected` names where it should end (the opener, coming back).
   */
  private async press(move: Move, context: Context, from: string | null, expected?: string): Promise<FocusProbe> {
    this.presses++;
    const started = Date.now();
    await this.page.keyboard.press(move === 'Back' ? BACK_KEY : move);
    // What a key opened and is still loading (a detail modal saying Loading…) is waited for: the
    // next key is for what it shows, as a viewer's would be.
    if (move === 'Enter') await this.page.waitForFunction(stillLoadingNothing, this.loading, { timeout: 5000 }).catch(() => undefined);
    let after = await this.probe();
    while (Date.now() - started < SETTLE_MS && (after.problems.some((problem) => PASSING.test(problem)) || (expected !== undefined && after.id !== expected))) {
      // fixed-sleep-ok: the space between looks of a wait for a condition (the passing state gone, or
      // focus where expected), bounded by SETTLE_MS. Each look is a whole probe of the screen, and a
      // state passes by frames as often as by loads (a layer fading in), so it is neither taken every
      // frame nor left to the loads alone.
      await this.page.waitForTimeout(250);
      this.spent.waitMs += 250;
      after = await this.probe();
    }
    if (DEBUG)
      console.log(
        `${String(Date.now() - started).padStart(4)} ms  ${context.name}: ${from} ${move} -> ${after.id}${after.cardIndex !== null ? ` [${after.cardIndex}]` : ''} ${after.problems.join('; ')}`,
      );
    for (const problem of after.problems) this.flag(`${context.name}: ${from ?? '?'} ${move} -> ${after.id ?? 'nothing'}`, problem, after.id ?? '');
    if (after.id) this.focusablesSeen.add(`${after.topLayer ?? ''}|${after.id}`);
    return after;
  }

  /**
   * A layer that Back closes by going back in the history closes as the browser delivers that step
   * (history.go is answered later, and a slow TV draws the page beneath later still): looked at
   * again for up to SETTLE_MS before Back is said not to close it.
   */
  private async closing(after: FocusProbe, layer: string): Promise<FocusProbe> {
    const started = Date.now();
    while (after.topLayer === layer && Date.now() - started < SETTLE_MS) {
      // fixed-sleep-ok: the space between looks of a wait for the layer to go, bounded by SETTLE_MS (see press).
      await this.page.waitForTimeout(250);
      this.spent.waitMs += 250;
      after = await this.probe();
    }
    return after;
  }

  /**
   * Puts focus on a node already reached by keys, by its key (the app's own setFocus), then walks a
   * row to the card it stands for: a shortcut to where the next key is tried, never a way to reach
   * what keys do not.
   */
  private async jumpTo(node: GraphNode | undefined): Promise<boolean> {
    if (!node?.focusKey) return false;
    await this.page.evaluate((key) => window.dispatchEvent(new CustomEvent('lumen:set-focus', { detail: key })), node.focusKey);
    let now = await this.probe();
    const card = /#(\d+|n)$/.exec(node.id)?.[1];
    for (let i = 0; card !== undefined && now.cardIndex !== null && i < 30; i++) {
      const wanted = card === 'n' ? Math.max(PROBE_OPTIONS.distinctCards, now.cardIndex) : Number(card);
      if (now.cardIndex === wanted) break;
      const onward = now.cardIndex < wanted;
      await this.page.keyboard.press(onward !== Boolean(this.options.rtl) ? 'ArrowRight' : 'ArrowLeft');
      now = await this.probe();
    }
    return now.id === node.id;
  }

  /** Brings the page up and crawls it, then every layer found on it. */
  async crawl(): Promise<CrawlFigures> {
    const page: Context = {
      name: this.route,
      layer: null,
      url: '',
      reopensByKey: false,
      reopen: async () => {
        const started = Date.now();
        await this.open();
        const first = await this.waitForFirstFocus();
        this.spent.reopenMs += Date.now() - started;
        this.spent.reopens++;
        return first;
      },
    };
    const start = await page.reopen();
    page.url = start.url;
    // A deep link to a layer (the detail modal's own route) starts in that layer.
    page.layer = start.topLayer;
    if (start.topLayer) this.layersSeen.add(start.topLayer);
    await this.crawlContext(page, start);
    if (DEBUG) console.log(`${this.route}: ${this.presses} keys; ${JSON.stringify(this.spent)}`);
    return this.figures();
  }

  /** The first focus of a page that has just drawn: waits until it holds still and its data came. */
  private async waitForFirstFocus(): Promise<FocusProbe> {
    // Pages that stream (live, the player) are never idle: a few seconds are enough.
    await this.page.waitForLoadState('networkidle', { timeout: 2500 }).catch(() => undefined);
    // A page that says it is loading (a tab's list, a slow machine's answer) is waited for too.
    await this.page.waitForFunction(stillLoadingNothing, this.loading, { timeout: 10_000 }).catch(() => undefined);
    let previous = '';
    for (let i = 0; i < 20; i++) {
      const now = await this.probe();
      if (now.id && `${now.url}|${now.id}` === previous) return now;
      previous = `${now.url}|${now.id}`;
      // Each probe already waits for two still frames: this spaces the two looks apart by the app's
      // own work (its loads, two more frames).
      await waitForApp(this.page);
    }
    return this.probe();
  }

  private inContext(probe: FocusProbe, context: Context): boolean {
    return probe.topLayer === context.layer && probe.url === context.url;
  }

  private async crawlContext(context: Context, start: FocusProbe): Promise<void> {
    const nodes = new Map<string, GraphNode>();
    const note = (probe: FocusProbe): GraphNode | null => {
      if (!probe.id) return null;
      let node = nodes.get(probe.id);
      if (!node) {
        node = { id: probe.id, focusKey: probe.focusKey, label: probe.label, zone: probe.zone, edges: {}, opens: probe.opens };
        nodes.set(probe.id, node);
      }
      node.focusKey = probe.focusKey;
      return node;
    };
    note(start);
    const startId = start.id;
    if (!startId) {
      this.flag(context.name, 'no first focus');
      return;
    }
    this.focusablesSeen.add(`${context.layer ?? ''}|${startId}`);
    let here = start;

    /** Shortest known key path from one node to another inside this context. */
    const pathTo = (from: string, to: string): Arrow[] | null => {
      const queue: Array<[string, Arrow[]]> = [[from, []]];
      const visited = new Set([from]);
      while (queue.length) {
        const [id, path] = queue.shift()!;
        if (id === to) return path;
        for (const [key, next] of Object.entries(nodes.get(id)?.edges ?? {}) as Array<[Arrow, string]>) {
          if (!visited.has(next) && nodes.has(next)) {
            visited.add(next);
            queue.push([next, [...path, key]]);
          }
        }
      }
      return null;
    };

    /** How many known keys each node is from `from` inside this context (the ones reachable). */
    const distancesFrom = (from: string): Map<string, number> => {
      const distance = new Map([[from, 0]]);
      const queue = [from];
      for (let i = 0; i < queue.length; i++) {
        const id = queue[i]!;
        for (const next of Object.values(nodes.get(id)?.edges ?? {})) {
          if (next && !distance.has(next) && nodes.has(next)) {
            distance.set(next, distance.get(id)! + 1);
            queue.push(next);
          }
        }
      }
      return distance;
    };

    /**
     * Walks to a node by keys. Rows remember their card, so a move does not always land where it
     * did before: what it does now is learnt, and the way is planned again from there; when no way
     * is known, the context starts afresh.
     */
    const goTo = async (target: string): Promise<boolean> => {
      if (here.id === target && this.inContext(here, context)) return true;
      if (this.inContext(here, context) && (await this.jumpTo(nodes.get(target)))) {
        here = this.current!;
        if (here.id === target) return true;
      }
      here = this.current ?? here;
      let restarts = 0;
      for (let step = 0; step < 60; step++) {
        if (here.id === target && this.inContext(here, context)) return true;
        const path = this.inContext(here, context) && here.id ? pathTo(here.id, target) : null;
        if (!path) {
          if (restarts++ >= 2) return false;
          here = await context.reopen();
          if (!here.id) return false;
          continue;
        }
        const from = here.id!;
        const key = path[0]!;
        here = await this.press(key, context, from);
        if (here.id && this.inContext(here, context)) {
          note(here);
          nodes.get(from)!.edges[key] = here.id;
        }
      }
      return false;
    };

    // Into the menu and back out: Left and Right, or Right and Left when the page runs right to left.
    const toMenu: Arrow = this.options.rtl ? 'ArrowRight' : 'ArrowLeft';
    const fromMenu: Arrow = this.options.rtl ? 'ArrowLeft' : 'ArrowRight';
    // Right to left the arrows are tried in the mirror of their order left to right (the way back
    // along a row first), so that a mirrored page is crawled as the mirror of the same crawl: a
    // row's #n (its second card on) reached first goes back to #0 before it goes on.
    const arrows: readonly Arrow[] = this.options.rtl ? ['ArrowUp', 'ArrowDown', 'ArrowRight', 'ArrowLeft'] : ARROWS;

    // 1. Every arrow from every node reached.
    const retried = new Set<string>();
    for (;;) {
      if (this.presses > PRESS_BUDGET) {
        this.flag(context.name, `the crawl ran past ${PRESS_BUDGET} key presses`);
        break;
      }
      const pending = [...nodes.values()].flatMap((node) =>
        arrows
          .filter((key) => !(key in node.edges) && (this.options.menuInDepth || node.zone !== 'menu' || key === fromMenu))
          .map((key) => ({
            node,
            key,
          })),
      );
      if (pending.length === 0) {
        // Moves that went nowhere are tried once more at the end: a row that was still loading
        // when its neighbour was tried is there now.
        const stuck = [...nodes.values()].flatMap((node) =>
          arrows.filter((key) => node.edges[key] === node.id && !retried.has(`${node.id}|${key}`)).map((key) => ({ node, key })),
        );
        if (stuck.length === 0) break;
        for (const { node, key } of stuck) {
          retried.add(`${node.id}|${key}`);
          delete node.edges[key];
        }
        continue;
      }
      // The nearest untried move from where focus is now (one search for every distance).
      const distance = distancesFrom(here.id ?? startId);
      pending.sort((a, b) => (distance.get(a.node.id) ?? 999) - (distance.get(b.node.id) ?? 999));
      const { node, key } = pending[0]!;
      if (!(await goTo(node.id))) {
        node.edges[key] = node.id;
        this.flag(context.name, `cannot get back to ${node.id} by keys`);
        continue;
      }
      let after = await this.press(key, context, node.id);
      // A grid's cards past its first stand for the rest of it, and Up or Down moves between its
      // lines: the same key again, line by line, finds where the grid's edge leads (Load more).
      for (let line = 0; (key === 'ArrowDown' || key === 'ArrowUp') && node.id.endsWith('#n') && after.id === node.id && line < GRID_LINES; line++) {
        const index = after.cardIndex;
        after = await this.press(key, context, node.id);
        if (after.id === node.id && after.cardIndex === index) break;
      }
      // A row entered far along (on the card nearest to what was above it: right to left, under
      // the player's left-to-right controls, one of its last) goes back towards its start the same
      // way, card by card, until its first card, which stands for itself.
      const towardsStart: Arrow = this.options.rtl ? 'ArrowRight' : 'ArrowLeft';
      for (let card = 0; key === towardsStart && node.id.endsWith('#n') && after.id === node.id && card < ROW_CARDS; card++) {
        const index = after.cardIndex;
        after = await this.press(key, context, node.id);
        if (after.id === node.id && after.cardIndex === index) break;
      }
      if (!this.inContext(after, context)) {
        this.flag(`${context.name}: ${node.id} ${key}`, `an arrow left the ${context.layer ? 'layer' : 'page'} (now ${after.url} ${after.topLayer ?? ''})`);
        node.edges[key] = node.id;
        here = after;
        continue;
      }
      const arrived = note(after)!;
      if (!arrived) continue;
      node.edges[key] = arrived.id;
      here = after;
      // Left into the menu and Right again comes back to where focus was (mirrored right to left).
      if (key === toMenu && node.zone === 'content' && arrived.zone === 'menu') {
        const back = await this.press(fromMenu, context, arrived.id);
        arrived.edges[fromMenu] ??= back.id ?? arrived.id;
        const keys = this.options.rtl ? 'Right, Left' : 'Left, Right';
        const out = this.options.rtl ? 'Left' : 'Right';
        if (back.id !== node.id)
          this.flag(`${context.name}: ${node.id} ${keys}`, `${out} from the menu went to ${back.id ?? 'nothing'}, not back to ${node.id}`);
        note(back);
        here = back;
      }
    }

    // 2. Everything drawn was reached. What was still loading (a tab's list on a busy machine) is
    // waited for and looked at once more, so what it draws in view counts as seen.
    await this.page.waitForFunction(stillLoadingNothing, this.loading, { timeout: 10_000 }).catch(() => undefined);
    // The screen is read afresh (a list's empty message can replace its placeholder element for element).
    await this.page.evaluate(() => {
      const crawl = (window as unknown as { __crawl?: { view: string } }).__crawl;
      if (crawl) crawl.view = '';
    });
    await this.probe();
    const drawn = await this.page.evaluate(drawnFocusables, {
      scope: context.layer,
      distinctCards: PROBE_OPTIONS.distinctCards,
      menu: this.options.menuInDepth,
    });
    for (const { id, label } of drawn) {
      if (!nodes.has(id)) this.flag(context.name, `drawn but never reached by keys: ${id} "${label}"`);
    }
    for (const text of await this.page.evaluate(textNeverInView, context.layer)) {
      this.flag(context.name, `text never brought into view: "${text}"`);
    }

    // 3. No trap: from every node there is a way by keys to the content and to the menu.
    if (!context.layer) {
      const zones = (id: string) => {
        const reached = new Set<string>();
        const queue = [id];
        const visited = new Set(queue);
        while (queue.length) {
          const next = nodes.get(queue.shift()!);
          if (!next) continue;
          reached.add(next.zone);
          for (const to of Object.values(next.edges)) {
            if (visited.has(to)) continue;
            visited.add(to);
            queue.push(to);
          }
        }
        return reached;
      };
      const hasMenu = [...nodes.values()].some((node) => node.zone === 'menu');
      for (const node of nodes.values()) {
        const reach = zones(node.id);
        if (!reach.has('content')) this.flag(context.name, `trap: no way from ${node.id} to the page's content`);
        if (hasMenu && !reach.has('menu')) this.flag(context.name, `trap: no way from ${node.id} to the menu`);
      }
    }

    // 4. Layers: whatever says it opens one (aria-haspopup, a collapsed aria-expanded) and the first
    // card of each row or grid is opened with OK; a new layer is crawled once per kind, then Back
    // must close it and give focus back to its opener.
    const openers = this.options.layers ? [...nodes.values()].filter((node) => node.opens && (this.options.menuInDepth || node.zone !== 'menu')) : [];
    for (const node of openers) {
      if (this.presses > PRESS_BUDGET) break;
      if (!(await goTo(node.id))) continue;
      const indexBefore = this.current?.historyIndex ?? null;
      const opened = await this.press('Enter', context, node.id);
      if (opened.topLayer && opened.topLayer !== context.layer && opened.url === context.url) {
        const layerName = opened.topLayer;
        // One crawl per kind of layer: the same dialog opened by each of its buttons (give-...:10,
        // give-...:20) is crawled once.
        const kind = layerName.replace(/[:-]\d+$/, '');
        if (!this.layersSeen.has(kind)) {
          this.layersSeen.add(kind);
          const layer: Context = {
            name: `${context.name} [${layerName}]`,
            layer: layerName,
            url: opened.url,
            reopensByKey: true,
            reopen: async () => {
              // Back closed it onto its opener: OK opens it again; else from the page's start.
              if (this.current?.id !== node.id || !this.inContext(this.current, context)) {
                here = await context.reopen();
                if (!(await goTo(node.id))) return this.current!;
              }
              await this.press('Enter', context, node.id);
              return this.waitForFirstFocus();
            },
          };
          await this.crawlContext(layer, await this.waitForFirstFocus());
          if (!this.inContext(this.current!, layer)) await layer.reopen();
        }
        const closed = await this.press('Back', context, this.current!.id, node.id);
        if (closed.topLayer !== context.layer) this.flag(`${context.name}: ${node.id} OK, Back`, `Back did not close the ${layerName} layer`);
        else if (closed.id !== node.id)
          this.flag(`${context.name}: ${node.id} OK, Back`, `closing ${layerName} put focus on ${closed.id ?? 'nothing'}, not its opener`);
        here = closed;
      } else if (opened.url !== context.url) {
        // A page that took this one's place in the history (live TV's channels: surfing does not
        // stack pages) is left by Back as this one would be: only one that stacked must come back.
        const replaced = opened.historyIndex !== null && opened.historyIndex === indexBefore;
        const back = await this.press('Back', context, opened.id, replaced ? undefined : node.id);
        if (replaced) {
          here = back;
          continue;
        }
        if (back.url !== context.url) this.flag(`${context.name}: ${node.id} OK, Back`, `Back from ${opened.url} went to ${back.url}, not back`);
        else if (back.id !== node.id)
          this.flag(`${context.name}: ${node.id} OK, Back`, `coming back from ${opened.url} put focus on ${back.id ?? 'nothing'}, not on ${node.id}`);
        here = back;
      } else {
        here = opened;
      }
    }

    // 5. Back: in a layer, from every node, closes it (onto its opener: checked by the opener's
    // own OK, Back above); on a page it goes back a page, or asks to leave on home.
    if (!this.options.layers) return;
    if (context.layer && !context.reopensByKey) {
      // A layer the route itself opens: Back closes it (onto the page under it).
      if (await goTo(startId)) {
        const closed = await this.closing(await this.press('Back', context, startId), context.layer);
        if (closed.topLayer === context.layer) this.flag(`${context.name}: ${startId} Back`, 'Back did not close the layer');
      }
    } else if (context.layer) {
      for (const node of nodes.values()) {
        if (node.id === startId || this.presses > PRESS_BUDGET) continue;
        if (!(await goTo(node.id))) continue;
        const closed = await this.closing(await this.press('Back', context, node.id), context.layer);
        if (closed.topLayer === context.layer) this.flag(`${context.name}: ${node.id} Back`, 'Back did not close the layer');
        here = await context.reopen();
      }
    } else if (await goTo(startId)) {
      const back = await this.press('Back', context, startId);
      if (back.topLayer && back.url === context.url) {
        // Home asks whether to leave: a layer like any other, and Back closes it onto the page.
        if (!this.layersSeen.has(back.topLayer)) {
          this.layersSeen.add(back.topLayer);
          const asked: Context = {
            name: `${context.name} [${back.topLayer}]`,
            layer: back.topLayer,
            url: back.url,
            reopensByKey: true,
            reopen: async () => {
              if (this.current?.id !== startId || !this.inContext(this.current, context)) here = await context.reopen();
              await this.press('Back', context, startId);
              return this.waitForFirstFocus();
            },
          };
          await this.crawlContext(asked, back);
          if (!this.inContext(this.current!, asked)) await asked.reopen();
        }
        const closed = await this.press('Back', context, this.current!.id, startId);
        if (closed.topLayer !== null || closed.id !== startId)
          this.flag(`${context.name}: Back, Back`, `the question did not close onto ${startId} (focus on ${closed.id ?? 'nothing'})`);
      } else if (back.url === context.url) {
        this.flag(`${context.name}: Back`, 'Back neither went back a page nor asked to leave');
      }
    }
  }
}
