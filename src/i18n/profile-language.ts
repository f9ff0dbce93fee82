import { t } from '@lingui/core/macro';
import { isLocale, type Locale } from '../../contract/locales';
import { updateProfile } from '../api/profiles';
import { useProfiles } from '../stores/profiles';
import { useSession } from '../stores/session';
import { whenFirstScreenShown } from '../stores/first-screen';
import { useUi } from '../stores/ui';
import { chooseLocale, currentLocale, keepLocaleOnDevice, activateLocale } from './language';

/**
 * The viewer picks a language (the menu's Language panel, on every layout): the app speaks it at
 * once, this device keeps it, and a signed-in viewer's profile keeps it too, so it follows them to
 * their other devices. A catalogue that cannot be fetched leaves the language as it was, and says so.
 */
export async function pickLanguage(locale: Locale): Promise<void> {
  try {
    await chooseLocale(locale);
  } catch {
    useUi.getState().notify(t`The language could not be changed. Please check your connection and try again.`, 'error');
    return;
  }
  const { loggedIn, profileId } = useSession.getState();
  if (!loggedIn || !profileId) return;
  try {
    const answer = await updateProfile(profileId, { language: locale });
    const profiles = useProfiles.getState().profiles.map((profile) => (profile.id === profileId ? answer.data : profile));
    useProfiles.getState().replace(profiles);
  } catch {
    useUi.getState().notify(t`Your language is set on this device, but it could not be kept with your profile.`, 'error');
  }
}

/**
 * A profile that has chosen a language brings it along: when the chosen profile (read at a
 * signed-in start, after sign-in, on a switch) keeps one that is not the one shown, the app changes to it, and this
 * device remembers it. A profile without one (null: follow the device) changes nothing.
 */
export function followProfileLanguage(): () => void {
  const follow = () => {
    const { profileId } = useSession.getState();
    const language = useProfiles.getState().profiles.find((profile) => profile.id === profileId)?.language;
    if (!isLocale(language) || language === currentLocale()) return;
    activateLocale(language).then(
      () => keepLocaleOnDevice(language),
      () => undefined,
    );
  };
  // A signed-in start reads the profiles once the first screen is up (nothing else may need them).
  whenFirstScreenShown(() => {
    const { loggedIn, profileId } = useSession.getState();
    if (loggedIn && profileId) void useProfiles.getState().load();
  });
  const stopProfiles = useProfiles.subscribe((state, before) => {
    if (state.profiles !== before.profiles) follow();
  });
  const stopSession = useSession.subscribe((state, before) => {
    if (state.profileId !== before.profileId) follow();
  });
  return () => {
    stopProfiles();
    stopSession();
  };
}
