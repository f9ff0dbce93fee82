import { useEffect, useRef } from 'react';
import { positionAnnouncement } from '../lib/announcements';
import { announce } from './announcer';

export interface AnnouncedPosition {
  /** The list holds focus (one of its cards has DOM focus). */
  focused: boolean;
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

/**
 * Says where focus is in a virtualised row or grid through the live region: entering it
 * "New Releases, 3 of 20", then along it "4 of 20". Said once focus has settled for a frame, so
 * that coming in and landing on the nearest card (two updates) is one announcement, and a held key
 * says where it stopped rather than every card it passed.
 */
export function useAnnouncePosition({ focused, index, group, loaded, total, hasMore }: AnnouncedPosition): void {
  const entering = useRef(true);
  const latest = useRef({ index, group, loaded, total, hasMore });
  latest.current = { index, group, loaded, total, hasMore };

  useEffect(() => {
    if (!focused) {
      entering.current = true;
      return;
    }
    const frame = requestAnimationFrame(() => {
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
    });
    return () => cancelAnimationFrame(frame);
  }, [focused, index]);
}
