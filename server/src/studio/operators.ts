import { Secret, TOTP } from 'otpauth';
import {
  STUDIO_LINK_HOURS,
  STUDIO_MESSAGES,
  STUDIO_SESSION_HOURS,
  type Operator,
  type OperatorRole,
  type StudioSession,
  type WelcomeInfo,
} from '../../../contract/studio.js';
import type { Transport } from '../mail/transport.js';
import { ApiError, badRequest, forbidden, tooManyRequests, unauthorized } from '../lib/errors.js';
import { minutesFrom, scaledLimit, takeAll, type RateCounters } from '../lib/rate-limit.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../lib/secrets.js';
import type { AuditLogRepository } from '../repositories/audit-log.js';
import type { OperatorRepository, OperatorRow } from '../repositories/operators.js';

const HOUR_MS = 60 * 60 * 1000;
/** Wrong passwords or codes for one operator (from anywhere) before a lockout, and per address (times RATE_LIMIT_FACTOR). */
const SIGN_IN_LIMITS = { perOperator: { max: 5, windowMs: 15 * 60 * 1000 }, perAddress: { max: 30, windowMs: 15 * 60 * 1000 } };

export const TOTP_ISSUER = 'Lumen Studio';

function authenticator(email: string, secret: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

/** True when `code` is the authenticator's code now, or one step either side (a clock a little off). */
export function codeMatches(email: string, secret: string, code: string, at: number): boolean {
  return authenticator(email, secret).validate({ token: code, window: 1, timestamp: at }) !== null;
}

export function operatorView(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    totp: row.totp_secret !== null,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

export const normalizeOperatorEmail = (email: string) => email.trim().toLowerCase();

export interface OperatorServiceOptions {
  operators: OperatorRepository;
  audit: AuditLogRepository;
  transport: Transport;
  counters: RateCounters;
  publicUrl: string;
  now: () => number;
  /** Multiplies the per-address limit (RATE_LIMIT_FACTOR), as for viewers' sign-in. */
  addressLimitFactor?: number;
}

/** Operators: the first owner, invitations, the welcome page, sign-in with the second step, sessions. */
export function createOperatorService(options: OperatorServiceOptions) {
  const { operators, audit, transport, counters, now } = options;
  const perAddress = scaledLimit(SIGN_IN_LIMITS.perAddress, options.addressLimitFactor);
  const welcomeLink = (token: string) => new URL(`/studio/welcome#${token}`, options.publicUrl).toString();

  async function newLink(operator: OperatorRow) {
    const { token, expiresAt } = await operators.issueLink(operator.id, new Secret({ size: 20 }).base32, STUDIO_LINK_HOURS * HOUR_MS);
    return { link: welcomeLink(token), expiresAt };
  }

  async function linkOperator(token: string): Promise<{ operator: OperatorRow; totpSecret: string }> {
    const link = await operators.findLink(token);
    const operator = link ? await operators.byId(link.operatorId) : undefined;
    if (!link || !operator || operator.status === 'disabled') throw badRequest(STUDIO_MESSAGES.badLink);
    return { operator, totpSecret: link.totpSecret };
  }

  async function startSession(operator: OperatorRow): Promise<StudioSession> {
    const { token, expiresAt } = await operators.startSession(operator.id, STUDIO_SESSION_HOURS * HOUR_MS);
    return { token, expiresAt, operator: operatorView(operator) };
  }

  return {
    /**
     * The first owner (`npm run studio -- add-owner`), or a new link for an owner who lost theirs:
     * a one-time link to choose a password and set up the second step.
     */
    async addOwner(customerId: string, rawEmail: string): Promise<{ link: string; expiresAt: number; created: boolean }> {
      const email = normalizeOperatorEmail(rawEmail);
      let operator = await operators.byEmail(customerId, email);
      const created = !operator;
      if (operator && operator.role !== 'owner') {
        await operators.update(operator.id, { role: 'owner' });
        operator = { ...operator, role: 'owner' };
      }
      operator ??= await operators.invite(customerId, email, 'owner');
      if (!operator) throw new Error(`Could not add ${email}`);
      await audit.write(customerId, {
        operator: 'command line',
        action: created ? 'operator.add-owner' : 'operator.new-link',
        target: email,
        after: operatorView(operator),
      });
      return { ...(await newLink(operator)), created };
    },

    /** An owner invites an operator by e-mail; the invitation's link is sent, never shown. */
    async invite(customerId: string, by: OperatorRow, rawEmail: string, role: OperatorRole): Promise<Operator> {
      const email = normalizeOperatorEmail(rawEmail);
      const operator = await operators.invite(customerId, email, role);
      if (!operator) throw new ApiError(409, STUDIO_MESSAGES.operatorExists);
      const { link } = await newLink(operator);
      await transport.send({
        customerId,
        channel: 'email',
        to: email,
        subject: 'You are invited to the Lumen studio',
        body:
          `Hello,\n\n${by.email} has invited you to run Lumen as ${role === 'owner' ? 'an owner' : 'an editor'}. ` +
          `Choose your password and set up your authenticator here:\n\n${link}\n\nThe link works once, for ${STUDIO_LINK_HOURS} hours.\n\nThe Lumen team`,
      });
      await audit.write(customerId, { operator: by.email, action: 'operator.invite', target: email, after: operatorView(operator) });
      return operatorView(operator);
    },

    async welcomeInfo(token: string): Promise<WelcomeInfo> {
      const { operator, totpSecret } = await linkOperator(token);
      return {
        email: operator.email,
        role: operator.role,
        totpRequired: operator.role === 'owner',
        totpSecret,
        totpUri: authenticator(operator.email, totpSecret).toString(),
      };
    },

    /** The welcome page's answer: the password, the second step (an owner's is required), then signed in. */
    async welcome(customerId: string, token: string, password: string, code: string | undefined): Promise<StudioSession> {
      const { operator, totpSecret } = await linkOperator(token);
      if (operator.customer_id !== customerId) throw badRequest(STUDIO_MESSAGES.badLink);
      if (operator.role === 'owner' && !code) throw badRequest(STUDIO_MESSAGES.codeRequired);
      if (code && !codeMatches(operator.email, totpSecret, code, now())) throw badRequest(STUDIO_MESSAGES.badCode);
      if (!(await operators.consumeLink(token))) throw badRequest(STUDIO_MESSAGES.badLink);
      const changes = { password_hash: await hashPassword(password), totp_secret: code ? totpSecret : null, status: 'active' as const };
      await operators.update(operator.id, changes);
      // A new password ends every earlier session (a lost laptop's too).
      await operators.endSessions(operator.id);
      const updated = { ...operator, ...changes };
      await audit.write(customerId, {
        operator: operator.email,
        action: 'operator.welcome',
        target: operator.email,
        before: operatorView(operator),
        after: operatorView(updated),
      });
      return startSession(updated);
    },

    async signIn(customerId: string, address: string, rawEmail: string, password: string, code: string | undefined): Promise<StudioSession> {
      const email = normalizeOperatorEmail(rawEmail);
      const operatorKey = `studio-login|${customerId}|${email}`;
      const addressKey = `studio-login-ip|${address}`;
      // Counted before the slow checks, given back when they pass (as the viewer's sign-in does).
      const blocked = await takeAll(counters, [
        [operatorKey, SIGN_IN_LIMITS.perOperator],
        [addressKey, perAddress],
      ]);
      if (blocked) {
        const m = minutesFrom(blocked.wait);
        throw tooManyRequests(`Too many failed sign-in attempts. Please try again in ${m} minute${m === 1 ? '' : 's'}.`, blocked.wait);
      }
      const operator = await operators.byEmail(customerId, email);
      const usable = operator && operator.status === 'active' && operator.password_hash;
      const ok = usable ? await verifyPassword(operator.password_hash, password) : await verifyPassword(await decoyPasswordHash(), `${password}x`);
      if (!usable || !ok) throw unauthorized(STUDIO_MESSAGES.badSignIn);
      if (operator.totp_secret) {
        // The password was right: asking for the code does not count as a failure.
        if (!code) {
          await counters.release(operatorKey);
          await counters.release(addressKey);
          throw new ApiError(401, STUDIO_MESSAGES.codeRequired, 'CODE_REQUIRED');
        }
        if (!codeMatches(operator.email, operator.totp_secret, code, now())) throw new ApiError(401, STUDIO_MESSAGES.badCode, 'CODE_REQUIRED');
      }
      await counters.reset(operatorKey);
      await counters.release(addressKey);
      return startSession(operator);
    },

    /** The operator a studio token belongs to; 401 for anything else (a viewer's token, an expired session). */
    async requireOperator(token: string | undefined): Promise<OperatorRow> {
      if (!token) throw unauthorized(STUDIO_MESSAGES.signInRequired);
      const operatorId = await operators.sessionOperator(token);
      const operator = operatorId ? await operators.byId(operatorId) : undefined;
      if (!operator || operator.status !== 'active') throw unauthorized(STUDIO_MESSAGES.sessionEnded);
      return operator;
    },

    signOut: (token: string) => operators.endSession(token),

    list: async (customerId: string) => (await operators.list(customerId)).map(operatorView),

    /** An owner changes an operator's role or turns them off; the studio always keeps an active owner. */
    async change(customerId: string, by: OperatorRow, id: string, changes: { role?: OperatorRole; status?: 'active' | 'disabled' }): Promise<Operator> {
      const operator = await operators.byId(id);
      if (!operator || operator.customer_id !== customerId) throw new ApiError(404, 'This operator could not be found.');
      const next = { ...operator, ...changes };
      if (changes.status === 'active' && !operator.password_hash) throw badRequest('This operator has not accepted the invitation yet.');
      const stillOwner = next.role === 'owner' && next.status === 'active';
      const wasOwner = operator.role === 'owner' && operator.status === 'active';
      if (wasOwner && !stillOwner && (await operators.activeOwners(customerId)) <= 1) throw new ApiError(409, STUDIO_MESSAGES.lastOwner);
      await operators.update(id, changes);
      if (next.status === 'disabled') await operators.endSessions(id);
      await audit.write(customerId, {
        operator: by.email,
        action: 'operator.change',
        target: operator.email,
        before: operatorView(operator),
        after: operatorView(next),
      });
      return operatorView(next);
    },
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;

/** Owners only: editors manage content and layout, not operators or settings. */
export function requireOwner(operator: OperatorRow): void {
  if (operator.role !== 'owner') throw forbidden(STUDIO_MESSAGES.ownersOnly);
}
