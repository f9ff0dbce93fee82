import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CRM_API_KEY } from '../config.js';
import { build, CUSTOMER, headers, type TestServer } from '../../test/helper.js';
import { CONTACT_MESSAGES, CONTACT_SEND_LIMIT } from './contact.js';
import { say } from '../i18n/words.js';

let server: TestServer;
beforeAll(async () => {
  server = await build();
});
afterAll(async () => {
  await server.close();
});

let address = 0;
/** Each test calls from its own address, so the per-address limits of one do not touch another. */
let remoteAddress = '';
beforeEach(() => {
  remoteAddress = `10.1.0.${++address}`;
});

const KEY = { 'x-api-key': DEFAULT_CRM_API_KEY };
type Answer = { status: number; body: Record<string, unknown> & { error?: { message: string } } };

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, extra: Record<string, string> = KEY): Promise<Answer> {
  const response = await server.app.inject({ method, url, headers: { ...headers, ...extra }, payload: payload as object | undefined, remoteAddress });
  return { status: response.statusCode, body: response.json() };
}

const payload = (email: string, extra: Record<string, unknown> = {}) => ({
  interaction_type: 'contact_us',
  user_interaction_name: 'Contact Us',
  email,
  first_name: 'Clare',
  last_name: 'Offreduccio',
  phone_number: '+12 3456 7890',
  message_content: 'Could you add the Assisi pilgrimage series?',
  country: 'USA',
  ...extra,
});

const find = (email: string, extra?: Record<string, string>) =>
  call('GET', `/api/contacts/find/${encodeURIComponent(email)}?idProperty=email`, undefined, extra);
const messages = () => server.db.selectFrom('contact_messages').selectAll().execute();
const contactRows = () => server.db.selectFrom('contacts').selectAll().execute();

describe('the CRM gateway', () => {
  it('new contact: find 404, create, contact-us, association', async () => {
    const email = 'clare@assisi.org';
    const missing = await find(email);
    expect(missing).toMatchObject({ status: 404, body: { error: { message: CONTACT_MESSAGES.unknownContact } } });

    const created = await call('POST', '/api/contacts/create', { email, firstname: 'Clare', lastname: 'Offreduccio', phone: '+12 3456 7890', country: 'USA' });
    expect(created.status).toBe(200);
    // Only the id comes back: the key is public, so the gateway never reads stored details back.
    expect(Object.keys(created.body)).toEqual(['id']);
    const contactId = created.body.id as string;
    expect(contactId).toMatch(/^[0-9a-f-]{36}$/);

    const sent = await call('POST', '/api/contacts/contact-us', payload(email));
    expect(sent.status).toBe(200);
    const messageId = sent.body.id as string;
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);

    const linked = await call('PUT', '/api/contacts/association', { contact_us_id: messageId, contact_id: contactId });
    expect(linked).toMatchObject({ status: 200, body: { contact_us_id: messageId, contact_id: contactId } });

    const stored = (await messages()).find((m) => m.id === messageId)!;
    expect(stored).toMatchObject({
      customer_id: CUSTOMER,
      contact_id: contactId,
      email,
      first_name: 'Clare',
      message_content: 'Could you add the Assisi pilgrimage series?',
      country: 'USA',
    });
    // Found from now on, whatever the case of the e-mail.
    expect(await find('Clare@Assisi.org')).toMatchObject({ status: 200, body: { id: contactId } });
  });

  it('existing contact: find 200, no second contact', async () => {
    const email = 'francis@assisi.org';
    const first = await call('POST', '/api/contacts/create', { email, firstname: 'Francis', lastname: 'Bernardone', phone: '1234567890', country: 'USA' });
    const before = (await contactRows()).length;
    const found = await find(email);
    // Issue 23: a stranger holding the public key read the contact's name, phone and country here.
    expect(found).toMatchObject({ status: 200, body: { id: first.body.id } });
    expect(JSON.stringify(found.body)).not.toMatch(/Francis|Bernardone|1234567890|USA|assisi/i);
    const sent = await call('POST', '/api/contacts/contact-us', payload(email, { first_name: 'Francis' }));
    const linked = await call('PUT', '/api/contacts/association', { contact_us_id: sent.body.id, contact_id: found.body.id });
    expect(linked.status).toBe(200);
    // A create racing a find answers the same contact rather than making a second one.
    const again = await call('POST', '/api/contacts/create', {
      email: 'FRANCIS@assisi.org',
      firstname: 'F',
      lastname: 'B',
      phone: '1234567890',
      country: 'USA',
    });
    expect(again.body).toEqual({ id: first.body.id });
    expect((await contactRows()).length).toBe(before);
  });

  it.each([
    ['missing', {}, CONTACT_MESSAGES.missingKey],
    ['empty', { 'x-api-key': '' }, CONTACT_MESSAGES.missingKey],
    ['wrong', { 'x-api-key': 'not-the-key-at-all' }, CONTACT_MESSAGES.wrongKey],
    ['nearly right', { 'x-api-key': `${DEFAULT_CRM_API_KEY}x` }, CONTACT_MESSAGES.wrongKey],
  ])('a %s api key is 401 on every gateway call, and nothing is stored', async (_name, key, message) => {
    const before = [(await messages()).length, (await contactRows()).length];
    const answers = [
      await find('someone@example.org', key),
      await call('POST', '/api/contacts/create', { email: 'someone@example.org', firstname: 'A', lastname: 'B', phone: '1234567890', country: 'USA' }, key),
      await call('POST', '/api/contacts/contact-us', payload('someone@example.org'), key),
      await call('PUT', '/api/contacts/association', { contact_us_id: 'x', contact_id: 'y' }, key),
    ];
    for (const answer of answers) expect(answer).toEqual({ status: 401, body: { error: { message } } });
    expect([(await messages()).length, (await contactRows()).length]).toEqual(before);
  });

  it.each([
    [{ first_name: '' }, CONTACT_MESSAGES.invalidData],
    [{ first_name: '   ' }, CONTACT_MESSAGES.invalidData],
    [{ last_name: '' }, CONTACT_MESSAGES.invalidData],
    [{ message_content: ' ' }, CONTACT_MESSAGES.invalidData],
    [{ email: 'not-an-email' }, CONTACT_MESSAGES.invalidEmail],
    [{ email: 'a@b.toolong' }, CONTACT_MESSAGES.invalidEmail],
    [{ phone_number: '' }, CONTACT_MESSAGES.invalidPhone],
    [{ phone_number: '12345' }, CONTACT_MESSAGES.invalidPhone],
    [{ phone_number: '+1 2345 6789' }, CONTACT_MESSAGES.invalidPhone],
    [{ message_content: 'x'.repeat(5001) }, 'message_content'],
    [{ first_name: 'x'.repeat(101) }, 'first_name'],
    [{ email: 42 }, 'email'],
    [{ country: undefined }, 'country is required'],
  ])('contact-us and /contactus refuse %j with 400', async (change, message) => {
    const before = (await messages()).length;
    for (const url of ['/api/contacts/contact-us', '/api/contactus']) {
      const answer = await call('POST', url, payload('bad@example.org', change));
      expect(answer.status).toBe(400);
      expect(answer.body.error!.message).toContain(message);
    }
    expect((await messages()).length).toBe(before);
  });

  it('refuses bad create and association bodies with 400, and unknown ids with 404', async () => {
    const create = (body: object) => call('POST', '/api/contacts/create', body);
    expect((await create({ email: 'x@example.org', firstname: 'A', lastname: 'B', phone: '1234567890' })).status).toBe(400);
    expect(await create({ email: 'nope', firstname: 'A', lastname: 'B', phone: '1234567890', country: 'USA' })).toMatchObject({
      status: 400,
      body: { error: { message: 'Invalid Email' } },
    });
    expect(await create({ email: 'x@example.org', firstname: '', lastname: 'B', phone: '1234567890', country: 'USA' })).toMatchObject({
      status: 400,
      body: { error: { message: 'Invalid Data' } },
    });
    expect((await call('PUT', '/api/contacts/association', { contact_us_id: 'x' })).status).toBe(400);
    const contact = await create({ email: 'assoc@example.org', firstname: 'A', lastname: 'B', phone: '1234567890', country: 'USA' });
    const sent = await call('POST', '/api/contacts/contact-us', payload('assoc@example.org'));
    expect(await call('PUT', '/api/contacts/association', { contact_us_id: sent.body.id, contact_id: 'nobody' })).toMatchObject({
      status: 404,
      body: { error: { message: CONTACT_MESSAGES.unknownContactId } },
    });
    expect(await call('PUT', '/api/contacts/association', { contact_us_id: 'nothing', contact_id: contact.body.id })).toMatchObject({
      status: 404,
      body: { error: { message: CONTACT_MESSAGES.unknownMessage } },
    });
  });
});

