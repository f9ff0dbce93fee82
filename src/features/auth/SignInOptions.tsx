import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { TextField } from '../../components/forms/TextField';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { emailError, passwordError } from '../../lib/validation';
import { useConfig } from '../../stores/config';
import { useUi } from '../../stores/ui';
import { login } from './api/login';
import { socialSignIn, type SocialProvider } from './api/social';
import { facebookSignIn, googleSignIn } from './social-sdk';
import { DeviceSignIn } from './DeviceSignIn';
import { useCompleteSignIn, VERIFY_EMAIL } from './use-sign-in';
import '../../components/forms/forms.css';

type View = 'social' | 'email' | 'device';

/**
 * Sign-in, as the popup and the /login page both show it: a social view first (with a phone,
 * Google, Facebook, or an e-mail with Continue), then the e-mail and password view, or the
 * phone's code view, each left with Back.
 */
export function SignInOptions({ variant, idPrefix }: { variant: 'popup' | 'page'; idPrefix: string }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const closeLogin = useUi((s) => s.closeLogin);
  const notify = useUi((s) => s.notify);
  const googleId = useConfig((s) => s.values.google_client_id);
  const facebookId = useConfig((s) => s.values.facebook_app_id);
  const completeSignIn = useCompleteSignIn();
  // On a phone, signing in with a phone is just signing in.
  const offerPhone = useUi((s) => s.formFactor !== 'mobile');
  const [view, setView] = useState<View>('social');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const key = (name: string) => `${idPrefix}:${name}`;

  const go = (path: string) => {
    closeLogin();
    navigate(path);
  };

  const toEmailView = (event?: FormEvent) => {
    event?.preventDefault();
    if (email.trim()) {
      const problem = emailError(email);
      setErrors({ email: problem });
      if (problem) return;
    }
    setErrors({});
    setView('email');
    focusWhenReady(email.trim() ? key('password') : key('email'));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = { email: emailError(email), password: passwordError(password) };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const response = await login(email, password);
      await completeSignIn(response);
    } catch (error) {
      const message = messageOf(error, t`Signing in failed. Please try again.`);
      // An unverified e-mail is told in a notification; the form is not at fault.
      if (message === VERIFY_EMAIL) notify(message, 'error');
      else setErrors({ password: message });
    } finally {
      setBusy(false);
    }
  };

  const social = async (provider: SocialProvider) => {
    setBusy(true);
    try {
      const payload = provider === 'google' ? await googleSignIn(googleId!) : await facebookSignIn(facebookId!);
      await completeSignIn(await socialSignIn(payload));
    } catch (error) {
      const message = messageOf(error, error instanceof Error ? error.message : t`Signing in failed. Please try again.`);
      setErrors({ email: message });
      notify(message, 'error');
    } finally {
      setBusy(false);
    }
  };

  // Under both forms: the way to a new password, and to an account.
  const formLinks = (
    <div className="form-links">
      <FocusButton focusKey={key('forgot')} className="link-button" onPress={() => go('/forgotpassword')}>
        {variant === 'page' ? t`Forgot Password?` : t`Forgot Password`}
      </FocusButton>
      <FocusButton focusKey={key('signup')} className="link-button" onPress={() => go('/signup')}>
        {t`Sign-Up`}
      </FocusButton>
    </div>
  );

  if (view === 'device') {
    return (
      <DeviceSignIn
        idPrefix={idPrefix}
        onBack={() => {
          setView('social');
          focusWhenReady(key('phone'));
        }}
      />
    );
  }

  if (view === 'social') {
    return (
      <FocusSection focusKey={key('social')} className="form sign-in" rememberChild={false}>
        {offerPhone && (
          <FocusButton focusKey={key('phone')} className="button sign-in-social sign-in-phone" disabled={busy} onPress={() => setView('device')}>
            {t`Sign in with your phone`}
          </FocusButton>
        )}
        {googleId && (
          <FocusButton focusKey={key('google')} className="button sign-in-social" disabled={busy} onPress={() => void social('google')}>
            {t`Continue with Google`}
          </FocusButton>
        )}
        {facebookId && (
          <FocusButton focusKey={key('facebook')} className="button sign-in-social" disabled={busy} onPress={() => void social('facebook')}>
            {t`Continue with Facebook`}
          </FocusButton>
        )}
        <form onSubmit={toEmailView} noValidate>
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="username"
            focusKey={key('email')}
            value={email}
            onChange={setEmail}
            error={errors.email}
            // The page still starts on the e-mail field; the phone option is one Up away.
            data-initial-focus
          />
          <div className="form-actions">
            <FocusButton focusKey={key('continue')} className="button button-primary" type="submit" onPress={() => toEmailView()}>
              {t`Continue`}
            </FocusButton>
            {variant === 'page' && (
              <FocusButton focusKey={key('skip')} className="button" onPress={() => go('/')}>
                {t`Skip`}
              </FocusButton>
            )}
          </div>
        </form>
        {formLinks}
      </FocusSection>
    );
  }

  return (
    <FocusSection focusKey={key('email-view')} className="form sign-in" rememberChild={false}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t`Email`} type="email" autoComplete="username" focusKey={key('email')} value={email} onChange={setEmail} error={errors.email} />
        <TextField
          label={t`Password`}
          autoComplete="current-password"
          placeholder={t`4-12 characters`}
          focusKey={key('password')}
          revealable
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <div className="form-actions">
          <FocusButton focusKey={key('submit')} className="button button-primary" type="submit" disabled={busy} onPress={() => void submit()}>
            {t`Continue`}
          </FocusButton>
          <FocusButton
            focusKey={key('back')}
            className="button"
            onPress={() => {
              setView('social');
              setErrors({});
              focusWhenReady(key('continue'));
            }}
          >
            {variant === 'page' ? t`Go Back` : t`Back`}
          </FocusButton>
        </div>
      </form>
      {formLinks}
    </FocusSection>
  );
}
