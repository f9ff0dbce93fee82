import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { CountryPicker } from '../../components/forms/CountryPicker';
import { TextField } from '../../components/forms/TextField';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { countryById, type Country } from '../../lib/countries';
import { emailError, MESSAGES, passwordError, signupPhoneError } from '../../lib/validation';
import { useUi } from '../../stores/ui';
import { register } from './api/register';
import { resendVerificationEmail } from './api/verification';
import { writeRegistration } from './flow-state';
import './auth.css';

export const SIGNUP_DONE = msg`Please check your inbox and confirm your Email to continue......`;

/** The phone as sent: the country's dial code and the number, or nothing. */
export function fullPhone(country: Country, number: string): string {
  const trimmed = number.trim();
  if (!trimmed) return '';
  return trimmed.startsWith('+') ? trimmed : `${country.dialCode} ${trimmed}`;
}

/** /signup: Name, Email ID, Phone with its country, password; then the check-your-inbox view. */
export function SignupPage() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const notify = useUi((s) => s.notify);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState<Country>(() => countryById('US')!);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ email: string; telephone: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => focusWhenReady(done ? 'signup:signin' : 'signup:name'), [done]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const telephone = fullPhone(country, phone);
    const found = {
      name: name.trim() ? null : MESSAGES.nameMissing,
      email: emailError(email),
      phone: phone.trim() ? signupPhoneError(telephone) : null,
      password: passwordError(password),
    };
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await register({ name, email, telephone, password });
      writeRegistration({ email: email.trim(), telephone, firstName: name.trim().split(' ')[0] });
      setName('');
      setEmail('');
      setPhone('');
      setPassword('');
      setDone({ email: email.trim(), telephone });
    } catch (error) {
      setFailure(messageOf(error, t`We could not create your account. Please try again.`));
      focusWhenReady('signup:failure');
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    const sentTo = done.email;
    return (
      <section className="page auth-page" aria-labelledby="signup-title">
        <h1 id="signup-title" className="form-title">
          {t`Check your inbox`}
        </h1>
        <p className="form-message" role="status">
          {i18n._(SIGNUP_DONE)}
        </p>
        <p className="form-text">{t`We sent a link to ${sentTo}. Open it on this device or any other, then sign in.`}</p>
        <FocusSection focusKey="signup:done" className="form-actions">
          <FocusButton focusKey="signup:signin" className="button button-primary" onPress={() => navigate('/login')}>
            {t`Sign in`}
          </FocusButton>
          <FocusButton
            focusKey="signup:resend"
            className="button"
            onPress={() =>
              void resendVerificationEmail(done.email).then(
                (r) => notify(r.message),
                (e: unknown) => notify(messageOf(e, t`Please try again.`), 'error'),
              )
            }
          >
            {t`Send the link again`}
          </FocusButton>
          {done.telephone && (
            <FocusButton focusKey="signup:phone" className="button" onPress={() => navigate('/verifybyphone')}>
              {t`Verify my phone`}
            </FocusButton>
          )}
        </FocusSection>
      </section>
    );
  }

  return (
    <section className="page auth-page" aria-labelledby="signup-title">
      <h1 id="signup-title" className="form-title">
        {t`Create your free account`}
      </h1>
      <p className="form-text">{t`One account for every screen: TV, computer and phone.`}</p>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t`Name`} autoComplete="name" focusKey="signup:name" value={name} onChange={setName} error={errors.name} />
        <TextField label={t`Email ID`} type="email" autoComplete="email" focusKey="signup:email" value={email} onChange={setEmail} error={errors.email} />
        <div className="phone-row">
          <CountryPicker focusKey="signup:country" value={country} onChange={setCountry} />
          <TextField
            label={t`Phone number (optional)`}
            type="tel"
            autoComplete="tel-national"
            focusKey="signup:phone"
            value={phone}
            onChange={setPhone}
            error={errors.phone}
          />
        </div>
        <TextField
          label={t`Password`}
          autoComplete="new-password"
          placeholder={t`4-12 characters`}
          focusKey="signup:password"
          revealable
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        {failure && (
          <FocusButton focusKey="signup:failure" className="form-message form-message-error" onPress={() => navigate('/login')}>
            {failure}
          </FocusButton>
        )}
        <div className="form-actions">
          <FocusButton focusKey="signup:submit" className="button button-primary" type="submit" disabled={busy} onPress={() => void submit()}>
            {t`Create a free account`}
          </FocusButton>
          <FocusButton focusKey="signup:to-signin" className="button" onPress={() => navigate('/login')}>
            {t`Sign in instead`}
          </FocusButton>
        </div>
      </form>
    </section>
  );
}
