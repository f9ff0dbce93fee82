import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type OpenedDatabase } from '../db/database.js';
import { openTestDatabase } from '../../test/databases.js';
import { createOutboxTransport } from '../mail/transport.js';
import { createAccountService } from './service.js';

let store: OpenedDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
  await migrateToLatest(store.db);
});
afterAll(async () => {
  await store.close();
});

const service = (addressLimitFactor: number) =>
  createAccountService({ db: store.db, transport: createOutboxTransport(store.db), publicUrl: 'http://localhost:8080', addressLimitFactor });

describe('per-address limits', () => {
  // Found building the fuzz suite: its app at the normal limits, built beside the fuzz app (rate
  // limit factor 1,000,000) in the same process, brought the fuzz app's limits down to the normal ones.
  it('belong to each service: a second one with another factor leaves the first one as it was', async () => {
    const generous = service(5);
    service(1);
    // 20 reset requests an hour per address at factor 1; this one allows 100.
    for (let i = 0; i < 21; i++) await expect(generous.requestReset('lumen', '10.0.0.1', { email: `nobody${i}@example.org` })).resolves.toMatchObject({ token: expect.any(String) });
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
