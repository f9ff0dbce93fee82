import * as z from 'zod/mini';
import type { OwnSubscription } from '../lib/subscriptions';
import { parseWith } from './auth-schemas';
import { apiRequest } from './client';

const text = z._default(z.string(), '');

const PackageSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  description: text,
  price: z._default(z.number(), 0),
  currency: z._default(z.string(), 'USD'),
  free: z._default(z.boolean(), true),
  period_days: z._default(z.number(), 365),
  kind: z._default(z.string(), 'free'),
});
export type Package = z.infer<typeof PackageSchema>;

const SubscriptionSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  package_id: z.string(),
  name: text,
  started_at: text,
  expires_at: text,
  recurring: z._default(z.number(), 0),
  active: z._default(z.boolean(), false),
});
export type Subscription = z.infer<typeof SubscriptionSchema> & OwnSubscription;

export const parsePackages = parseWith(z.looseObject({ items: z.array(PackageSchema) }));
export const parseSubscriptions = parseWith(z.looseObject({ items: z.array(SubscriptionSchema) }));
export const parseSubscriptionAnswer = parseWith(z.looseObject({ message: text, subscription: SubscriptionSchema }));

/** GET /packages: the plans, in order (public). */
export async function getPackages(signal?: AbortSignal): Promise<Package[]> {
  return (await apiRequest('/packages', { signal, parse: parsePackages })).items;
}

/** GET /subscriptions: the signed-in viewer's subscriptions, newest first. */
export async function getMySubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  return (await apiRequest('/subscriptions', { signal, auth: 'user', parse: parseSubscriptions })).items;
}

/** POST /subscriptions: starts (or renews, or switches to) a plan; answers the server's message. */
export async function subscribe(packageId: string): Promise<string> {
  const answer = await apiRequest('/subscriptions', {
    method: 'POST',
    auth: 'user',
    body: { package_id: packageId, recurring: 1 },
    parse: parseSubscriptionAnswer,
  });
  return answer.message;
}

/** POST /subscriptions/{id}/cancel: auto-renew off, the plan runs to its end. */
export async function cancelRenewal(subscriptionId: string): Promise<string> {
  const answer = await apiRequest(`/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, {
    method: 'POST',
    auth: 'user',
    body: {},
    parse: parseSubscriptionAnswer,
  });
  return answer.message;
}
