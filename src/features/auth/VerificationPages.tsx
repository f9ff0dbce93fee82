import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { CodeBoxes } from '../../components/forms/CodeBoxes';
import { TextField } from '../../components/forms/TextField';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { MESSAGES, signupPhoneError } from '../../lib/validation';
import { useUi } from '../../stores/ui';
import { confirmEmail, confirmPhone, resendVerificationEmail, sendPhoneCode } from './api/verification';
import { readRegistration } from './flow-state';
import './auth.css';

export const EMAIL_VERIFY_FAILED = msg`Email verification Failed contact site admin `;
/** 5 s after a verified e-mail; a 60 s resend countdown; at most 5 resends. */
export const AFTER_VERIFY_MS = 5000;
export const RESEND_COUNTDOWN_S = 60;
export const MAX_RESENDS = 5;

/** Phones and tablets go on to the confirm page; TVs and computers to sign-in. */
function isHandheld(): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Tablet/i.test(navigator.userAgent) && !/TV|SMART-TV|Tizen|Web0S|AFT/i.test(navigator.userAgent);
}

/** /emailverify?uid&token: checks the link, then after 5 s on to the confirm page or sign-in. */
export function EmailVerifyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useUi((s) => s.notify);
  const { t, i18n } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const uid = params.get('uid') ?? '';
    const token = params.get('token') ?? '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = () => {
      notify(i18n._(EMAIL_VERIFY_FAILED), 'error');
      navigate('/login', { replace: true });
    };
    if (!uid || !token) {
      fail();
      return;
    }
    confirmEmail(uid, token).then((response) => {
      setMessage(response.message);
      timer = setTimeout(() => {
        if (isHandheld()) navigate('/confirmemailverify', { replace: true, state: { firstName: response.first_name } });
        else {
          notify(response.message);
          navigate('/login', { replace: true });
        }
      }, AFTER_VERIFY_MS);
    }, fail);
    return () => clearTimeout(timer);
  }, [navigate, notify, params, i18n]);

  return (
    <section className="page auth-page" aria-live="polite">
      <h1 className="form-title">{t`Email verification`}</h1>
      {message ? (
        <p className="form-message" role="status">
          {message}
        </p>
      ) : (
        <p className="form-text" role="status">
          {t`Please wait while we verify your email. Do not refresh this page.`}
        </p>
      )}
    </section>
  );
}

/** /confirmemailverify: 'Email Verified', greeting by first name, Continue to sign in. */
export function ConfirmEmailPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useLingui();
  const state = location.state as { firstName?: unknown } | null;
  const firstName = typeof state?.firstName === 'string' && state.firstName ? state.firstName : readRegistration().firstName;
  useEffect(() => focusWhenReady('confirm-email:continue'), []);
  return (
    <section className="page auth-page">
      <h1 className="form-title">{t`Email Verified`}</h1>
      <p className="form-text">
        {firstName ? t`Hello ${firstName}, your account is now active. Sign in to start watching.` : t`Your account is now active. Sign in to start watching.`}
      </p>
      <FocusButton focusKey="confirm-email:continue" className="button button-primary" onPress={() => navigate('/login')}>
        {t`Continue`}
      </FocusButton>
    </section>
  );
}

/** /checkemailverify: the waiting view after sign-up, with a way to get the link again. */
export function CheckEmailPage() {
  const navigate = useNavigate();
  const notify = useUi((s) => s.notify);
  const { t } = useLingui();
  const { email } = readRegistration();
  useEffect(() => focusWhenReady('check-email:signin'), []);
  return (
    <section className="page auth-page">
      <h1 className="form-title">{t`Check your inbox`}</h1>
      <p className="form-message" role="status">
        {t`Please check your inbox and confirm your Email to continue......`}
      </p>
      <FocusSection focusKey="check-email" className="form-actions">
        <FocusButton focusKey="check-email:signin" className="button button-primary" onPress={() => navigate('/login')}>
          {t`Sign in`}
        </FocusButton>
        {email && (
          <FocusButton
            focusKey="check-email:resend"
            className="button"
            onPress={() =>
              void resendVerificationEmail(email).then(
                (r) => notify(r.message),
                (e: unknown) => notify(messageOf(e, t`Please try again.`), 'error'),
              )
            }
          >
            {t`Send the link again`}
          </FocusButton>
        )}
      </FocusSection>
    </section>
  );
}

/**
 * /verifybyphone: six boxes and VERIFY; a new code after the 60 s countdown, allowed while the
 * resends are 5 or fewer and offered only below 5; a wrong code says so and returns to sign-in.
 */
export function VerifyPhonePage() {
  const navigate = useNavigate();
  const notify = useUi((s) => s.notify);
  const formFactor = useUi((s) => s.formFactor);
  const { t } = useLingui();
  const [telephone, setTelephone] = useState(() => readRegistration().telephone ?? '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [countdown, setCountdown] = useState(RESEND_COUNTDOWN_S);
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const known = Boolean(readRegistration().telephone);

  useEffect(() => focusWhenReady(known ? 'verify-phone:0' : 'verify-phone:number'), [known]);
  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const verify = async () => {
    const problem = signupPhoneError(telephone) ?? (telephone.trim() ? null : MESSAGES.invalidPhone);
    setPhoneError(problem);
    if (problem) return;
    if (!/^\d{6}$/.test(code)) return setError(MESSAGES.codeIncomplete);
    setBusy(true);
    try {
      const response = await confirmPhone(telephone, code);
      notify(response.message);
      navigate('/login');
    } catch (failure) {
      notify(messageOf(failure, t`Sorry, we can’t update profile for wrong OTP.`), 'error');
      navigate('/login');
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (attempts > MAX_RESENDS) return;
    try {
      const response = await sendPhoneCode(telephone);
      setAttempts(response.attempts);
      setCountdown(RESEND_COUNTDOWN_S);
      notify(response.message);
    } catch (failure) {
      notify(messageOf(failure, t`We could not send a new code. Please try again.`), 'error');
    }
  };

  return (
    <section className="page auth-page" aria-labelledby="verify-phone-title">
      <h1 id="verify-phone-title" className="form-title">
        {t`Verify your phone`}
      </h1>
      {known ? (
        <p className="form-text">{t`Enter the 6-digit code we sent to ${telephone}.`}</p>
      ) : (
        <TextField
          label={t`Phone number (with country code)`}
          type="tel"
          focusKey="verify-phone:number"
          value={telephone}
          onChange={setTelephone}
          error={phoneError}
        />
      )}
      <CodeBoxes focusKey="verify-phone" label={t`Code`} value={code} onChange={(v) => (setCode(v), setError(null))} pad={formFactor === 'tv'} error={error} />
      <div className="form-actions">
        <FocusButton focusKey="verify-phone:verify" className="button button-primary" disabled={busy} onPress={() => void verify()}>
          {t`VERIFY`}
        </FocusButton>
      </div>
      <p className="form-text countdown" aria-live="polite">
        {countdown > 0 ? t`You can ask for a new code in ${countdown} s.` : t`Did not get a code?`}
      </p>
      {countdown === 0 && attempts < MAX_RESENDS && (
        <FocusButton focusKey="verify-phone:resend" className="link-button" onPress={() => void resend()}>
          {t`Send a new code`}
        </FocusButton>
      )}
      <p className="form-text">
        <Trans>
          Still no code?{' '}
          <FocusButton focusKey="verify-phone:contact" className="link-button" onPress={() => navigate('/contactus')}>
            Contact us
          </FocusButton>{' '}
          and we will help.
        </Trans>
      </p>
    </section>
  );
}
