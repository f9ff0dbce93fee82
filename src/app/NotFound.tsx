import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router-dom';
import { FocusButton } from '../focus/Focusable';

/** An address that is not part of the app. */
export function NotFound() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useLingui();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t`Page not found`}
      </h1>
      <p className="page-text">
        <Trans>
          There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
        </Trans>
      </p>
      <FocusButton focusKey="page:home" className="button button-primary" onPress={() => navigate('/')}>
        {t`Go to Home`}
      </FocusButton>
    </section>
  );
}
