import { useState, type ReactNode } from 'react';
import type { ContentItem, Orientation } from '../api/types';
import { FocusButton, FocusSection } from '../focus/Focusable';
import { useUi } from '../stores/ui';
import { Card } from './Card';
import { gridCardSize } from './card-sizes';
import './CardGrid.css';

/** Cards drawn at first, and added each time focus reaches the last row (SPEC: collapsed lists show 50). */
export const GRID_PAGE = 50;

export interface CardGridProps {
  focusKey: string;
  label: string;
  items: readonly ContentItem[];
  orientation: Orientation;
  onSelect: (item: ContentItem) => void;
  /** Drawn over each card (My List's remove mark). */
  decorate?: (item: ContentItem) => ReactNode;
}

export const gridCardKey = (focusKey: string, id: string) => `${focusKey}:${id}`;

/**
 * A wrapping grid of programme cards for remote, mouse and touch. It draws 50 and grows as focus
 * (or the pointer) reaches the end, so a TV never measures hundreds of cards per key press.
 */
export function CardGrid({ focusKey, label, items, orientation, onSelect, decorate }: CardGridProps) {
  const formFactor = useUi((s) => s.formFactor);
  const size = gridCardSize(formFactor, orientation);
  const [shown, setShown] = useState(GRID_PAGE);
  const visible = items.slice(0, shown);
  const more = () => setShown((n) => (n < items.length ? n + GRID_PAGE : n));
  return (
    <FocusSection
      as="ul"
      focusKey={focusKey}
      className="card-grid"
      aria-label={label}
      style={{ gridTemplateColumns: `repeat(auto-fill, ${size.width}px)`, gap: `${size.gap * 1.5}px ${size.gap}px` }}
    >
      {visible.map((item, index) => (
        <li key={item.id}>
          <FocusButton
            focusKey={gridCardKey(focusKey, item.id)}
            className="grid-card"
            aria-label={item.name}
            onPress={() => onSelect(item)}
            onFocused={index >= visible.length - 8 ? more : undefined}
          >
            <Card item={item} orientation={orientation} width={size.width} height={size.height} />
            {decorate?.(item)}
          </FocusButton>
        </li>
      ))}
      {shown < items.length && (
        <li className="card-grid-more">
          <FocusButton focusKey={`${focusKey}:more`} className="button" onPress={more}>
            Show more ({items.length - shown})
          </FocusButton>
        </li>
      )}
    </FocusSection>
  );
}
