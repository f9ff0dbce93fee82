/**
 * What the focus crawler reads off the page after every key: runs inside the page (Playwright
 * serialises it), so it is self-contained and uses nothing from the test's scope.
 */

export interface ProbeOptions {
  /** The 5% safe area and the smallest text, in stage pixels. */
  safe: { left: number; top: number; right: number; bottom: number };
  minTextPx: number;
  /** Cards from this index on stand for the rest of their row (one node per row beyond it). */
  distinctCards: number;
}

export interface FocusProbe {
  url: string;
  /** Where the page is in the app's history (react-router's idx): a page that replaced another keeps its place. */
  historyIndex: number | null;
  /** A name for the focused node that stays the same across visits; null when nothing is focused. */
  id: string | null;
  label: string;
  /** The top layer's name (data-layer), or null on the page. */
  topLayer: string | null;
  /** Which part the focus is in: a layer's name, 'menu', 'content' or 'elsewhere'. */
  zone: string;
  /** The key that focuses it again in this page's life (a card's is its row's), and a card's index. */
  focusKey: string | null;
  cardIndex: number | null;
  /** OK on it opens something: it says so (aria-haspopup, a collapsed aria-expanded), or it is a row's first card. */
  opens: boolean;
  /** Broken invariants seen at this moment, each one line. */
  problems: string[];
  /** Short text drawn under the smallest size, or horizontal overflow, seen anywhere on screen. */
  screenProblems: string[];
}

