import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, caller } from '../../test/accounts.js';
import { build, CUSTOMER, headers, type TestServer } from '../../test/helper.js';
import { ANALYTICS_LIMIT, ANALYTICS_MESSAGES } from './analytics.js';
import { say } from '../i18n/words.js';

let server: TestServer;
beforeAll(async () => {
  server = await build();
});
afterAll(async () => {
  await server.close();
});
const client = caller(() => server);

let address = 0;
/** Each test reports from its own address, so the per-address limit of one does not touch another. */
let remoteAddress = '';
beforeEach(() => {
  remoteAddress = `10.0.0.${++address}`;
});

async function report(payload: unknown, extra: Record<string, string> = {}, from = remoteAddress) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers: { ...headers, ...extra },
    payload: payload as object,
    remoteAddress: from,
  });
  return { status: response.statusCode, body: response.json() as { message?: string; error?: { message: string } }, headers: response.headers };
}

const events = () => server.db.selectFrom('analytics_events').selectAll().orderBy('created_at').orderBy('id').execute();
/** The events whose value is one of these, in that order. */
const eventsOf = async (values: string[]) => {
  const all = await events();
  return values.map((value) => all.find((e) => e.value === value));
};

describe('POST /analytics/events', () => {
  it('records a search key from anyone, answering OK', async () => {
    const before = (await events()).length;
    const response = await report({ event: 'search', value: '  holy rosary ' });
    expect(response).toMatchObject({ status: 200, body: { message: 'OK' } });
    expect(response.headers['cache-control']).toBe('no-store');
    const stored = (await events()).slice(before);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ customer_id: CUSTOMER, event: 'search', value: 'holy rosary', user_id: null, profile_id: null });
    expect(stored[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('notes the user and profile of a signed-in call, and nobody for a bad or app token', async () => {
    const person = await client.signedIn('analytics');
    const profiles = (await client.call('GET', '/api/profiles', undefined, bearer(person.token))).body.profiles as Array<{ id: string }>;
    const other = await client.signedIn('analytics-other');
    const otherProfile = (await client.call('GET', '/api/profiles', undefined, bearer(other.token))).body.profiles[0].id as string;
    const appToken = (await client.post('/api/get-token', { platform: 'web', customerId: CUSTOMER })).body.token as string;

    expect((await report({ event: 'search', value: 'francis' }, { ...bearer(person.token), profileid: profiles[0]!.id })).status).toBe(200);
    expect((await report({ event: 'search', value: 'clare' }, bearer(person.token))).status).toBe(200);
    expect((await report({ event: 'search', value: 'dominic' }, { ...bearer(person.token), profileid: otherProfile })).status).toBe(200);
    expect((await report({ event: 'search', value: 'benedict' }, bearer('not-a-token'))).status).toBe(200);
    expect((await report({ event: 'search', value: 'ignatius' }, bearer(appToken))).status).toBe(200);
    const stored = (await eventsOf(['francis', 'clare', 'dominic', 'benedict', 'ignatius'])).map((e) => [e!.value, e!.user_id, e!.profile_id]);
    expect(stored).toEqual([
      ['francis', expect.any(String), profiles[0]!.id],
      ['clare', expect.any(String), null],
      // Another account's profile is not noted.
      ['dominic', expect.any(String), null],
      ['benedict', null, null],
      ['ignatius', null, null],
    ]);
    const user = await server.db.selectFrom('users').select('id').where('username', '=', person.email).executeTakeFirstOrThrow();
    expect(stored.slice(0, 3).map((row) => row[1])).toEqual([user.id, user.id, user.id]);
  });

  it.each([
    [{ value: 'rosary' }, 'event is required'],
    [{ event: 'click', value: 'rosary' }, 'event'],
    [{ event: 'search' }, 'value is required'],
    [{ event: 'search', value: '' }, 'value'],
    [{ event: 'search', value: 'x'.repeat(101) }, 'value'],
    [{ event: 'search', value: 42 }, 'value'],
    [{ event: 'search', value: ['rosary'] }, 'value'],
    [{ event: 'search', value: '   ' }, ANALYTICS_MESSAGES.emptyValue],
    ['"rosary"', 'body must be object'],
    ['{"event": "search", "value": ', 'JSON'],
  ])('refuses %j with 400 and stores nothing', async (payload, message) => {
    const before = (await events()).length;
    const response = typeof payload === 'string' ? await report(payload, { 'content-type': 'application/json' }) : await report(payload);
    expect(response.status).toBe(400);
    expect(response.body.error!.message).toContain(message);
    expect((await events()).length).toBe(before);
  });

  it('accepts values of 1 and 100 characters', async () => {
    expect((await report({ event: 'search', value: 'a' })).status).toBe(200);
    expect((await report({ event: 'search', value: 'b'.repeat(100) })).status).toBe(200);
  });

  it('needs the customerid header', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/analytics/events', payload: { event: 'search', value: 'rosary' } });
    expect(response.statusCode).toBe(400);
  });

  it('limits how many events one address sends, for a while', async () => {
    for (let i = 0; i < ANALYTICS_LIMIT.max; i++) expect((await report({ event: 'search', value: `key ${i}` })).status).toBe(200);
    const before = (await events()).length;
    const refused = await report({ event: 'search', value: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.error!.message).toBe(say(null, ANALYTICS_MESSAGES.tooMany(1)));
    expect((await events()).length).toBe(before);
    // Another address is not held back.
    expect((await report({ event: 'search', value: 'elsewhere' }, {}, '10.9.9.9')).status).toBe(200);
    server.advance(ANALYTICS_LIMIT.windowMs + 1);
    expect((await report({ event: 'search', value: 'later' })).status).toBe(200);
  });
});
