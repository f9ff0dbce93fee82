import { useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { LiveRegion } from '../components/LiveRegion';
import { Loader } from '../components/Loader';
import { Toasts } from '../components/Toasts';
import { Frame } from '../layouts/Frame';
import { hasEarlierPage } from '../lib/history';
import { useOpenDetail } from '../components/use-open-detail';
import { isItemId, parseBranchLink, parseDetailModal, withoutDetailModal, type DetailModalQuery } from '../lib/detail-modal';
import { useSubscriptionPrompt } from '../stores/subscription-prompt';
import { usePhoneQr } from '../stores/phone-qr';
import { useExitPrompt } from '../stores/exit-prompt';
import { useShare } from '../stores/share';
import { useSignOutPrompt } from '../stores/sign-out';
import { useProfiles } from '../stores/profiles';
import { useUi } from '../stores/ui';
import type { RouteHandle } from './route-handle';
import { useAccountRefresh } from './account-refresh';
import { LayerBoundary } from './LayerBoundary';
import { LayerLoading } from './LayerLoading';
import { OfflineNotice } from './OfflineNotice';
import { DetailModal, ExitDialog, KidsLockGate, LoginPopup, PhoneQrModal, ShareDialog, SignOutDialog, SubscriptionPopup } from './lazy';
import { useKeyActions } from './use-key-actions';
import { useRouteFocus } from './use-route-focus';

interface ModalState {
  detailModal?: boolean;
  /** The entry of the page under the modal (see use-open-detail.ts and focus/memory.ts). */
  pageEntry?: string;
  /** Branch-link data, kept here once the query string is removed from the address. */
  branchDetail?: DetailModalQuery;
  /** A linked modal closed: focus goes to this programme's card on the page (see use-route-focus.ts). */
  focusItem?: string;
}

/** The detail modal of the query contract (or of a branch link), over whatever route is showing. */
function QueryDetailModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as ModalState | null;
  const branch = parseBranchLink(location.search);

  // A branch link opens the modal and its query string is removed from the address.
  useEffect(() => {
    if (branch) navigate({ pathname: location.pathname, search: '' }, { replace: true, state: { branchDetail: branch } satisfies ModalState });
  }, [branch?.id, branch?.type, branch?.catalogueId, location.pathname, navigate]); // eslint-disable-line react-hooks/exhaustive-deps

  const query = parseDetailModal(location.search) ?? (state?.branchDetail && isItemId(state.branchDetail.id) ? state.branchDetail : null);
  const shownId = query?.id;
  const close = useCallback(() => {
    // Opened in the app: step back over the entry that opened it, whose card takes focus again.
    // Opened by a link (or the app's first page, a share link's landing, has nothing to step back
    // to): drop the query; no card opened it, so focus goes to the programme's card.
    if (state?.detailModal && hasEarlierPage()) navigate(-1);
    else
      navigate(
        { pathname: location.pathname, search: withoutDetailModal(location.search) },
        { replace: true, state: { focusItem: shownId } satisfies ModalState },
      );
  }, [location.pathname, location.search, state, navigate, shownId]);
  // Another programme opened inside the modal is a step of its own: Back comes back to this one,
  // on the card that opened it (see focus/Layer.tsx).
  const openDetail = useOpenDetail();
  const open = useCallback((next: DetailModalQuery) => openDetail(next, next.catalogueId), [openDetail]);
  if (!query) return null;
  return (
    <LayerBoundary id="detail" onClose={close}>
      <Suspense fallback={<LayerLoading id="detail" onClose={close} />}>
        <DetailModal query={query} onClose={close} onOpen={open} />
      </Suspense>
    </LayerBoundary>
  );
}

