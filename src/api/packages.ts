import type * as v from 'valibot';
import { PackagesAnswer, SubscriptionChangeAnswer, SubscriptionsAnswer, type Package, type SubscriptionSchema } from '../../contract/answers';
import type { OwnSubscription } from '../lib/subscriptions';
import { apiRequest } from './client';
import { parser } from './schemas';

export type { Package };
export type Subscription = v.InferOutput<typeof SubscriptionSchema> & OwnSubscription;

export const parsePackages = parser(PackagesAnswer);
export const parseSubscriptions = parser(SubscriptionsAnswer);
export const parseSubscriptionAnswer = parser(SubscriptionChangeAnswer);

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
