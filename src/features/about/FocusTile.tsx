import type { ReactNode } from 'react';
import { useFocusNode } from '../../focus/Focusable';

interface FocusTileProps {
  focusKey: string;
  className?: string;
  onFocused?: () => void;
  /** Its role in a list ('listitem') where the tiles are one. */
  role?: 'listitem';
  children: ReactNode;
}

/**
 * A tile of words that a remote can land on: nothing to press, but walking through the page with
 * the arrows brings every fact, partner and award into view.
 */
export function FocusTile({ focusKey, className, onFocused, role, children }: FocusTileProps) {
  const { ref, focused, focusKey: key } = useFocusNode<HTMLDivElement>({ focusKey, onFocused });
  return (
    <div ref={ref} tabIndex={-1} role={role} className={`focusable ${className ?? ''}`} data-focus-key={key} data-focused={focused || undefined}>
      {children}
    </div>
  );
}
