import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AudienceResolver } from '../accounts/audience.js';
import type { Profile, ProfileRepository } from '../repositories/profiles.js';
import type { AccountService } from '../accounts/service.js';
import { requireUser } from '../accounts/session.js';
import type { User } from '../repositories/users.js';
import { ApiError, badRequest, forbidden, notFound } from '../lib/errors.js';
import { PROFILE_LIMIT, PROFILE_NAME_MAX } from '../../../contract/limits.js';
import { noStore } from '../http.js';
import { ProfilePayloadSchema, type ProfilePayload } from '../../../contract/requests.js';
import { LOCALE_CODES, isLocale, type Locale } from '../../../contract/locales.js';
import { jsonSchemaOf } from '../schemas/json-schema.js';
import { words } from '../i18n/words.js';

export const PROFILE_MESSAGES = {
  created: /*i18n*/ 'Profile created',
  updated: /*i18n*/ 'Profile updated',
  removed: /*i18n*/ 'Profile removed',
  // The product's words, verbatim.
  nameRequired: /*i18n*/ 'Please enter the name',
  nameTooLong: words(/*i18n*/ 'Please keep the name to {max} characters or fewer.', { max: PROFILE_NAME_MAX }),
  tooMany: words(/*i18n*/ 'You can have up to {limit} profiles. Please remove one to add another.', { limit: PROFILE_LIMIT }),
  lastProfile: /*i18n*/ 'This is the only profile on your account, so it cannot be removed. Add another profile first.',
  notFound: /*i18n*/ 'This profile does not exist.',
  passwordOk: /*i18n*/ 'OK',
  wrongPassword: /*i18n*/ 'That password is not right.',
  noPassword:
    /*i18n*/ 'Your account has no password because you sign in with Google or Facebook. To leave the kids profile, please sign out and sign in again.',
  language: `Please choose one of the languages Lumen speaks (${LOCALE_CODES.join(', ')}), or none to follow this device's language.`,
} as const;

// The name and the language are checked in the handler, so each gets the spec's own message.
const ProfileBody = jsonSchemaOf(ProfilePayloadSchema);
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
const VerifyBody = Type.Object(
  { password: Type.String({ minLength: 64, maxLength: 64, pattern: '^[a-f0-9]{64}$', description: 'SHA-256 of the password, hex' }) },
  { additionalProperties: false },
);

/** A profile name as stored: whitespace runs made one space, trimmed; refused when empty or too long. */
export function profileName(raw: string | undefined): string {
  const name = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!name) throw badRequest(PROFILE_MESSAGES.nameRequired);
  if ([...name].length > PROFILE_NAME_MAX) throw badRequest(PROFILE_MESSAGES.nameTooLong);
  return name;
}

/** A profile's language as stored: a code of contract/locales.ts, or null (follow the device); refused otherwise. */
export function profileLanguage(raw: string | null | undefined): Locale | null {
  if (raw === null || raw === undefined || raw === '') return null;
  if (!isLocale(raw)) throw badRequest(PROFILE_MESSAGES.language);
  return raw;
}

/**
 * The profile calls: list (making the default profile on first use), create,
 * rename or retype, remove, and the kids lock's password check. Only ever on the signed-in user's
 * own profiles; answers are private and never cached.
 */
export function profileRoutes(app: FastifyInstance, deps: { accounts: AccountService; profiles: ProfileRepository; audience: AudienceResolver }): void {
  const { profiles, audience } = deps;
  app.addHook('onSend', noStore);
  const userOf = async (request: FastifyRequest) => (await requireUser(request, deps.accounts.tokens, deps.accounts.users)).user;

  /**
   * One of the user's own profiles: 404 alike when there is no such profile and when it is another
   * account's, so the answer never tells whether someone else's profile id exists.
   */
  async function ownProfile(user: User, id: string): Promise<Profile> {
    const row = await profiles.find(user.customer_id, id);
    if (!row || row.user_id !== user.id) throw notFound(PROFILE_MESSAGES.notFound);
    return { id: row.id, name: row.name, type: row.type, language: row.language };
  }

  app.get('/profiles', async (request) => {
    const user = await userOf(request);
    const list = await profiles.list(user);
    if (list.length > 0) return { profiles: list, created: false };
    // An account without profiles gets its default REGULAR one, named after the first name.
    return { profiles: [await profiles.ensureDefault(user)], created: true };
  });

  app.post<{ Body: ProfilePayload }>('/profiles/create', { schema: { body: ProfileBody } }, async (request) => {
    const user = await userOf(request);
    const fields = { name: profileName(request.body.name), type: request.body.type ?? 'REGULAR', language: profileLanguage(request.body.language) } as const;
    const created = await profiles.createWithin(user, fields, PROFILE_LIMIT);
    if (!created) throw new ApiError(409, PROFILE_MESSAGES.tooMany);
    // Made first, it is the profile the user's requests without a profileid act for.
    await audience.forget(user.customer_id, created.id);
    return { message: PROFILE_MESSAGES.created, data: created };
  });

  app.patch<{ Params: Static<typeof IdParams>; Body: ProfilePayload }>(
    '/profiles/:id',
    { schema: { params: IdParams, body: ProfileBody } },
    async (request) => {
      const user = await userOf(request);
      const profile = await ownProfile(user, request.params.id);
      const changes: Partial<Pick<Profile, 'name' | 'type' | 'language'>> = {};
      if (request.body.name !== undefined) changes.name = profileName(request.body.name);
      if (request.body.type !== undefined) changes.type = request.body.type;
      if (request.body.language !== undefined) changes.language = profileLanguage(request.body.language);
      await profiles.update(user.customer_id, profile.id, changes);
      await audience.forget(user.customer_id, profile.id);
      return { message: PROFILE_MESSAGES.updated, data: { ...profile, ...changes } };
    },
  );

  app.delete<{ Params: Static<typeof IdParams> }>('/profiles/:id', { schema: { params: IdParams } }, async (request) => {
    const user = await userOf(request);
    const profile = await ownProfile(user, request.params.id);
    // Its My List and resume points go with it.
    if (!(await profiles.removeUnlessLast(user, profile.id))) throw new ApiError(409, PROFILE_MESSAGES.lastProfile);
    await audience.forget(user.customer_id, profile.id);
    return { message: PROFILE_MESSAGES.removed, data: profile };
  });

  /**
   * The kids lock: the account password must match before the app leaves a KIDS profile. Wrong
   * ones count against the account's lockout, with a password change's (AccountService.checkOwnPassword).
   */
  app.post<{ Body: Static<typeof VerifyBody> }>('/profiles/verify-password', { schema: { body: VerifyBody } }, async (request) => {
    const user = await userOf(request);
    if (!user.password_hash) throw badRequest(PROFILE_MESSAGES.noPassword);
    if (!(await deps.accounts.checkOwnPassword(user, request.body.password))) throw forbidden(PROFILE_MESSAGES.wrongPassword);
    return { message: PROFILE_MESSAGES.passwordOk };
  });
}
