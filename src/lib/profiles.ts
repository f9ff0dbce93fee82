import { msg, plural } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { PROFILE_NAME_MAX } from '../../contract/limits';

/** The spec's message for a profile without a name (drawn with `i18n._()`). */
export const PROFILE_NAME_REQUIRED = msg`Please enter the name`;

export const profileTileKey = (id: string) => `profiles:tile:${id}`;

/** What is wrong with the name as it will be saved (the spec's message when there is none), in the language shown now; null when nothing is. */
export function profileNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return i18n._(PROFILE_NAME_REQUIRED);
  const max = PROFILE_NAME_MAX;
  if (trimmed.length > max) return plural(max, { one: 'Please keep the name to # character.', other: 'Please keep the name to # characters.' });
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
