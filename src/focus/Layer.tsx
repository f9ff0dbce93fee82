import { doesFocusableExist, getCurrentFocusKey, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { backStack } from './back-stack';
import { FocusSection } from './Focusable';

export interface LayerProps {
  id: string;
  /** Called by Back, by the close control, or by the owner; the owner then unmounts the layer. */
  onClose: () => void;
  /** What takes focus when the layer opens; else its first focusable. */
  initialFocusKey?: string;
  className?: string;
  role?: 'dialog' | 'menu' | 'region';
  label: string;
  modal?: boolean;
  children: ReactNode;
}

/** Waits (a frame at a time, up to `ms`) for a focusable to exist, then focuses it. */
export function focusWhenReady(focusKey: string, ms = 2000): () => void {
  let cancelled = false;
  const started = performance.now();
  const attempt = () => {
    if (cancelled) return;
    if (doesFocusableExist(focusKey)) {
      void setFocus(focusKey);
      return;
    }
    if (performance.now() - started < ms) requestAnimationFrame(attempt);
  };
  attempt();
  return () => {
    cancelled = true;
  };
}

/**
 * Something above the page (modal, popup, nav panel): a focus boundary that Back closes first, and
 * that hands focus back to what opened it when it goes.
 */
export function Layer({ id, onClose, initialFocusKey, className, role = 'dialog', label, modal = true, children }: LayerProps) {
  const focusKey = `layer:${id}`;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = getCurrentFocusKey();
    backStack.push({ id, close: () => onCloseRef.current(), openerFocusKey: opener && !opener.startsWith(focusKey) ? opener : null });
    const cancel = focusWhenReady(initialFocusKey ?? focusKey);
    return () => {
      cancel();
      const layer = backStack.remove(id);
      const restore = layer?.openerFocusKey;
      // After the layer's own focusables are gone, give focus back to its opener.
      setTimeout(() => {
        if (restore && doesFocusableExist(restore)) void setFocus(restore);
      }, 0);
    };
  }, [id, focusKey, initialFocusKey]);

  return (
    <FocusSection
      focusKey={focusKey}
      boundary
      rememberChild={false}
      className={className}
      role={role}
      aria-label={label}
      aria-modal={modal && role === 'dialog' ? true : undefined}
      data-layer={id}
    >
      {children}
    </FocusSection>
  );
}
