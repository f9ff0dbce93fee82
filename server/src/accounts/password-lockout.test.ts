/*
 * Issue 50, the red team's first attack: POST /api/change-password took unlimited wrong old
 * passwords (40 in a row, never 429; 119 in 29 s after the kids lock had already locked). A wrong
 * old password now counts against the account's lockout, the kids lock's and sign-in's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, digest, type Json } from '../../test/accounts.js';
import { build, headers, type TestServer } from '../../test/helper.js';
import { MESSAGES } from './account-context.js';
import { PASSWORD_CHECK_LIMIT } from './passwords.js';

let server: TestServer;
beforeAll(async () => {
  server = await build();
});
afterAll(() => server.close());
const { post, signedIn } = caller(() => server);

const WINDOW_MS = PASSWORD_CHECK_LIMIT.windowMs;
const change = (auth: Record<string, string>, oldPassword: string, password = 'a new one') =>
  post('/api/change-password', { oldPassword: digest(oldPassword), password: digest(password) }, auth);
const kidsLock = (auth: Record<string, string>, password: string) => post('/api/profiles/verify-password', { password: digest(password) }, auth);

async function postFrom(address: string, url: string, payload: Json) {
  const response = await server.app.inject({ method: 'POST', url, headers, payload, remoteAddress: address });
  return { status: response.statusCode, body: response.json() as Json };
}

describe('a wrong old password at POST /api/change-password', () => {
  it('locks the account after the limit: 40 in a row get 429 from the sixth on, the right one too, until the wait is over', async () => {
    const person = await signedIn('changer');
    const auth = bearer(person.token);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await change(auth, `guess ${i}`)).status);
    expect(statuses.slice(0, PASSWORD_CHECK_LIMIT.max)).toEqual(Array.from({ length: PASSWORD_CHECK_LIMIT.max }, () => 400));
    expect(statuses.slice(PASSWORD_CHECK_LIMIT.max)).toEqual(Array.from({ length: 40 - PASSWORD_CHECK_LIMIT.max }, () => 429));

    const locked = await server.app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: { ...headers, ...auth },
      payload: { oldPassword: digest(person.password), password: digest('a new one') },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: { message: 'Too many wrong passwords. Please try again in 15 minutes.' } });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    server.advance(WINDOW_MS + 1);
    const wrong = await change(auth, 'still not it');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(MESSAGES.wrongOldPassword);
    expect((await change(auth, person.password)).status).toBe(200);
  });

  it('counts with the kids lock: one lockout, whichever door the guesses come through', async () => {
    const person = await signedIn('both-doors');
    const auth = bearer(person.token);
    for (let i = 0; i < 3; i++) expect((await kidsLock(auth, `kids guess ${i}`)).status).toBe(403);
    for (let i = 3; i < PASSWORD_CHECK_LIMIT.max; i++) expect((await change(auth, `guess ${i}`)).status).toBe(400);
    expect((await change(auth, person.password)).status).toBe(429);
    expect((await kidsLock(auth, person.password)).status).toBe(429);
    server.advance(WINDOW_MS + 1);
    // The right password ends the count for both.
    expect((await kidsLock(auth, person.password)).status).toBe(200);
    for (let i = 0; i < PASSWORD_CHECK_LIMIT.max - 1; i++) expect((await change(auth, `later guess ${i}`)).status).toBe(400);
    expect((await change(auth, person.password)).status).toBe(200);
  });

  it('is refused while sign-in has locked the account from everywhere', async () => {
    const person = await signedIn('guessed-everywhere');
    const auth = bearer(person.token);
    // Five wrong sign-ins from each of twenty addresses: sign-in's ceiling for the account.
    for (let address = 0; address < 20; address++) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => postFrom(`10.50.0.${address + 1}`, '/api/login', { username: person.email, password: digest(`guess ${i}`) })),
      );
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    }
    expect((await postFrom('10.50.1.1', '/api/login', { username: person.email, password: digest(person.password) })).status).toBe(429);
    expect((await change(auth, person.password)).status).toBe(429);
    expect((await kidsLock(auth, person.password)).status).toBe(429);
    server.advance(WINDOW_MS + 1);
    expect((await change(auth, person.password)).status).toBe(200);
  }, 60_000);
});
