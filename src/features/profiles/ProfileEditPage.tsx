import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { createProfile, removeProfile, updateProfile, type Profile } from '../../api/profiles';
import { Loader } from '../../components/Loader';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/forms/TextField';
import { FocusButton } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { PROFILE_NAME_MAX } from '../../../contract/limits';
import { profileNameError } from '../../lib/profiles';
import { kidsLocked, useProfiles } from '../../stores/profiles';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { ProfileAvatar } from './ProfileAvatar';
import { PROFILE_TEXTS } from './ProfileListPage';
import './profiles.css';

export const KIDS_NOTE = msg`Only age-appropriate shows will be listed in Kid’s profile.`;
const BACK_TO_LIST = '/profile/list?editProfile=true';

/**
 * /profile/edit/{id}: 'new' creates (Name, Kid's profile toggle, 'Create profile'); an id edits
 * (Name, the toggle, 'Update Profile', 'Remove profile'). Signed out, the login popup asks first.
 */
export function ProfileEditPage() {
  const { profileId = '' } = useParams();
  const creating = profileId === 'new';
  const { t, i18n } = useLingui();
  const loggedIn = useSession((s) => s.loggedIn);
  const openLogin = useUi((s) => s.openLogin);
  const { profiles, status, load } = useProfiles();
  const signInMessage = i18n._(creating ? PROFILE_TEXTS.signInCreate : PROFILE_TEXTS.signInEdit);

  useEffect(() => {
    if (!loggedIn) openLogin(signInMessage);
    else void load();
  }, [loggedIn, load, openLogin, signInMessage]);

  if (!loggedIn) {
    return (
      <section className="page profiles-page" aria-labelledby="profile-edit-title">
        <h1 id="profile-edit-title" className="page-title">
          {creating ? t`Add Profile` : t`Edit Profile`}
        </h1>
        <p className="page-text">{signInMessage}</p>
        <FocusButton focusKey="profile-edit:sign-in" className="button button-primary" onPress={() => openLogin(signInMessage)}>
          {t`Sign In`}
        </FocusButton>
      </section>
    );
  }
  if (!creating && status !== 'ready') {
    return status === 'error' ? <EditProblem text={t`We could not load your profiles.`} retry={() => void load(true)} /> : <Loader />;
  }
  const profile = creating ? null : profiles.find((p) => p.id === profileId);
  if (!creating && !profile) return <EditProblem text={t`This profile is not on your account any more.`} />;
  return <ProfileForm key={profileId} profile={profile ?? null} />;
}

function EditProblem({ text, retry }: { text: string; retry?: () => void }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <section className="page profiles-page" aria-labelledby="profile-edit-title">
      <h1 id="profile-edit-title" className="page-title">
        {t`Edit Profile`}
      </h1>
      <p className="page-text" role="alert">
        {text}
      </p>
      <div className="form-actions">
        {retry && (
          <FocusButton focusKey="profile-edit:retry" className="button button-primary" onPress={retry}>
            {t`Retry`}
          </FocusButton>
        )}
        <FocusButton focusKey="profile-edit:back" className="button" onPress={() => navigate(BACK_TO_LIST)}>
          {t`Back to Profiles`}
        </FocusButton>
      </div>
    </section>
  );
}

function ProfileForm({ profile }: { profile: Profile | null }) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const notify = useUi((s) => s.notify);
  const [name, setName] = useState(profile?.name ?? '');
  const [kids, setKids] = useState(profile?.type === 'KIDS');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A KIDS profile may not rename, retype or add profiles without the password.
  const [locked, setLocked] = useState(() => kidsLocked());
  useEffect(() => {
    if (locked)
      useProfiles.getState().guardKids(
        () => setLocked(false),
        () => navigate('/profile/list', { replace: true }),
      );
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => (locked ? undefined : focusWhenReady('profile-edit:name')), [locked]);

  /** A new profile waits on the list to be chosen; an edit goes back to editing the others. */
  const afterChange = async (message: string, to: string) => {
    await useProfiles.getState().load(true);
    notify(message || t`Saved`);
    navigate(to, { replace: true });
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = profileNameError(name);
    setError(problem);
    if (problem) {
      focusWhenReady('profile-edit:name');
      return;
    }
    setBusy(true);
    try {
      const input = { name: name.trim(), type: kids ? 'KIDS' : 'REGULAR' } as const;
      const answer = profile ? await updateProfile(profile.id, input) : await createProfile(input);
      await afterChange(answer.message, profile ? BACK_TO_LIST : '/profile/list');
    } catch (failure) {
      setError(messageOf(failure, t`We could not save the profile. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!profile) return;
    setBusy(true);
    try {
      const answer = await removeProfile(profile.id);
      setConfirming(false);
      await afterChange(answer.message, BACK_TO_LIST);
    } catch (failure) {
      setConfirming(false);
      setError(messageOf(failure, t`We could not remove the profile. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  const profileName = profile?.name ?? '';
  const preview = { id: profile?.id ?? 'new', name: name || '?', type: kids ? 'KIDS' : 'REGULAR' } as const;
  return (
    <section className="page profiles-page profile-edit" aria-labelledby="profile-edit-title">
      <h1 id="profile-edit-title" className="page-title">
        {profile ? t`Edit Profile` : t`Add Profile`}
      </h1>
      <form className="form profile-form" onSubmit={(event) => void save(event)} noValidate>
        <ProfileAvatar profile={preview} />
        <TextField
          label={t`Name`}
          focusKey="profile-edit:name"
          autoComplete="off"
          maxLength={PROFILE_NAME_MAX + 20}
          value={name}
          onChange={(value) => {
            setName(value);
            if (error) setError(null);
          }}
          error={error}
        />
        <FocusButton focusKey="profile-edit:kids" className="kids-toggle" role="switch" aria-checked={kids} onPress={() => setKids((value) => !value)}>
          <span className="kids-toggle-label">{t`Kid’s profile`}</span>
          <span className="kids-toggle-track" aria-hidden="true">
            <span className="kids-toggle-thumb" />
          </span>
        </FocusButton>
        <p className="form-text kids-note">{i18n._(KIDS_NOTE)}</p>
        <div className="form-actions">
          <FocusButton focusKey="profile-edit:save" className="button button-primary" type="submit" disabled={busy} onPress={() => void save()}>
            {profile ? t`Update Profile` : t`Create profile`}
          </FocusButton>
          {profile && (
            <FocusButton focusKey="profile-edit:remove" className="button button-danger" disabled={busy} onPress={() => setConfirming(true)}>
              {t`Remove profile`}
            </FocusButton>
          )}
          <FocusButton focusKey="profile-edit:cancel" className="button" onPress={() => navigate(BACK_TO_LIST, { replace: true })}>
            {t`Cancel`}
          </FocusButton>
        </div>
      </form>
      {confirming && profile && (
        <Modal id="profile-remove" title={t`Remove ${profileName}?`} onClose={() => setConfirming(false)} initialFocusKey="profile-remove:cancel">
          <p className="form-text">{t`Their My List and Continue Watching are removed with the profile. This cannot be undone.`}</p>
          <div className="form-actions">
            <FocusButton focusKey="profile-remove:confirm" className="button button-danger" disabled={busy} onPress={() => void remove()}>
              {t`Remove profile`}
            </FocusButton>
            <FocusButton focusKey="profile-remove:cancel" className="button" onPress={() => setConfirming(false)}>
              {t`Keep it`}
            </FocusButton>
          </div>
        </Modal>
      )}
    </section>
  );
}
