import * as z from 'zod/mini';
import { parseWith } from './auth-schemas';
import { apiRequest } from './client';

export const ProfileSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.string(),
  type: z.enum(['REGULAR', 'KIDS']),
});
export type Profile = z.infer<typeof ProfileSchema>;

const ProfileListSchema = z.looseObject({ profiles: z.array(ProfileSchema), created: z._default(z.boolean(), false) });
const ProfileAnswerSchema = z.looseObject({ message: z._default(z.string(), ''), data: ProfileSchema });
const MessageAnswerSchema = z.looseObject({ message: z._default(z.string(), '') });

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
