import { memo, type ReactNode } from 'react';

export interface VirtualCellProps<T> {
  item: T;
  index: number;
  /**
   * The card's accessible name (its title; an episode's number first): the card takes DOM focus,
   * and this is what a screen reader says for it.
   */
  label?: string;
  /**
   * Drawn as data-focused, where the list's focus is React state (the grid). A row marks its cards
   * itself (focus-marks.ts) and leaves this out, so that React never writes the attribute there.
   */
  focused?: boolean;
  /** 'vrow-cell' in a row, 'vgrid-cell' in a grid: where the cell sits. */
  className: string;
  /** Pixels from the list's start: its left edge, or its right edge in a right-to-left page. */
  left: number;
  /** The page runs right to left: the cell is placed from the list's right edge. */
  rtl?: boolean;
  width: number;
  height: number;
  renderItem: (item: T, index: number, width: number) => ReactNode;
  onHover: (index: number) => void;
  onClick: (index: number) => void;
  cellRef: (index: number, node: HTMLDivElement | null) => void;
}

function VirtualCellInner<T>({
  item,
  index,
  label,
  focused,
  className,
  left,
  rtl = false,
  width,
  height,
  renderItem,
  onHover,
  onClick,
  cellRef,
}: VirtualCellProps<T>) {
  return (
    <div className={className} role="listitem" style={rtl ? { right: left, width, height } : { left, width, height }}>
      <div
        className="vrow-card"
        ref={(node) => cellRef(index, node)}
        tabIndex={-1}
        // A button by role (OK chooses it) named by its title, so that focus on it is heard.
        role={label ? 'button' : undefined}
        aria-label={label}
        data-index={index}
        data-focused={focused || undefined}
        onMouseEnter={() => onHover(index)}
        onClick={() => onClick(index)}
      >
        {renderItem(item, index, width)}
      </div>
    </div>
  );
}

/**
 * One card of a virtualised row or grid. The list is the focus target; a cell only marks itself
 * focused, takes DOM focus from its list (data-index, see focus/engine.ts), and answers the pointer.
 */
export const VirtualCell = memo(VirtualCellInner) as typeof VirtualCellInner;
