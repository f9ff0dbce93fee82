import { create } from 'zustand';

/**
 * The app's one polite live region (drawn by the shell, see components/LiveRegion.tsx): what it
 * says now. Fed by the rows, grids and banners as focus moves along them, and by the focus
 * engine's own accessibility labels (norigin's onUtterText, see focus/engine.ts).
 */
interface AnnouncerState {
  message: string;
}

export const useAnnouncer = create<AnnouncerState>()(() => ({ message: '' }));

/** A no-break space told apart from nothing, so that the same words twice still change the region. */
const AGAIN = '\u00a0';

/** Says `text` through the live region, politely (after what the reader is saying). */
export function announce(text: string): void {
  const message = text.trim();
  if (!message) return;
  const previous = useAnnouncer.getState().message;
  // A region is read when its text changes: the same words again (back on the same card) are
  // told apart by a trailing no-break space, which readers do not pronounce.
  useAnnouncer.setState({ message: previous === message ? `${message}${AGAIN}` : message });
}

/** Empties the region (between tests, and when nothing of what it said is on screen any more). */
export function clearAnnouncement(): void {
  useAnnouncer.setState({ message: '' });
}
