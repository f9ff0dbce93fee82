import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError, badRequest, forbidden, tooManyRequests, unauthorized } from '../lib/errors.js';
import { memoryCounters, minutesFrom, RateLimiter, takeAll, type Limit, type RateCounters } from '../lib/rate-limit.js';
import { decoyPasswordHash, hashPassword, newToken, verifyPassword } from '../lib/secrets.js';
import { isTelephone, normalizeEmail, normalizeTelephone } from '../lib/validation.js';
import type { Transport } from '../mail/transport.js';
import { CODE_LIFETIME_MS, createCodeRepository, MAX_RESENDS, type CheckOutcome } from '../repositories/codes.js';
import { createProfileRepository } from '../repositories/profiles.js';
import { createTokenRepository } from '../repositories/tokens.js';
import { createUserRepository, type User } from '../repositories/users.js';
import { createSubscriptionRepository } from '../repositories/subscriptions.js';

/** The texts people see (the spec's own where it gives them). */
export const MESSAGES = {
  badLogin: 'The email or password you entered is incorrect.',
  verifyEmail: 'Please Verify your Email ID',
  verifyPhone: 'Please Verify your Phone Number',
  registered: 'Please check your inbox and confirm your Email to continue......',
  emailTaken: 'An account with this email already exists. Please sign in.',
  verified: 'Thank you! Your email has been verified.',
  badVerifyLink: 'This verification link is invalid or has expired.',
  verifySent: 'If the address is registered and not yet verified, a new link is on its way.',
  codeSent: 'We have sent a 6-digit code to your phone.',
  wrongCode: 'Sorry, we can’t update profile for wrong OTP.',
  expiredCode: 'This code has expired. Please ask for a new one.',
  lockedCode: 'Too many wrong codes. Please ask for a new one.',
  tooManyCodes: 'You have asked for too many codes. Please contact us for help.',
  phoneVerified: 'Thank you! Your phone number has been verified.',
  resetEmail: 'If an account exists for that email, we have sent a link to reset your password.',
  resetPhone: 'If an account exists for that number, we have sent a code to reset your password.',
  badResetLink: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  wrongOldPassword: 'Your current password is not correct.',
  signedOut: 'You are signed out.',
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

export interface PublicProfile {
  id: string;
  name: string;
  type: 'REGULAR' | 'KIDS';
}

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

/** Every account flow: sign-up, sign-in, verification by e-mail and SMS, password reset and change. */
export function createAccountService({ db, transport, publicUrl, now = Date.now, addressLimitFactor = 1, counters }: AccountServiceOptions) {
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
    LIMITS[name] = { ...BASE_LIMITS[name]!, max: Math.round(BASE_LIMITS[name]!.max * addressLimitFactor) };
  }

  /** Counts an attempt, or refuses it while `key` is blocked. */
  const limited = async (key: string, limit: Limit, message: (minutes: number) => string) => {
    const wait = await limiter.take(key, limit);
    if (wait > 0) throw tooManyRequests(message(minutesFrom(wait)), wait);
  };
  /** Counts an attempt on each counter, or refuses it (counting none) when one is blocked. */
  const limitedAll = async (entries: Array<[string, Limit]>, message: (minutes: number) => string) => {
    const blocked = await takeAll(limiter, entries);
    if (blocked) throw tooManyRequests(message(minutesFrom(blocked.wait)), blocked.wait);
  };
  const tryAgain = (minutes: number) => `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

  const link = (path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return `${publicUrl}${path}${search ? `?${search}` : ''}`;
  };

  async function sendVerificationEmail(user: User): Promise<void> {
    if (!user.email) return;
    const { token } = await tokens.issue(user.customer_id, user.id, 'email_verify');
    await mailVerificationLink(user, token);
  }

  async function mailVerificationLink(user: User, token: string): Promise<void> {
    if (!user.email) return;
    await transport.send({
      customerId: user.customer_id,
      channel: 'email',
      to: user.email,
      subject: 'Confirm your Lumen account',
      body:
        `Hello ${user.first_name},\n\nWelcome to Lumen! Please confirm your e-mail address to start watching:\n\n` +
        `${link('/emailverify', { uid: user.email, token })}\n\nThe link works for 24 hours. If you did not sign up, you can ignore this message.\n\nGod bless,\nThe Lumen team`,
    });
  }

  async function sendCode(user: User, purpose: 'verify_phone' | 'reset_phone'): Promise<{ resends: number }> {
    if (!user.telephone) throw badRequest('There is no phone number on this account.');
    const outcome = await codes.send(user.customer_id, user.id, purpose);
    if (!outcome.ok) {
      if (outcome.reason === 'too-soon') {
        throw tooManyRequests(`Please wait ${Math.ceil(outcome.waitMs / 1000)} seconds before asking for a new code.`, outcome.waitMs);
      }
      throw tooManyRequests(MESSAGES.tooManyCodes);
    }
    await transport.send({
      customerId: user.customer_id,
      channel: 'sms',
      to: user.telephone,
      subject: purpose === 'verify_phone' ? 'Lumen verification code' : 'Lumen password reset code',
      body: `Your Lumen code is ${outcome.code}. It expires in ${CODE_LIFETIME_MS / 60_000} minutes. Never share it with anyone.`,
    });
    return { resends: outcome.resends };
  }

  /** sendCode, but the resend rules' refusals (too soon, too many) send nothing and answer null. */
  async function trySendCode(user: User, purpose: 'verify_phone' | 'reset_phone'): Promise<{ resends: number } | null> {
    try {
      return await sendCode(user, purpose);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 429) return null;
      throw error;
    }
  }

  /**
   * Sign-up's answer for an address that has an account: the same words and token shapes as a new
   * one, and a note to the address (at most 5 an hour, so it cannot be used to flood an inbox).
   */
  async function alreadyRegistered(user: User) {
    const key = `signup-existing|${user.customer_id}|${user.id}`;
    if (user.email && (await limiter.take(key, LIMITS.resetPerTarget!)) === 0) {
      await transport.send({
        customerId: user.customer_id,
        channel: 'email',
        to: user.email,
        subject: 'You already have a Lumen account',
        body:
          `Hello ${user.first_name},\n\nSomeone (we hope you) tried to create a Lumen account with this address, but it already has one. ` +
          `Sign in here:\n\n${link('/login')}\n\nForgot your password? Choose a new one here:\n\n${link('/forgotpassword')}\n\n` +
          `If it was not you, you can ignore this message: nothing has changed.\n\nThe Lumen team`,
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
    users,
    tokens,
    signedIn,

    async login(customerId: string, address: string, rawUsername: string, digest: string) {
      const username = rawUsername.includes('@') ? normalizeEmail(rawUsername) : rawUsername.trim();
      // Counted on the identity, not the text typed: every spelling of a phone number is one.
      const identity = signInIdentity(username);
      const accountKey = `login|${customerId}|${identity}|${address}`;
      const everywhereKey = `login|${customerId}|${identity}`;
      const addressKey = `login-ip|${address}`;
      // Counted as a failure before the password is checked (attempts sent at once must not all
      // get past the limit while the hash runs), and given back if it is right.
      const blocked = await takeAll(limiter, [
        [accountKey, LIMITS.loginPerAccount!],
        [everywhereKey, LIMITS.loginPerAccountEverywhere!],
        [addressKey, LIMITS.loginPerAddress!],
      ]);
      if (blocked) {
        const m = minutesFrom(blocked.wait);
        const message = blocked.index < 2 ? `Too many failed sign-in attempts. Please try again in ${m} minute${m === 1 ? '' : 's'}.` : tryAgain(m);
        throw tooManyRequests(message, blocked.wait);
      }
      let user = await users.byUsername(customerId, username);
      // By phone: only a number its account verified (an unverified claim signs nobody in).
      if (!user && !username.includes('@') && isTelephone(username)) user = await users.byVerifiedTelephone(customerId, normalizeTelephone(username));
      const ok = user ? await verifyPassword(user.password_hash, digest) : await verifyPassword(await decoyPasswordHash(), `${digest}x`);
      if (!user || !ok) throw unauthorized(MESSAGES.badLogin);
      await limiter.reset(accountKey);
      await limiter.release(everywhereKey);
      await limiter.release(addressKey);
      if (user.email && user.email_verified !== 1) throw forbidden(MESSAGES.verifyEmail);
      return signedIn(user);
    },

    async register(
      customerId: string,
      address: string,
      input: { firstName: string; lastName: string; email: string; telephone: string | null; digest: string; emailUpdates: boolean },
    ) {
      await limited(`register|${address}`, LIMITS.registerPerAddress!, tryAgain);
      const email = normalizeEmail(input.email);
      /*
       * An address that already has an account answers as a new one does (a 409 told anyone which
       * addresses are registered); its owner gets an e-mail saying so, with the way in.
       */
      const existing = await users.byUsername(customerId, email);
      if (existing) return alreadyRegistered(existing);
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
        return alreadyRegistered(taken);
      }
      if (verify) await mailVerificationLink(user, verify.token);
      // A number another account verified stays that account's: no code is sent for it.
      if (user.telephone && !(await users.byVerifiedTelephone(customerId, user.telephone))) await sendCode(user, 'verify_phone').catch(() => undefined);
      return { message: MESSAGES.registered, user_token: signup.token, clientToken: newToken() };
    },

    async confirmEmail(customerId: string, username: string, token: string) {
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
    },

    async resendVerificationEmail(customerId: string, address: string, rawEmail: string) {
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
      if (user && user.email_verified !== 1) await sendVerificationEmail(user);
      return { message: MESSAGES.verifySent };
    },

    async sendPhoneVerification(customerId: string, rawTelephone: string) {
      const telephone = normalizeTelephone(rawTelephone);
      const unknown = { message: MESSAGES.codeSent, attempts: 0, maxAttempts: MAX_RESENDS };
      // A number already verified is its account's; unknown numbers get the same answer. Nothing is sent.
      if (await users.byVerifiedTelephone(customerId, telephone)) return unknown;
      // The newest account waiting to verify this number (the one signing up now).
      const [user] = await users.unverifiedByTelephone(customerId, telephone);
      if (!user) return unknown;
      // Asked again within 60 s, or past the resends: the same answer as for an unknown number
      // (a 429 here told which numbers have accounts); the app counts the 60 s down itself.
      const sent = await trySendCode(user, 'verify_phone');
      return { message: MESSAGES.codeSent, attempts: sent?.resends ?? 0, maxAttempts: MAX_RESENDS };
    },

    async confirmPhone(customerId: string, address: string, rawTelephone: string, code: string) {
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
    },

    async requestReset(customerId: string, address: string, target: { email?: string; telephone?: string }) {
      await limited(`reset-ip|${address}`, LIMITS.resetPerAddress!, tryAgain);
      if (target.email) {
        const email = normalizeEmail(target.email);
        await limited(`reset|${customerId}|${email}`, LIMITS.resetPerTarget!, tryAgain);
        const user = await users.byEmail(customerId, email);
        if (user) {
          const { token } = await tokens.issue(customerId, user.id, 'password_reset');
          await transport.send({
            customerId,
            channel: 'email',
            to: email,
            subject: 'Reset your Lumen password',
            body:
              `Hello ${user.first_name},\n\nSomeone (we hope you) asked to reset the password of your Lumen account. Choose a new one here:\n\n` +
              `${link('/resetpassword', { token, uid: user.id })}\n\nThe link works once, for one hour. If you did not ask, ignore this message: your password stays as it is.\n\nThe Lumen team`,
          });
        }
        // The same answer, and a token of the same shape, whether or not the address is known.
        return { message: MESSAGES.resetEmail, token: newToken() };
      }
      const telephone = normalizeTelephone(target.telephone ?? '');
      await limited(`reset|${customerId}|${telephone}`, LIMITS.resetPerTarget!, tryAgain);
      // Only a verified number resets its account; anything else answers alike and sends nothing.
      const user = await users.byVerifiedTelephone(customerId, telephone);
      if (!user) return { message: MESSAGES.resetPhone, token: newToken() };
      // Asked again within 60 s: the same answer, no new SMS; the code already sent still works.
      await trySendCode(user, 'reset_phone');
      const session = await tokens.issue(customerId, user.id, 'phone_reset');
      return { message: MESSAGES.resetPhone, token: session.token };
    },

    async updatePassword(customerId: string, userId: string, token: string, digest: string) {
      const record = await tokens.find(customerId, token, 'password_reset');
      if (!record || record.userId !== userId) throw badRequest(MESSAGES.badResetLink);
      const user = await users.byId(customerId, userId);
      if (!user || !(await setPassword(user, digest, token))) throw badRequest(MESSAGES.badResetLink);
      return { message: MESSAGES.passwordChanged };
    },

    async updatePasswordByCode(customerId: string, address: string, code: string, token: string, digest: string) {
      await limited(`codes-ip|${address}`, LIMITS.codeChecksPerAddress!, tryAgain);
      const record = await tokens.find(customerId, token, 'phone_reset');
      if (!record) throw badRequest(MESSAGES.expiredCode);
      const user = await users.byId(customerId, record.userId);
      if (!user) throw badRequest(MESSAGES.expiredCode);
      const outcome = await codes.check(customerId, user.id, 'reset_phone', code);
      if (outcome !== 'ok') throw badRequest(codeMessage(outcome));
      if (!(await setPassword(user, digest, token))) throw badRequest(MESSAGES.expiredCode);
      return { message: MESSAGES.passwordChanged };
    },

    async changePassword(user: User, oldDigest: string, digest: string, keepToken: string) {
      if (!(await verifyPassword(user.password_hash, oldDigest))) throw badRequest(MESSAGES.wrongOldPassword);
      const passwordHash = await hashPassword(digest);
      // The new password, the end of outstanding resets and of the other sessions: all or nothing.
      await atomically(async ({ users, tokens }) => {
        await users.update(user, { password_hash: passwordHash });
        // Other sessions end; the one that changed the password carries on.
        await tokens.revokeAll(user.id, ['password_reset', 'phone_reset']);
        await tokens.revokeSessions(user.id, { except: keepToken });
      });
      return { message: 'Your password has been changed.' };
    },

    async account(user: User) {
      return {
        profile: {
          first_name: user.first_name,
          name: `${user.first_name} ${user.last_name}`.trim(),
          telephone: user.telephone,
          email_address: user.email,
          username: user.username,
          emailVerified: user.email_verified === 1,
          mobileVerified: user.mobile_verified === 1,
        },
        userid: user.id,
        // subscriptionHistory, subscriptions (the active ones) and recurring (SPEC section 4).
        ...(await createSubscriptionRepository(db, now).summary(user.customer_id, user.id)),
      };
    },

    /** Social sign-in: an identity already linked signs in; an unknown one asks for sign-up. */
    async socialLogin(customerId: string, provider: string, subject: string) {
      const userId = await users.identity(customerId, provider, subject);
      const user = userId ? await users.byId(customerId, userId) : undefined;
      if (!user) throw new ApiError(404, `No Lumen account is linked to this ${provider === 'google' ? 'Google' : 'Facebook'} account yet.`, 'NOT_REGISTERED');
      if (provider === 'facebook' && user.telephone && user.mobile_verified !== 1 && !user.email) throw forbidden(MESSAGES.verifyPhone);
      return signedIn(user);
    },

    async socialRegister(
      customerId: string,
      provider: string,
      claims: { subject: string; email: string | null; emailVerified: boolean; firstName: string; lastName: string },
    ) {
      // The user, its verified address and the link to the identity: all or nothing.
      await atomically(async ({ users }) => {
        if (await users.identity(customerId, provider, claims.subject)) return;
        const email = claims.email ? normalizeEmail(claims.email) : null;
        let user = email ? await users.byEmail(customerId, email) : undefined;
        if (user && !claims.emailVerified) {
          // Never attach a social identity to an existing account on an unproven address.
          throw new ApiError(409, MESSAGES.emailTaken);
        }
        user ??= await users.create({
          customerId,
          username: email ?? `${provider}:${claims.subject}`,
          email,
          telephone: null,
          firstName: claims.firstName || 'Friend',
          lastName: claims.lastName,
          passwordHash: null,
          emailVerified: claims.emailVerified,
          emailUpdates: false,
        });
        // Taken since the checks above: a sign-up racing this one (or the same one sent twice).
        if (!user) throw new ApiError(409, MESSAGES.emailTaken);
        if (claims.emailVerified && user.email_verified !== 1) await users.update(user, { email_verified: 1 });
        await users.link(customerId, provider, claims.subject, user.id);
      });
      return this.socialLogin(customerId, provider, claims.subject);
    },

    async logout(token: string) {
      await tokens.revoke(token);
      return { message: MESSAGES.signedOut };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
