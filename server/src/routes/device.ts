import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountService } from '../accounts/service.js';
import { requireUser } from '../accounts/session.js';
import { createUserRepository } from '../repositories/users.js';
import { DEVICE_CODE_LIFETIME_MS, type DeviceCodeRepository } from '../repositories/device-codes.js';
import { noStore, requireBearerToken } from '../http.js';
import { ApiError, badRequest, errorBody, notFound, tooManyRequests, unauthorized } from '../lib/errors.js';
import { memoryCounters, minutesFrom, RateLimiter, scaledLimit, takeAll, type Limit, type RateCounters } from '../lib/rate-limit.js';
import { formatUserCode, normalizeUserCode } from '../lib/user-code.js';
import type { AppTokenRepository } from '../repositories/app-tokens.js';
import { words } from '../i18n/words.js';

/** New pairings per address: a TV asks again only when a code runs out or someone presses 'new code'. */
export const DEVICE_CODE_LIMIT: Limit = { max: 20, windowMs: 10 * 60 * 1000 };
/** Wrong or stale user codes per signed-in person, then per address: guessing stops here. */
export const DEVICE_APPROVE_USER_LIMIT: Limit = { max: 10, windowMs: 15 * 60 * 1000 };
export const DEVICE_APPROVE_ADDRESS_LIMIT: Limit = { max: 30, windowMs: 15 * 60 * 1000 };

/** What people read; `error.status` carries RFC 8628's codes for the TV to act on. */
export const DEVICE_MESSAGES = {
  pending: /*i18n*/ 'Waiting for you to approve the sign-in on your phone.',
  slowDown: /*i18n*/ 'Checking too often. Please wait a little longer between checks.',
  expired: /*i18n*/ 'This code has expired.',
  denied: /*i18n*/ 'Sign-in was declined on your phone.',
  invalid: /*i18n*/ 'This code is no longer valid. Please get a new code.',
  badCode: /*i18n*/ 'Please enter the 8-letter code shown on your TV, like BCDF-GHJK.',
  unknownCode: /*i18n*/ 'We could not find this code. Please check it against your TV.',
  expiredCode: /*i18n*/ 'This code has expired. Please get a new code on your TV.',
  usedCode: /*i18n*/ 'This code has already been used. Please get a new code on your TV.',
  approved: /*i18n*/ 'Your TV is now signed in.',
  declined: /*i18n*/ 'Sign-in on your TV was declined.',
  badAppToken: 'The app token is invalid or has expired; request a new one with POST /get-token',
  tooMany: (minutes: number) =>
    words(/*i18n*/ '{minutes, plural, one {Too many attempts. Please try again in # minute.} other {Too many attempts. Please try again in # minutes.}}', {
      minutes,
    }),
} as const;

const TokenBody = Type.Object({ device_code: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false });
const DecideBody = Type.Object({ user_code: Type.String({ minLength: 1, maxLength: 32 }) }, { additionalProperties: false });

export interface DeviceRouteOptions {
  accounts: AccountService;
  deviceCodes: DeviceCodeRepository;
  appTokens: AppTokenRepository;
  publicUrl: string;
  now: () => number;
  limitFactor: number;
  /** Where attempts are counted (shared between processes with REDIS_URL); by default in this process. */
  counters?: RateCounters;
}

/**
 * Signing in on a TV from a phone (OAuth 2.0 device authorization grant, RFC 8628, in this API's
 * shapes): the TV gets a code pair, shows the user code, and polls; the phone approves the code.
 */
