import { msg } from '@lingui/core/macro';
import { Suspense, useCallback } from 'react';
import { useLocation, useNavigate, useParams, type RouteObject } from 'react-router-dom';
import type { ContentItem } from '../../contract/answers';
import { slugify } from '../../contract/slug';
import { detailPath, isItemId, type DetailModalQuery } from '../lib/detail-modal';
import { hasEarlierPage } from '../lib/history';
import { Loader } from '../components/Loader';
import { HomePage } from '../features/home/HomePage';
import { NotFound } from './NotFound';
import { otherPagesFailure } from './other-pages-failure';
import { AppError, PageError, RouteError } from './RouteError';
import { DetailModal } from './lazy';
import { LayerBoundary } from './LayerBoundary';
import { LayerLoading } from './LayerLoading';
import { handle } from './route-handle';
import { Shell } from './Shell';

/** The history state of a detail page opened from another one's modal ('You might also like'). */
interface DetailPageState {
  fromDetail?: boolean;
}

/**
 * /detail/{id}/{type}/{slug}: the detail modal over the home page; closing returns home, or to
 * the programme it was opened from inside the modal. The slug follows the title: once the
 * programme loads, a missing or stale slug is corrected in place.
 */
function DetailPage() {
  const { detailItemId = '', detailItemType = '', title = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const onLoaded = useCallback(
    (item: ContentItem) => {
      // Not once the browser has stepped elsewhere in the history (Back pressed as the programme
      // loaded): the router hears of the step later, and this replace would rewrite the address
      // stepped back to with the programme left.
      if (window.location.pathname !== location.pathname) return;
      const slug = slugify(item.name);
      if (slug && slug !== title)
        navigate({ pathname: detailPath(item.id, item.type, item.name), search: location.search }, { replace: true, state: location.state });
    },
    [title, navigate, location.pathname, location.search, location.state],
  );
  // Another programme opened inside the modal is a step of its own: Back steps back to this one
  // (on the card that opened it, see focus/Layer.tsx), where going home would leave both.
  const onOpen = useCallback(
    (next: DetailModalQuery) => navigate(detailPath(next.id, next.type, ''), { state: { fromDetail: true } satisfies DetailPageState }),
    [navigate],
  );
  const fromDetail = (location.state as DetailPageState | null)?.fromDetail === true;
  const close = useCallback(() => (fromDetail && hasEarlierPage() ? navigate(-1) : navigate('/')), [fromDetail, navigate]);
  if (!isItemId(detailItemId)) return <NotFound />;
  return (
    <LayerBoundary id="detail" onClose={close}>
      <Suspense fallback={<LayerLoading id="detail" onClose={close} />}>
        <DetailModal query={{ id: detailItemId, type: detailItemType, catalogueId: '' }} onClose={close} onOpen={onOpen} onLoaded={onLoaded} />
      </Suspense>
    </LayerBoundary>
  );
}

/** Home, with the detail modal over it: the routes a start needs at once. */
export const homeRoute: RouteObject = {
  element: <HomePage />,
  children: [
    { index: true, handle: handle('HomePage', msg`Home`), element: null },
    { path: 'detail/:detailItemId/:detailItemType?/:title?', handle: handle('DetailPage', msg`Details`), element: <DetailPage /> },
  ],
};

/**
 * Any other address: "Page not found", in the table from the start. As a splat it also makes the
 * router ask for the other pages (app-router.ts) whatever the address; when they could not be
 * loaded, it says so instead, inside the frame (the navigation stays), and the next navigation
 * asks for them again.
 */
export const notFoundRoute: RouteObject = { path: '*', handle: handle('NotFound', msg`Page not found`), element: <AnyOtherAddress /> };

function AnyOtherAddress() {
  const failure = otherPagesFailure();
  return failure ? <PageError error={failure} /> : <NotFound />;
}

/** The id of the route that holds every page; the pages other than home join it when first needed. */
export const PAGES_ROUTE_ID = 'pages';

/**
 * The route table around the given pages, history mode, with the spec's route
 * names. A page that fails (its code did not download, or it threw while drawing) shows RouteError
 * in its place, inside the frame, so the navigation stays; only a failure of the frame itself
 * reaches AppError.
 */
export function routeTable(pages: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      element: <Shell />,
      errorElement: <AppError />,
      // Opened straight on a lazily loaded page, the loader shows while the page's code arrives.
      hydrateFallbackElement: <Loader />,
      children: [{ id: PAGES_ROUTE_ID, errorElement: <RouteError />, children: pages }],
    },
  ];
}

/**
 * The table a start makes its router with: home alone. Making the router compiles and ranks every
 * route's pattern (the spec's optional segments make 85 of them), which took a TV at 6x about 270 ms
 * in one piece before the first draw; the other pages join when a navigation first needs them.
 */
export const startRoutes: RouteObject[] = routeTable([homeRoute, notFoundRoute]);
