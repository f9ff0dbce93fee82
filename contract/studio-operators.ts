/**
 * The studio's operators: their roles, sign-in and session, the welcome page of a one-time link,
 * invitations, the operator list and the audit log of what they did.
 */
import * as v from 'valibot';
import type { Output } from './studio-common.js';

export const OPERATOR_ROLES = ['owner', 'editor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
/** invited: the welcome link not yet used; disabled: an owner took the operator's access away. */
export const OPERATOR_STATUSES = ['invited', 'active', 'disabled'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

/** Hours a studio session lasts: a working day, then sign in again (with the second step). */
export const STUDIO_SESSION_HOURS = 12;
/** Hours an invitation or the first owner's link stays usable. */
export const STUDIO_LINK_HOURS = 72;
export const STUDIO_PASSWORD_MIN = 12;
export const STUDIO_PASSWORD_MAX = 200;

const Email = v.pipe(v.string(), v.minLength(3), v.maxLength(254), v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/));
const Password = v.pipe(v.string(), v.minLength(STUDIO_PASSWORD_MIN), v.maxLength(STUDIO_PASSWORD_MAX));
const TotpCode = v.pipe(v.string(), v.maxLength(6), v.regex(/^[0-9]{6}$/));

export const Operator = v.looseObject({
  id: v.string(),
  email: v.string(),
  role: v.picklist(OPERATOR_ROLES),
  status: v.picklist(OPERATOR_STATUSES),
  totp: v.boolean(),
  createdAt: v.string(),
});
export type Operator = Output<typeof Operator>;

export const SignInBody = v.object({
  email: Email,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(STUDIO_PASSWORD_MAX)),
  code: v.optional(TotpCode),
});
export type SignInBody = Output<typeof SignInBody>;

export const StudioSession = v.looseObject({ token: v.string(), expiresAt: v.number(), operator: Operator });
export type StudioSession = Output<typeof StudioSession>;

/** What the welcome page shows for a one-time link: who it is for and the authenticator's secret. */
export const WelcomeInfo = v.looseObject({
  email: v.string(),
  role: v.picklist(OPERATOR_ROLES),
  totpRequired: v.boolean(),
  totpSecret: v.string(),
  totpUri: v.string(),
});
export type WelcomeInfo = Output<typeof WelcomeInfo>;

export const WelcomeBody = v.object({ token: v.pipe(v.string(), v.minLength(20), v.maxLength(100)), password: Password, code: v.optional(TotpCode) });
export type WelcomeBody = Output<typeof WelcomeBody>;

export const InviteBody = v.object({ email: Email, role: v.picklist(OPERATOR_ROLES) });
export type InviteBody = Output<typeof InviteBody>;

export const OperatorList = v.looseObject({ operators: v.array(Operator) });
export type OperatorList = Output<typeof OperatorList>;

export const AuditEntry = v.looseObject({
  id: v.string(),
  at: v.string(),
  operator: v.string(),
  action: v.string(),
  target: v.string(),
  before: v.nullable(v.string()),
  after: v.nullable(v.string()),
});
export type AuditEntry = Output<typeof AuditEntry>;
export const AuditList = v.looseObject({ entries: v.array(AuditEntry) });
export type AuditList = Output<typeof AuditList>;