/** Waits until focus and its box hold still from one frame to the next (at most ~1.5 s), then reads them. */
export async function settleAndProbe(options: ProbeOptions): Promise<FocusProbe> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const snapshot = () => {
    const active = document.activeElement as HTMLElement | null;
    const box = active?.getBoundingClientRect();
    return `${location.pathname}${location.search}|${active?.outerHTML.slice(0, 120)}|${box ? [box.left, box.top, box.width, box.height].map(Math.round).join(',') : ''}`;
  };
  const historyIndex = () => {
    const idx = (history.state as { idx?: unknown } | null)?.idx;
    return typeof idx === 'number' ? idx : null;
  };
  // The first look is taken at once (the key's own handlers have run), the next a frame later:
  // settled when two looks a frame apart agree, which costs one frame when nothing moves.
  let last = snapshot();
  const started = performance.now();
  for (;;) {
    await frame();
    const now = snapshot();
    // Nothing focused yet (a page still loading its first focus) is not a settled state.
    const unfocused = document.activeElement === document.body || document.activeElement === null;
    if ((now === last && !unfocused) || performance.now() - started > 1500) break;
    last = now;
  }

  /** seen: text wholly on screen once; sized: text whose size was judged, with its element's class then. */
  type Crawl = { seen: WeakSet<Text>; sized: WeakMap<Text, string>; view: string };
  const store = window as unknown as { __crawl?: Crawl };
  store.__crawl ??= { seen: new WeakSet(), sized: new WeakMap(), view: '' };
  const crawl = store.__crawl;

  const stage = document.querySelector<HTMLElement>('.tv-stage');
  const stageBox = stage?.getBoundingClientRect() ?? new DOMRect(0, 0, innerWidth, innerHeight);
  const scale = stageBox.width / 1920 || 1;
  const toStage = (box: DOMRect) => ({
    left: (box.left - stageBox.left) / scale,
    top: (box.top - stageBox.top) / scale,
    right: (box.right - stageBox.left) / scale,
    bottom: (box.bottom - stageBox.top) / scale,
  });
  // Whether an element is drawn: checkVisibility (Chrome 105), or its computed styles on older
  // engines (the old-engine walk runs this probe on Chrome 87).
  const drawn = (element: Element, strict = false): boolean => {
    if (typeof element.checkVisibility === 'function') return element.checkVisibility(strict ? { opacityProperty: true, visibilityProperty: true } : undefined);
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || (strict && style.opacity === '0')) return false;
    }
    return !strict || getComputedStyle(element).visibility === 'visible';
  };
  const describe = (element: Element | null): string => {
    if (!element) return 'nothing';
    const key = element.getAttribute('data-focus-key') ?? element.getAttribute('data-layer') ?? element.id;
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${key ? `[${key}]` : ''}${text ? ` "${text}"` : ''}`;
  };

  const layers = [...document.querySelectorAll<HTMLElement>('[data-layer]')].sort(
    (a, b) => Number(a.dataset.layerOrder ?? 0) - Number(b.dataset.layerOrder ?? 0),
  );
  const top = layers[layers.length - 1] ?? null;
  const problems: string[] = [];
  const active = document.activeElement as HTMLElement | null;
  let id: string | null = null;
  let label = '';
  let zone = 'elsewhere';
  let opens = false;
  let focusKey: string | null = null;
  let cardIndex: number | null = null;

  if (!active || active === document.body || active === document.documentElement) {
    problems.push('nothing has focus');
  } else {
    const card = active.closest<HTMLElement>('.vrow-card');
    const list = card?.closest<HTMLElement>('[data-row]');
    const key = active.getAttribute('data-focus-key');
    label = (card?.querySelector('[aria-label]')?.getAttribute('aria-label') ?? active.getAttribute('aria-label') ?? active.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 60);
    focusKey = list?.dataset.row ?? key;
    if (card && list) {
      const index = Number(card.dataset.index);
      cardIndex = index;
      id = `${list.dataset.row}#${index < options.distinctCards ? index : 'n'}`;
    } else if (key && !key.startsWith('sn:')) {
      id = key;
    } else {
      const section = active.parentElement?.closest('[data-focus-section]')?.getAttribute('data-focus-section') ?? '';
      id = `${section}>${active.tagName.toLowerCase()}:${label.slice(0, 40)}`;
    }
    opens = active.hasAttribute('aria-haspopup') || active.getAttribute('aria-expanded') === 'false' || (card !== null && card?.dataset.index === '0');
    const layer = active.closest<HTMLElement>('[data-layer]');
    zone = layer
      ? `layer:${layer.dataset.layer}`
      : active.closest('[data-focus-section="NAV"]')
        ? 'menu'
        : active.closest('#content')
          ? 'content'
          : 'elsewhere';

    // Exactly one thing shows focus: the innermost marked node is the one holding DOM focus.
    const marked = [...document.querySelectorAll<HTMLElement>('[data-focused="true"]')].filter(
      (node) => !node.querySelector('[data-focused="true"]') && drawn(node),
    );
    const own = (node: HTMLElement) => node === active || node.contains(active) || active.contains(node);
    const strays = marked.filter((node) => !own(node));
    // The mark is React's to draw, a render after DOM focus moves: on a busy TV the old mark can
    // still show, alone, for a moment (a passing state). Two marks, one of them focus's own, are not.
    if (strays.length > 0 && !marked.some(own)) problems.push(`the focus mark is behind focus (on ${describe(strays[0]!)})`);
    else if (strays.length > 0) problems.push(`${strays.length + 1} elements show focus (also ${describe(strays[0]!)})`);

    const box = active.getBoundingClientRect();
    if (box.width < 1 || box.height < 1 || !drawn(active, true)) {
      problems.push('the focused element is not drawn');
    } else {
      const staged = toStage(box);
      const { safe } = options;
      // A surface larger than the safe area (a full-screen player) is measured only where it fits.
      const wide = staged.right - staged.left > safe.right - safe.left;
      const tall = staged.bottom - staged.top > safe.bottom - safe.top;
      const outsideX = !wide && (staged.left < safe.left - 1 || staged.right > safe.right + 1);
      const outsideY = !tall && (staged.top < safe.top - 1 || staged.bottom > safe.bottom + 1);
      if (outsideX || outsideY) {
        problems.push(`outside the safe area (${[staged.left, staged.top, staged.right, staged.bottom].map(Math.round).join(',')})`);
      } else {
        // Not under another layer: what is drawn at its centre belongs to it.
        const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
        const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        if (hit && !active.contains(hit) && !hit.contains(active) && !(card && (card.contains(hit) || hit.contains(card)))) {
          problems.push(`covered by ${describe(hit)} (over ${describe(active)})`);
        }
      }
    }
    if (top && !top.contains(active)) problems.push(`focus is outside the top layer ${describe(top)}`);
    if (active.closest('[inert], [aria-hidden="true"]')) problems.push('focus is inside hidden or inert content');
  }

  // The whole screen: text too small to read from the sofa, and sideways overflow in any layer.
  // Read again only when the view changed (scrolled, a layer, content added or removed).
  const screenProblems: string[] = [];
  const containers = [...document.querySelectorAll<HTMLElement>('[data-scroll-container]')];
  const view = [
    top?.dataset.layerOrder,
    Math.round(scrollY),
    ...containers.map((element) => Math.round(element.scrollTop)),
    document.body.getElementsByTagName('*').length,
    document.querySelectorAll('[aria-expanded="true"]').length,
    // The menu draws its labels while it holds focus.
    zone,
  ].join('|');
  if (view === crawl.view)
    return {
      url: `${location.pathname}${location.search}`,
      historyIndex: historyIndex(),
      id,
      label,
      topLayer: top?.dataset.layer ?? null,
      zone,
      opens,
      focusKey,
      cardIndex,
      problems,
      screenProblems,
    };
  crawl.view = view;
  const viewTop = Math.max(stageBox.top, 0);
  const viewBottom = Math.min(stageBox.bottom, innerHeight);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data.trim();
    const element = node.parentElement;
    // Text already seen whole and judged, its element's class unchanged: nothing new to learn (most
    // of a page's text after its first keys; reading each one's box and style again was most of a probe).
    if (element && crawl.seen.has(node) && crawl.sized.get(node) === (element.getAttribute('class') ?? '')) continue;
    if (!text || !element || element.closest('[aria-hidden="true"], .visually-hidden, script, style, noscript')) continue;
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    if (box.bottom <= viewTop || box.top >= viewBottom || box.right <= 0 || box.left >= innerWidth) continue;
    if (!drawn(element, true)) continue;
    if (box.top >= viewTop - 1 && box.bottom <= viewBottom + 1) crawl.seen.add(node);
    const size = parseFloat(getComputedStyle(element).fontSize);
    crawl.sized.set(node, element.getAttribute('class') ?? '');
    if (size < options.minTextPx) screenProblems.push(`text of ${size}px: "${text.slice(0, 40)}"`);
  }
  const scrollers = [document.scrollingElement, ...layers, ...containers];
  for (const element of scrollers) {
    if (!element) continue;
    if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'hidden') {
      screenProblems.push(`${describe(element)} overflows sideways by ${element.scrollWidth - element.clientWidth}px`);
    }
  }

  return {
    url: `${location.pathname}${location.search}`,
    historyIndex: historyIndex(),
    id,
    label,
    topLayer: top?.dataset.layer ?? null,
    zone,
    opens,
    focusKey,
    cardIndex,
    problems,
    screenProblems,
  };
}

