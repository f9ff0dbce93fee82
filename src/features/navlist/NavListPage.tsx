import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCataloguePages } from '../../api/get-catalogue';
import type { ContentItem } from '../../../contract/answers';
import { Banner } from '../../components/Banner';
import { CarouselRow } from '../../components/CarouselRow';
import { LoadMoreSentinel } from '../../components/LoadMoreSentinel';
import { BANNER_PAGE_SIZE, NAV_LIST_PAGE_SIZE, TOP_BANNER_MS } from '../../lib/constants';
import { useConfig } from '../../stores/config';
import { RetryMessage } from '../../components/RetryMessage';

/** /navlistitem/{catalogueId}/{bannerId}: a configured nav item's banner and carousels, 20 a page. */
export function NavListPage() {
  const { catalogueId = '', bannerId = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  const title = useConfig((s) => s.navListItems.find((item) => item.id === catalogueId)?.title) ?? t`Browse`;
  const banner = useCataloguePages(bannerId, BANNER_PAGE_SIZE, Boolean(bannerId));
  const carousels = useCataloguePages(catalogueId, NAV_LIST_PAGE_SIZE, Boolean(catalogueId));
  const openBanner = useCallback((item: ContentItem) => navigate(`/details/${encodeURIComponent(item.id)}/${item.type}`), [navigate]);

  return (
    <div className="page navlist">
      <h1 className={banner.items.length > 0 ? 'visually-hidden' : 'page-title'}>{title}</h1>
      {banner.items.length > 0 && (
        <Banner
          focusKey="navlist:banner"
          label={title}
          items={banner.items}
          intervalMs={TOP_BANNER_MS}
          buttonLabel={t`Watch Now`}
          onSelect={openBanner}
          atTop
        />
      )}
      {carousels.error && carousels.items.length === 0 && (
        <RetryMessage message={carousels.error} status={carousels.errorStatus} focusKey="navlist:retry" onRetry={carousels.retry} />
      )}
      {carousels.items.map((carousel) => (
        <CarouselRow key={carousel.id} carousel={carousel} />
      ))}
      <LoadMoreSentinel hasMore={carousels.hasMore} loading={carousels.loading} loadMore={carousels.loadMore} />
    </div>
  );
}
