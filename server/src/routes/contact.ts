import { timingSafeEqual } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../lib/errors.js';
import { memoryCounters, minutesFrom, RateLimiter, scaledLimit, type Limit, type RateCounters } from '../lib/rate-limit.js';
import { newId } from '../lib/secrets.js';
import { isEmail } from '../lib/validation.js';
import type { Contact, ContactRepository } from '../repositories/contacts.js';
import { ContactPayloadSchema, NewContactSchema, type ContactPayload, type NewContact } from '../../../contract/requests.js';
import { jsonSchemaOf } from '../schemas/json-schema.js';
import { EMAIL_MAX } from '../../../contract/limits.js';
import { CONTACT_PHONE_PATTERN, FIELD_MESSAGES } from '../../../contract/validation.js';
import { noStore } from '../http.js';
import { words } from '../i18n/words.js';

export { CONTACT_PHONE_PATTERN };

/** Messages sent, per address: more than a person writes, too few to flood the table. */
export const CONTACT_SEND_LIMIT: Limit = { max: 10, windowMs: 10 * 60 * 1000 };
/** Gateway look-ups and creations, per address (each send makes at most two). */
export const CONTACT_LOOKUP_LIMIT: Limit = { max: 60, windowMs: 10 * 60 * 1000 };

export const CONTACT_MESSAGES = {
  sent: /*i18n*/ 'Your message has been successfully sent.',
  ...FIELD_MESSAGES,
  missingKey: 'The x-api-key header is required.',
  wrongKey: 'The x-api-key header is not a valid key.',
  unknownContact: 'No contact has this e-mail.',
  unknownMessage: 'No contact-us message has this id.',
  unknownContactId: 'No contact has this id.',
  tooMany: (minutes: number) =>
    words(
      /*i18n*/ '{minutes, plural, one {Too many messages from this address. Please try again in # minute.} other {Too many messages from this address. Please try again in # minutes.}}',
      { minutes },
    ),
} as const;

const text = (max: number) => Type.String({ maxLength: max });

/** The Contact payload (contract/requests.ts) bounds its lengths; the spec's rules (and messages) are in checkContactPayload. */
const ContactBody = jsonSchemaOf(ContactPayloadSchema);
const CreateBody = jsonSchemaOf(NewContactSchema);
const AssociationBody = Type.Object(
  {
    contact_us_id: Type.String({ minLength: 1, maxLength: 36 }),
    contact_id: Type.String({ minLength: 1, maxLength: 36 }),
  },
  { additionalProperties: false },
);
const FindParams = Type.Object({ email: text(EMAIL_MAX) }, { additionalProperties: false });
const FindQuery = Type.Object({ idProperty: Type.Optional(Type.Literal('email')) }, { additionalProperties: false });

/** The spec's contact rules, all fields required: first and last name, message, e-mail, phone. */
function checkPerson(p: { email: string; first: string; last: string; phone: string; message?: string }): void {
  if (!p.first.trim() || !p.last.trim() || (p.message !== undefined && !p.message.trim())) throw badRequest(CONTACT_MESSAGES.invalidData);
  if (!isEmail(p.email)) throw badRequest(CONTACT_MESSAGES.invalidEmail);
  if (!CONTACT_PHONE_PATTERN.test(p.phone.trim())) throw badRequest(CONTACT_MESSAGES.invalidPhone);
}

function checkContactPayload(body: ContactPayload): void {
  checkPerson({ email: body.email, first: body.first_name, last: body.last_name, phone: body.phone_number, message: body.message_content });
}

/** Constant-time comparison of the x-api-key header with the configured key. */
function keyMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What the gateway answers about a contact: its id, all the app needs to go on. The key is in
 * every browser, so it must never read back a person's stored name, phone or
 * country, whether by `find` or by `create` with an e-mail already known.
 */
export interface ContactReference {
  id: string;
}
const referenceTo = (contact: Contact): ContactReference => ({ id: contact.id });

export interface ContactRouteOptions {
  contacts: ContactRepository;
  /** CRM_API_KEY: what `x-api-key` must carry on /contacts/... */
  apiKey: string;
  now: () => number;
  limitFactor?: number;
  /** Where attempts are counted (shared between processes with REDIS_URL); by default in this process. */
  counters?: RateCounters;
}

/**
 * The contact form. The CRM gateway (`/contacts/find/{email}`, `/contacts/create`,
 * `/contacts/contact-us`, `/contacts/association`, each with `x-api-key`), and `/contactus`, the
 * spec's call table entry, doing the same flow in one request.
 */
