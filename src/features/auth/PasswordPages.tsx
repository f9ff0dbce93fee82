import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { signOutSession } from '../../stores/sign-out';
import { CodeBoxes } from '../../components/forms/CodeBoxes';
import { CountryPicker } from '../../components/forms/CountryPicker';
import { TextField } from '../../components/forms/TextField';
import { FocusButton } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { countryById, type Country } from '../../lib/countries';
import { emailError, MESSAGES, newPasswordErrors, signupPhoneError } from '../../lib/validation';
import { useUi } from '../../stores/ui';
import { requestReset, updatePassword, updatePasswordByCode } from './api/passwords';
import { clearReset, readReset, writeReset } from './flow-state';
import { fullPhone } from './SignupPage';
import './auth.css';

/** After a new password: 9 s on the e-mail flow, 5 s on the phone flow, then sign-in. */
export const AFTER_RESET_MS = { em: 9000, tl: 5000 } as const;

/** /forgotpassword: 'Reset password' by e-mail ('Send Link') or by phone ('Send Code'). */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const [byPhone, setByPhone] = useState(false);
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState<Country>(() => countryById('US')!);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The server's message once sent, and where OK goes: sign-in (e-mail), the code's page (phone). */
  const [sent, setSent] = useState<{ message: string; next: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => focusWhenReady(sent ? 'forgot:ok' : byPhone ? 'forgot:phone' : 'forgot:email'), [sent, byPhone]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const telephone = fullPhone(country, phone);
    const problem = byPhone ? (phone.trim() ? signupPhoneError(telephone) : MESSAGES.invalidPhone) : emailError(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const response = await requestReset(byPhone ? { telephone } : { email: email.trim() });
      // Success shows the server's message and OK, for a phone as for an e-mail.
      if (byPhone) {
        writeReset({ telephone, token: response.token });
        setSent({ message: response.message, next: '/reset-phone-code' });
      } else {
        writeReset({ email: email.trim(), token: response.token });
        setSent({ message: response.message, next: '/login' });
      }
    } catch (failure) {
      setError(messageOf(failure, t`We could not send it. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page auth-page" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="form-title">
        {t`Reset password`}
      </h1>
      {sent ? (
        <>
          <p className="form-message" role="status">
            {sent.message}
          </p>
          <FocusButton focusKey="forgot:ok" className="button button-primary" onPress={() => navigate(sent.next)}>
            {t`OK`}
          </FocusButton>
        </>
      ) : (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="form-text">
            {byPhone ? t`Enter your phone number and we will send you a code.` : t`Enter the e-mail of your account and we will send you a link.`}
          </p>
          {byPhone ? (
            <div className="phone-row">
              <CountryPicker focusKey="forgot:country" value={country} onChange={setCountry} />
              <TextField label={t`Phone number`} type="tel" focusKey="forgot:phone" value={phone} onChange={setPhone} error={error} />
            </div>
          ) : (
            <TextField label={t`Email ID`} type="email" autoComplete="email" focusKey="forgot:email" value={email} onChange={setEmail} error={error} />
          )}
          <div className="form-actions">
            <FocusButton focusKey="forgot:send" className="button button-primary" type="submit" disabled={busy} onPress={() => void submit()}>
              {byPhone ? t`Send Code` : t`Send Link`}
            </FocusButton>
            <FocusButton
              focusKey="forgot:switch"
              className="button"
              onPress={() => {
                setByPhone((v) => !v);
                setError(null);
              }}
            >
              {byPhone ? t`Use my e-mail instead` : t`Use my phone instead`}
            </FocusButton>
          </div>
          <div className="form-links">
            <FocusButton focusKey="forgot:back" className="link-button" onPress={() => navigate('/login')}>
              {t`Back to sign in`}
            </FocusButton>
          </div>
        </form>
      )}
    </section>
  );
}

/** /reset-phone-code: the six digits from the SMS, then 'Reset Password' to choose a new one. */
export function ResetPhoneCodePage() {
  const navigate = useNavigate();
  const formFactor = useUi((s) => s.formFactor);
  const { t } = useLingui();
  const state = readReset();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => focusWhenReady('reset-code:0'), []);
  if (!state.token || !state.telephone) return <Navigate to="/forgotpassword" replace />;
  const telephone = state.telephone;
  const next = () => {
    if (!/^\d{6}$/.test(code)) return setError(MESSAGES.codeIncomplete);
    writeReset({ ...state, code });
    navigate('/updatepassword-en/tl/');
  };
  return (
    <section className="page auth-page" aria-labelledby="reset-code-title">
      <h1 id="reset-code-title" className="form-title">
        {t`Reset password`}
      </h1>
      <p className="form-text">{t`Enter the 6-digit code we sent to ${telephone}.`}</p>
      <CodeBoxes focusKey="reset-code" label={t`Code`} value={code} onChange={(v) => (setCode(v), setError(null))} pad={formFactor === 'tv'} error={error} />
      <div className="form-actions">
        <FocusButton focusKey="reset-code:submit" className="button button-primary" onPress={next}>
          {t`Reset Password`}
        </FocusButton>
        <FocusButton focusKey="reset-code:back" className="button" onPress={() => navigate('/forgotpassword')}>
          {t`Back`}
        </FocusButton>
      </div>
    </section>
  );
}

/** /resetpassword?token&uid: the e-mailed link; keeps both and goes to the new-password page. */
export function ResetPasswordLanding() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const uid = params.get('uid') ?? '';
  if (token && uid && token.length <= 512 && uid.length <= 64) writeReset({ token, uid });
  return <Navigate to="/updatepassword-en/em/" replace />;
}

/** /updatepassword-en/{em|tl}: Password and Confirm Password, then sign in again. */
export function UpdatePasswordPage() {
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { t } = useLingui();
  const flow = id === 'tl' ? 'tl' : id === 'em' ? 'em' : null;
  const state = readReset();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password: string | null; confirm: string | null }>({ password: null, confirm: null });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => focusWhenReady(done ? 'update:ok' : 'update:password'), [done]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const ready = flow === 'em' ? Boolean(state.token && state.uid) : flow === 'tl' ? Boolean(state.token && state.code) : false;
  const finish = () => {
    clearTimeout(timer.current);
    clearReset();
    void signOutSession().then(() => navigate('/login'));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = newPasswordErrors(password, confirm);
    setErrors(found);
    if (found.password || found.confirm || !flow) return;
    setBusy(true);
    setFailure(null);
    try {
      const response =
        flow === 'em' ? await updatePassword(state.uid!, state.token!, password) : await updatePasswordByCode(state.code!, state.token!, password);
      setDone(response.message);
      timer.current = setTimeout(finish, AFTER_RESET_MS[flow]);
    } catch (error) {
      setFailure(messageOf(error, t`Your password could not be changed. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  if (!ready && !done) {
    return (
      <section className="page auth-page" role="alert">
        <h1 className="form-title">{t`Reset password`}</h1>
        <p className="form-text">{t`This reset has expired or was already used. Please ask for a new link or code.`}</p>
        <FocusButton focusKey="update:restart" className="button button-primary" onPress={() => navigate('/forgotpassword')}>
          {t`Reset password`}
        </FocusButton>
      </section>
    );
  }

  return (
    <section className="page auth-page" aria-labelledby="update-title">
      <h1 id="update-title" className="form-title">
        {t`Choose a new password`}
      </h1>
      {done ? (
        <>
          <p className="form-message" role="status">
            {done}
          </p>
          <FocusButton focusKey="update:ok" className="button button-primary" onPress={finish}>
            {t`OK`}
          </FocusButton>
        </>
      ) : (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t`Password`}
            autoComplete="new-password"
            focusKey="update:password"
            revealable
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <TextField
            label={t`Confirm Password`}
            autoComplete="new-password"
            focusKey="update:confirm"
            revealable
            value={confirm}
            onChange={setConfirm}
            error={errors.confirm}
          />
          {failure && (
            <p className="form-message form-message-error" role="alert">
              {failure}
            </p>
          )}
          <div className="form-actions">
            <FocusButton focusKey="update:submit" className="button button-primary" type="submit" disabled={busy} onPress={() => void submit()}>
              {t`Submit`}
            </FocusButton>
          </div>
        </form>
      )}
    </section>
  );
}
