import { MessageAnswer, ProfileChangeAnswer, ProfileListAnswer, type Profile } from '../../contract/answers';
import type { ProfilePayload } from '../../contract/requests';
import { apiRequest } from './client';
import { parser } from './schemas';

export type { Profile };
const parseProfiles = parser(ProfileListAnswer);
const parseProfileChange = parser(ProfileChangeAnswer);
const parseMessage = parser(MessageAnswer);

export interface ProfileInput {
  name: string;
  type: Profile['type'];
}

/**
 * GET /profiles: the account's profiles. An account without any gets its default profile, named
 * after the first name, and `created` says so.
 */
export function listProfiles(signal?: AbortSignal) {
  return apiRequest('/profiles', { auth: 'user', signal, parse: parseProfiles });
}

export function createProfile(input: ProfileInput) {
  return apiRequest('/profiles/create', { method: 'POST', auth: 'user', body: input, parse: parseProfileChange });
}

/** A profile's new name and type, or its language alone (null: follow the device). */
export function updateProfile(id: string, input: ProfileInput | Pick<ProfilePayload, 'language'>) {
  return apiRequest(`/profiles/${encodeURIComponent(id)}`, { method: 'PATCH', auth: 'user', body: input, parse: parseProfileChange });
}

export function removeProfile(id: string) {
  return apiRequest(`/profiles/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'user', parse: parseMessage });
}

/** The kids lock: the account password (its SHA-256 digest) must match before leaving a KIDS profile. */
export function verifyPassword(digest: string) {
  return apiRequest('/profiles/verify-password', { method: 'POST', auth: 'user', body: { password: digest }, parse: parseMessage });
}
