import { ApiError, forbidden, tooManyRequests, unauthorized } from '../lib/errors.js';
import { minutesFrom, takeAll } from '../lib/rate-limit.js';
import { decoyPasswordHash, verifyPassword } from '../lib/secrets.js';
import { isTelephone, normalizeEmail, normalizeTelephone } from '../lib/validation.js';
import { MESSAGES, signInIdentity, type AccountContext } from './account-context.js';
import { words } from '../i18n/words.js';

/** Signing in and out: by password (e-mail or verified phone), by a Google or Facebook identity. */
export function signInFlows(ctx: AccountContext) {
  const { users, tokens, limiter, LIMITS, atomically, tryAgain, signedIn } = ctx;

  async function login(customerId: string, address: string, rawUsername: string, digest: string) {
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
      const message =
        blocked.index < 2
          ? words(
              /*i18n*/ '{minutes, plural, one {Too many failed sign-in attempts. Please try again in # minute.} other {Too many failed sign-in attempts. Please try again in # minutes.}}',
              { minutes: m },
            )
          : tryAgain(m);
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
  }

  /** Social sign-in: an identity already linked signs in; an unknown one asks for sign-up. */
  async function socialLogin(customerId: string, provider: string, subject: string) {
    const userId = await users.identity(customerId, provider, subject);
    const user = userId ? await users.byId(customerId, userId) : undefined;
    const service = provider === 'google' ? 'Google' : 'Facebook';
    if (!user) throw new ApiError(404, words(/*i18n*/ 'No Lumen account is linked to this {service} account yet.', { service }), 'NOT_REGISTERED');
    if (provider === 'facebook' && user.telephone && user.mobile_verified !== 1 && !user.email) throw forbidden(MESSAGES.verifyPhone);
    return signedIn(user);
  }

  async function socialRegister(
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
    return socialLogin(customerId, provider, claims.subject);
  }

  async function logout(token: string) {
    await tokens.revoke(token);
    return { message: MESSAGES.signedOut };
  }

  return { login, socialLogin, socialRegister, logout };
}
