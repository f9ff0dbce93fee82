/**
 * How far a page scrolls as something takes focus, as pure arithmetic (src/focus/scroll.ts reads
 * the boxes and does the scrolling). Every figure is in the scroll view's own pixels.
 */

/** The TV's 5% safe area on its 1920x1080 stage: what has focus stays inside it. */
export const TV_SAFE_AREA = { x: 96, y: 54 } as const;

/**
 * Cards and tiles grow as they take focus (up to scale 1.08, CSS), by this share of their height
 * above and below; a scroll made as focus arrives leaves room for it.
 */
export const FOCUS_LIFT = 0.04;

export type Align = 'nearest' | 'start';

export interface ScrollMoveInput {
  /** The focused node's top and bottom. */
  top: number;
  bottom: number;
  /** The band of the view that focus is kept in (the view less its margins and the safe area). */
  band: { top: number; bottom: number };
  /** 'start' puts the node at the band's top (the TV habit for rows); 'nearest' moves as little as it can. */
  align: Align;
  /** How far the view can still scroll up and down. */
  room: { up: number; down: number };
  /**
   * The node is the page's last (or first) focus stop: nothing below (above) it takes focus, so
   * what lies there (a footer's legal text, a page's title) comes into view with it, as far as the
   * node itself stays in the band.
   */
  last?: boolean;
  first?: boolean;
}

/** The scroll (positive: down) that brings the node where it belongs. */
export function scrollMove({ top, bottom, band, align, room, last = false, first = false }: ScrollMoveInput): number {
  let move = 0;
  if (align === 'start' || top < band.top) move = top - band.top;
  else if (bottom > band.bottom) move = Math.min(bottom - band.bottom, top - band.top);
  // One focus stop on a page taller than the screen cannot show both ends: it keeps its own place.
  if (last && !first) move = Math.max(move, Math.min(room.down, top - band.top));
  if (first && !last) move = Math.min(move, Math.max(-room.up, bottom - band.bottom));
  return Math.max(-room.up, Math.min(room.down, move));
}