export function deviceRoutes(app: FastifyInstance, { accounts, deviceCodes, appTokens, publicUrl, now, limitFactor, counters }: DeviceRouteOptions): void {
  const limiter = counters ?? memoryCounters(new RateLimiter(now));
  const scaled = (limit: Limit): Limit => scaledLimit(limit, limitFactor);
  const codeLimit = scaled(DEVICE_CODE_LIMIT);
  const approveAddressLimit = scaled(DEVICE_APPROVE_ADDRESS_LIMIT);

  app.addHook('onSend', noStore);

  app.post('/device/code', async (request) => {
    const token = requireBearerToken(request, 'An app token');
    const record = await appTokens.verify(token);
    if (!record || record.customerId !== request.customerId) throw unauthorized(DEVICE_MESSAGES.badAppToken);
    const key = `device-code|${request.ip}`;
    const wait = await limiter.take(key, codeLimit);
    if (wait > 0) throw tooManyRequests(DEVICE_MESSAGES.tooMany(minutesFrom(wait)), wait);
    const pairing = await deviceCodes.create(request.customerId);
    const userCode = formatUserCode(pairing.userCode);
    const verificationUri = `${publicUrl}/activate`;
    return {
      device_code: pairing.deviceCode,
      user_code: userCode,
      verification_uri: verificationUri,
      verification_uri_complete: `${verificationUri}?code=${userCode}`,
      expires_in: DEVICE_CODE_LIFETIME_MS / 1000,
      interval: pairing.interval,
    };
  });

  app.post<{ Body: Static<typeof TokenBody> }>('/device/token', { schema: { body: TokenBody } }, async (request, reply) => {
    // The pairing is used up and the sign-in made in one transaction.
    const outcome = await deviceCodes.poll(request.customerId, request.body.device_code, async (userId, trx) => {
      const user = await createUserRepository(trx, now).byId(request.customerId, userId);
      // The same answer as POST /login, so the TV signs in exactly as it does with a password.
      return user && accounts.signedIn(user, trx);
    });
    switch (outcome.kind) {
      case 'approved': {
        if (!outcome.answer) throw new ApiError(400, DEVICE_MESSAGES.invalid, 'invalid_grant');
        return outcome.answer;
      }
      case 'pending':
        // RFC 8628's answer with 202 rather than 400: waiting for the phone is how every sign-in
        // goes, not a failure, and a 4xx every few seconds is a console error in the TV's browser.
        // The body is the same, so every version of the app reads it by its flag alike.
        reply.code(202);
        return errorBody(DEVICE_MESSAGES.pending, 'authorization_pending');
      case 'slow_down':
        throw new ApiError(400, DEVICE_MESSAGES.slowDown, 'slow_down');
      case 'expired':
        throw new ApiError(400, DEVICE_MESSAGES.expired, 'expired_token');
      case 'denied':
        throw new ApiError(400, DEVICE_MESSAGES.denied, 'access_denied');
      case 'invalid':
        throw new ApiError(400, DEVICE_MESSAGES.invalid, 'invalid_grant');
    }
  });

  const decide = async (request: FastifyRequest<{ Body: Static<typeof DecideBody> }>, decision: 'approved' | 'denied') => {
    const { user } = await requireUser(request, accounts.tokens, accounts.users);
    const userKey = `device-approve|${request.customerId}|${user.id}`;
    const addressKey = `device-approve-ip|${request.ip}`;
    // Counted as a wrong code before the look-up (codes sent at once must not all get past the
    // limit while it runs), and given back when the code is right.
    const blocked = await takeAll(limiter, [
      [userKey, DEVICE_APPROVE_USER_LIMIT],
      [addressKey, approveAddressLimit],
    ]);
    if (blocked) throw tooManyRequests(DEVICE_MESSAGES.tooMany(minutesFrom(blocked.wait)), blocked.wait);
    const code = normalizeUserCode(request.body.user_code);
    if (!code) throw badRequest(DEVICE_MESSAGES.badCode);
    const outcome = await deviceCodes.decide(request.customerId, code, user.id, decision);
    if (outcome === 'unknown') throw notFound(DEVICE_MESSAGES.unknownCode);
    if (outcome === 'expired') throw badRequest(DEVICE_MESSAGES.expiredCode);
    if (outcome === 'used') throw badRequest(DEVICE_MESSAGES.usedCode);
    await limiter.release(userKey);
    await limiter.release(addressKey);
    return { message: decision === 'approved' ? DEVICE_MESSAGES.approved : DEVICE_MESSAGES.declined };
  };

  app.post<{ Body: Static<typeof DecideBody> }>('/device/approve', { schema: { body: DecideBody } }, (request) => decide(request, 'approved'));
  app.post<{ Body: Static<typeof DecideBody> }>('/device/deny', { schema: { body: DecideBody } }, (request) => decide(request, 'denied'));
}
