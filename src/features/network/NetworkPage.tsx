import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useCataloguePages } from '../../api/get-catalogue';
import { getVideo } from '../../api/get-video';
import type { ContentItem } from '../../../contract/answers';
import { Banner } from '../../components/Banner';
import { CarouselRow } from '../../components/CarouselRow';
import { LoadMoreSentinel } from '../../components/LoadMoreSentinel';
import { RetryMessage } from '../../components/RetryMessage';
import { UnavailablePage } from '../../components/UnavailablePage';
import { BANNER_PAGE_SIZE, NETWORK_BANNER_MS } from '../../lib/constants';
import { networkPage } from '../../lib/home-blocks';

/** /network/{catalogueId}/{type}: the network's banner (3 s a slide) and its carousels. */
export function NetworkPage() {
  const { catalogueId = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [network, setNetwork] = useState<ContentItem | null>(null);
  /** The server's message, or null when the network could not be loaded for another reason. */
  const [error, setError] = useState<{ message: string | null; status: number } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setNetwork(null);
    setError(null);
    getVideo(catalogueId, controller.signal).then(setNetwork, (failure: unknown) => {
      if (controller.signal.aborted) return;
      setError(failure instanceof ApiError ? { message: failure.message, status: failure.status } : { message: null, status: 0 });
    });
    return () => controller.abort();
  }, [catalogueId, attempt]);

  const bannerId = typeof network?.metaData.bannerId === 'string' ? network.metaData.bannerId : '';
  const banner = useCataloguePages(bannerId, BANNER_PAGE_SIZE, Boolean(bannerId));
  const carousels = useCataloguePages(catalogueId, networkPage, Boolean(network));
  const openBanner = useCallback((item: ContentItem) => navigate(`/details/${encodeURIComponent(item.id)}/${item.type}`), [navigate]);

  if (error) {
    return (
      <UnavailablePage
        title={t`Network unavailable`}
        message={error.message ?? t`This network could not be loaded.`}
        status={error.status}
        focusPrefix="network"
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  return (
    <div className="page network">
      <h1 className={banner.items.length > 0 ? 'visually-hidden' : 'page-title'}>{network?.name ?? t`Network`}</h1>
      {banner.items.length > 0 && (
        <Banner
          focusKey="network:banner"
          label={network?.name ?? t`Network`}
          items={banner.items}
          intervalMs={NETWORK_BANNER_MS}
          buttonLabel={t`Watch Now`}
          onSelect={openBanner}
          atTop
        />
      )}
      {carousels.error && carousels.items.length === 0 && (
        <RetryMessage message={carousels.error} status={carousels.errorStatus} focusKey="network:retry-rows" onRetry={carousels.retry} />
      )}
      {carousels.items.map((carousel) => (
        <CarouselRow key={carousel.id} carousel={carousel} />
      ))}
      <LoadMoreSentinel hasMore={carousels.hasMore} loading={carousels.loading} loadMore={carousels.loadMore} />
    </div>
  );
}
