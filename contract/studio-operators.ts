/**
 * The studio's operators: their roles, sign-in and session, the welcome page of a one-time link,
 * invitations, the operator list and the audit log of what they did.
 */
import { Type, type Static } from '@sinclair/typebox';
import { literals } from './studio-common.js';

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

const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
const Password = Type.String({ minLength: STUDIO_PASSWORD_MIN, maxLength: STUDIO_PASSWORD_MAX });
const TotpCode = Type.String({ maxLength: 6, pattern: '^[0-9]{6}$' });

export const Operator = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: literals(OPERATOR_ROLES),
  status: literals(OPERATOR_STATUSES),
  totp: Type.Boolean(),
  createdAt: Type.String(),
});
export type Operator = Static<typeof Operator>;

export const SignInBody = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: STUDIO_PASSWORD_MAX }), code: Type.Optional(TotpCode) },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

export const StudioSession = Type.Object({ token: Type.String(), expiresAt: Type.Number(), operator: Operator });
export type StudioSession = Static<typeof StudioSession>;

/** What the welcome page shows for a one-time link: who it is for and the authenticator's secret. */
export const WelcomeInfo = Type.Object({
  email: Type.String(),
  role: literals(OPERATOR_ROLES),
  totpRequired: Type.Boolean(),
  totpSecret: Type.String(),
  totpUri: Type.String(),
});
export type WelcomeInfo = Static<typeof WelcomeInfo>;

export const WelcomeBody = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 100 }), password: Password, code: Type.Optional(TotpCode) },
  { additionalProperties: false },
);
export type WelcomeBody = Static<typeof WelcomeBody>;

export const InviteBody = Type.Object({ email: Email, role: literals(OPERATOR_ROLES) }, { additionalProperties: false });
export type InviteBody = Static<typeof InviteBody>;

export const OperatorList = Type.Object({ operators: Type.Array(Operator) });
export type OperatorList = Static<typeof OperatorList>;

export const AuditEntry = Type.Object({
  id: Type.String(),
  at: Type.String(),
  operator: Type.String(),
  action: Type.String(),
  target: Type.String(),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditList = Type.Object({ entries: Type.Array(AuditEntry) });
export type AuditList = Static<typeof AuditList>;
