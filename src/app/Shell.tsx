import { useCallback, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { Loader } from '../components/Loader';
import { Toasts } from '../components/Toasts';
import { LoginPopup } from '../features/auth/LoginPopup';
import { DetailModal } from '../features/detail/DetailModal';
import { Frame } from '../layouts/Frame';
import { parseDetailModal, withoutDetailModal } from '../lib/detail-modal';
import { useUi } from '../stores/ui';
import type { RouteHandle } from './route-handle';
import { useKeyActions } from './use-key-actions';
import { useRouteFocus } from './use-route-focus';

/** The detail modal of the query contract, over whatever route is showing. */
function QueryDetailModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = parseDetailModal(location.search);
  const close = useCallback(() => {
    const state = location.state as { detailModal?: boolean } | null;
    // Opened in the app: step back over the entry that opened it. Opened by a link: drop the query.
    if (state?.detailModal) navigate(-1);
    else navigate({ pathname: location.pathname, search: withoutDetailModal(location.search) }, { replace: true });
  }, [location.pathname, location.search, location.state, navigate]);
  if (!query) return null;
  return <DetailModal query={query} onClose={close} />;
}

/** The frame every route lives in: navigation, page, layers, notifications, loader. */
export function Shell() {
  const location = useLocation();
  const matches = useMatches();
  const handles = matches.map((m) => m.handle as RouteHandle | undefined).filter(Boolean) as RouteHandle[];
  const hideNav = handles.some((h) => h.hideNav);
  const title = handles.at(-1)?.title;
  const loading = useUi((s) => s.loading);
  const loginPopup = useUi((s) => s.loginPopup);
  const closeLogin = useUi((s) => s.closeLogin);
  const closePanels = useUi((s) => s.closePanels);

  useKeyActions();
  useRouteFocus();

  // Most navigation closes the nav panels.
  useEffect(() => {
    closePanels();
  }, [location.pathname, closePanels]);

  useEffect(() => {
    document.title = title ? `${title} · Lumen` : 'Lumen · Catholic TV';
  }, [title]);

  return (
    <Frame
      hideNav={hideNav}
      overlay={
        <>
          <QueryDetailModal />
          {loginPopup.open && <LoginPopup message={loginPopup.message} onClose={closeLogin} />}
          <Toasts />
          {loading > 0 && <Loader />}
        </>
      }
    >
      <Outlet />
    </Frame>
  );
}
