import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCataloguePages } from '../../api/get-catalogue';
import type { ContentItem, Orientation } from '../../api/types';
import { Card } from '../../components/Card';
import { cardSize } from '../../components/card-sizes';
import { useNearViewport } from '../../components/use-near-viewport';
import { VirtualRow } from '../../components/VirtualRow';
import { HOME_CAROUSEL_PAGE_SIZE } from '../../lib/constants';
import { withDetailModal } from '../../lib/detail-modal';
import { useUi } from '../../stores/ui';
import './home.css';

/** Names containing Networks are landscape; otherwise the carousel's own orientation. */
export function carouselOrientation(carousel: ContentItem): Orientation {
  if (/Networks/i.test(carousel.name)) return 'landscape';
  const value = carousel.metaData.orientation ?? carousel.orientation;
  return value === 'portrait' || value === 'circle' ? value : 'landscape';
}

/** Where choosing a card leads: live to the live player, shorts to the short videos, else details. */
export function useOpenItem(carousel: ContentItem) {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (item: ContentItem) => {
      if (item.type === 'livestream') return navigate(`/liveVideo/${item.id}/livestream/${carousel.id}`);
      if (/Shortease/i.test(carousel.name)) return navigate(`/ShortVideo/${item.id}/${item.type}/${carousel.id}`);
      if (/Networks/i.test(carousel.name) || item.metaData.network === 'true') return navigate(`/network/${item.id}/${item.type}`);
      return navigate(
        { pathname: location.pathname, search: withDetailModal(location.search, { id: item.id, type: item.type, catalogueId: carousel.id }) },
        { state: { detailModal: true } },
      );
    },
    [carousel.id, carousel.name, location.pathname, location.search, navigate],
  );
}

/** One home carousel: its title and a virtualised row that loads when it comes near the screen. */
export function CarouselRow({ carousel }: { carousel: ContentItem }) {
  const formFactor = useUi((s) => s.formFactor);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const near = useNearViewport(element);
  const pages = useCataloguePages(carousel.id, HOME_CAROUSEL_PAGE_SIZE, near);
  const orientation = carouselOrientation(carousel);
  const size = cardSize(formFactor, orientation);
  const open = useOpenItem(carousel);
  const renderItem = useCallback(
    (item: ContentItem) => <Card item={item} orientation={orientation} width={size.width} height={size.height} />,
    [orientation, size.width, size.height],
  );
  const title = carousel.name;
  if (near && !pages.loading && pages.items.length === 0 && !pages.hasMore) return null;
  return (
    <section ref={setElement} className="carousel" aria-label={title}>
      <h2 className="carousel-title">{title}</h2>
      {pages.error && pages.items.length === 0 ? (
        <p className="carousel-error">{pages.error}</p>
      ) : (
        <div className="carousel-row" style={{ height: size.total }}>
          {pages.items.length > 0 && (
            <VirtualRow
              focusKey={`row:${carousel.id}`}
              label={title}
              items={pages.items}
              itemKey={(item) => item.id}
              itemWidth={size.width}
              itemHeight={size.total}
              gap={size.gap}
              renderItem={renderItem}
              onSelect={open}
              hasMore={pages.hasMore}
              loadMore={pages.loadMore}
              ring={false}
            />
          )}
        </div>
      )}
    </section>
  );
}
