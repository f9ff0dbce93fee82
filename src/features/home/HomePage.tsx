import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useCataloguePages } from '../../api/get-catalogue';
import { useRetryOnReconnect } from '../../stores/use-retry-on-reconnect';
import type { ContentItem } from '../../../contract/answers';
import { Banner } from '../../components/Banner';
import { CarouselRow } from '../../components/CarouselRow';
import { BANNER_PAGE_SIZE, HOME_SET_PAGE_SIZE, TOP_BANNER_MS } from '../../lib/constants';
import { homeBlocks } from '../../lib/home-blocks';
import { useConfig } from '../../stores/config';
import { useConnection } from '../../stores/connection';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { homeCatalogues } from './home-prefetch';
import { MiddleBanner } from './MiddleBanner';
import { RetryMessage } from '../../components/RetryMessage';
import { whenNear } from '../../components/when-near';
import './home.css';

/**
 * The share/donate banner (after the 8th row) and the FAQ and footer (below every row) load as
 * the viewer nears them, off the first screen's path. Should their code not arrive, home goes on
 * without them rather than failing whole.
 */
const ShareDonateBanner = whenNear(() => import('./ShareDonateBanner').then((module) => module.ShareDonateBanner), 'share-donate-placeholder');
const HomeEnd = whenNear(() => import('./HomeEnd').then((module) => module.HomeEnd), 'home-end-placeholder');
/** Continue Watching is a signed-in viewer's row: its code loads for them only (it draws nothing until their list has come). */
const ContinueWatchingRow = whenNear(() => import('./ContinueWatchingRow').then((module) => module.ContinueWatchingRow), 'continue-watching-placeholder');

/** The carousel sets of the profile type and layout (kids sets for a kids profile). */
function useHomeConfig() {
  const values = useConfig((s) => s.values);
  const kids = useSession((s) => s.profileType === 'KIDS');
  const mobile = useUi((s) => s.formFactor === 'mobile');
  return homeCatalogues(values, kids, mobile);
}

/** Rows still on their way: the shape of the page, so home is there before its first answer. */
function RowsLoading() {
  const { t } = useLingui();
  return (
    <div className="home-rows-loading" role="status" aria-label={t`Loading rows`}>
      {[0, 1, 2].map((row) => (
        <div className="home-row-placeholder" key={row} aria-hidden="true">
          <span className="home-row-placeholder-title" />
          <span className="home-row-placeholder-cards" />
        </div>
      ))}
    </div>
  );
}

/** Where a banner's button leads: the banner detail page, or the live player for a channel. */
function useBannerAction(bannerId: string) {
  const navigate = useNavigate();
  return useCallback(
    (item: ContentItem) => {
      if (item.type === 'livestream') navigate(`/liveVideo/${encodeURIComponent(item.id)}/livestream/${encodeURIComponent(bannerId)}`);
      else navigate(`/details/${encodeURIComponent(item.id)}/${item.type}`);
    },
    [bannerId, navigate],
  );
}

/**
 * Home: the top banner, Continue Watching, the carousels (the Middle Banner drawn as 'Most watched
 * this week', the share/donate banner after the 8th), the bottom banner, the FAQ and the footer.
 */
export function HomePage() {
  const { t } = useLingui();
  const { bannerId, setId, bottomId } = useHomeConfig();
  const banner = useCataloguePages(bannerId, BANNER_PAGE_SIZE, Boolean(bannerId));
  const carousels = useCataloguePages(setId, HOME_SET_PAGE_SIZE, Boolean(setId));
  const bottom = useCataloguePages(bottomId, BANNER_PAGE_SIZE, Boolean(bottomId) && !carousels.hasMore);
  const openBanner = useBannerAction(bannerId);
  const openBottom = useBannerAction(bottomId);
  const blocks = homeBlocks(carousels.items);
  const allRowsListed = !carousels.hasMore && !carousels.loading;
  // Offline, the offline message above the page says so, with its own Retry.
  const offline = useConnection((s) => s.offline);
  const signedIn = useSession((s) => s.loggedIn);
  useRetryOnReconnect(banner, carousels, bottom);

  return (
    // Its focusables run down one column: Down and Up follow the document (focus/column.ts).
    <div className="home page" data-focus-column>
      <h1 className="visually-hidden">{t`Home`}</h1>
      {/* The banner's place is kept while it loads, so rows that answer first do not jump down. */}
      {banner.items.length === 0 && bannerId && banner.hasMore && <div className="banner banner-placeholder" aria-hidden="true" />}
      {banner.items.length > 0 && (
        <Banner
          focusKey="home:banner"
          label={t`Featured`}
          items={banner.items}
          intervalMs={TOP_BANNER_MS}
          stopAtLast
          buttonLabel={t`Watch Now`}
          onSelect={openBanner}
          atTop
        />
      )}
      {signedIn && <ContinueWatchingRow />}
      {setId && carousels.items.length === 0 && !carousels.error && <RowsLoading />}
      {carousels.error && carousels.items.length === 0 && !offline && (
        <RetryMessage className="home-error" message={carousels.error} status={carousels.errorStatus} focusKey="home:retry" onRetry={carousels.retry} />
      )}
      {blocks.map((block) => {
        if (block.kind === 'share-donate') return <ShareDonateBanner key="share-donate" />;
        if (block.kind === 'middle-banner') return <MiddleBanner key={block.carousel.id} carousel={block.carousel} />;
        return <CarouselRow key={block.carousel.id} carousel={block.carousel} />;
      })}
      {allRowsListed && (
        <>
          {bottom.items.length > 0 && (
            <Banner
              focusKey="home:bottom-banner"
              label={t`Watch Live, Anywhere`}
              items={bottom.items}
              intervalMs={TOP_BANNER_MS}
              buttonLabel={t`Watch Now`}
              onSelect={openBottom}
            />
          )}
          <HomeEnd />
        </>
      )}
      <Outlet />
    </div>
  );
}
