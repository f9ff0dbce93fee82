import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError, badRequest, tooManyRequests } from '../lib/errors.js';
import { memoryCounters, minutesFrom, RateLimiter, scaledLimit, takeAll, type Limit, type RateCounters } from '../lib/rate-limit.js';
import { hashPassword, newToken } from '../lib/secrets.js';
import { isTelephone, normalizeEmail, normalizeTelephone } from '../lib/validation.js';
import type { Transport } from '../mail/transport.js';
import { CODE_LIFETIME_MS, createCodeRepository, type CheckOutcome } from '../repositories/codes.js';
import { createProfileRepository } from '../repositories/profiles.js';
import { createTokenRepository } from '../repositories/tokens.js';
import { createUserRepository, type User } from '../repositories/users.js';
import type { Profile } from '../../../contract/answers.js';
import { say, words, type ServerLocale, type Words } from '../i18n/words.js';

/** The texts people see (the spec's own where it gives them). */
export const MESSAGES = {
  badLogin: /*i18n*/ 'The email or password you entered is incorrect.',
  verifyEmail: /*i18n*/ 'Please Verify your Email ID',
  verifyPhone: /*i18n*/ 'Please Verify your Phone Number',
  registered: /*i18n*/ 'Please check your inbox and confirm your Email to continue......',
  emailTaken: /*i18n*/ 'An account with this email already exists. Please sign in.',
  verified: /*i18n*/ 'Thank you! Your email has been verified.',
  badVerifyLink: /*i18n*/ 'This verification link is invalid or has expired.',
  verifySent: /*i18n*/ 'If the address is registered and not yet verified, a new link is on its way.',
  codeSent: /*i18n*/ 'We have sent a 6-digit code to your phone.',
  wrongCode: /*i18n*/ 'Sorry, we can’t update profile for wrong OTP.',
  expiredCode: /*i18n*/ 'This code has expired. Please ask for a new one.',
  lockedCode: /*i18n*/ 'Too many wrong codes. Please ask for a new one.',
  tooManyCodes: /*i18n*/ 'You have asked for too many codes. Please contact us for help.',
  phoneVerified: /*i18n*/ 'Thank you! Your phone number has been verified.',
  resetEmail: /*i18n*/ 'If an account exists for that email, we have sent a link to reset your password.',
  resetPhone: /*i18n*/ 'If an account exists for that number, we have sent a code to reset your password.',
  badResetLink: /*i18n*/ 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: /*i18n*/ 'Your password has been changed. Please sign in with your new password.',
  wrongOldPassword: /*i18n*/ 'Your current password is not correct.',
  signedOut: /*i18n*/ 'You are signed out.',
} as const;

const BASE_LIMITS: Record<string, Limit> = {
  /** Wrong passwords for one account from one address: that address is locked out of it. */
  loginPerAccount: { max: 5, windowMs: 15 * 60 * 1000 },
  /**
   * Wrong passwords for one account from everywhere: a ceiling against guessing from many
   * addresses, high enough that a stranger cannot lock the owner out with a handful of requests.
   */
  loginPerAccountEverywhere: { max: 100, windowMs: 15 * 60 * 1000 },
  loginPerAddress: { max: 30, windowMs: 15 * 60 * 1000 },
  resetPerTarget: { max: 5, windowMs: 60 * 60 * 1000 },
  resetPerAddress: { max: 20, windowMs: 60 * 60 * 1000 },
  verifyMailPerTarget: { max: 5, windowMs: 60 * 60 * 1000 },
  registerPerAddress: { max: 10, windowMs: 60 * 60 * 1000 },
  codeChecksPerAddress: { max: 30, windowMs: 15 * 60 * 1000 },
};

export interface AccountServiceOptions {
  db: Db;
  transport: Transport;
  publicUrl: string;
  now?: () => number;
  /** Multiplies the per-address limits (RATE_LIMIT_FACTOR), e.g. for a test run from one address. */
  addressLimitFactor?: number;
  /** Where attempts are counted (shared between processes with REDIS_URL); by default in this service. */
  counters?: RateCounters;
}

/** A profile as the app sees it (contract/answers.ts). */
export type PublicProfile = Profile;

