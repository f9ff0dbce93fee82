import type { Page } from '@playwright/test';

/**
 * Does every text of the app fit where it is drawn? Run with the test language (`?lang=pseudo`:
 * each of the app's texts accented, 40% longer and in brackets, scripts/i18n-pseudo.ts), where a
 * text's closing bracket is its last character: if that bracket is not drawn inside every box that
 * clips it (a hidden overflow, an ellipsis, a line clamp, the screen's edge), the text is cut. Also:
 * two of the app's texts drawn over each other, and on TV a text drawn across the edge of the
 * stage's safe area (5%: 96 x 54 of the 1920 x 1080 stage, scaled with the stage as
 * tests/e2e/crawler/probe.ts does). A text scrolled out of view (of the screen, or of a box that
 * scrolls) is not drawn there, and is not counted; nor is a text under a layer that covers it.
 * What the API says (titles, descriptions) is not the app's to fit: its texts have no brackets
 * and are left to the designs that cut them on purpose. One line per problem, naming the text and
 * the box that cuts it.
 */
export async function textProblems(page: Page, options: { tv: boolean; scrolled?: boolean }): Promise<string[]> {
  return page.evaluate(({ tv, scrolled }) => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      const key = element.getAttribute('data-focus-key');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${key ? `[${key}]` : ''}`;
    };
    const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    // The stage a TV draws on (scaled to the screen), and its safe area in screen pixels.
    const stage = document.querySelector<HTMLElement>('.tv-stage');
    const stageBox = stage?.getBoundingClientRect() ?? new DOMRect(0, 0, innerWidth, innerHeight);
    const scale = stageBox.width / 1920 || 1;
    const safe = {
      left: stageBox.left + 96 * scale,
      top: stageBox.top + 54 * scale,
      right: stageBox.left + (1920 - 96) * scale,
      bottom: stageBox.top + (1080 - 54) * scale,
    };
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    // The TV's page box hides its overflow but scrolls up and down as focus moves (src/layouts/layouts.css):
    // what is below it is not cut, only not scrolled to yet.
    const scrollsY = (element: Element, style: CSSStyleDeclaration) => scrolls(style.overflowY) || element.matches('.tv-body > .content');
    /**
     * The box that cuts `last` (the closing bracket's box), if any: the text's element or an ancestor whose overflow is
     * hidden or clipped on an axis where the bracket falls outside it. A box that scrolls on that
     * axis does not cut (the text can be scrolled to); a text wholly outside one is scrolled away.
     */
    const cutBy = (element: Element, whole: DOMRect, last: DOMRect): Element | 'scrolled away' | null => {
      let inScrollerY = false;
      for (let at: Element | null = element; at && at !== document.documentElement; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = at.getBoundingClientRect();
        const awayX = whole.right <= box.left || whole.left >= box.right;
        const awayY = whole.bottom <= box.top || whole.top >= box.bottom;
        if ((awayX && scrolls(style.overflowX)) || (awayY && scrollsY(at, style))) return 'scrolled away';
        const outX = last.left < box.left - 1 || last.right > box.right + 1;
        const outY = last.top < box.top - 1 || last.bottom > box.bottom + 1;
        if ((outX && !scrolls(style.overflowX)) || (outY && !scrollsY(at, style) && !inScrollerY)) return at;
        // Past a box that scrolls up and down, the boxes around it (the stage, the screen) do not cut
        // that way either: the text is only not scrolled to yet.
        if (scrollsY(at, style)) inScrollerY = true;
      }
      return null;
    };
    /** The box that scrolls an element up and down: its nearest ancestor that scrolls, or the page. */
    const scrollerOf = (element: Element): Element => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        if (scrollsY(at, getComputedStyle(at)) && at.scrollHeight > at.clientHeight + 1) return at;
      }
      return document.scrollingElement ?? document.documentElement;
    };
    /** Whether a scroll (of a box around the element, of the page, or the TV's rows moved by focus) can bring it into view. */
    const reachable = (element: Element): boolean => {
      const page = document.scrollingElement ?? document.documentElement;
      if (page.scrollHeight > page.clientHeight + 1 || page.scrollWidth > page.clientWidth + 1) return true;
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (scrolls(style.overflowX) || scrollsY(at, style) || at.hasAttribute('data-row')) return true;
      }
      return false;
    };
    /** Whether the text is under another layer (a dialog, the menu's panel) at its middle: not drawn there. */
    const covered = (element: Element, whole: DOMRect) => {
      const x = Math.min(Math.max(whole.left + whole.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(whole.top + whole.height / 2, 0), innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (!top || element.contains(top) || top.contains(element)) return false;
      // Covered only by something that is not this text's own control (its button's label, its icon).
      const control = element.closest('button, a, label, [role], [data-focus-key], li');
      if (control && (control.contains(top) || top.contains(control))) return false;
      // And only by a layer drawn above the page (a dialog, a menu's panel, a fixed bar, the TV's
      // rail): another text drawn over this one in the page is an overlap, and is counted below.
      for (let at: Element | null = top; at && !at.contains(element); at = at.parentElement) {
        const style = getComputedStyle(at);
        if (
          at.hasAttribute('data-layer') ||
          style.position === 'fixed' ||
          style.position === 'sticky' ||
          (style.position === 'absolute' && style.zIndex !== 'auto')
        )
          return true;
      }
      return false;
    };
    const texts: Array<{ element: Element; rects: DOMRect[]; text: string }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const end = text.lastIndexOf(']');
      // The app's texts only: a test-language text ends with its padding and the closing bracket.
      if (end < 1 || !/~\]/.test(text)) continue;
      const element = node.parentElement;
      if (!element || !shown(element)) continue;
      // Words for a screen reader only (.visually-hidden: a 1px box that clips them on purpose) are not drawn.
      if (element.closest('.visually-hidden')) continue;
      // Scrolled by hand, only the page's own texts: the menu does not scroll with it (looked at on the first screen).
      if (scrolled && !element.closest('#content')) continue;
      const range = document.createRange();
      range.setStart(node, end);
      range.setEnd(node, end + 1);
      const last = range.getBoundingClientRect();
      range.selectNodeContents(node);
      const whole = range.getBoundingClientRect();
      if (whole.width === 0 && whole.height === 0) continue;
      const label = `${describe(element)} "${text.trim().slice(0, 48)}"`;
      // Wholly out of the screen's view: not drawn now, and fine when a box (or the page) scrolls
      // it into view; drawn where nothing can bring it (a layer past the TV stage's edge), it is lost.
      if (whole.bottom <= 0 || whole.top >= innerHeight || whole.right <= 0 || whole.left >= innerWidth) {
        if (!reachable(element)) problems.push(`cut: ${label}: drawn off the screen, where nothing scrolls it to`);
        continue;
      }
      const by = cutBy(element, whole, last);
      if (by === 'scrolled away') continue;
      if (covered(element, whole)) continue;
      if (by) problems.push(`cut: ${label} by ${describe(by)}`);
      else if (last.width === 0 && last.height === 0) problems.push(`cut: ${label}: its end is not drawn`);
      else if (last.right > innerWidth + 1 || last.left < -1) problems.push(`cut: ${label} by the screen's edge`);
      if (tv) {
        // Across the safe area's top or bottom edge on a page that scrolls on that way, a text is
        // only not scrolled to yet: the focus that reaches it brings it in (the crawler checks that).
        const scroller = scrollerOf(element);
        const moreAbove = scroller.scrollTop > 0;
        const moreBelow = scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1;
        const inside =
          whole.left >= safe.left - 1 &&
          whole.right <= safe.right + 1 &&
          (whole.top >= safe.top - 1 || moreAbove) &&
          (whole.bottom <= safe.bottom + 1 || moreBelow);
        if (!inside) problems.push(`outside the safe area: ${label} at ${[whole.left, whole.top, whole.right, whole.bottom].map(Math.round).join(',')}`);
      }
      texts.push({ element, rects: [...range.getClientRects()], text });
    }
    /** Whether an element stands in a bar that stays where it is as the page scrolls (fixed or sticky). */
    const inBar = (element: Element): boolean => {
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    // Overlaps: two texts whose boxes cross by more than a few pixels, neither inside the other's element.
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const a = texts[i]!;
        const b = texts[j]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        // Scrolled by hand, the page passes beneath the bars that stay (a phone's tab bar): not an overlap.
        if (scrolled && inBar(a.element) !== inBar(b.element)) continue;
        // Line by line: two texts side by side on wrapped lines share a bounding box, not a line.
        const cross = a.rects.some((r) =>
          b.rects.some((q) => Math.min(r.right, q.right) - Math.max(r.left, q.left) > 4 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 4),
        );
        if (cross) problems.push(`overlap: ${describe(a.element)} "${a.text.trim().slice(0, 30)}" and ${describe(b.element)} "${b.text.trim().slice(0, 30)}"`);
      }
    }
    return [...new Set(problems)];
  }, options);
}
