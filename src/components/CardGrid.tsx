import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { Orientation } from '../../contract/wire';
import type { ContentItem } from '../../contract/answers';
import { FocusButton, FocusSection } from '../focus/Focusable';
import { cardNameWith, positionText } from '../lib/announcements';
import { useUi } from '../stores/ui';
import { Card } from './Card';
import { gridCardSize } from './card-sizes';
import { LoadMoreSentinel } from './LoadMoreSentinel';
import './CardGrid.css';

/** Cards drawn at first, and added each time focus reaches the last row (collapsed lists show 50). */
export const GRID_PAGE = 50;

export interface CardGridProps {
  focusKey: string;
  label: string;
  items: readonly ContentItem[];
  orientation: Orientation;
  onSelect: (item: ContentItem) => void;
  /** Drawn over each card (My List's remove mark). */
  decorate?: (item: ContentItem) => ReactNode;
  /** A second line under a card's title (an episode's show name). */
  subtitle?: (item: ContentItem) => string | undefined;
  /** A card's accessible name, when OK does something else than open it (remove mode). */
  itemLabel?: (item: ContentItem) => string;
  /** Picture width on TV and desktop, where a narrower column holds the grid (phones keep two a line). */
  cardWidth?: number;
  /**
   * Paged lists: called when the viewer nears the end of `items` (focus in the last rows, or the end
   * scrolled within 600 px); the caller appends the next page, and the grid draws it as it comes.
   */
  onNearEnd?: () => void;
  /** More can still come through `onNearEnd`. */
  hasMore?: boolean;
  /** A page asked for through `onNearEnd` is on its way. */
  loadingMore?: boolean;
}

export const gridCardKey = (focusKey: string, id: string) => `${focusKey}:${id}`;

/**
 * A wrapping grid of programme cards for remote, mouse and touch. It draws 50 and grows as focus
 * (or the pointer) reaches the end, so a TV never measures hundreds of cards per key press.
 */
export function CardGrid({
  focusKey,
  label,
  items,
  orientation,
  onSelect,
  decorate,
  subtitle,
  itemLabel,
  cardWidth,
  onNearEnd,
  hasMore = false,
  loadingMore = false,
}: CardGridProps) {
  const formFactor = useUi((s) => s.formFactor);
  const { t } = useLingui();
  const size = gridCardSize(formFactor, orientation, cardWidth);
  const [shown, setShown] = useState(GRID_PAGE);
  const visible = items.slice(0, shown);
  const hidden = items.length - shown;
  const more = () => setShown((n) => (n < items.length ? n + GRID_PAGE : n));
  // Everything held is drawn: ask for the next page, and make room to draw it as it arrives.
  const nearEnd = () => {
    setShown((n) => Math.max(n, items.length + GRID_PAGE));
    onNearEnd?.();
  };
  const focusedAt = (index: number) => {
    more();
    if (onNearEnd && index >= items.length - 8) nearEnd();
  };
  return (
    <FocusSection
      as="ul"
      focusKey={focusKey}
      className="card-grid"
      aria-label={label}
      // Entering the grid says its name, then each card its place ("My List, 3 of 12"); the card's
      // title is its button's own name, read from DOM focus.
      accessibilityLabel={label}
      style={{ gridTemplateColumns: `repeat(auto-fill, ${size.width}px)`, gap: `${size.gap * 1.5}px ${size.gap}px` }}
    >
      {visible.map((item, index) => {
        const second = subtitle?.(item);
        return (
          <li key={item.id}>
            <FocusButton
              focusKey={gridCardKey(focusKey, item.id)}
              className="grid-card"
              aria-label={itemLabel ? itemLabel(item) : cardNameWith(item, second)}
              accessibilityLabel={positionText(index, items.length, hasMore)}
              onPress={() => onSelect(item)}
              onFocused={index >= visible.length - 8 ? () => focusedAt(index) : undefined}
            >
              <Card item={item} orientation={orientation} width={size.width} height={size.height} subtitle={second} />
              {decorate?.(item)}
            </FocusButton>
          </li>
        );
      })}
      {shown < items.length && (
        <li className="card-grid-more">
          <FocusButton focusKey={`${focusKey}:more`} className="button" onPress={more}>
            {t`Show more (${hidden})`}
          </FocusButton>
        </li>
      )}
      {onNearEnd && (
        <li className="card-grid-sentinel" aria-hidden="true">
          <LoadMoreSentinel hasMore={shown < items.length || hasMore} loading={loadingMore} loadMore={() => (shown < items.length ? more() : nearEnd())} />
        </li>
      )}
    </FocusSection>
  );
}