/** What the app sees of a user. */
export function publicUser(user: User, profiles: PublicProfile[]) {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email_address: user.email,
    telephone: user.telephone,
    emailVerified: user.email_verified === 1,
    mobileVerified: user.mobile_verified === 1,
    profiles,
  };
}

/** What sign-in attempts are counted on: the e-mail folded, or the phone number normalised. */
export function signInIdentity(username: string): string {
  if (username.includes('@')) return `email:${normalizeEmail(username)}`;
  if (isTelephone(username)) return `tel:${normalizeTelephone(username)}`;
  return `name:${username.trim().toLowerCase()}`;
}

/**
 * What every account flow works with: the repositories, the attempt counters and their limits, the
 * mail and SMS that flows send, and the steps several flows share (a new password, a sign-in's
 * answer). Made once per service; the flows are sign-in.ts, sign-up.ts and passwords.ts.
 */
export function createAccountContext({ db, transport, publicUrl, now = Date.now, addressLimitFactor = 1, counters }: AccountServiceOptions) {
  const users = createUserRepository(db, now);
  const tokens = createTokenRepository(db, now);
  const codes = createCodeRepository(db, now);
  const limiter = counters ?? memoryCounters(new RateLimiter(now));
  /**
   * Writes of more than one statement, all or nothing: `work` gets the user and token repositories
   * over the transaction (it may run again after a conflict: no mail inside, see inTransaction).
   */
  const atomically = <T>(work: (on: { users: typeof users; tokens: typeof tokens }) => Promise<T>): Promise<T> =>
    inTransaction(db, (trx) => work({ users: createUserRepository(trx, now), tokens: createTokenRepository(trx, now) }));
  // Limits per network address are scaled; limits per account never are. Each service has its own
  // copy, so one app's factor never changes another's (tests build several in one process).
  const LIMITS: Record<string, Limit> = { ...BASE_LIMITS };
  for (const name of ['loginPerAddress', 'resetPerAddress', 'registerPerAddress', 'codeChecksPerAddress'] as const) {
    LIMITS[name] = scaledLimit(BASE_LIMITS[name]!, addressLimitFactor);
  }

  /** Counts an attempt, or refuses it while `key` is blocked. */
  const limited = async (key: string, limit: Limit, message: (minutes: number) => Words) => {
    const wait = await limiter.take(key, limit);
    if (wait > 0) throw tooManyRequests(message(minutesFrom(wait)), wait);
  };
  /** Counts an attempt on each counter, or refuses it (counting none) when one is blocked. */
  const limitedAll = async (entries: Array<[string, Limit]>, message: (minutes: number) => Words) => {
    const blocked = await takeAll(limiter, entries);
    if (blocked) throw tooManyRequests(message(minutesFrom(blocked.wait)), blocked.wait);
  };
  const tryAgain = (minutes: number) =>
    words(/*i18n*/ '{minutes, plural, one {Too many attempts. Please try again in # minute.} other {Too many attempts. Please try again in # minutes.}}', {
      minutes,
    });

  const link = (path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return `${publicUrl}${path}${search ? `?${search}` : ''}`;
  };

  /** E-mail and SMS are written in `locale`, the language of the request that sends them. */
  async function sendVerificationEmail(user: User, locale: ServerLocale | null): Promise<void> {
    if (!user.email) return;
    const { token } = await tokens.issue(user.customer_id, user.id, 'email_verify');
    await mailVerificationLink(user, token, locale);
  }

  async function mailVerificationLink(user: User, token: string, locale: ServerLocale | null): Promise<void> {
    if (!user.email) return;
    await transport.send({
      customerId: user.customer_id,
      channel: 'email',
      to: user.email,
      subject: say(locale, /*i18n*/ 'Confirm your Lumen account'),
      body: say(
        locale,
        words(
          /*i18n*/ 'Hello {name},\n\nWelcome to Lumen! Please confirm your e-mail address to start watching:\n\n{link}\n\nThe link works for 24 hours. If you did not sign up, you can ignore this message.\n\nGod bless,\nThe Lumen team',
          { name: user.first_name, link: link('/emailverify', { uid: user.email, token }) },
        ),
      ),
    });
  }

  async function sendCode(user: User, purpose: 'verify_phone' | 'reset_phone', locale: ServerLocale | null): Promise<{ resends: number }> {
    if (!user.telephone) throw badRequest(/*i18n*/ 'There is no phone number on this account.');
    const outcome = await codes.send(user.customer_id, user.id, purpose);
    if (!outcome.ok) {
      if (outcome.reason === 'too-soon') {
        const seconds = Math.ceil(outcome.waitMs / 1000);
        throw tooManyRequests(words(/*i18n*/ 'Please wait {seconds} seconds before asking for a new code.', { seconds }), outcome.waitMs);
      }
      throw tooManyRequests(MESSAGES.tooManyCodes);
    }
    await transport.send({
      customerId: user.customer_id,
      channel: 'sms',
      to: user.telephone,
      subject: say(locale, purpose === 'verify_phone' ? /*i18n*/ 'Lumen verification code' : /*i18n*/ 'Lumen password reset code'),
      body: say(
        locale,
        words(/*i18n*/ 'Your Lumen code is {code}. It expires in {minutes} minutes. Never share it with anyone.', {
          code: outcome.code,
          minutes: CODE_LIFETIME_MS / 60_000,
        }),
      ),
    });
    return { resends: outcome.resends };
  }

  /** sendCode, but the resend rules' refusals (too soon, too many) send nothing and answer null. */
  async function trySendCode(user: User, purpose: 'verify_phone' | 'reset_phone', locale: ServerLocale | null): Promise<{ resends: number } | null> {
    try {
      return await sendCode(user, purpose, locale);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 429) return null;
      throw error;
    }
  }

  /**
   * Sign-up's answer for an address that has an account: the same words and token shapes as a new
   * one, and a note to the address (at most 5 an hour, so it cannot be used to flood an inbox).
   */
  async function alreadyRegistered(user: User, locale: ServerLocale | null) {
    const key = `signup-existing|${user.customer_id}|${user.id}`;
    if (user.email && (await limiter.take(key, LIMITS.resetPerTarget!)) === 0) {
      await transport.send({
        customerId: user.customer_id,
        channel: 'email',
        to: user.email,
        subject: say(locale, /*i18n*/ 'You already have a Lumen account'),
        body: say(
          locale,
          words(
            /*i18n*/ 'Hello {name},\n\nSomeone (we hope you) tried to create a Lumen account with this address, but it already has one. Sign in here:\n\n{signIn}\n\nForgot your password? Choose a new one here:\n\n{reset}\n\nIf it was not you, you can ignore this message: nothing has changed.\n\nThe Lumen team',
            { name: user.first_name, signIn: link('/login'), reset: link('/forgotpassword') },
          ),
        ),
      });
    }
    return { message: MESSAGES.registered, user_token: newToken(), clientToken: newToken() };
  }

  const codeMessage = (outcome: Exclude<CheckOutcome, 'ok'>) =>
    outcome === 'wrong' ? MESSAGES.wrongCode : outcome === 'locked' ? MESSAGES.lockedCode : MESSAGES.expiredCode;

  /**
   * A new password, with the single-use token that allowed it used up (false, and nothing changed,
   * when someone used it first): one transaction.
   */
  async function setPassword(user: User, digest: string, usingToken: string): Promise<boolean> {
    const passwordHash = await hashPassword(digest);
    return atomically(async (on) => {
      if (!(await on.tokens.consume(usingToken))) return false;
      await on.users.update(user, { password_hash: passwordHash });
      // A new password ends every session and every outstanding reset.
      await on.tokens.revokeAll(user.id, ['user', 'password_reset', 'phone_reset']);
      return true;
    });
  }

  /**
   * The answer of every successful sign-in: a new user token and the user with profiles; `on`, a
   * transaction the sign-in belongs to (the device flow's hand-over).
   */
  async function signedIn(user: User, on: Db = db) {
    const { token } = await (on === db ? tokens : createTokenRepository(on, now)).issue(user.customer_id, user.id, 'user');
    return { user_token: token, user: publicUser(user, await createProfileRepository(on, now).list(user)) };
  }

  return {
    db,
    now,
    transport,
    users,
    tokens,
    codes,
    limiter,
    LIMITS,
    atomically,
    limited,
    limitedAll,
    tryAgain,
    link,
    sendVerificationEmail,
    mailVerificationLink,
    sendCode,
    trySendCode,
    alreadyRegistered,
    codeMessage,
    setPassword,
    signedIn,
  };
}

export type AccountContext = ReturnType<typeof createAccountContext>;
