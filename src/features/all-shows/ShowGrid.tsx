import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ContentItem, Orientation } from '../../api/types';
import { Card } from '../../components/Card';
import { gridCardSize } from '../../components/card-sizes';
import { VirtualGrid } from '../../components/VirtualGrid';
import { withDetailModal } from '../../lib/detail-modal';
import { useUi } from '../../stores/ui';

/** Opening a programme of a list: its detail modal over this page (SPEC: sDM, dId, dType, cId). */
export function useOpenDetail(catalogueId: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (item: ContentItem) =>
      navigate(
        { pathname: location.pathname, search: withDetailModal(location.search, { id: item.id, type: item.type, catalogueId }) },
        { state: { detailModal: true } },
      ),
    [catalogueId, location.pathname, location.search, navigate],
  );
}

export interface ShowGridProps {
  focusKey: string;
  label: string;
  items: readonly ContentItem[];
  catalogueId: string;
  orientation?: Orientation;
  hasMore?: boolean;
  loadMore?: () => void;
}

const itemKey = (item: ContentItem) => item.id;

/** A virtualised grid of programme cards; OK (or a click) opens the programme's detail modal. */
export function ShowGrid({ focusKey, label, items, catalogueId, orientation = 'landscape', hasMore, loadMore }: ShowGridProps) {
  const formFactor = useUi((s) => s.formFactor);
  const size = gridCardSize(formFactor, orientation);
  const open = useOpenDetail(catalogueId);
  // Cards keep their picture's shape and their title's height as the grid stretches them.
  const titleHeight = size.total - size.height;
  const pictureHeight = useCallback((width: number) => Math.round((width * size.height) / size.width), [size.height, size.width]);
  const cellHeight = useCallback((width: number) => pictureHeight(width) + titleHeight, [pictureHeight, titleHeight]);
  const renderItem = useCallback(
    (item: ContentItem, _index: number, _focused: boolean, width: number) => <Card item={item} orientation={orientation} width={width} height={pictureHeight(width)} />,
    [orientation, pictureHeight],
  );
  return (
    <VirtualGrid
      focusKey={focusKey}
      label={label}
      items={items}
      itemKey={itemKey}
      cellWidth={size.width}
      cellHeight={cellHeight}
      gap={size.gap}
      rowGap={Math.round(size.gap * 1.5)}
      renderItem={renderItem}
      onSelect={open}
      hasMore={hasMore}
      loadMore={loadMore}
    />
  );
}
