import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { useMigratedTestDatabase } from '../../test/migrated.js';
import { createOutboxTransport } from '../mail/transport.js';
import { hashPassword, verifyPassword } from '../lib/secrets.js';
import { createAccountService } from './service.js';

const store = useMigratedTestDatabase();

const service = (addressLimitFactor: number) =>
  createAccountService({ db: store.db, transport: createOutboxTransport(store.db), publicUrl: 'http://localhost:8080', addressLimitFactor });

describe('per-address limits', () => {
  // Found building the fuzz suite: its app at the normal limits, built beside the fuzz app (rate
  // limit factor 1,000,000) in the same process, brought the fuzz app's limits down to the normal ones.
  it('belong to each service: a second one with another factor leaves the first one as it was', async () => {
    const generous = service(5);
    service(1);
    // 20 reset requests an hour per address at factor 1; this one allows 100.
    for (let i = 0; i < 21; i++)
      await expect(generous.requestReset('lumen', '10.0.0.1', { email: `nobody${i}@example.org` })).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('are still the scaled ones', async () => {
    const normal = service(1);
    for (let i = 0; i < 20; i++) await normal.requestReset('lumen', '10.0.0.2', { email: `someone${i}@example.org` });
    await expect(normal.requestReset('lumen', '10.0.0.2', { email: 'one-more@example.org' })).rejects.toMatchObject({ statusCode: 429 });
  });
});

describe('verification e-mails', () => {
  // Found by the fuzz suite's rate-limit checks: each send counted against the address, but the
  // address's count was never checked, so one address could ask for links to any number of inboxes.
  it('are limited per address (20 an hour at factor 1), not only per inbox', async () => {
    const accounts = service(1);
    for (let i = 0; i < 20; i++) await accounts.resendVerificationEmail('lumen', '10.0.0.3', `inbox${i}@example.org`);
    await expect(accounts.resendVerificationEmail('lumen', '10.0.0.3', 'inbox-more@example.org')).rejects.toMatchObject({ statusCode: 429 });
    await expect(accounts.resendVerificationEmail('lumen', '10.0.0.4', 'inbox-more@example.org')).resolves.toMatchObject({ message: expect.any(String) });
  });
});

/**
 * Fails the first write of `kind` ('InsertQueryNode', 'UpdateQueryNode') on `table`, as a lost
 * connection or a full disk would, after the statements before it have run.
 */
function failingWrite(kind: RootOperationNode['kind'], table: string): KyselyPlugin {
  return {
    transformQuery: ({ node }) => {
      if (node.kind === kind && JSON.stringify(node).includes(`"name":"${table}"`)) throw new Error(`injected failure: ${kind} on ${table}`);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

const serviceOver = (db: Db) => createAccountService({ db, transport: createOutboxTransport(store.db), publicUrl: 'http://localhost:8080' });
/** A user `address` (its username and e-mail), stored directly. */
const newUser = async (accounts: ReturnType<typeof service>, address: string, options: { passwordHash: string | null; emailVerified: boolean }) =>
  (await accounts.users.create({
    customerId: 'lumen',
    username: address,
    email: address,
    telephone: null,
    firstName: 'Test',
    lastName: 'User',
    emailUpdates: false,
    ...options,
  }))!;
const outboxTo = async (recipient: string) => (await store.db.selectFrom('outbox').select('id').where('recipient', '=', recipient).execute()).length;

describe('account writes of several statements are all or nothing', () => {
  it('socialRegister: a failure linking the identity leaves no user behind, and the next try signs up', async () => {
    const claims = { subject: 'g-atomic-1', email: 'Social.Atomic@example.org', emailVerified: true, firstName: 'Ada', lastName: 'Lovelace' };
    const failing = serviceOver(store.db.withPlugin(failingWrite('InsertQueryNode', 'user_identities')));
    await expect(failing.socialRegister('lumen', 'google', claims)).rejects.toThrow(/injected failure/);
    // The user was inserted (and marked verified) before the link failed: all of it is gone.
    expect(await store.db.selectFrom('users').select('id').where('email', '=', 'social.atomic@example.org').execute()).toEqual([]);
    expect(await store.db.selectFrom('user_identities').select('user_id').where('subject', '=', claims.subject).execute()).toEqual([]);

    const signedIn = await service(1).socialRegister('lumen', 'google', claims);
    expect(signedIn.user).toMatchObject({ email_address: 'social.atomic@example.org', emailVerified: true });
    expect(await store.db.selectFrom('user_identities').select('user_id').where('subject', '=', claims.subject).execute()).toEqual([
      { user_id: signedIn.user.id },
    ]);
  });

  it('socialRegister: on an unverified account, a failed link leaves the address unverified', async () => {
    const accounts = service(1);
    const user = await newUser(accounts, 'unproven@example.org', { passwordHash: null, emailVerified: false });
    const failing = serviceOver(store.db.withPlugin(failingWrite('InsertQueryNode', 'user_identities')));
    const claims = { subject: 'g-atomic-2', email: 'unproven@example.org', emailVerified: true, firstName: 'Una', lastName: 'Proven' };
    await expect(failing.socialRegister('lumen', 'google', claims)).rejects.toThrow(/injected failure/);
    expect((await accounts.users.byId('lumen', user.id))!.email_verified).toBe(0);
  });

  it('changePassword: a failure ending the sessions keeps the old password and every session', async () => {
    const accounts = service(1);
    const user = await newUser(accounts, 'changer@example.org', { passwordHash: await hashPassword('old-digest'), emailVerified: true });
    const here = await accounts.tokens.issue('lumen', user.id, 'user');
    const elsewhere = await accounts.tokens.issue('lumen', user.id, 'user');
    const reset = await accounts.tokens.issue('lumen', user.id, 'password_reset');

    // The password's update runs first; ending the outstanding tokens then fails.
    const failing = serviceOver(store.db.withPlugin(failingWrite('UpdateQueryNode', 'auth_tokens')));
    await expect(failing.changePassword(user, 'old-digest', 'new-digest', here.token)).rejects.toThrow(/injected failure/);
    const unchanged = (await accounts.users.byId('lumen', user.id))!;
    expect(unchanged.password_hash).toBe(user.password_hash);
    expect(await accounts.tokens.find('lumen', elsewhere.token, 'user')).toBeDefined();
    expect(await accounts.tokens.find('lumen', reset.token, 'password_reset')).toBeDefined();

    await expect(accounts.changePassword(unchanged, 'old-digest', 'new-digest', here.token)).resolves.toMatchObject({ message: expect.any(String) });
    expect(await verifyPassword((await accounts.users.byId('lumen', user.id))!.password_hash, 'new-digest')).toBe(true);
    expect(await accounts.tokens.find('lumen', here.token, 'user')).toBeDefined();
    expect(await accounts.tokens.find('lumen', elsewhere.token, 'user')).toBeUndefined();
    expect(await accounts.tokens.find('lumen', reset.token, 'password_reset')).toBeUndefined();
  });

  it('register: a failure issuing its tokens leaves no user and sends no mail', async () => {
    const failing = serviceOver(store.db.withPlugin(failingWrite('InsertQueryNode', 'auth_tokens')));
    const input = { firstName: 'Reg', lastName: 'Ister', email: 'register.atomic@example.org', telephone: null, digest: 'digest', emailUpdates: false };
    await expect(failing.register('lumen', '10.0.0.9', input)).rejects.toThrow(/injected failure/);
    expect(await store.db.selectFrom('users').select('id').where('email', '=', input.email).execute()).toEqual([]);
    expect(await outboxTo(input.email)).toBe(0);

    await expect(service(1).register('lumen', '10.0.0.9', input)).resolves.toMatchObject({ user_token: expect.any(String) });
    expect(await outboxTo(input.email)).toBe(1);
  });

  it('updatePassword: a failure ending the sessions leaves the reset link usable and the password as it was', async () => {
    const accounts = service(1);
    const user = await newUser(accounts, 'resetter@example.org', { passwordHash: await hashPassword('old-digest'), emailVerified: true });
    const reset = await accounts.tokens.issue('lumen', user.id, 'password_reset');
    const session = await accounts.tokens.issue('lumen', user.id, 'user');
    // Using up the link and the password's update run; ending the sessions (revokeAll) fails.
    let updates = 0;
    const failing = serviceOver(
      store.db.withPlugin({
        transformQuery: ({ node }) => {
          if (node.kind === 'UpdateQueryNode' && JSON.stringify(node).includes('"name":"auth_tokens"') && ++updates === 2) throw new Error('injected failure');
          return node;
        },
        transformResult: async ({ result }) => result,
      }),
    );
    await expect(failing.updatePassword('lumen', user.id, reset.token, 'new-digest')).rejects.toThrow(/injected failure/);
    expect((await accounts.users.byId('lumen', user.id))!.password_hash).toBe(user.password_hash);
    expect(await accounts.tokens.find('lumen', session.token, 'user')).toBeDefined();
    await expect(accounts.updatePassword('lumen', user.id, reset.token, 'new-digest')).resolves.toMatchObject({ message: expect.any(String) });
    expect(await accounts.tokens.find('lumen', session.token, 'user')).toBeUndefined();
  });
});
