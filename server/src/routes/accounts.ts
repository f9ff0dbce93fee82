import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AccountService } from '../accounts/service.js';
import { requireUser } from '../accounts/session.js';
import type { SocialVerifier } from '../accounts/social.js';
import { badRequest, unauthorized } from '../lib/errors.js';
import { words } from '../i18n/words.js';
import { localeOfRequest } from '../i18n/request-words.js';
import { isEmail, isTelephone } from '../lib/validation.js';
import { OptionalBody } from '../schemas/common.js';
import { noStore } from '../http.js';
import { SocialPayloadSchema, type SocialPayload } from '../../../contract/requests.js';
import type { SocialProvider } from '../../../contract/wire.js';
import { jsonSchemaOf } from '../schemas/json-schema.js';
import { FIELD_MESSAGES } from '../../../contract/validation.js';

/** The SHA-256 digest of a password, as the app sends it. */
const Digest = Type.String({ minLength: 64, maxLength: 64, pattern: '^[a-f0-9]{64}$', description: 'SHA-256 of the password, hex' });
const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
const Code = Type.String({ minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$' });
const Token = Text(512, 1);

const body = <T extends TSchema>(schema: T) => ({ schema: { body: schema } });

const LoginBody = Type.Object(
  { username: Type.Optional(Text(320, 1)), id: Type.Optional(Text(320, 1)), password: Digest, type: Type.Optional(Text(20)) },
  { additionalProperties: false },
);
const RegisterBody = Type.Object(
  {
    first_name: Type.Optional(Text(100)),
    last_name: Type.Optional(Text(100)),
    name: Type.Optional(Text(100)),
    lastname: Type.Optional(Text(100)),
    telephone: Type.Optional(Text(40)),
    username: Type.Optional(Text(320)),
    email_address: Type.Optional(Text(320)),
    email: Type.Optional(Text(320)),
    password: Digest,
    metaData: Type.Optional(Type.Object({ emailupdate: Type.Optional(Type.Boolean()) }, { additionalProperties: false })),
    referralcode: Type.Optional(Text(64)),
    type: Type.Optional(Text(20)),
  },
  { additionalProperties: false },
);
const ConfirmParams = Type.Object({ username: Text(320, 1) }, { additionalProperties: false });
const ConfirmQuery = Type.Object({ token: Type.Optional(Token) }, { additionalProperties: false });
const ConfirmBody = Type.Object({ username: Type.Optional(Text(320)), token: Type.Optional(Token) }, { additionalProperties: false });
const PhoneCodeBody = Type.Object({ telephone: Text(40, 1), code: Code }, { additionalProperties: false });
const EmailBody = Type.Object({ email_address: Text(320, 1) }, { additionalProperties: false });
const PhoneBody = Type.Object({ telephone: Text(40, 1) }, { additionalProperties: false });
const ResetBody = Type.Object({ email: Type.Optional(Text(320)), telephone: Type.Optional(Text(40)) }, { additionalProperties: false });
const UpdatePasswordBody = Type.Object({ userId: Text(64, 1), token: Token, password: Digest }, { additionalProperties: false });
const UpdatePasswordMobileBody = Type.Object({ code: Code, token: Token, password: Digest }, { additionalProperties: false });
const ChangePasswordBody = Type.Object({ oldPassword: Digest, password: Digest }, { additionalProperties: false });

const { invalidEmail: INVALID_EMAIL, invalidPhone: INVALID_PHONE } = FIELD_MESSAGES;

export interface AccountRouteOptions {
  accounts: AccountService;
  social: Partial<Record<SocialProvider, SocialVerifier>>;
}

/** The account calls. Every answer about an account is private and never cached. */
export function accountRoutes(app: FastifyInstance, { accounts, social }: AccountRouteOptions): void {
  app.addHook('onSend', noStore);
  const user = (request: Parameters<typeof requireUser>[0]) => requireUser(request, accounts.tokens, accounts.users);

  app.post<{ Body: Static<typeof LoginBody> }>('/login', body(LoginBody), async (request) => {
    const username = request.body.username ?? request.body.id;
    if (!username) throw badRequest(/*i18n*/ 'Please enter your email.');
    return accounts.login(request.customerId, request.ip, username, request.body.password);
  });

  app.post<{ Body: Static<typeof RegisterBody> }>('/register', body(RegisterBody), async (request) => {
    const b = request.body;
    const email = (b.email_address ?? b.email ?? b.username ?? '').trim();
    const firstName = (b.first_name ?? b.name ?? '').trim();
    const lastName = (b.last_name ?? b.lastname ?? '').trim();
    const telephone = b.telephone?.trim() || null;
    if (!firstName) throw badRequest(/*i18n*/ 'Please enter your name.');
    if (!isEmail(email)) throw badRequest(INVALID_EMAIL);
    if (telephone && !isTelephone(telephone)) throw badRequest(INVALID_PHONE);
    return accounts.register(
      request.customerId,
      request.ip,
      {
        firstName,
        lastName,
        email,
        telephone,
        digest: b.password,
        emailUpdates: b.metaData?.emailupdate === true,
      },
      localeOfRequest(request),
    );
  });

  const verifySocial = async (provider: SocialProvider, token: string) => {
    const verifier = social[provider];
    const service = provider === 'google' ? 'Google' : 'Facebook';
    if (!verifier) throw badRequest(words(/*i18n*/ 'Sign-in with {service} is not available.', { service }));
    try {
      return await verifier(token);
    } catch {
      throw unauthorized(words(/*i18n*/ 'We could not confirm your {service} sign-in. Please try again.', { service }));
    }
  };

  app.post<{ Body: SocialPayload }>('/social-login', { schema: { body: jsonSchemaOf(SocialPayloadSchema) } }, async (request) => {
    const claims = await verifySocial(request.body.provider, request.body.token);
    return accounts.socialLogin(request.customerId, request.body.provider, claims.subject);
  });

  app.post<{ Body: SocialPayload }>('/social-register', { schema: { body: jsonSchemaOf(SocialPayloadSchema) } }, async (request) => {
    const claims = await verifySocial(request.body.provider, request.body.token);
    // Names may come from the app, but the e-mail only ever from the verified token.
    return accounts.socialRegister(request.customerId, request.body.provider, {
      ...claims,
      firstName: claims.firstName || request.body.first_name?.trim() || '',
      lastName: claims.lastName || request.body.last_name?.trim() || '',
    });
  });

  app.post<{ Params: Static<typeof ConfirmParams>; Querystring: Static<typeof ConfirmQuery>; Body: Static<typeof ConfirmBody> }>(
    '/confirm/:username',
    { schema: { params: ConfirmParams, querystring: ConfirmQuery, body: OptionalBody(ConfirmBody) } },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw badRequest(/*i18n*/ 'This verification link is invalid or has expired.');
      return accounts.confirmEmail(request.customerId, request.body?.username ?? request.params.username, token);
    },
  );

  app.post<{ Body: Static<typeof PhoneCodeBody> }>('/confirm-mobile', body(PhoneCodeBody), async (request) =>
    accounts.confirmPhone(request.customerId, request.ip, request.body.telephone, request.body.code),
  );

  app.post<{ Body: Static<typeof EmailBody> }>('/trigger-email-verification', body(EmailBody), async (request) => {
    if (!isEmail(request.body.email_address)) throw badRequest(INVALID_EMAIL);
    return accounts.resendVerificationEmail(request.customerId, request.ip, request.body.email_address, localeOfRequest(request));
  });

  app.post<{ Body: Static<typeof PhoneBody> }>('/trigger-mobile-verification', body(PhoneBody), async (request) => {
    if (!isTelephone(request.body.telephone)) throw badRequest(INVALID_PHONE);
    return accounts.sendPhoneVerification(request.customerId, request.body.telephone, localeOfRequest(request));
  });

  app.post<{ Body: Static<typeof ResetBody> }>('/reset', body(ResetBody), async (request) => {
    const { email, telephone } = request.body;
    if (email) {
      if (!isEmail(email)) throw badRequest(INVALID_EMAIL);
      return accounts.requestReset(request.customerId, request.ip, { email }, localeOfRequest(request));
    }
    if (telephone) {
      if (!isTelephone(telephone)) throw badRequest(INVALID_PHONE);
      return accounts.requestReset(request.customerId, request.ip, { telephone }, localeOfRequest(request));
    }
    throw badRequest(/*i18n*/ 'Please enter your email or phone number.');
  });

  app.post<{ Body: Static<typeof UpdatePasswordBody> }>('/update-password', body(UpdatePasswordBody), async (request) =>
    accounts.updatePassword(request.customerId, request.body.userId, request.body.token, request.body.password),
  );

  app.post<{ Body: Static<typeof UpdatePasswordMobileBody> }>('/update-password-mobile', body(UpdatePasswordMobileBody), async (request) =>
    accounts.updatePasswordByCode(request.customerId, request.ip, request.body.code, request.body.token, request.body.password),
  );

  app.post<{ Body: Static<typeof ChangePasswordBody> }>('/change-password', body(ChangePasswordBody), async (request) => {
    const session = await user(request);
    return accounts.changePassword(session.user, request.body.oldPassword, request.body.password, session.token);
  });

  app.get('/account', async (request) => accounts.account((await user(request)).user));

  app.post('/logout', async (request) => accounts.logout((await user(request)).token));
}
