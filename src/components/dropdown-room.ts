import type { CSSProperties } from 'react';

/** The TV stage's design height, and the share of it kept clear at the top (the 5% safe area). */
const STAGE_HEIGHT = 1080;
const SAFE_SHARE = 0.05;
/** The gap between the control and its list (see Dropdown.css). */
const GAP = 6;

/**
 * A list that opens above its control gets no taller than the room between the control and the
 * top of the screen (on a TV, the safe area's top), and scrolls inside: a player whose page is
 * scrolled up would otherwise carry the list's top options off the screen.
 */
export function roomAbove(control: HTMLElement): CSSProperties {
  const stage = control.closest<HTMLElement>('.tv-stage');
  const stageBox = stage?.getBoundingClientRect();
  const scale = stageBox ? stageBox.height / STAGE_HEIGHT || 1 : 1;
  const screenTop = stageBox ? Math.max(stageBox.top, 0) + stageBox.height * SAFE_SHARE : 8;
  const room = (control.getBoundingClientRect().top - screenTop) / scale - GAP;
  return { '--room-above': `${Math.max(Math.floor(room), 0)}px` } as CSSProperties;
}
