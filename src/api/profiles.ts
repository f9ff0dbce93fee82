import * as v from 'valibot';
import { parseWith } from './auth-schemas';
import { apiRequest } from './client';
import { PROFILE_TYPES } from '../../contract/wire';

export const ProfileSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  name: v.string(),
  type: v.picklist(PROFILE_TYPES),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

const ProfileListSchema = v.looseObject({ profiles: v.array(ProfileSchema), created: v.optional(v.boolean(), false) });
const ProfileAnswerSchema = v.looseObject({ message: v.optional(v.string(), ''), data: ProfileSchema });
const MessageAnswerSchema = v.looseObject({ message: v.optional(v.string(), '') });

export interface ProfileInput {
  name: string;
  type: Profile['type'];
}

/**
 * GET /profiles: the account's profiles. An account without any gets its default profile, named
 * after the first name, and `created` says so.
 */
export function listProfiles(signal?: AbortSignal) {
  return apiRequest('/profiles', { auth: 'user', signal, parse: parseWith(ProfileListSchema) });
}

export function createProfile(input: ProfileInput) {
  return apiRequest('/profiles/create', { method: 'POST', auth: 'user', body: input, parse: parseWith(ProfileAnswerSchema) });
}

export function updateProfile(id: string, input: ProfileInput) {
  return apiRequest(`/profiles/${encodeURIComponent(id)}`, { method: 'PATCH', auth: 'user', body: input, parse: parseWith(ProfileAnswerSchema) });
}

export function removeProfile(id: string) {
  return apiRequest(`/profiles/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'user', parse: parseWith(MessageAnswerSchema) });
}

/** The kids lock: the account password (its SHA-256 digest) must match before leaving a KIDS profile. */
export function verifyPassword(digest: string) {
  return apiRequest('/profiles/verify-password', { method: 'POST', auth: 'user', body: { password: digest }, parse: parseWith(MessageAnswerSchema) });
}
