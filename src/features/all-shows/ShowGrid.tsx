import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ContentItem, Orientation } from '../../../contract/wire';
import { VirtualCardGrid } from '../../components/VirtualCardGrid';
import { withDetailModal } from '../../lib/detail-modal';

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
  /** How many the list holds in all, when the server says. */
  total?: number | null;
  hasMore?: boolean;
  loadMore?: () => void;
}

/** A virtualised grid of programme cards; OK (or a click) opens the programme's detail modal. */
export function ShowGrid({ focusKey, label, items, catalogueId, orientation = 'landscape', total, hasMore, loadMore }: ShowGridProps) {
  const open = useOpenDetail(catalogueId);
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
