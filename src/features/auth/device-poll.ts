import { t } from '@lingui/core/macro';

/**
 * What the TV does after each poll of POST /device/token that did not sign in (RFC 8628 section
 * 3.5), as plain data so it is tested without a server.
 */
export type PollStep =
  { kind: 'wait'; intervalS: number } | { kind: 'expired' } | { kind: 'denied' } | { kind: 'offline'; message: string } | { kind: 'failed'; message: string };

/** RFC 8628: slow_down adds five seconds to the interval for good. */
export const SLOW_DOWN_STEP_S = 5;

export interface PollFailure {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  flag?: string;
  message: string;
}

export function nextPollStep(failure: PollFailure, intervalS: number): PollStep {
  switch (failure.flag) {
    case 'authorization_pending':
      return { kind: 'wait', intervalS };
    case 'slow_down':
      return { kind: 'wait', intervalS: intervalS + SLOW_DOWN_STEP_S };
    case 'expired_token':
    case 'invalid_grant':
      return { kind: 'expired' };
    case 'access_denied':
      return { kind: 'denied' };
  }
  if (failure.status === 0 || failure.status >= 500) return { kind: 'offline', message: failure.message };
  return { kind: 'failed', message: failure.message };
}

/** A countdown as people read it: 9:05, 0:42. */
export function countdownText(secondsLeft: number): string {
  const s = Math.max(0, Math.ceil(secondsLeft));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The address to show without its scheme (people type "lumen.tv/activate", not "https://"). */
export function displayAddress(uri: string): string {
  return uri.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** The letters of a TV code (consonants only, so nothing reads as a digit or a word). */
const USER_CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{8}$/;

/** The phone's check before asking the server: empty or clearly not a code gets a plain word. */
export function activateCodeError(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (!code) return t`Please enter the code shown on your TV.`;
  if (!USER_CODE.test(code)) return t`Please enter the 8-letter code shown on your TV, like BCDF-GHJK.`;
  return null;
}
