import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, caller, type Json } from '../../test/accounts.js';
import { build, type TestServer } from '../../test/helper.js';
import { DEVICE_CODE_LIFETIME_MS } from '../repositories/device-codes.js';
import { DEVICE_APPROVE_USER_LIMIT, DEVICE_CODE_LIMIT, DEVICE_MESSAGES } from './device.js';

let server: TestServer;
beforeAll(async () => {
  // Queries answer after random pauses, as over a network, so requests sent at once interleave.
  server = await build({ queryJitter: true });
});
afterAll(async () => {
  await server.close();
});

const { call, signedIn } = caller(() => server);

let address = 0;
/** Each test calls from its own address, so one test's limits do not touch another's. */
let remoteAddress = '';
beforeEach(() => {
  remoteAddress = `10.2.0.${++address}`;
});

async function post(url: string, payload: unknown, extra: Record<string, string> = {}) {
  const response = await server.app.inject({ method: 'POST', url, headers: { customerid: 'lumen', ...extra }, payload: payload as Json, remoteAddress });
  return { status: response.statusCode, body: response.json() as Json, headers: response.headers };
}

async function appToken(): Promise<string> {
  const answer = await post('/api/get-token', { platform: 'web-tv', customerId: 'lumen' });
  return answer.body.token as string;
}

/** A new pairing, as the TV asks for it. */
async function newPairing() {
  const answer = await post('/api/device/code', undefined, bearer(await appToken()));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    device_code: string;
    user_code: string;
    verification_uri: string;
    verification_uri_complete: string;
    expires_in: number;
    interval: number;
  };
}

/** Polls as the TV does: waits the interval first (the server's clock), then asks. */
async function poll(deviceCode: string, waitS = 2) {
  server.advance(waitS * 1000);
  return post('/api/device/token', { device_code: deviceCode });
}

