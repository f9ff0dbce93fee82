import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, messageOf } from '../../api/client';
import { signOutSession } from '../../stores/sign-out';
import { verifyPassword } from '../../api/profiles';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/forms/TextField';
import { FocusButton } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { passwordDigest } from '../../lib/password-digest';
import { MESSAGES } from '../../lib/validation';
import { useProfiles } from '../../stores/profiles';
import { useSession } from '../../stores/session';

export const KIDS_LOCK_TITLE = msg`Enter your password`;

/**
 * The kids lock: leaving a KIDS profile (choosing a regular one, or managing profiles) needs the
 * account password, checked by the server. A right answer keeps the lock open for a few minutes.
 */
function KidsLockDialog({ onUnlocked, onCancel }: { onUnlocked: () => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const kidsName = useSession((s) => s.profileName) ?? 'this';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // An account made with Google or Facebook has no password: signing out is its way out.
  const [noPassword, setNoPassword] = useState(false);
  const navigate = useNavigate();

  useEffect(() => focusWhenReady('kids-lock:password'), []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!password) {
      setError(MESSAGES.blankPassword);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await verifyPassword(passwordDigest(password));
      useProfiles.getState().unlock();
      onUnlocked();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setNoPassword(true);
      setError(messageOf(failure, t`We could not check the password. Please try again.`));
      setPassword('');
      focusWhenReady('kids-lock:password');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal id="kids-lock" title={i18n._(KIDS_LOCK_TITLE)} onClose={onCancel} initialFocusKey="kids-lock:password" className="kids-lock">
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="form-text">
          {kidsName === 'this'
            ? t`You are on a kids profile. To leave it or change profiles, enter the account password.`
            : t`You are on ${kidsName}’s kids profile. To leave it or change profiles, enter the account password.`}
        </p>
        <TextField
          label={t`Password`}
          focusKey="kids-lock:password"
          revealable
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={error}
        />
        <div className="form-actions">
          <FocusButton focusKey="kids-lock:continue" className="button button-primary" type="submit" disabled={busy} onPress={() => void submit()}>
            {t`Continue`}
          </FocusButton>
          <FocusButton focusKey="kids-lock:cancel" className="button" onPress={onCancel}>
            {t`Cancel`}
          </FocusButton>
          {noPassword && (
            <FocusButton
              focusKey="kids-lock:sign-out"
              className="button"
              onPress={() => {
                onCancel();
                void signOutSession().then(() => navigate('/'));
              }}
            >
              {t`Sign Out`}
            </FocusButton>
          )}
        </div>
      </form>
    </Modal>
  );
}

/** The shell's kids lock: shown while something waits behind it (see useProfiles().guardKids). */
export function KidsLockGate() {
  const request = useProfiles((s) => s.lockRequest);
  const settle = useProfiles((s) => s.settleLock);
  if (!request) return null;
  return <KidsLockDialog onUnlocked={() => settle(true)} onCancel={() => settle(false)} />;
}
