import { prefetchCataloguePage } from '../../api/get-catalogue';
import { bannerPicture } from '../../components/Banner';
import { BANNER_PAGE_SIZE, HOME_CAROUSEL_PAGE_SIZE, HOME_SET_PAGE_SIZE } from '../../lib/constants';
import { homeBlocks } from '../../lib/home-blocks';
import { useConfig } from '../../stores/config';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';

/** The carousel lists home draws: the top banner, the set of rows and the bottom banner. */
export interface HomeCatalogues {
  bannerId: string;
  setId: string;
  bottomId: string;
}

/** Which lists home draws for this configuration, profile type and layout (kids sets for a kids profile). */
export function homeCatalogues(values: Record<string, string>, kids: boolean, mobile: boolean): HomeCatalogues {
  return {
    bannerId:
      (kids ? values.featured_carousel_shalom_web_kids : mobile ? values.featured_carousel_mobile || values.featured_carousel : values.featured_carousel) ?? '',
    setId: (kids ? values.regular_carousel_shalom_web_kids : values.regular_carousel_shalom_web) ?? '',
    bottomId: kids ? '' : (values.bottom_banner ?? ''),
  };
}

/** Rows on home's first screen at any layout (a TV shows the banner and about two; 600 px below load too). */
export const FIRST_SCREEN_ROWS = 3;

/**
 * Fetches a picture the page is about to show, ahead of the element that shows it (the top
 * banner's picture is home's largest paint; its element comes once React has drawn home, and
 * takes the picture from the page's image cache).
 */
function preloadPicture(url: string): void {
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = url;
}

/**
 * Asks for what home's first screen shows as soon as the configuration is known, before React
 * has drawn home: the top banner and the set of rows, then, as the set answers, the first rows'
 * cards, and the banner's first picture. Home's lists then take these answers instead of waiting
 * for their turn (on a slow TV, drawing the app before home asks took longer than the answers).
 * Nothing here reports a failure: a list whose answer failed asks again itself and shows its own
 * error.
 */
export function prefetchHome(): void {
  const values = useConfig.getState().values;
  const kids = useSession.getState().profileType === 'KIDS';
  const mobile = useUi.getState().formFactor === 'mobile';
  const { bannerId, setId } = homeCatalogues(values, kids, mobile);
  if (bannerId) {
    prefetchCataloguePage(bannerId, BANNER_PAGE_SIZE).then(
      (banner) => {
        const first = banner._embedded.items[0];
        const picture = first && bannerPicture(first, mobile);
        if (picture) preloadPicture(picture);
      },
      () => undefined,
    );
  }
  if (!setId) return;
  prefetchCataloguePage(setId, HOME_SET_PAGE_SIZE).then(
    (set) => {
      const rows = homeBlocks(set._embedded.items)
        .slice(0, FIRST_SCREEN_ROWS)
        .flatMap((block) => (block.kind === 'carousel' ? [block.carousel.id] : []));
      for (const id of rows) void prefetchCataloguePage(id, HOME_CAROUSEL_PAGE_SIZE);
    },
    () => undefined,
  );
}
