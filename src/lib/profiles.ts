import { PROFILE_NAME_MAX } from '../../contract/limits';

export const PROFILE_NAME_REQUIRED = 'Please enter the name';

export const profileTileKey = (id: string) => `profiles:tile:${id}`;

/** The name as it will be saved, or the spec's message when there is none. */
export function profileNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return PROFILE_NAME_REQUIRED;
  if (trimmed.length > PROFILE_NAME_MAX) return `Please keep the name to ${PROFILE_NAME_MAX} characters.`;
  return null;
}

const AVATAR_HUES = [8, 36, 140, 198, 226, 262, 312, 350];

/** A steady colour per profile, so each person finds their tile at a glance. */
export function avatarHue(id: string): number {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return AVATAR_HUES[hash % AVATAR_HUES.length]!;
}

/** The first letter of the name, as a tile shows it. */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}
