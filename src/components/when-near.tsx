import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadChunk } from '../lib/chunk';
import { useNearViewport } from './use-near-viewport';

/** How far ahead of the viewer a part below starts loading: two screens. */
const NEAR = '200%';

/**
 * A part low on a page whose code loads only once the viewer comes within two screens of it, so a
 * first visit pays nothing for what it never scrolls to. Until then its place holds an empty box
 * of `placeholderClass`; should its code not arrive, the page goes on without it.
 */
export function whenNear<P extends object>(load: () => Promise<ComponentType<P>>, placeholderClass: string): ComponentType<P> {
  const Part = lazy(() =>
    loadChunk(load).then(
      (component) => ({ default: component }),
      (): { default: ComponentType<P> } => ({ default: () => null }),
    ),
  );
  function NearPart(props: P) {
    const [element, setElement] = useState<HTMLDivElement | null>(null);
    const near = useNearViewport(element, NEAR, { passed: true });
    const placeholder = <div ref={setElement} className={placeholderClass} aria-hidden="true" />;
    if (!near) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Part {...props} />
      </Suspense>
    );
  }
  return NearPart;
}