export function contactRoutes(app: FastifyInstance, options: ContactRouteOptions): void {
  const { contacts, now } = options;
  const limiter = options.counters ?? memoryCounters(new RateLimiter(now));
  const scaled = (limit: Limit): Limit => scaledLimit(limit, options.limitFactor);
  const sendLimit = scaled(CONTACT_SEND_LIMIT);
  const lookupLimit = scaled(CONTACT_LOOKUP_LIMIT);

  async function count(request: FastifyRequest, kind: 'send' | 'lookup'): Promise<void> {
    const key = `contact-${kind}|${request.ip}`;
    const limit = kind === 'send' ? sendLimit : lookupLimit;
    const wait = await limiter.take(key, limit);
    if (wait > 0) throw tooManyRequests(CONTACT_MESSAGES.tooMany(minutesFrom(wait)), wait);
  }

  app.addHook('onSend', noStore);

  const messageRow = (body: ContactPayload) => ({
    id: newId(),
    interaction_type: body.interaction_type.trim(),
    user_interaction_name: body.user_interaction_name.trim(),
    email: body.email.trim(),
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    phone_number: body.phone_number.trim(),
    message_content: body.message_content.trim(),
    country: body.country.trim(),
    created_at: now(),
  });

  // The gateway: every call needs the api key.
  void app.register(async (crm) => {
    crm.addHook('onRequest', async (request) => {
      const given = request.headers['x-api-key'];
      if (typeof given !== 'string' || given === '') throw unauthorized(CONTACT_MESSAGES.missingKey);
      if (!keyMatches(given, options.apiKey)) throw unauthorized(CONTACT_MESSAGES.wrongKey);
    });

    crm.get<{ Params: Static<typeof FindParams>; Querystring: Static<typeof FindQuery> }>(
      '/contacts/find/:email',
      { schema: { params: FindParams, querystring: FindQuery } },
      async (request): Promise<ContactReference> => {
        await count(request, 'lookup');
        const contact = await contacts.findByEmail(request.customerId, request.params.email);
        if (!contact) throw notFound(CONTACT_MESSAGES.unknownContact);
        return referenceTo(contact);
      },
    );

    crm.post<{ Body: NewContact }>('/contacts/create', { schema: { body: CreateBody } }, async (request): Promise<ContactReference> => {
      const body = request.body;
      checkPerson({ email: body.email, first: body.firstname, last: body.lastname, phone: body.phone });
      await count(request, 'lookup');
      const { contact } = await contacts.create(request.customerId, {
        id: newId(),
        email: body.email.trim(),
        firstname: body.firstname.trim(),
        lastname: body.lastname.trim(),
        phone: body.phone.trim(),
        country: body.country.trim(),
        created_at: now(),
      });
      return referenceTo(contact);
    });

    crm.post<{ Body: ContactPayload }>('/contacts/contact-us', { schema: { body: ContactBody } }, async (request) => {
      checkContactPayload(request.body);
      await count(request, 'send');
      const row = messageRow(request.body);
      await contacts.addMessage(request.customerId, row);
      return { id: row.id };
    });

    crm.put<{ Body: Static<typeof AssociationBody> }>('/contacts/association', { schema: { body: AssociationBody } }, async (request) => {
      const { contact_us_id, contact_id } = request.body;
      await count(request, 'lookup');
      if (!(await contacts.findById(request.customerId, contact_id))) throw notFound(CONTACT_MESSAGES.unknownContactId);
      if (!(await contacts.associate(request.customerId, contact_us_id, contact_id))) throw notFound(CONTACT_MESSAGES.unknownMessage);
      return { contact_us_id, contact_id };
    });
  });

  // The call table: the whole flow in one request, no key (it never leaves the server).
  app.post<{ Body: ContactPayload }>('/contactus', { schema: { body: ContactBody } }, async (request) => {
    const body = request.body;
    checkContactPayload(body);
    await count(request, 'send');
    const row = messageRow(body);
    const contact = await contacts.createWithMessage(
      request.customerId,
      {
        id: newId(),
        email: body.email.trim(),
        firstname: body.first_name.trim(),
        lastname: body.last_name.trim(),
        phone: body.phone_number.trim(),
        country: body.country.trim(),
        created_at: now(),
      },
      row,
    );
    return { message: CONTACT_MESSAGES.sent, id: row.id, contact_id: contact.id };
  });
}
