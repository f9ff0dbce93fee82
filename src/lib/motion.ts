/**
 * What moves by itself, and what stops when the viewer asks for less motion (the system's
 * "reduce motion" setting, prefers-reduced-motion: reduce): nothing turns, scrolls smoothly or
 * plays on by itself then; what the viewer does with the keys still works.
 */

export interface AutoSlide {
  index: number;
  count: number;
  /** The top banner stops at its last slide; others go round. */
  stopAtLast: boolean;
  /** Someone turned the slides, or the pointer is over the banner. */
  paused: boolean;
  reducedMotion: boolean;
}

/** The slide a banner turns to by itself after its interval, or null when it stays. */
export function nextAutoSlide({ index, count, stopAtLast, paused, reducedMotion }: AutoSlide): number | null {
  if (reducedMotion || paused || count < 2) return null;
  if (stopAtLast && index >= count - 1) return null;
  return (index + 1) % count;
}

/** How a scroll the app makes itself moves: 'smooth' only when asked and motion is welcome. */
export function scrollBehaviour(smooth: boolean, reducedMotion: boolean): 'smooth' | 'auto' {
  return smooth && !reducedMotion ? 'smooth' : 'auto';
}

/**
 * Whether the start-up film plays. With less motion asked for it is skipped: it is a moving,
 * sounding brand intro that says nothing the app does not, and shown paused it would only be one
 * more screen to press past before the app.
 */
export function playsSplash(src: string | undefined, reducedMotion: boolean): boolean {
  return Boolean(src) && !reducedMotion;
}

/** At the end of a short: the next one plays, or (less motion) it stays until the viewer moves on. */
export function afterShortEnds(reducedMotion: boolean): 'next' | 'stay' {
  return reducedMotion ? 'stay' : 'next';
}
