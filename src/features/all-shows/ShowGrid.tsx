import { useCallback } from 'react';
import type { Orientation } from '../../../contract/wire';
import type { ContentItem } from '../../../contract/answers';
import { VirtualCardGrid } from '../../components/VirtualCardGrid';
import { useOpenDetail } from '../../components/use-open-detail';

export interface ShowGridProps {
  focusKey: string;
  label: string;
  items: readonly ContentItem[];
  catalogueId: string;
  orientation?: Orientation;
  /** How many the list holds in all, when the server says. */
  total?: number | null;
  hasMore?: boolean;
  loadMore?: () => void;
}

/** A virtualised grid of programme cards; OK (or a click) opens the programme's detail modal. */
export function ShowGrid({ focusKey, label, items, catalogueId, orientation = 'landscape', total, hasMore, loadMore }: ShowGridProps) {
  const openDetail = useOpenDetail();
  const open = useCallback((item: ContentItem) => openDetail(item, catalogueId), [catalogueId, openDetail]);
  return (
    <VirtualCardGrid
      focusKey={focusKey}
      label={label}
      items={items}
      onSelect={open}
      orientation={orientation}
      total={total}
      hasMore={hasMore}
      loadMore={loadMore}
    />
  );
}