describe('device sign-in', () => {
  it('hands out a code pair built on PUBLIC_URL', async () => {
    const pairing = await newPairing();
    expect(pairing.device_code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pairing.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(pairing.verification_uri).toBe('http://localhost:8080/activate');
    expect(pairing.verification_uri_complete).toBe(`http://localhost:8080/activate?code=${pairing.user_code}`);
    expect(pairing.expires_in).toBe(600);
    expect(pairing.interval).toBe(2);
    // Only a hash of the device code is stored.
    const rows = await server.db.selectFrom('device_codes').select(['device_code_hash']).execute();
    expect(rows.some((row) => row.device_code_hash === pairing.device_code)).toBe(false);
  });

  it('needs an app token for a code pair', async () => {
    expect((await post('/api/device/code', undefined)).status).toBe(401);
    expect((await post('/api/device/code', undefined, bearer('not-a-token'))).status).toBe(401);
  });

  it('runs the whole flow: pending, approved on the phone, signed in on the TV once', async () => {
    const pairing = await newPairing();
    // Waiting for the phone is no failure: 202, with RFC 8628's flag in the usual error body.
    const pending = await poll(pairing.device_code);
    expect(pending.status).toBe(202);
    expect(pending.body.error).toEqual({ message: DEVICE_MESSAGES.pending, status: 'authorization_pending' });

    const phone = await signedIn('phone');
    const approved = await post('/api/device/approve', { user_code: pairing.user_code.toLowerCase() }, bearer(phone.token));
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.message).toBe('Your TV is now signed in.');

    const tv = await poll(pairing.device_code);
    expect(tv.status, JSON.stringify(tv.body)).toBe(200);
    expect(tv.headers['cache-control']).toBe('no-store');
    expect(Object.keys(tv.body).sort()).toEqual(['user', 'user_token']);
    expect(tv.body.user.email_address).toBe(phone.email);
    expect(tv.body.user_token).not.toBe(phone.token);
    // The TV's token is a real user token of that account.
    const account = await call('GET', '/api/account', undefined, bearer(tv.body.user_token));
    expect(account.status).toBe(200);
    expect(account.body.profile.email_address).toBe(phone.email);

    // One use: the device code is spent, and the user code too.
    const again = await poll(pairing.device_code);
    expect(again.status).toBe(400);
    expect(again.body.error.status).toBe('invalid_grant');
    const reuse = await post('/api/device/approve', { user_code: pairing.user_code }, bearer(phone.token));
    expect(reuse.status).toBe(400);
    expect(reuse.body.error.message).toBe(DEVICE_MESSAGES.usedCode);
  });

  it('says slow_down to a TV that polls too fast, and lengthens its interval', async () => {
    const pairing = await newPairing();
    expect((await poll(pairing.device_code)).body.error.status).toBe('authorization_pending');
    const fast = await poll(pairing.device_code, 0.5);
    expect(fast.body.error.status).toBe('slow_down');
    // Now 7 s: two seconds is too soon again, seven is fine.
    expect((await poll(pairing.device_code, 2)).body.error.status).toBe('slow_down');
    expect((await poll(pairing.device_code, 12)).body.error.status).toBe('authorization_pending');
  });

  it('expires after ten minutes, for the TV and the phone', async () => {
    const pairing = await newPairing();
    const phone = await signedIn('late');
    server.advance(DEVICE_CODE_LIFETIME_MS);
    const tv = await poll(pairing.device_code);
    expect(tv.body.error).toEqual({ message: 'This code has expired.', status: 'expired_token' });
    const approve = await post('/api/device/approve', { user_code: pairing.user_code }, bearer(phone.token));
    expect(approve.status).toBe(400);
    expect(approve.body.error.message).toBe(DEVICE_MESSAGES.expiredCode);
  });

  it('tells the TV when the phone declines', async () => {
    const pairing = await newPairing();
    const phone = await signedIn('decliner');
    const denied = await post('/api/device/deny', { user_code: pairing.user_code }, bearer(phone.token));
    expect(denied.status).toBe(200);
    expect(denied.body.message).toBe(DEVICE_MESSAGES.declined);
    expect((await poll(pairing.device_code)).body.error.status).toBe('access_denied');
    expect((await post('/api/device/approve', { user_code: pairing.user_code }, bearer(phone.token))).status).toBe(400);
  });

  it('answers wrong and malformed codes plainly', async () => {
    const phone = await signedIn('typo');
    const unknown = await post('/api/device/approve', { user_code: 'BCDF-GHJK' }, bearer(phone.token));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(DEVICE_MESSAGES.unknownCode);
    const malformed = await post('/api/device/approve', { user_code: '1234' }, bearer(phone.token));
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe(DEVICE_MESSAGES.badCode);
    expect((await post('/api/device/approve', {}, bearer(phone.token))).status).toBe(400);
    const bogus = await post('/api/device/token', { device_code: 'nothing-like-it' });
    expect(bogus.body.error.status).toBe('invalid_grant');
  });

  it('needs a signed-in person to approve', async () => {
    const pairing = await newPairing();
    const anonymous = await post('/api/device/approve', { user_code: pairing.user_code });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe('Please sign in to continue.');
    // An app token is not a person.
    expect((await post('/api/device/approve', { user_code: pairing.user_code }, bearer(await appToken()))).status).toBe(401);
    expect((await poll(pairing.device_code)).body.error.status).toBe('authorization_pending');
  });

  it('stops code guessing per person', async () => {
    const pairing = await newPairing();
    const guesser = await signedIn('guesser');
    for (let i = 0; i < DEVICE_APPROVE_USER_LIMIT.max; i++) {
      expect((await post('/api/device/approve', { user_code: 'ZZZZ-ZZZZ' }, bearer(guesser.token))).status).toBe(404);
    }
    // Even the right code waits now.
    const blocked = await post('/api/device/approve', { user_code: pairing.user_code }, bearer(guesser.token));
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/^Too many attempts\. Please try again in 15 minutes\.$/);
    // Someone else, elsewhere, is not held up.
    remoteAddress = '10.2.1.1';
    const other = await signedIn('other');
    expect((await post('/api/device/approve', { user_code: pairing.user_code }, bearer(other.token))).status).toBe(200);
  });

  // Found by the fuzz suite: wrong codes sent at once all passed the limit before any counted.
  it('checks no more wrong codes than the limit when they arrive at once', async () => {
    const guesser = await signedIn('parallel-guesser');
    const answers = await Promise.all(
      Array.from({ length: DEVICE_APPROVE_USER_LIMIT.max + 3 }, () => post('/api/device/approve', { user_code: 'ZZZZ-ZZZZ' }, bearer(guesser.token))),
    );
    expect(answers.filter((a) => a.status === 404)).toHaveLength(DEVICE_APPROVE_USER_LIMIT.max);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
  });

  it('limits new code pairs per address', async () => {
    const token = await appToken();
    for (let i = 0; i < DEVICE_CODE_LIMIT.max; i++) expect((await post('/api/device/code', undefined, bearer(token))).status).toBe(200);
    const blocked = await post('/api/device/code', undefined, bearer(token));
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/^Too many attempts/);
  });
});
