import * as v from 'valibot';
import type { OwnSubscription } from '../lib/subscriptions';
import { parseWith } from './auth-schemas';
import { apiRequest } from './client';

const text = v.optional(v.string(), '');

const PackageSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  description: text,
  price: v.optional(v.number(), 0),
  currency: v.optional(v.string(), 'USD'),
  free: v.optional(v.boolean(), true),
  period_days: v.optional(v.number(), 365),
  kind: v.optional(v.string(), 'free'),
});
export type Package = v.InferOutput<typeof PackageSchema>;

const SubscriptionSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  package_id: v.string(),
  name: text,
  started_at: text,
  expires_at: text,
  recurring: v.optional(v.number(), 0),
  active: v.optional(v.boolean(), false),
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema> & OwnSubscription;

export const parsePackages = parseWith(v.looseObject({ items: v.array(PackageSchema) }));
export const parseSubscriptions = parseWith(v.looseObject({ items: v.array(SubscriptionSchema) }));
export const parseSubscriptionAnswer = parseWith(v.looseObject({ message: text, subscription: SubscriptionSchema }));

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
