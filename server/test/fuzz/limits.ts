/**
 * The rate-limited calls, each with a request that counts against its limit: at the normal limits
 * (RATE_LIMIT_FACTOR 1), the attempt after `max` must answer 429, and nothing may answer 5xx.
 */
import type { InjectOptions } from 'fastify';
import { digest } from '../accounts.js';
import { CUSTOMER } from '../helper.js';
import type { World } from './world.js';

export interface LimitedRoute {
  method: 'POST' | 'GET' | 'PUT';
  url: string;
  /** Which of the route's limits, when it has several. */
  what?: string;
  /** Attempts allowed in the window at factor 1; the next one is refused with 429. */
  max: number;
  /** The i-th counted attempt. */
  request: (w: World, i: number) => InjectOptions;
}

const post = (url: string, payload: object, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url,
  headers: { customerid: CUSTOMER, 'content-type': 'application/json', ...headers },
  payload: JSON.stringify(payload),
});
const user = (w: World) => ({ authorization: `Bearer ${w.people.A.token}` });
const contactPayload = (i: number) => ({
  interaction_type: 'contact',
  user_interaction_name: 'Rita Limit',
  email: `rita${i}@example.org`,
  first_name: 'Rita',
  last_name: 'Limit',
  phone_number: '+12 3456 7890',
  message_content: 'Hello',
  country: 'USA',
});

export const LIMITED_ROUTES: readonly LimitedRoute[] = [
  // Sign-in failures per address (30 in 15 minutes); each is a wrong password for an unknown account.
  { method: 'POST', url: '/api/login', max: 30, request: (_w, i) => post('/api/login', { username: `nobody${i}@example.org`, password: digest('wrong') }) },
  // Sign-in failures per account (5 in 15 minutes).
  {
    method: 'POST',
    url: '/api/login',
    what: 'per account',
    max: 5,
    request: (w) => post('/api/login', { username: w.people.A.email, password: digest('wrong') }),
  },
  // Sign-ups per address (10 an hour).
  {
    method: 'POST',
    url: '/api/register',
    max: 10,
    request: (_w, i) => post('/api/register', { first_name: 'Rita', email_address: `rita-signup-${i}@example.org`, password: digest(`pw ${i}`) }),
  },
  // Reset requests per address (20 an hour).
  { method: 'POST', url: '/api/reset', max: 20, request: (_w, i) => post('/api/reset', { email: `reset${i}@example.org` }) },
  // Verification e-mails per address (5 an hour), and per address (20 an hour, as resets).
  {
    method: 'POST',
    url: '/api/trigger-email-verification',
    max: 5,
    request: () => post('/api/trigger-email-verification', { email_address: 'resend@example.org' }),
  },
  {
    method: 'POST',
    url: '/api/trigger-email-verification',
    what: 'per address',
    max: 20,
    request: (_w, i) => post('/api/trigger-email-verification', { email_address: `resend${i}@example.org` }),
  },
  // A new SMS code no sooner than 60 s after the last one: asked sooner, the answer is the one an
  // unknown number gets and nothing is sent (issue 23), so it is no 429; routes/accounts.test.ts
  // counts the SMS instead.
  // Code checks per address (30 in 15 minutes).
  { method: 'POST', url: '/api/confirm-mobile', max: 30, request: () => post('/api/confirm-mobile', { telephone: '+1 555 000 0000', code: '123456' }) },
  {
    method: 'POST',
    url: '/api/update-password-mobile',
    max: 30,
    request: () => post('/api/update-password-mobile', { code: '123456', token: 'no-such-session', password: digest('x') }),
  },
  // Wrong passwords at the kids lock per person (5 in 15 minutes).
  {
    method: 'POST',
    url: '/api/profiles/verify-password',
    max: 5,
    request: (w) => post('/api/profiles/verify-password', { password: digest('wrong') }, user(w)),
  },
  // Feedback per person (20 an hour).
  { method: 'POST', url: '/api/feedback', max: 20, request: (w, i) => post('/api/feedback', { message: `Feedback ${i}` }, user(w)) },
  // Analytics events per address (30 a minute).
  { method: 'POST', url: '/api/analytics/events', max: 30, request: (_w, i) => post('/api/analytics/events', { event: 'search', value: `key ${i}` }) },
  // Contact messages per address (10 in 10 minutes), and CRM look-ups (60).
  { method: 'POST', url: '/api/contactus', max: 10, request: (_w, i) => post('/api/contactus', contactPayload(i)) },
  {
    method: 'POST',
    url: '/api/contacts/contact-us',
    max: 10,
    request: (w, i) => post('/api/contacts/contact-us', contactPayload(i), { 'x-api-key': w.crmApiKey }),
  },
  {
    method: 'POST',
    url: '/api/contacts/create',
    max: 60,
    request: (w, i) =>
      post(
        '/api/contacts/create',
        { email: `c${i}@example.org`, firstname: 'C', lastname: 'L', phone: '+12 3456 7890', country: 'USA' },
        { 'x-api-key': w.crmApiKey },
      ),
  },
  {
    method: 'GET',
    url: '/api/contacts/find/:email',
    max: 60,
    request: (w, i) => ({ method: 'GET', url: `/api/contacts/find/f${i}%40example.org`, headers: { customerid: CUSTOMER, 'x-api-key': w.crmApiKey } }),
  },
  // TV pairings per address (20 in 10 minutes), wrong user codes per person (10 in 15 minutes).
  {
    method: 'POST',
    url: '/api/device/code',
    max: 20,
    request: (w) => ({ method: 'POST', url: '/api/device/code', headers: { customerid: CUSTOMER, authorization: `Bearer ${w.appToken}` } }),
  },
  { method: 'POST', url: '/api/device/approve', max: 10, request: (w) => post('/api/device/approve', { user_code: 'BCDF-GHJK' }, user(w)) },
];
