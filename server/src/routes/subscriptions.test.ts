import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, digest } from '../../test/accounts.js';
import { build, fakeAppDir, type TestServer } from '../../test/helper.js';
import { Migrator } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { planDate, SUBSCRIPTION_MESSAGES } from './subscriptions.js';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 2, 1, 12);

let server: TestServer;
beforeAll(async () => {
  // Queries answer after random pauses, as over a network, so requests sent at once interleave.
  server = await build({ appDir: fakeAppDir(), startMs: START, queryJitter: true });
});
afterAll(async () => {
  await server.close();
});
const { call, post, signedIn } = caller(() => server);
const account = async (token: string) => (await call('GET', '/api/account', undefined, bearer(token))).body;

describe('packages', () => {
  it('lists the free plans without signing in, in order', async () => {
    const response = await call('GET', '/api/packages');
    expect(response.status).toBe(200);
    expect(response.body.items.map((p: { id: string }) => p.id)).toEqual(['free', 'supporter']);
    expect(response.body.items[0]).toMatchObject({
      package_id: 'free',
      name: 'Lumen Free',
      price: 0,
      free: true,
      currency: 'USD',
      period_days: 365,
      kind: 'free',
    });
    expect(response.body.items.every((p: { price: number }) => p.price === 0)).toBe(true);
  });

  it('are written for a customer seeded before the migration', async () => {
    const store = openDatabase({ dataDir: ':memory:' });
    // Migrate up to 0004, seed a customer row as an older seed did, then run the rest.
    await new Migrator({
      db: store.db,
      provider: {
        getMigrations: async () => ({
          '0001_catalogue': await import('../../migrations/0001_catalogue.js'),
          '0002_accounts': await import('../../migrations/0002_accounts.js'),
          '0003_lists': await import('../../migrations/0003_lists.js'),
          '0004_resume': await import('../../migrations/0004_resume.js'),
        }),
      },
    }).migrateToLatest();
    await store.db.insertInto('customers').values({ id: 'parish', name: 'Parish', seed_version: 1, created_at: new Date().toISOString() }).execute();
    await migrateToLatest(store.db);
    const rows = await store.db.selectFrom('packages').select(['customer_id', 'id', 'price_cents']).orderBy('position').execute();
    expect(rows).toEqual([
      { customer_id: 'parish', id: 'free', price_cents: 0 },
      { customer_id: 'parish', id: 'supporter', price_cents: 0 },
    ]);
    await store.close();
  });
});

