import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../stores/session';
import { SignInOptions } from './SignInOptions';
import './auth.css';

/** /login: sign-in as a page, with Skip; a signed-in visitor is sent home. */
export function LoginPage() {
  // Only someone already signed in when they arrive is sent home; signing in here goes on elsewhere.
  const signedInOnArrival = useRef(useSession.getState().loggedIn);
  const { t } = useLingui();
  if (signedInOnArrival.current) return <Navigate to="/" replace />;
  return (
    <section className="page auth-page" aria-labelledby="login-title">
      <h1 id="login-title" className="form-title">
        {t`Sign in`}
      </h1>
      <p className="form-text">{t`Sign in to play videos, keep My List and continue where you left off. Lumen is free.`}</p>
      <SignInOptions variant="page" idPrefix="page-login" />
    </section>
  );
}
