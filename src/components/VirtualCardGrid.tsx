import { useCallback } from 'react';
import type { Orientation } from '../../contract/wire';
import type { ContentItem } from '../../contract/answers';
import { cardNameWith } from '../lib/announcements';
import { useUi } from '../stores/ui';
import { Card } from './Card';
import { gridCardSize } from './card-sizes';
import { VirtualGrid } from './VirtualGrid';

export interface VirtualCardGridProps {
  focusKey: string;
  label: string;
  items: readonly ContentItem[];
  onSelect: (item: ContentItem) => void;
  orientation?: Orientation;
  /** About how wide a card is on TV and desktop (a narrower column); the grid fills its lines. */
  cardWidth?: number;
  /** A second line under a card's title (an episode's show name). */
  subtitle?: (item: ContentItem) => string | undefined;
  /** How many the list holds in all, when the server says. */
  total?: number | null;
  hasMore?: boolean;
  loadMore?: () => void;
}

const itemKey = (item: ContentItem) => item.id;

/**
 * Programme cards in a virtualised grid (search results, All Shows): the cards keep their
 * picture's shape and their title's height as the grid stretches them to fill each line.
 */
export function VirtualCardGrid({
  focusKey,
  label,
  items,
  onSelect,
  orientation = 'landscape',
  cardWidth,
  subtitle,
  total,
  hasMore,
  loadMore,
}: VirtualCardGridProps) {
  const formFactor = useUi((s) => s.formFactor);
  const size = gridCardSize(formFactor, orientation, cardWidth);
  const titleHeight = (size.total - size.height) * (subtitle ? 1.6 : 1);
  const pictureHeight = useCallback((width: number) => Math.round((width * size.height) / size.width), [size.height, size.width]);
  const cellHeight = useCallback((width: number) => pictureHeight(width) + titleHeight, [pictureHeight, titleHeight]);
  const renderItem = useCallback(
    (item: ContentItem, _index: number, width: number) => (
      <Card item={item} orientation={orientation} width={width} height={pictureHeight(width)} subtitle={subtitle?.(item)} />
    ),
    [orientation, pictureHeight, subtitle],
  );
  // Named as drawn: the title (an episode's number first), then the second line (its show).
  const itemLabel = useCallback((item: ContentItem) => cardNameWith(item, subtitle?.(item)), [subtitle]);
  return (
    <VirtualGrid
      focusKey={focusKey}
      label={label}
      items={items}
      itemKey={itemKey}
      itemLabel={itemLabel}
      total={total}
      cellWidth={size.width}
      cellHeight={cellHeight}
      gap={size.gap}
      rowGap={Math.round(size.gap * 1.5)}
      renderItem={renderItem}
      onSelect={onSelect}
      hasMore={hasMore}
      loadMore={loadMore}
    />
  );
}
