import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { headers, type TestServer } from './helper.js';

export type Json = Record<string, any>;

/** The SHA-256 digest the app sends in place of a password. */
export const digest = (password: string) => createHash('sha256').update(password).digest('hex');
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Calls the API of a test server as the app does, with the customerid header. */
export function caller(server: () => TestServer) {
  async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, extra: Record<string, string> = {}) {
    const response = await server().app.inject({ method, url, headers: { ...headers, ...extra }, payload: payload as Json });
    return { status: response.statusCode, body: response.json() as Json, headers: response.headers };
  }
  const post = (url: string, payload: unknown, extra: Record<string, string> = {}) => call('POST', url, payload, extra);

  async function outbox(to: string): Promise<Array<{ subject: string; body: string; channel: string }>> {
    return (await call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.items;
  }
  async function lastLink(to: string): Promise<URL> {
    const [message] = await outbox(to);
    const match = /(http:\/\/localhost:8080\/\S+)/.exec(message!.body);
    return new URL(match![1]!);
  }
  async function lastCode(telephone: string): Promise<string> {
    const [message] = await outbox(telephone);
    return /\b(\d{6})\b/.exec(message!.body)![1]!;
  }

  let counter = 0;
  /** A new account (verified unless told otherwise), registered through the API. */
  async function newAccount(options: { telephone?: string; verify?: boolean; prefix?: string } = {}) {
    counter++;
    const email = `${options.prefix ?? 'person'}${counter}@example.org`;
    const password = `pass-${counter}`;
    const registered = await post('/api/register', {
      first_name: 'Maria',
      last_name: `Goretti ${counter}`,
      username: email,
      email_address: email,
      telephone: options.telephone,
      password: digest(password),
      metaData: { emailupdate: true },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    if (options.verify !== false) {
      const link = await lastLink(email);
      const uid = link.searchParams.get('uid')!;
      const confirmed = await post(`/api/confirm/${encodeURIComponent(uid)}?token=${link.searchParams.get('token')}`, {
        username: uid,
        token: link.searchParams.get('token'),
      });
      expect(confirmed.status).toBe(200);
    }
    return { email, password, registered: registered.body };
  }

  /** A new verified account, signed in: its user token and login answer. */
  async function signedIn(prefix?: string) {
    const account = await newAccount({ prefix });
    const login = await post('/api/login', { username: account.email, password: digest(account.password) });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    return { ...account, token: login.body.user_token as string, user: login.body.user as Json };
  }

  return { call, post, outbox, lastLink, lastCode, newAccount, signedIn };
}
