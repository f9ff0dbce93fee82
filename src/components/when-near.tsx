import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadChunk } from '../lib/chunk';
import { useConnection } from '../stores/connection';
import { useNearViewport } from './use-near-viewport';

/** How far ahead of the viewer a part below starts loading: two screens. */
const NEAR = '200%';

/**
 * A part low on a page whose code loads only once the viewer comes within two screens of it, so a
 * first visit pays nothing for what it never scrolls to. Until then its place holds an empty box
 * of `placeholderClass`. Should its code not arrive, the page goes on without it, and it tries
 * again when the connection comes back (not by itself: that would retry in a loop while offline).
 *
 * Its place is a block of the page's column that is still arriving while the empty box shows
 * (`data-row-block`, and `data-row-arriving` on the box): a Down or Up towards it waits for it
 * (src/focus/held-press.ts), rather than skipping past it to the row beyond; the share/donate
 * banner, come after the viewer had walked past it, was an extra stop on the way back up. The
 * block is a box of its own only where `display: contents` is unknown (Chrome before 65), where it
 * is a plain block that takes no room of its own.
 */
export function whenNear<P extends object>(load: () => Promise<ComponentType<P>>, placeholderClass: string): ComponentType<P> {
  /** The count of the connection's returns when its code last failed to arrive (null: it has not). */
  let failedAt: number | null = null;
  const make = () =>
    lazy(() =>
      loadChunk(load).then(
        (component) => ({ default: component }),
        (): { default: ComponentType<P> } => {
          failedAt = useConnection.getState().reconnects;
          return { default: () => null };
        },
      ),
    );
  let Part = make();
  function NearPart(props: P) {
    const [element, setElement] = useState<HTMLDivElement | null>(null);
    const near = useNearViewport(element, NEAR, { passed: true });
    const reconnects = useConnection((s) => s.reconnects);
    const Current = useMemo(() => {
      if (failedAt !== null && reconnects > failedAt) {
        failedAt = null;
        Part = make();
      }
      return Part;
      // Looked at again with each return of the connection.
    }, [reconnects]);
    const placeholder = <div ref={setElement} className={placeholderClass} aria-hidden="true" data-row-arriving />;
    return (
      <div className="when-near" data-row-block>
        {near ? (
          <Suspense fallback={placeholder}>
            <Current {...props} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    );
  }
  return NearPart;
}
