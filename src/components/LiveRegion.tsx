import { useEffect, useRef } from 'react';
import { useAnnouncer } from '../focus/announcer';

/**
 * The one polite live region of the app: where focus is, in words that DOM focus does not carry
 * on a TV ("New Releases, 3 of 20" on entering a row). The focused card's own name comes from DOM
 * focus, so the reader says each thing once. Its words are written straight into it as they
 * change: they change on nearly every press, and a render of the shell's subtree for each cost
 * more than the words.
 */
export function LiveRegion() {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const write = (message: string) => {
      if (region.current && region.current.textContent !== message) region.current.textContent = message;
    };
    write(useAnnouncer.getState().message);
    return useAnnouncer.subscribe(({ message }) => write(message));
  }, []);
  return <div ref={region} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="announcer" />;
}