/** The frame every route lives in: navigation, page, layers, notifications, loader. */
export function Shell() {
  const location = useLocation();
  const matches = useMatches();
  const handles = matches.map((m) => m.handle as RouteHandle | undefined).filter(Boolean) as RouteHandle[];
  const hideNav = handles.some((h) => h.hideNav);
  const { t, i18n } = useLingui();
  const handleTitle = handles.at(-1)?.title;
  const title = handleTitle ? i18n._(handleTitle) : undefined;
  const loading = useUi((s) => s.loading);
  const loginPopup = useUi((s) => s.loginPopup);
  const closeLogin = useUi((s) => s.closeLogin);
  const closePanels = useUi((s) => s.closePanels);
  const phoneQr = usePhoneQr((s) => s.request);
  const closePhoneQr = usePhoneQr((s) => s.close);
  const exitAsking = useExitPrompt((s) => s.open);
  const closeExit = useExitPrompt((s) => s.close);
  const shareEvent = useShare((s) => s.event);
  const closeShare = useShare((s) => s.close);
  const subscriptionPrompt = useSubscriptionPrompt((s) => s.kind);
  const closeSubscriptionPrompt = useSubscriptionPrompt((s) => s.close);
  const signOutAsking = useSignOutPrompt((s) => s.asking);
  const closeSignOut = useSignOutPrompt((s) => s.close);
  const kidsLock = useProfiles((s) => s.lockRequest !== null);
  const settleKidsLock = useProfiles((s) => s.settleLock);
  const cancelKidsLock = useCallback(() => settleKidsLock(false), [settleKidsLock]);

  useKeyActions();
  useAccountRefresh();
  useRouteFocus();

  // Most navigation closes the nav panels.
  useEffect(() => {
    closePanels();
  }, [location.pathname, closePanels]);

  useEffect(() => {
    document.title = title ? t`${title} · Lumen` : t`Lumen · Catholic TV`;
  }, [title, t]);

  return (
    <Frame
      hideNav={hideNav}
      overlay={
        <>
          {/* Each layer's code loads the first time it opens (see lazy.tsx), the loader showing
              meanwhile (LayerLoading); one boundary each, so a layer loading never hides another
              that is open. */}
          <QueryDetailModal />
          {shareEvent && (
            <LayerBoundary id="share" onClose={closeShare}>
              <Suspense fallback={<LayerLoading id="share" onClose={closeShare} />}>
                <ShareDialog event={shareEvent} onClose={closeShare} />
              </Suspense>
            </LayerBoundary>
          )}
          {loginPopup.open && (
            <LayerBoundary id="login" onClose={closeLogin}>
              <Suspense fallback={<LayerLoading id="login" onClose={closeLogin} />}>
                <LoginPopup message={loginPopup.message} onClose={closeLogin} />
              </Suspense>
            </LayerBoundary>
          )}
          {kidsLock && (
            <LayerBoundary id="kids-lock" onClose={cancelKidsLock}>
              <Suspense fallback={<LayerLoading id="kids-lock" onClose={cancelKidsLock} />}>
                <KidsLockGate />
              </Suspense>
            </LayerBoundary>
          )}
          {subscriptionPrompt && !loginPopup.open && (
            <LayerBoundary id="subscription" onClose={closeSubscriptionPrompt}>
              <Suspense fallback={<LayerLoading id="subscription" onClose={closeSubscriptionPrompt} />}>
                <SubscriptionPopup kind={subscriptionPrompt} onClose={closeSubscriptionPrompt} />
              </Suspense>
            </LayerBoundary>
          )}
          {signOutAsking && (
            <LayerBoundary id="sign-out" onClose={closeSignOut}>
              <Suspense fallback={<LayerLoading id="sign-out" onClose={closeSignOut} />}>
                <SignOutDialog onClose={closeSignOut} />
              </Suspense>
            </LayerBoundary>
          )}
          {phoneQr && (
            <LayerBoundary id={phoneQr.id} onClose={closePhoneQr}>
              <Suspense fallback={<LayerLoading id={phoneQr.id} onClose={closePhoneQr} />}>
                <PhoneQrModal {...phoneQr} onClose={closePhoneQr} />
              </Suspense>
            </LayerBoundary>
          )}
          {exitAsking && (
            <LayerBoundary id="exit" onClose={closeExit}>
              <Suspense fallback={<LayerLoading id="exit" onClose={closeExit} />}>
                <ExitDialog />
              </Suspense>
            </LayerBoundary>
          )}
          <Toasts />
          <LiveRegion />
          {loading > 0 && <Loader />}
        </>
      }
    >
      <OfflineNotice />
      <Outlet />
    </Frame>
  );
}
