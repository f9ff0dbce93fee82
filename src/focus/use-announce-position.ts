import { useCallback, useEffect, useRef } from 'react';
import { positionAnnouncement } from '../lib/announcements';
import { announce } from './announcer';

export interface ListPosition {
  /** The focused card. */
  index: number;
  /** The list's title. */
  group: string;
  /** How many are loaded. */
  loaded: number;
  /** How many the whole list holds, when the server says. */
  total?: number | null;
  hasMore: boolean;
}

export interface AnnouncedPosition extends ListPosition {
  /** The list holds focus (one of its cards has DOM focus). */
  focused: boolean;
}

/** How long focus rests on a card before its place is said. */
const SETTLE_MS = 250;

/**
 * Says where focus is in a virtualised row or grid through the live region: entering it
 * "New Releases, 3 of 20", then along it "4 of 20". `say` after focus comes in or moves, `left`
 * as it goes. Said once focus has rested SETTLE_MS, so that coming in and landing on the nearest
 * card (two moves) is one announcement, a held key or quick presses say where they stopped rather
 * than every card passed, and no press pays for the words: said after the next paint, they were a
 * frame of their own (a layout and a paint) that the next quick press waited behind, 12% of home's
 * Down/Up p95 at 6x CPU (tests/perf/ab-home.ts, 40.5 against 45.9 ms).
 */
export function usePositionAnnouncer(position: ListPosition): { say: () => void; left: () => void } {
  const entering = useRef(true);
  const latest = useRef(position);
  latest.current = position;
  const pending = useRef<(() => void) | null>(null);

  const say = useCallback(() => {
    pending.current?.();
    const timer = setTimeout(() => {
      pending.current = null;
      const now = latest.current;
      if (now.loaded === 0 || now.index > now.loaded - 1) return;
      const known = typeof now.total === 'number' && now.total >= now.loaded ? now.total : null;
      announce(
        positionAnnouncement({
          group: now.group,
          index: now.index,
          count: known ?? now.loaded,
          more: known === null && now.hasMore,
          entering: entering.current,
        }),
      );
      entering.current = false;
    }, SETTLE_MS);
    pending.current = () => clearTimeout(timer);
  }, []);

  const left = useCallback(() => {
    pending.current?.();
    pending.current = null;
    entering.current = true;
  }, []);

  useEffect(() => left, [left]);
  return { say, left };
}

/** The same, for a list whose focus is React state (the grid): said as `focused` or `index` change. */
export function useAnnouncePosition({ focused, ...position }: AnnouncedPosition): void {
  const { say, left } = usePositionAnnouncer(position);
  useEffect(() => {
    if (focused) say();
    else left();
  }, [focused, position.index, say, left]);
}
