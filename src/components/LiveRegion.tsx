import { useAnnouncer } from '../focus/announcer';

/**
 * The one polite live region of the app: where focus is, in words that DOM focus does not carry
 * on a TV ("New Releases, 3 of 20" on entering a row). The focused card's own name comes from DOM
 * focus, so the reader says each thing once.
 */
export function LiveRegion() {
  const message = useAnnouncer((s) => s.message);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {message}
    </div>
  );
}
