import { badRequest, tooManyRequests } from '../lib/errors.js';
import { minutesFrom, takeAll, type Limit } from '../lib/rate-limit.js';
import { hashPassword, newToken, verifyPassword } from '../lib/secrets.js';
import { normalizeEmail, normalizeTelephone } from '../lib/validation.js';
import type { User } from '../repositories/users.js';
import { say, words, type ServerLocale } from '../i18n/words.js';
import { MESSAGES, signInIdentity, type AccountContext } from './account-context.js';

/** Wrong passwords a signed-in account may give (the kids lock and a password change together), as many as one address gets at sign-in. */
export const PASSWORD_CHECK_LIMIT: Limit = { max: 5, windowMs: 15 * 60 * 1000 };
const tooManyWrongPasswords = (minutes: number) =>
  words(
    /*i18n*/ '{minutes, plural, one {Too many wrong passwords. Please try again in # minute.} other {Too many wrong passwords. Please try again in # minutes.}}',
    { minutes },
  );

/** A forgotten password (by e-mail link or phone code) and a password changed while signed in. */
export function passwordFlows(ctx: AccountContext) {
  const { users, tokens, codes, limiter, LIMITS, atomically, limited, tryAgain, link, transport, trySendCode, codeMessage, setPassword } = ctx;

  /**
   * The account's password, given by its signed-in owner (the kids lock, a password change). Wrong
   * ones count against one lockout: PASSWORD_CHECK_LIMIT for the account wherever they come from
   * (a stolen session moves between addresses freely), and sign-in's own count for the account
   * from everywhere, so no door adds guesses to another's. Counted before the hash runs (attempts
   * sent at once cannot all get past the limit) and given back when right; while locked, 429 with
   * the wait, as sign-in answers.
   */
  async function checkOwnPassword(user: User, digest: string): Promise<boolean> {
    const accountKey = `password|${user.customer_id}|${user.id}`;
    const signInKey = `login|${user.customer_id}|${signInIdentity(user.username)}`;
    const blocked = await takeAll(limiter, [
      [accountKey, PASSWORD_CHECK_LIMIT],
      [signInKey, LIMITS.loginPerAccountEverywhere!],
    ]);
    if (blocked) throw tooManyRequests(tooManyWrongPasswords(minutesFrom(blocked.wait)), blocked.wait);
    if (!(await verifyPassword(user.password_hash, digest))) return false;
    await limiter.reset(accountKey);
    await limiter.release(signInKey);
    return true;
  }

  async function requestReset(customerId: string, address: string, target: { email?: string; telephone?: string }, locale: ServerLocale | null = null) {
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
          subject: say(locale, /*i18n*/ 'Reset your Lumen password'),
          body: say(
            locale,
            words(
              /*i18n*/ 'Hello {name},\n\nSomeone (we hope you) asked to reset the password of your Lumen account. Choose a new one here:\n\n{link}\n\nThe link works once, for one hour. If you did not ask, ignore this message: your password stays as it is.\n\nThe Lumen team',
              { name: user.first_name, link: link('/resetpassword', { token, uid: user.id }) },
            ),
          ),
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
    await trySendCode(user, 'reset_phone', locale);
    const session = await tokens.issue(customerId, user.id, 'phone_reset');
    return { message: MESSAGES.resetPhone, token: session.token };
  }

  async function updatePassword(customerId: string, userId: string, token: string, digest: string) {
    const record = await tokens.find(customerId, token, 'password_reset');
    if (!record || record.userId !== userId) throw badRequest(MESSAGES.badResetLink);
    const user = await users.byId(customerId, userId);
    if (!user || !(await setPassword(user, digest, token))) throw badRequest(MESSAGES.badResetLink);
    return { message: MESSAGES.passwordChanged };
  }

  async function updatePasswordByCode(customerId: string, address: string, code: string, token: string, digest: string) {
    await limited(`codes-ip|${address}`, LIMITS.codeChecksPerAddress!, tryAgain);
    const record = await tokens.find(customerId, token, 'phone_reset');
    if (!record) throw badRequest(MESSAGES.expiredCode);
    const user = await users.byId(customerId, record.userId);
    if (!user) throw badRequest(MESSAGES.expiredCode);
    const outcome = await codes.check(customerId, user.id, 'reset_phone', code);
    if (outcome !== 'ok') throw badRequest(codeMessage(outcome));
    if (!(await setPassword(user, digest, token))) throw badRequest(MESSAGES.expiredCode);
    return { message: MESSAGES.passwordChanged };
  }

  async function changePassword(user: User, oldDigest: string, digest: string, keepToken: string) {
    if (!(await checkOwnPassword(user, oldDigest))) throw badRequest(MESSAGES.wrongOldPassword);
    const passwordHash = await hashPassword(digest);
    // The new password, the end of outstanding resets and of the other sessions: all or nothing.
    await atomically(async ({ users, tokens }) => {
      await users.update(user, { password_hash: passwordHash });
      // Other sessions end; the one that changed the password carries on.
      await tokens.revokeAll(user.id, ['password_reset', 'phone_reset']);
      await tokens.revokeSessions(user.id, { except: keepToken });
    });
    return { message: /*i18n*/ 'Your password has been changed.' };
  }

  return { checkOwnPassword, requestReset, updatePassword, updatePasswordByCode, changePassword };
}
