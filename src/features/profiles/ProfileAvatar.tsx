import type { CSSProperties } from 'react';
import type { Profile } from '../../api/profiles';
import { avatarHue, initialOf } from '../../lib/profiles';

/**
 * A profile's round picture, its initial on its own colour. The initial is drawn by CSS (content: attr(data-initial)), so the tile's
 * text, and so its accessible name, is the profile's name alone.
 */
export function ProfileAvatar({ profile }: { profile: Pick<Profile, 'id' | 'name' | 'type'> }) {
  const style = { '--avatar-hue': avatarHue(profile.id) } as CSSProperties;
  return (
    <span
      className={`profile-avatar${profile.type === 'KIDS' ? ' profile-avatar-kids' : ''}`}
      style={style}
      aria-hidden="true"
      data-initial={initialOf(profile.name)}
    />
  );
}
