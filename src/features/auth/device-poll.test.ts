import { describe, expect, it } from 'vitest';
import { countdownText, displayAddress, nextPollStep } from './device-poll';

describe('device sign-in polling', () => {
  it('waits while pending, slows down when told, stops on expiry or a refusal', () => {
    // Pending is answered 202 (older servers: 400, as RFC 8628 has it).
    expect(nextPollStep({ status: 202, flag: 'authorization_pending', message: '' }, 2)).toEqual({ kind: 'wait', intervalS: 2 });
    expect(nextPollStep({ status: 400, flag: 'authorization_pending', message: '' }, 2)).toEqual({ kind: 'wait', intervalS: 2 });
    expect(nextPollStep({ status: 400, flag: 'slow_down', message: '' }, 2)).toEqual({ kind: 'wait', intervalS: 7 });
    expect(nextPollStep({ status: 400, flag: 'expired_token', message: '' }, 2)).toEqual({ kind: 'expired' });
    expect(nextPollStep({ status: 400, flag: 'invalid_grant', message: '' }, 2)).toEqual({ kind: 'expired' });
    expect(nextPollStep({ status: 400, flag: 'access_denied', message: '' }, 2)).toEqual({ kind: 'denied' });
  });

  it('tells a dead server from a refusal', () => {
    expect(nextPollStep({ status: 0, message: 'We could not reach the server.' }, 2)).toEqual({ kind: 'offline', message: 'We could not reach the server.' });
    expect(nextPollStep({ status: 503, message: 'Down' }, 2).kind).toBe('offline');
    expect(nextPollStep({ status: 400, message: 'Odd' }, 2)).toEqual({ kind: 'failed', message: 'Odd' });
  });

  it('words the countdown and the address', () => {
    expect(countdownText(600)).toBe('10:00');
    expect(countdownText(545)).toBe('9:05');
    expect(countdownText(0.2)).toBe('0:01');
    expect(countdownText(-3)).toBe('0:00');
    expect(displayAddress('https://lumen.example/activate')).toBe('lumen.example/activate');
  });
});

describe('the code typed on the phone', () => {
  it('takes any case, spaces and the hyphen; refuses what cannot be a code', async () => {
    const { activateCodeError } = await import('./device-poll');
    expect(activateCodeError('bcdf-ghjk')).toBeNull();
    expect(activateCodeError(' BCDF GHJK ')).toBeNull();
    expect(activateCodeError('')).toBe('Please enter the code shown on your TV.');
    expect(activateCodeError('BCDF-GHJ0')).toMatch(/8-letter code/);
  });
});