/**
 * Text on the page (outside rows and grids, whose cards come into view as focus walks them) that
 * was never wholly on screen during the crawl: what keys cannot bring into view.
 */
export function textNeverInView(scope: string | null): string[] {
  const store = window as unknown as { __crawl?: { seen: WeakSet<Text> } };
  const seen = store.__crawl?.seen ?? new WeakSet<Text>();
  const root = scope ? document.querySelector(`[data-layer="${scope}"]`) : document.body;
  if (!root) return [];
  const missed = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data.trim();
    const element = node.parentElement;
    if (!text || !element || seen.has(node)) continue;
    if (element.closest('[aria-hidden="true"], .visually-hidden, script, style, noscript, .vrow, .vgrid, [inert]')) continue;
    if (!scope && element.closest('[data-layer]')) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    missed.add(text.replace(/\s+/g, ' ').slice(0, 50));
  }
  return [...missed];
}

/**
 * Focusables drawn in the given scope (a layer, or the page outside layers), named as the probe
 * names them, for the check that each was reached.
 */
export function drawnFocusables(args: { scope: string | null; distinctCards: number; menu: boolean }): Array<{ id: string; label: string }> {
  const root = args.scope ? document.querySelector(`[data-layer="${args.scope}"]`) : document.body;
  if (!root) return [];
  const found = new Map<string, string>();
  // Links, buttons and fields that are no focus node at all (a plain <a href="tel:...">) are drawn
  // for a remote that can never reach them: they are listed too, under a name no node has.
  const NATIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';
  for (const element of root.querySelectorAll<HTMLElement>(`[data-focus-key], .vrow-card, ${NATIVE}`)) {
    // Inside a node (a card's own link), it is reached with that node.
    if (!element.matches('[data-focus-key], .vrow-card') && element.closest('[data-focus-key], .vrow-card')) continue;
    if (!args.scope && element.closest('[data-layer]')) continue;
    if (!args.menu && element.closest('[data-focus-section="NAV"]')) continue;
    if (element.matches('[data-row]') || element.closest('[inert], [aria-hidden="true"]')) continue;
    if ((element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true') continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const list = element.closest<HTMLElement>('[data-row]');
    if (element.classList.contains('vrow-card') && list) {
      const index = Number(element.dataset.index);
      found.set(`${list.dataset.row}#${index < args.distinctCards ? index : 'n'}`, label);
      continue;
    }
    const key = element.getAttribute('data-focus-key');
    if (key === null) {
      found.set(`no focus node: <${element.tagName.toLowerCase()}> ${label.slice(0, 40)}`, label);
      continue;
    }
    if (!key.startsWith('sn:')) {
      found.set(key, label);
      continue;
    }
    const section = element.parentElement?.closest('[data-focus-section]')?.getAttribute('data-focus-section') ?? '';
    found.set(`${section}>${element.tagName.toLowerCase()}:${label.slice(0, 40)}`, label);
  }
  return [...found].map(([id, label]) => ({ id, label }));
}
