import { ApiError, badRequest } from '../lib/errors.js';
import { hashPassword, newToken } from '../lib/secrets.js';
import { normalizeEmail, normalizeTelephone } from '../lib/validation.js';
import { MAX_RESENDS } from '../repositories/codes.js';
import type { ServerLocale } from '../i18n/words.js';
import { MESSAGES, type AccountContext } from './account-context.js';

/** Signing up and proving the address: the e-mail link, the phone code. */
export function signUpFlows(ctx: AccountContext) {
  const {
    users,
    tokens,
    codes,
    LIMITS,
    atomically,
    limited,
    limitedAll,
    tryAgain,
    sendVerificationEmail,
    mailVerificationLink,
    sendCode,
    trySendCode,
    alreadyRegistered,
    codeMessage,
  } = ctx;

  async function register(
    customerId: string,
    address: string,
    input: { firstName: string; lastName: string; email: string; telephone: string | null; digest: string; emailUpdates: boolean },
    /** The language of the e-mail and SMS it sends: the request's. */
    locale: ServerLocale | null = null,
  ) {
    await limited(`register|${address}`, LIMITS.registerPerAddress!, tryAgain);
    const email = normalizeEmail(input.email);
    /*
     * An address that already has an account answers as a new one does (a 409 told anyone which
     * addresses are registered); its owner gets an e-mail saying so, with the way in.
     */
    const existing = await users.byUsername(customerId, email);
    if (existing) return alreadyRegistered(existing, locale);
    const passwordHash = await hashPassword(input.digest);
    // The user and its tokens together; the mail and the SMS once they are stored.
    const { user, verify, signup } = await atomically(async (on) => {
      const created = await on.users.create({
        customerId,
        username: email,
        email,
        telephone: input.telephone ? normalizeTelephone(input.telephone) : null,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        emailVerified: false,
        emailUpdates: input.emailUpdates,
      });
      // Taken since the check above: the same sign-up sent twice at once.
      if (!created) return { user: undefined, verify: null, signup: null };
      return {
        user: created,
        verify: created.email ? await on.tokens.issue(customerId, created.id, 'email_verify') : null,
        signup: await on.tokens.issue(customerId, created.id, 'signup'),
      };
    });
    if (!user || !signup) {
      const taken = await users.byUsername(customerId, email);
      if (!taken) throw new ApiError(409, MESSAGES.emailTaken);
      return alreadyRegistered(taken, locale);
    }
    if (verify) await mailVerificationLink(user, verify.token, locale);
    // A number another account verified stays that account's: no code is sent for it.
    if (user.telephone && !(await users.byVerifiedTelephone(customerId, user.telephone))) await sendCode(user, 'verify_phone', locale).catch(() => undefined);
    return { message: MESSAGES.registered, user_token: signup.token, clientToken: newToken() };
  }

  async function confirmEmail(customerId: string, username: string, token: string) {
    const record = await tokens.find(customerId, token, 'email_verify');
    const user = record ? await users.byId(customerId, record.userId) : undefined;
    if (!record || !user || user.username !== normalizeEmail(username)) throw badRequest(MESSAGES.badVerifyLink);
    const confirmed = await atomically(async (on) => {
      if (!(await on.tokens.consume(token))) return false;
      await on.users.update(user, { email_verified: 1 });
      return true;
    });
    if (!confirmed) throw badRequest(MESSAGES.badVerifyLink);
    return { message: MESSAGES.verified, first_name: user.first_name };
  }

  async function resendVerificationEmail(customerId: string, address: string, rawEmail: string, locale: ServerLocale | null = null) {
    const email = normalizeEmail(rawEmail);
    // Counted per address too, and refused past it (one address asking for links to many inboxes).
    await limitedAll(
      [
        [`verify-mail|${customerId}|${email}`, LIMITS.verifyMailPerTarget!],
        [`verify-mail-ip|${address}`, LIMITS.resetPerAddress!],
      ],
      tryAgain,
    );
    const user = await users.byEmail(customerId, email);
    if (user && user.email_verified !== 1) await sendVerificationEmail(user, locale);
    return { message: MESSAGES.verifySent };
  }

  async function sendPhoneVerification(customerId: string, rawTelephone: string, locale: ServerLocale | null = null) {
    const telephone = normalizeTelephone(rawTelephone);
    const unknown = { message: MESSAGES.codeSent, attempts: 0, maxAttempts: MAX_RESENDS };
    // A number already verified is its account's; unknown numbers get the same answer. Nothing is sent.
    if (await users.byVerifiedTelephone(customerId, telephone)) return unknown;
    // The newest account waiting to verify this number (the one signing up now).
    const [user] = await users.unverifiedByTelephone(customerId, telephone);
    if (!user) return unknown;
    // Asked again within 60 s, or past the resends: the same answer as for an unknown number
    // (a 429 here told which numbers have accounts); the app counts the 60 s down itself.
    const sent = await trySendCode(user, 'verify_phone', locale);
    return { message: MESSAGES.codeSent, attempts: sent?.resends ?? 0, maxAttempts: MAX_RESENDS };
  }

  async function confirmPhone(customerId: string, address: string, rawTelephone: string, code: string) {
    await limited(`codes-ip|${address}`, LIMITS.codeChecksPerAddress!, tryAgain);
    const telephone = normalizeTelephone(rawTelephone);
    if (await users.byVerifiedTelephone(customerId, telephone)) throw badRequest(MESSAGES.wrongCode);
    // Each account waiting on this number has its own code: the one typed says which account it is.
    const waiting = await users.unverifiedByTelephone(customerId, telephone);
    if (waiting.length === 0) throw badRequest(MESSAGES.wrongCode);
    let user = waiting[0]!;
    for (const candidate of waiting) {
      if (await codes.matches(customerId, candidate.id, 'verify_phone', code)) {
        user = candidate;
        break;
      }
    }
    const outcome = await codes.check(customerId, user.id, 'verify_phone', code);
    if (outcome !== 'ok') throw badRequest(codeMessage(outcome));
    // One account per verified number: the first to verify it keeps it.
    const verified = await atomically(async (on) => {
      if (await on.users.byVerifiedTelephone(customerId, telephone)) return false;
      await on.users.update(user, { mobile_verified: 1 });
      return true;
    });
    if (!verified) throw badRequest(MESSAGES.wrongCode);
    return { message: MESSAGES.phoneVerified };
  }

  return { register, confirmEmail, resendVerificationEmail, sendPhoneVerification, confirmPhone };
}