describe('POST /contactus', () => {
  it('does the whole flow without a key: one contact, the message linked to it', async () => {
    const email = 'anthony@padua.org';
    const first = await call('POST', '/api/contactus', payload(email, { first_name: 'Anthony', message_content: 'First' }), {});
    expect(first).toMatchObject({ status: 200, body: { message: CONTACT_MESSAGES.sent } });
    const second = await call('POST', '/api/contactus', payload(email, { first_name: 'Anthony', message_content: 'Second' }), {});
    expect(second.status).toBe(200);
    const contact = await find(email);
    expect(contact).toMatchObject({ status: 200, body: { id: first.body.contact_id } });
    expect(second.body.contact_id).toBe(first.body.contact_id);
    const linked = (await messages()).filter((m) => m.contact_id === contact.body.id).map((m) => m.message_content);
    expect(linked.sort()).toEqual(['First', 'Second']);
  });

  it('limits how many messages one address sends, for a while', async () => {
    for (let i = 0; i < CONTACT_SEND_LIMIT.max; i++) expect((await call('POST', '/api/contactus', payload(`limit${i}@example.org`), {})).status).toBe(200);
    const refused = await call('POST', '/api/contactus', payload('limit@example.org'), {});
    expect(refused).toEqual({ status: 429, body: { error: { message: say(null, CONTACT_MESSAGES.tooMany(10)) } } });
    expect((await call('POST', '/api/contacts/contact-us', payload('limit@example.org'))).status).toBe(429);
    server.advance(CONTACT_SEND_LIMIT.windowMs + 1);
    expect((await call('POST', '/api/contactus', payload('later@example.org'), {})).status).toBe(200);
  });

  it('shows the key to the app in /appconfig', async () => {
    const config = await call('GET', '/api/appconfig', undefined, {});
    expect((config.body.response as Record<string, string>).crm_api_key).toBe(DEFAULT_CRM_API_KEY);
  });
});
