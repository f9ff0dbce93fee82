/**
 * Right-to-left pages (Arabic): which way the page runs, and a row's sideways scroll measured from
 * its start whatever the engine.
 *
 * Rows keep the page's direction (an rtl scroll container starts at its right edge, grows to the
 * left as cards load, and a finger or a wheel scrolls it the way the viewer sees), so the focus
 * engine measures the boxes the viewer sees (getBoundingClientRect, no mirroring transform). What
 * engines disagree on is scrollLeft in such a container: Chrome 85 and later (and the spec) count
 * 0 at the start and negative leftwards; Chrome before 85 (most TVs: webOS 4 to 6, Tizen before
 * 6.5) counts the "default" way, the largest value at the start down to 0 at the far left; old
 * Edge counted up from 0. One tiny probe tells them apart, once, and every row scroll goes through
 * scrollFromStart / scrollLeftFor, in which 0 is the start and larger is further along.
 */

/** The page runs right to left (set on <html dir> with the language, see i18n/language.ts). */
export function isRtl(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
}

/** How an engine counts scrollLeft in a right-to-left scroll container. */
export type RtlScrollModel = 'negative' | 'default' | 'reverse';

let model: RtlScrollModel | null = null;

/** The engine's model, probed once with a small hidden scroller (the same test react-window makes). */
export function rtlScrollModel(): RtlScrollModel {
  if (model) return model;
  const outer = document.createElement('div');
  outer.style.cssText = 'position:absolute;top:-9999px;width:50px;height:50px;overflow:scroll;direction:rtl;visibility:hidden';
  const inner = document.createElement('div');
  inner.style.cssText = 'width:100px;height:100px';
  outer.appendChild(inner);
  document.body.appendChild(outer);
  if (outer.scrollLeft > 0) model = 'default';
  else {
    outer.scrollLeft = 1;
    model = outer.scrollLeft === 0 ? 'negative' : 'reverse';
  }
  document.body.removeChild(outer);
  return model;
}

/** For the tests: forget the probe's answer. */
export function resetRtlScrollModel(next: RtlScrollModel | null = null): void {
  model = next;
}

/** How far `el` is scrolled from its start (its right edge when `rtl`), in pixels, never negative. */
export function scrollFromStart(el: HTMLElement, rtl: boolean): number {
  if (!rtl) return el.scrollLeft;
  const left = el.scrollLeft;
  switch (rtlScrollModel()) {
    case 'negative':
      return Math.max(0, -left);
    case 'default':
      return Math.max(0, el.scrollWidth - el.clientWidth - left);
    case 'reverse':
      return left;
  }
}

/** The scrollLeft that puts `el` `fromStart` pixels from its start (see scrollFromStart). */
export function scrollLeftFor(el: HTMLElement, fromStart: number, rtl: boolean): number {
  if (!rtl) return fromStart;
  switch (rtlScrollModel()) {
    case 'negative':
      return 0 - fromStart; // (not -0)
    case 'default':
      return el.scrollWidth - el.clientWidth - fromStart;
    case 'reverse':
      return fromStart;
  }
}

/** An arrow as the list sees it: in a right-to-left page Left goes forward (the next card is on the left). */
export function logicalDirection<D extends string>(direction: D, rtl: boolean): D {
  if (!rtl) return direction;
  if (direction === 'left') return 'right' as D;
  if (direction === 'right') return 'left' as D;
  return direction;
}
