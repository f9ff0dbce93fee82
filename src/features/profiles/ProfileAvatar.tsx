import type { CSSProperties } from 'react';
import type { Profile } from '../../api/profiles';
import { avatarHue, initialOf } from '../../lib/profiles';

/** A profile's round picture: its initial on its own colour. */
export function ProfileAvatar({ profile }: { profile: Pick<Profile, 'id' | 'name' | 'type'> }) {
  const style = { '--avatar-hue': avatarHue(profile.id) } as CSSProperties;
  return (
    <span className={`profile-avatar${profile.type === 'KIDS' ? ' profile-avatar-kids' : ''}`} style={style} aria-hidden="true">
      {initialOf(profile.name)}
    </span>
  );
}
