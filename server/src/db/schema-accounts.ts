import type { Generated } from 'kysely';
import type { ProfileType } from '../../../contract/wire.js';

/*
 * Viewers' accounts: app tokens, users and their sign-in identities, auth tokens and one-time codes,
 * profiles, the outbox of e-mail and SMS, and a TV's device-code pairing. Part of the Database of schema.ts.
 */

export interface AppTokensTable {
  token_hash: string;
  customer_id: string;
  platform: string;
  /** Milliseconds since the epoch. */
  expires_at: number;
  created_at: Generated<string>;
}

export interface UsersTable {
  id: string;
  customer_id: string;
  /** The sign-in name: the e-mail address (lower-case) or, without one, the telephone. */
  username: string;
  email: string | null;
  telephone: string | null;
  first_name: string;
  last_name: string;
  /** argon2id of the SHA-256 digest the app sends; null for social-only accounts. */
  password_hash: string | null;
  email_verified: number;
  mobile_verified: number;
  email_updates: number;
  created_at: number;
  updated_at: number;
}

export interface UserIdentitiesTable {
  customer_id: string;
  provider: string;
  subject: string;
  user_id: string;
  created_at: number;
}

export type AuthTokenKind = 'user' | 'signup' | 'email_verify' | 'password_reset' | 'phone_reset';

export interface AuthTokensTable {
  token_hash: string;
  customer_id: string;
  user_id: string;
  kind: AuthTokenKind;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export type CodePurpose = 'verify_phone' | 'reset_phone';

export interface OneTimeCodesTable {
  id: string;
  customer_id: string;
  user_id: string;
  purpose: CodePurpose;
  code_hash: string;
  expires_at: number;
  failed_attempts: number;
  sends: number;
  last_sent_at: number;
  used_at: number | null;
}

export interface ProfilesTable {
  id: string;
  customer_id: string;
  user_id: string;
  name: string;
  type: ProfileType;
  created_at: number;
  /** The language the profile chose (a code of contract/locales.ts); null follows the device's. */
  language: string | null;
}

export interface OutboxTable {
  id: string;
  customer_id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: number;
  /** When it was handed to the SMTP server; null until then (and for messages kept for the operator). */
  sent_at: number | null;
  /** When to try sending it next; null when it is not to be sent (SMS, no SMTP server) or was sent. */
  next_attempt_at: number | null;
  attempts: number;
  last_error: string | null;
}

export type DeviceCodeStatus = 'pending' | 'approved' | 'denied' | 'used';

/** A TV's sign-in pairing (see migrations/0009_device_codes.ts). */
export interface DeviceCodesTable {
  id: string;
  customer_id: string;
  device_code_hash: string;
  user_code: string;
  status: DeviceCodeStatus;
  user_id: string | null;
  /** Seconds the TV waits between polls. */
  poll_interval: number;
  last_polled_at: number | null;
  expires_at: number;
  created_at: number;
}
