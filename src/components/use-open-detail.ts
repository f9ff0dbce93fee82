import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { awaitLayer } from '../focus/held-press';
import { pageEntryKey } from '../focus/memory';
import { withDetailModal, withoutDetailModal } from '../lib/detail-modal';

/** A programme as the detail modal's address names it. */
export interface DetailTarget {
  id: string;
  type: string;
}

/**
 * Opening a programme: its detail modal over the page one is on (sDM, dId, dType, cId, the
 * page's own parameters kept), as a step of history of its own, so Back closes it onto the card
 * that opened it. One for every row, grid and list, and for the modal itself (another programme
 * opened inside it replaces the one shown). The function stays the same while the page's address
 * changes: it reads the address when it is called. The step names the entry of the page under it
 * (pageEntry), whose rows it shows as they were left when it is drawn again.
 */
export function useOpenDetail(): (item: DetailTarget, catalogueId?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  return useCallback(
    (item: DetailTarget, catalogueId = '') => {
      const { pathname, search } = here.current;
      const query = { id: item.id, type: item.type, catalogueId };
      // Keys pressed until the modal is drawn go to it, not to the page (held-press.ts). Inside
      // the modal, another programme replaces the one shown in the same layer, which keeps focus.
      if (!document.querySelector('[data-layer="detail"]')) awaitLayer();
      navigate({ pathname, search: withDetailModal(withoutDetailModal(search), query) }, { state: { detailModal: true, pageEntry: pageEntryKey() } });
    },
    [navigate],
  );
}
