import { useEffect, useState } from 'react';
import { renderSVG } from 'uqr';
import { SignInBody, STUDIO_PASSWORD_MIN, WelcomeBody, type StudioSession, type WelcomeInfo } from '../../contract/studio';
import { call, StudioError } from './api';
import { fieldErrors } from './forms';
import { Field, Notice } from './ui';

/** Sign-in: e-mail and password, then the authenticator's code when the operator has one. */
export function SignIn({ onSignedIn }: { onSignedIn: (session: StudioSession) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { email: email.trim(), password, ...(askCode ? { code: code.trim() } : {}) };
    const found = fieldErrors(SignInBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setProblem('');
    try {
      onSignedIn(await call<StudioSession>('POST', '/sign-in', body));
    } catch (error) {
      if (error instanceof StudioError && error.flag === 'CODE_REQUIRED') {
        if (askCode) setProblem(error.message);
        setAskCode(true);
        requestAnimationFrame(() => document.getElementById('code')?.focus());
      } else setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="narrow">
      <h1 tabIndex={-1}>Sign in to the Lumen studio</h1>
      <form onSubmit={submit} noValidate>
        <Field id="email" label="E-mail address" error={errors.email}>
          <input id="email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
        </Field>
        <Field id="password" label="Password" error={errors.password}>
          <input id="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        {askCode && (
          <Field id="code" label="6-digit code from your authenticator app" error={errors.code}>
            <input id="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
          </Field>
        )}
        {problem && <Notice kind="error">{problem}</Notice>}
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Signing in…' : askCode ? 'Verify and sign in' : 'Sign in'}
        </button>
      </form>
      <p className="hint">New to the studio? Use the link in your invitation. Lost access? Ask an owner to invite you again.</p>
    </main>
  );
}

/** A one-time link's page: choose a password and set up the authenticator (required for owners). */
export function Welcome({ token, onSignedIn }: { token: string; onSignedIn: (session: StudioSession) => void }) {
  const [info, setInfo] = useState<WelcomeInfo | null>(null);
  const [problem, setProblem] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) {
      setProblem('This page needs the link from your invitation, as it was sent.');
      return;
    }
    call<WelcomeInfo>('GET', `/welcome?token=${encodeURIComponent(token)}`).then(setInfo, (error: Error) => setProblem(error.message));
  }, [token]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { token, password, ...(code.trim() ? { code: code.trim() } : {}) };
    const found = fieldErrors(WelcomeBody, body);
    if (found.password) found.password = `Choose a password of at least ${STUDIO_PASSWORD_MIN} characters.`;
    if (password !== repeat) found.repeat = 'The two passwords are not the same.';
    if (info?.totpRequired && !code.trim()) found.code = 'Owners must set up the authenticator: enter its 6-digit code.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setProblem('');
    try {
      const session = await call<StudioSession>('POST', '/welcome', body);
      history.replaceState(null, '', '/studio/');
      onSignedIn(session);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="narrow">
      <h1 tabIndex={-1}>Welcome to the Lumen studio</h1>
      {problem && !info && <Notice kind="error">{problem}</Notice>}
      {!problem && !info && <p role="status">Checking your link…</p>}
      {info && (
        <form onSubmit={submit} noValidate>
          <p>
            You are joining as <strong>{info.role === 'owner' ? 'an owner' : 'an editor'}</strong> with <strong>{info.email}</strong>.
          </p>
          <Field id="password" label={`New password (at least ${STUDIO_PASSWORD_MIN} characters)`} error={errors.password}>
            <input id="password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />
          </Field>
          <Field id="repeat" label="The same password again" error={errors.repeat}>
            <input id="repeat" type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} />
          </Field>
          <fieldset>
            <legend>Second step {info.totpRequired ? '(required for owners)' : '(recommended)'}</legend>
            <p>Scan this code with an authenticator app (or type the key), then enter the 6-digit code it shows.</p>
            <div className="qr" role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: renderSVG(info.totpUri) }} />
            <p>
              Key: <code data-testid="totp-secret">{info.totpSecret}</code>
            </p>
            <Field id="code" label="6-digit code" error={errors.code}>
              <input id="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
            </Field>
          </fieldset>
          {problem && <Notice kind="error">{problem}</Notice>}
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save and sign in'}
          </button>
        </form>
      )}
    </main>
  );
}
