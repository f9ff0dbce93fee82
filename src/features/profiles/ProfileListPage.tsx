import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Profile } from '../../api/profiles';
import { Icon } from '../../components/Icon';
import { Loader } from '../../components/Loader';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { useBackStep } from '../../focus/use-back-step';
import { PROFILE_LIMIT } from '../../../contract/limits';
import { profileTileKey } from '../../lib/profiles';
import { useProfiles } from '../../stores/profiles';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { ProfileAvatar } from './ProfileAvatar';
import './profiles.css';

export const PROFILE_TEXTS = {
  title: msg`Profiles`,
  created: msg`Your free account and profiles are created.`,
  switchTitle: msg`Who is watching?`,
  mobileHint: msg`Choose a profile to start watching`,
  edit: msg`Edit Profiles`,
  done: msg`Done`,
  add: msg`Add Profile`,
  signInCreate: msg`Please Login To Create Profile`,
  signInEdit: msg`Please Login To Edit Profile`,
} as const;

type Pending = { kind: 'choose'; profile: Profile } | { kind: 'go'; to: string } | { kind: 'edit-mode' };

/**
 * /profile/list (and /profile/switchprofile, 'Who is watching?'): a tile per profile plus an add
 * tile. Choosing a tile makes it the current profile and goes home; in edit mode ('Edit Profiles',
 * ?editProfile=true) a tile opens its editor. A KIDS profile needs the password to leave it.
 */
export function ProfileListPage({ variant }: { variant: 'list' | 'switch' }) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const [search, setSearch] = useSearchParams();
  const editing = search.get('editProfile') === 'true';
  const loggedIn = useSession((s) => s.loggedIn);
  const currentId = useSession((s) => s.profileId);
  const mobile = useUi((s) => s.formFactor === 'mobile');
  const openLogin = useUi((s) => s.openLogin);
  const { profiles, status, error, created, load } = useProfiles();

  useEffect(() => {
    void load(true);
  }, [load, loggedIn]);

  // Focus goes to the current profile's tile once the tiles first arrive; later refreshes and
  // switching edit mode keep the viewer's place.
  const placed = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || placed.current) return;
    placed.current = true;
    const first = profiles.find((p) => p.id === currentId) ?? profiles[0];
    return focusWhenReady(first ? profileTileKey(first.id) : 'profiles:add');
  }, [status, profiles, currentId]);

  // Edit mode turned on here with 'Edit Profiles' (not arrived at by its address, as the menu's
  // Edit Profile does): Back ends it before it leaves the page, and focus stays where it is.
  const [editTurnedOnHere, setEditTurnedOnHere] = useState(false);
  useBackStep('profiles:editing', () => setSearch({}, { replace: true }), editing && editTurnedOnHere);

  const perform = (action: Pending) => {
    if (action.kind === 'choose') {
      // Back on a kids profile, the lock holds again at once.
      if (action.profile.type === 'KIDS') useProfiles.setState({ unlockedUntil: 0 });
      useSession.getState().selectProfile(action.profile);
      navigate('/');
    } else if (action.kind === 'go') {
      navigate(action.to);
    } else {
      setEditTurnedOnHere(!editing);
      setSearch(editing ? {} : { editProfile: 'true' }, { replace: true });
    }
  };
  const attempt = (action: Pending) => {
    const closingEditMode = action.kind === 'edit-mode' && editing;
    const leavesKids = !closingEditMode && (action.kind !== 'choose' || action.profile.type === 'REGULAR');
    if (leavesKids) useProfiles.getState().guardKids(() => perform(action));
    else perform(action);
  };

  const title = i18n._(variant === 'switch' ? PROFILE_TEXTS.switchTitle : created ? PROFILE_TEXTS.created : PROFILE_TEXTS.title);

  if (!loggedIn) {
    return (
      <section className="page profiles-page" aria-labelledby="profiles-title">
        <h1 id="profiles-title" className="page-title">
          {i18n._(variant === 'switch' ? PROFILE_TEXTS.switchTitle : PROFILE_TEXTS.title)}
        </h1>
        <p className="page-text">{t`Sign in to choose a profile, or to create one for each person who watches, children included.`}</p>
        <FocusButton focusKey="profiles:sign-in" className="button button-primary" onPress={() => openLogin(i18n._(PROFILE_TEXTS.signInEdit))}>
          {t`Sign In`}
        </FocusButton>
      </section>
    );
  }

  return (
    <section className="page profiles-page" aria-labelledby="profiles-title">
      <h1 id="profiles-title" className="page-title profiles-title">
        {title}
      </h1>
      {mobile && <p className="page-text profiles-hint">{i18n._(PROFILE_TEXTS.mobileHint)}</p>}
      {status === 'error' && (
        <div className="profiles-error" role="alert">
          <p className="page-text">{error ?? t`We could not load your profiles.`}</p>
          <FocusButton focusKey="profiles:retry" className="button button-primary" onPress={() => void load(true)}>
            {t`Retry`}
          </FocusButton>
        </div>
      )}
      {status === 'loading' && profiles.length === 0 && <Loader />}
      {profiles.length > 0 && (
        <FocusSection as="ul" focusKey="profiles:tiles" className="profile-tiles" aria-label={title}>
          {profiles.map((profile) => {
            const name = profile.name;
            return (
              <li key={profile.id}>
                <FocusButton
                  focusKey={profileTileKey(profile.id)}
                  className="profile-tile"
                  aria-current={profile.id === currentId ? 'true' : undefined}
                  onPress={() => attempt(editing ? { kind: 'go', to: `/profile/edit/${encodeURIComponent(profile.id)}` } : { kind: 'choose', profile })}
                >
                  <ProfileAvatar profile={profile} />
                  {editing && (
                    <span className="profile-tile-edit" aria-hidden="true">
                      <Icon name="edit" />
                    </span>
                  )}
                  {/* Named by what it shows: "Edit Clare" while editing, "Clare, Kids" for a kids profile. */}
                  <span className="profile-tile-name">
                    {editing ? (
                      <Trans>
                        <span className="visually-hidden">Edit </span>
                        {name}
                      </Trans>
                    ) : (
                      name
                    )}
                  </span>
                  {profile.type === 'KIDS' && (
                    <span className="profile-tile-badge">
                      <Trans>
                        <span className="visually-hidden">, </span>Kids
                      </Trans>
                    </span>
                  )}
                </FocusButton>
              </li>
            );
          })}
          {profiles.length < PROFILE_LIMIT && (
            <li>
              <FocusButton focusKey="profiles:add" className="profile-tile profile-tile-add" onPress={() => attempt({ kind: 'go', to: '/profile/edit/new' })}>
                <span className="profile-avatar profile-avatar-add" aria-hidden="true">
                  <Icon name="add" />
                </span>
                <span className="profile-tile-name">{i18n._(PROFILE_TEXTS.add)}</span>
              </FocusButton>
            </li>
          )}
        </FocusSection>
      )}
      {status === 'ready' && (
        <div className="profiles-actions">
          <FocusButton focusKey="profiles:edit" className="button" aria-pressed={editing} onPress={() => attempt({ kind: 'edit-mode' })}>
            {i18n._(editing ? PROFILE_TEXTS.done : PROFILE_TEXTS.edit)}
          </FocusButton>
        </div>
      )}
    </section>
  );
}
