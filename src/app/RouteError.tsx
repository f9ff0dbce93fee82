import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router-dom';
import { FocusButton } from '../focus/Focusable';
import { focusWhenReady } from '../focus/Layer';
import { isChunkLoadError } from '../lib/chunk';
import { BRAND_ICON_URL, isPackaged } from '../lib/runtime-config';
import { useUi } from '../stores/ui';

export const ERROR_TITLE = msg`Something went wrong`;
export const CHUNK_FAILED_TEXT = msg`Part of the app could not be downloaded. Please check your connection and try again.`;
export const RENDER_FAILED_TEXT = msg`This screen could not be shown. Please try again; if it keeps happening, go back to the home page.`;
export const LAYER_FAILED_TEXT = msg`This could not be shown. Please try again; if it keeps happening, close it and carry on.`;

/**
 * What to tell the viewer about an error that reached a boundary (a page's, or a layer's over it):
 * a message descriptor, drawn with `i18n._()`.
 */
export function errorText(error: unknown, where: 'page' | 'layer' = 'page'): MessageDescriptor {
  if (isChunkLoadError(error)) return CHUNK_FAILED_TEXT;
  return where === 'layer' ? LAYER_FAILED_TEXT : RENDER_FAILED_TEXT;
}

/**
 * A page that failed to draw, or whose code could not be downloaded: drawn where the page would
 * be, so the navigation stays usable. Go to Home takes focus; Try again loads the app afresh (the
 * router keeps a failed page download, so only a fresh load asks for it again).
 */
export function RouteError() {
  return <PageError error={useRouteError()} />;
}

/** What RouteError draws for `error`; also drawn for an address while the pages' code could not come (routes.tsx). */
export function PageError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  useEffect(() => {
    console.error(error);
    return focusWhenReady('route-error:home');
  }, [error]);
  return (
    <section className="page route-error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="page-title">
        {i18n._(ERROR_TITLE)}
      </h1>
      <p className="page-text">{i18n._(errorText(error))}</p>
      <FocusButton focusKey="route-error:home" className="button button-primary" data-initial-focus onPress={() => navigate('/')}>
        {t`Go to Home`}
      </FocusButton>
      <FocusButton focusKey="route-error:retry" className="button" onPress={() => window.location.reload()}>
        {t`Try again`}
      </FocusButton>
    </section>
  );
}

/** The app's first address: '/' on the web, the package's own page with an empty route on a TV. */
function homeAddress(): string {
  return isPackaged() ? `${window.location.pathname}${window.location.search}#/` : '/';
}

/**
 * Last line of defence, when the frame itself (navigation included) failed: a screen of its own,
 * like the start-up error, whose buttons the remote reaches as on any page.
 */
export function AppError() {
  const error = useRouteError();
  const layout = useUi((s) => s.formFactor);
  const { t, i18n } = useLingui();
  useEffect(() => {
    console.error(error);
    return focusWhenReady('app-error:home');
  }, [error]);
  return (
    <main className="startup-error app-error" role="alert" aria-labelledby="app-error-title" data-layout={layout}>
      <img src={BRAND_ICON_URL} alt="" width={72} height={72} />
      <h1 id="app-error-title">{i18n._(ERROR_TITLE)}</h1>
      <p>{i18n._(errorText(error))}</p>
      <div className="app-error-actions">
        <FocusButton focusKey="app-error:home" className="button button-primary" onPress={() => window.location.assign(homeAddress())}>
          {t`Go to Home`}
        </FocusButton>
        <FocusButton focusKey="app-error:retry" className="button" onPress={() => window.location.reload()}>
          {t`Try again`}
        </FocusButton>
      </div>
    </main>
  );
}