describe('subscriptions', () => {
  it('need a signed-in user', async () => {
    const response = await post('/api/subscriptions', { package_id: 'free' });
    expect(response.status).toBe(401);
    expect((await call('GET', '/api/subscriptions')).status).toBe(401);
    expect(response.body.error.message).toBe('Please sign in to continue.');
  });

  it('go from no history to a plan, to the renew state, to auto-renew off', async () => {
    const person = await signedIn('plan');
    let token = person.token;
    let auth = bearer(token);
    expect(await account(token)).toMatchObject({ subscriptionHistory: 0, subscriptions: [], recurring: 0 });

    const subscribed = await post('/api/subscriptions', { package_id: 'free' }, auth);
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
    expect(subscribed.headers['cache-control']).toMatch(/^(private, )?no-store$/);
    const until = planDate(START + 365 * DAY);
    expect(subscribed.body.message).toBe(`Welcome to Lumen Free! Your free plan runs until ${until}.`);
    const id = subscribed.body.subscription.id as string;
    let now = await account(token);
    expect(now).toMatchObject({ subscriptionHistory: 1, recurring: 1 });
    expect(now.subscriptions).toEqual([
      {
        id,
        package_id: 'free',
        name: 'Lumen Free',
        started_at: new Date(START).toISOString(),
        expires_at: new Date(START + 365 * DAY).toISOString(),
        recurring: 1,
        active: true,
      },
    ]);

    // The same plan again while it runs: refused, saying until when.
    const again = await post('/api/subscriptions', { package_id: 'free' }, auth);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(`You already have Lumen Free until ${until}.`);

    // A year and a day later: no active plan, and the latest one renews (the renew state).
    server.advance(366 * DAY);
    // (User tokens last 30 days: sign in again.)
    token = (await post('/api/login', { username: person.email, password: digest(person.password) })).body.user_token as string;
    auth = bearer(token);
    now = await account(token);
    expect(now).toMatchObject({ subscriptionHistory: 1, subscriptions: [], recurring: 1 });

    const cancelled = await post(`/api/subscriptions/${id}/cancel`, {}, auth);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(SUBSCRIPTION_MESSAGES.renewOff);
    expect(await account(token)).toMatchObject({ subscriptionHistory: 1, subscriptions: [], recurring: 0 });

    // Renewing starts a new period.
    const renewed = await post('/api/subscriptions', { package_id: 'free', recurring: 0 }, auth);
    expect(renewed.body.message).toMatch(/^Your Lumen Free plan is renewed until /);
    now = await account(token);
    expect(now).toMatchObject({ subscriptionHistory: 1, recurring: 0 });
    expect(now.subscriptions.map((s: { package_id: string }) => s.package_id)).toEqual(['free']);
  });

  it('switch plans at once, and turn auto-renew back on for the latest only', async () => {
    const { token } = await signedIn('switch');
    const auth = bearer(token);
    const first = (await post('/api/subscriptions', { package_id: 'free' }, auth)).body.subscription.id as string;
    const switched = await post('/api/subscriptions', { package_id: 'supporter' }, auth);
    expect(switched.body.message).toMatch(/^You have switched to Lumen Supporter\. It runs until /);
    const now = await account(token);
    expect(now.subscriptions.map((s: { package_id: string }) => s.package_id)).toEqual(['supporter']);
    expect(now.recurring).toBe(1);
    const off = await call('PATCH', `/api/subscriptions/${switched.body.subscription.id}`, { recurring: 0 }, auth);
    expect(off.body.subscription.recurring).toBe(0);
    expect((await account(token)).recurring).toBe(0);
    const on = await call('PATCH', `/api/subscriptions/${switched.body.subscription.id}`, { recurring: 1 }, auth);
    expect(on.body.message).toBe(SUBSCRIPTION_MESSAGES.renewOn);
    expect((await account(token)).recurring).toBe(1);
    const history = await call('GET', '/api/subscriptions', undefined, auth);
    expect(history.headers['cache-control']).toMatch(/^(private, )?no-store$/);
    expect(history.body.items.map((s: { package_id: string; active: boolean }) => [s.package_id, s.active])).toEqual([
      ['supporter', true],
      ['free', false],
    ]);
    const old = await call('PATCH', `/api/subscriptions/${first}`, { recurring: 1 }, auth);
    expect(old.status).toBe(400);
    expect(old.body.error.message).toBe(SUBSCRIPTION_MESSAGES.notLatest);
  });

  // Found by the fuzz suite: each request read "no such plan active" before any wrote, and a user
  // ended up with three active plans.
  it('start one plan for the same choice sent several times at once', async () => {
    server.advance(61 * 60 * 1000);
    const { token } = await signedIn();
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/subscriptions', { package_id: 'supporter' }, bearer(token))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    const mine = (await call('GET', '/api/subscriptions', undefined, bearer(token))).body.items as Array<{ active: boolean }>;
    expect(mine.filter((s) => s.active)).toHaveLength(1);
  });

  it('refuse unknown plans, bad bodies and other people’s subscriptions', async () => {
    const a = await signedIn('mine');
    const b = await signedIn('theirs');
    const missing = await post('/api/subscriptions', {}, bearer(a.token));
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(SUBSCRIPTION_MESSAGES.missing);
    const unknown = await post('/api/subscriptions', { package_id: 'gold' }, bearer(a.token));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(SUBSCRIPTION_MESSAGES.unknownPlan);
    for (const body of [{ package_id: 7 }, { package_id: '../x' }, { package_id: 'free', recurring: 'yes' }]) {
      const response = await post('/api/subscriptions', body, bearer(a.token));
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await account(a.token)).subscriptionHistory).toBe(0);
    const id = (await post('/api/subscriptions', { package_id: 'free' }, bearer(a.token))).body.subscription.id as string;
    const foreign = await post(`/api/subscriptions/${id}/cancel`, {}, bearer(b.token));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(SUBSCRIPTION_MESSAGES.unknownSubscription);
    expect((await account(a.token)).recurring).toBe(1);
    expect((await account(b.token)).subscriptionHistory).toBe(0);
  });
});
