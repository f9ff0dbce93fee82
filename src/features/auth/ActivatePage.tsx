import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { TextField } from '../../components/forms/TextField';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { afterSignInPath, rememberPendingPath } from '../../lib/pending-path';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { approveDevice } from './api/approve-device';
import { denyDevice } from './api/deny-device';
import { activateCodeError } from './device-poll';
import '../../components/forms/forms.css';
import './auth.css';

export const ACTIVATE_TEXTS = {
  signIn: msg`Please sign in to approve the sign-in on your TV.`,
  approved: msg`Your TV is now signed in.`,
  declined: msg`Sign-in on your TV was declined.`,
  failed: msg`Approving failed. Please try again.`,
} as const;

/**
 * /activate?code=XXXX-XXXX: the phone's half of signing in on a TV. The code comes from the QR
 * code (or is typed); a signed-out visitor signs in first and comes back here with the code.
 */
export function ActivatePage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const loggedIn = useSession((s) => s.loggedIn);
  const openLogin = useUi((s) => s.openLogin);
  const [code, setCode] = useState(() => (params.get('code') ?? '').slice(0, 32));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const askToSignIn = () => {
    // Signing in comes back here, code and all.
    rememberPendingPath(`${pathname}${search}`);
    openLogin(i18n._(ACTIVATE_TEXTS.signIn));
  };

  useEffect(() => {
    if (loggedIn) return;
    const cancel = focusWhenReady('activate:sign-in');
    const reason = i18n._(ACTIVATE_TEXTS.signIn);
    rememberPendingPath(`${pathname}${search}`);
    openLogin(reason);
    return () => {
      cancel();
      const ui = useUi.getState();
      if (ui.loginPopup.open && ui.loginPopup.message === reason) ui.closeLogin();
      // Still signed out on leaving: nothing waits for the sign-in any more.
      if (!useSession.getState().loggedIn) afterSignInPath();
    };
  }, [loggedIn, openLogin, pathname, search, i18n]);

  const decide = async (approve: boolean, event?: FormEvent) => {
    event?.preventDefault();
    const problem = activateCodeError(code);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const answer = approve ? await approveDevice(code) : await denyDevice(code);
      setDone(answer.message || i18n._(approve ? ACTIVATE_TEXTS.approved : ACTIVATE_TEXTS.declined));
    } catch (failure) {
      setError(messageOf(failure, i18n._(ACTIVATE_TEXTS.failed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page auth-page activate-page" aria-labelledby="activate-title">
      <h1 id="activate-title" className="form-title">
        {t`Sign in on your TV`}
      </h1>
      {done ? (
        <FocusSection focusKey="activate:done" className="form" rememberChild={false}>
          <p className="form-message" role="status">
            {done}
          </p>
          <div className="form-actions">
            <FocusButton focusKey="activate:home" className="button button-primary" onPress={() => navigate('/')}>
              {t`Go to Home`}
            </FocusButton>
          </div>
        </FocusSection>
      ) : !loggedIn ? (
        // Signed out: Sign In holds the page's focus, so the popup hands focus back to it on closing.
        <FocusSection focusKey="activate:signed-out" className="form" rememberChild={false}>
          <p className="form-text">{i18n._(ACTIVATE_TEXTS.signIn)}</p>
          {code && (
            <p className="activate-code-line">
              <Trans>
                Code from your TV: <strong>{code}</strong>
              </Trans>
            </p>
          )}
          <div className="form-actions">
            <FocusButton focusKey="activate:sign-in" className="button button-primary" onPress={askToSignIn}>
              {t`Sign In`}
            </FocusButton>
          </div>
        </FocusSection>
      ) : (
        <FocusSection focusKey="activate:form" className="form" rememberChild={false}>
          <p className="form-text">{t`Enter the code shown on your TV, then approve. Your TV will be signed in to your Lumen account.`}</p>
          <form onSubmit={(event) => void decide(true, event)} noValidate>
            <TextField
              label={t`Code from your TV`}
              focusKey="activate:code"
              value={code}
              onChange={(value) => setCode(value.toUpperCase())}
              error={error}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              placeholder="XXXX-XXXX"
            />
            <div className="form-actions">
              <FocusButton focusKey="activate:approve" className="button button-primary" type="submit" disabled={busy} onPress={() => void decide(true)}>
                {t`Approve sign-in on your TV`}
              </FocusButton>
              <FocusButton focusKey="activate:deny" className="button" disabled={busy} onPress={() => void decide(false)}>
                {t`Decline`}
              </FocusButton>
            </div>
          </form>
        </FocusSection>
      )}
    </section>
  );
}
