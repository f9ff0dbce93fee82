/*
 * Issue 23, attacks 2 and 3 and the smaller account holes: each test here failed on the code
 * before the fix (a number claimed first won; spellings of a number dodged the lockout; a stranger
 * locked the owner out; codes were a plain SHA-256; a second code request told known numbers apart).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, digest, type Json } from '../../test/accounts.js';
import { build, headers, type TestServer } from '../../test/helper.js';
import { hmacHex, sha256Hex } from '../lib/secrets.js';
import { codeHash } from '../repositories/codes.js';
import { serverSecret } from '../repositories/server-secret.js';

let server: TestServer;
beforeAll(async () => {
  server = await build();
});
afterAll(() => server.close());
const { post, lastCode, newAccount } = caller(() => server);

/** A POST from a given network address. */
async function postFrom(address: string, url: string, payload: Json) {
  const response = await server.app.inject({ method: 'POST', url, headers: headers, payload, remoteAddress: address });
  return { status: response.statusCode, body: response.json() as Json };
}
const signInAs = (username: string, password: string, address = '127.0.0.1') => postFrom(address, '/api/login', { username, password: digest(password) });

describe('one phone number, two accounts', () => {
  it('the owner who verifies the number signs in and resets by it; the stranger who claimed it first gets nothing', async () => {
    const telephone = '+353 87 123 4567';
    const normal = '+353871234567';
    const attacker = await newAccount({ telephone, prefix: 'claims-first' });
    server.advance(61_000);
    const owner = await newAccount({ telephone, prefix: 'real-owner' });
    // The owner's sign-up sent the owner's code; typing it verifies the owner's account.
    expect((await post('/api/confirm-mobile', { telephone, code: await lastCode(normal) })).status).toBe(200);

    const byPhone = await signInAs('+353-87-123-4567', owner.password);
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.user.email_address).toBe(owner.email);
    // The stranger's unverified claim signs nobody in.
    expect((await signInAs(telephone, attacker.password)).status).toBe(401);

    // Reset by phone resets the owner's account, and signs the owner into it.
    server.advance(61_000);
    const reset = await post('/api/reset', { telephone });
    const code = await lastCode(normal);
    expect((await post('/api/update-password-mobile', { code, token: reset.body.token, password: digest('owner again') })).status).toBe(200);
    const after = await signInAs(telephone, 'owner again');
    expect(after.body.user.email_address).toBe(owner.email);
    expect((await signInAs(attacker.email, attacker.password)).status).toBe(200);

    // The number is the owner's now: the stranger can neither get a code for it nor verify it.
    server.advance(61_000);
    const before = await server.db.selectFrom('outbox').select('id').where('recipient', '=', normal).execute();
    expect((await post('/api/trigger-mobile-verification', { telephone })).status).toBe(200);
    expect(await server.db.selectFrom('outbox').select('id').where('recipient', '=', normal).execute()).toHaveLength(before.length);
    expect((await post('/api/confirm-mobile', { telephone, code })).status).toBe(400);
    const verified = await server.db.selectFrom('users').select('email').where('telephone', '=', normal).where('mobile_verified', '=', 1).execute();
    expect(verified).toEqual([{ email: owner.email }]);
  });

  it('a sign-up with a number another account verified sends it no code', async () => {
    const telephone = '+1 415 555 0142';
    await newAccount({ telephone, prefix: 'verified-holder' });
    expect((await post('/api/confirm-mobile', { telephone, code: await lastCode('+14155550142') })).status).toBe(200);
    const sent = await server.db.selectFrom('outbox').select('id').where('recipient', '=', '+14155550142').execute();
    await newAccount({ telephone, prefix: 'late-claim' });
    expect(await server.db.selectFrom('outbox').select('id').where('recipient', '=', '+14155550142').execute()).toHaveLength(sent.length);
  });
});

describe('the sign-in lockout', () => {
  it('counts every spelling of a phone number as one identity', async () => {
    const telephone = '+353 86 765 4321';
    const owner = await newAccount({ telephone, prefix: 'spellings' });
    expect((await post('/api/confirm-mobile', { telephone, code: await lastCode('+353867654321') })).status).toBe(200);
    const spellings = ['+353 86 765 4321', '+353867654321', '+353-86-765-4321', '353 86 765 4321', '+353 (86) 765 4321', '+353 867 654 321', '353867654321'];
    const statuses: number[] = [];
    for (const spelling of spellings) statuses.push((await signInAs(spelling, 'not it', '10.1.0.1')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // The owner, from home, is not locked out by it.
    expect((await signInAs(telephone, owner.password, '10.1.0.2')).status).toBe(200);
  });

  it('locks the address that guessed, not the person: the owner still signs in from elsewhere', async () => {
    const owner = await newAccount({ prefix: 'locked-from-afar' });
    for (let i = 0; i < 5; i++) expect((await signInAs(owner.email.toUpperCase(), `guess ${i}`, '10.2.0.66')).status).toBe(401);
    const stranger = await signInAs(owner.email, owner.password, '10.2.0.66');
    expect(stranger.status).toBe(429);
    expect(stranger.body.error.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect((await signInAs(owner.email, owner.password, '10.2.0.7')).status).toBe(200);
  });
});

describe('one-time codes at rest', () => {
  it('are stored as an HMAC under the server secret, salted with the account, never as a plain SHA-256', async () => {
    const telephone = '+44 7700 900123';
    await newAccount({ telephone, prefix: 'hmac' });
    const code = await lastCode('+447700900123');
    const user = await server.db.selectFrom('users').select('id').where('telephone', '=', '+447700900123').executeTakeFirstOrThrow();
    const row = await server.db.selectFrom('one_time_codes').select('code_hash').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toBe(sha256Hex(code));
    const secret = await serverSecret(server.db, 'one-time-codes');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.code_hash).toBe(codeHash(secret, user.id, code));
    expect(row.code_hash).toBe(hmacHex(secret, `${user.id}|${code}`));
    // One secret per database, the same on every read (and so in every process).
    expect(await serverSecret(server.db, 'one-time-codes')).toBe(secret);
    expect(await server.db.selectFrom('server_secrets').select('name').execute()).toEqual([{ name: 'one-time-codes' }]);
  });
});

describe('answers that told known numbers apart', () => {
  it('a second reset by phone within 60 s answers as an unknown number does', async () => {
    const telephone = '+61 4 1234 5678';
    await newAccount({ telephone, prefix: 'enumerated' });
    expect((await post('/api/confirm-mobile', { telephone, code: await lastCode('+61412345678') })).status).toBe(200);
    server.advance(61_000);
    const first = await post('/api/reset', { telephone });
    const second = await post('/api/reset', { telephone });
    const unknown = await post('/api/reset', { telephone: '+61 4 9999 0000' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(unknown.status);
    expect(second.body.message).toBe(unknown.body.message);
    expect(Object.keys(second.body).sort()).toEqual(Object.keys(unknown.body).sort());
  });
});
