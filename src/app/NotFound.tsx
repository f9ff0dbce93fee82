import { useLocation, useNavigate } from 'react-router-dom';
import { FocusButton } from '../focus/Focusable';

/** An address that is not part of the app. */
export function NotFound() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Page not found
      </h1>
      <p className="page-text">
        There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <FocusButton focusKey="page:home" className="button button-primary" onPress={() => navigate('/')}>
        Go to Home
      </FocusButton>
    </section>
  );
}
