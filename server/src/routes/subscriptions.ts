import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountService } from '../accounts/service.js';
import { requireUser } from '../accounts/session.js';
import { badRequest, notFound } from '../lib/errors.js';
import { publicPackage, publicSubscription, type SubscriptionRepository } from '../repositories/subscriptions.js';
import { noStoreUnlessSet } from '../http.js';
import { words, type ServerLocale } from '../i18n/words.js';

export const SUBSCRIPTION_MESSAGES = {
  missing: /*i18n*/ 'Please choose a plan: package_id is required.',
  unknownPlan: /*i18n*/ 'This plan is not available.',
  unknownSubscription: /*i18n*/ 'We could not find this subscription on your account.',
  renewOff: /*i18n*/ 'Auto-renew is off. Your plan stays active until it ends.',
  renewOn: /*i18n*/ 'Auto-renew is on. We will offer to renew your plan when it ends.',
  notLatest: /*i18n*/ 'Only your latest plan can renew. Choose a plan on the Packages page instead.',
} as const;

/** "March 12, 2027": the day a plan ends, as people read it (UTC, so every server says the same). */
export function planDate(ms: number, locale: ServerLocale | null = null): string {
  const intl = !locale || locale === 'en' || locale === 'pseudo' ? 'en-US' : locale;
  return new Date(ms).toLocaleDateString(intl, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

const PlanId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const Flag = Type.Union([Type.Literal(0), Type.Literal(1), Type.Boolean()]);
const SubscribeBody = Type.Object({ package_id: Type.Optional(PlanId), recurring: Type.Optional(Flag) }, { additionalProperties: false });
const SubscriptionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 36, pattern: '^[A-Za-z0-9-]+$' }) }, { additionalProperties: false });
const RecurringBody = Type.Object({ recurring: Flag }, { additionalProperties: false });

const isOn = (flag: Static<typeof Flag> | undefined, fallback: boolean) => (flag === undefined ? fallback : flag === 1 || flag === true);

/**
 * Plans and subscriptions. GET /packages is public. POST /subscriptions starts a plan for the
 * signed-in user: the same plan while it is still active is refused (400, saying until when);
 * another plan replaces the active one at once; an ended plan starts a new period (renewal).
 * Auto-renew is turned off with POST /subscriptions/{id}/cancel or PATCH {recurring: 0}; the plan
 * stays active until it ends. Nothing is ever charged: every plan is free.
 */
export function subscriptionRoutes(app: FastifyInstance, deps: { accounts: AccountService; subscriptions: SubscriptionRepository; now: () => number }): void {
  const { accounts, subscriptions, now } = deps;
  // Everything here is private except the list of plans.
  app.addHook('onSend', noStoreUnlessSet);
  const userOf = async (request: FastifyRequest) => (await requireUser(request, accounts.tokens, accounts.users)).user;

  app.get('/packages', async (request, reply) => {
    // Plans are edited in the studio: viewers have a change within 5 s, as with the schedules.
    reply.header('cache-control', 'public, max-age=5');
    // The plans depend on the customer (and a kids profile hides the gift link).
    reply.header('vary', 'customerid, profileid');
    const items = (await subscriptions.packages(request.customerId)).map(publicPackage);
    return { items, count: items.length };
  });

  /** The signed-in user's subscriptions, newest first, each saying whether it is active. */
  app.get('/subscriptions', async (request) => {
    const user = await userOf(request);
    const [mine, plans] = await Promise.all([subscriptions.ofUser(request.customerId, user.id), subscriptions.packages(request.customerId)]);
    const at = now();
    const items = mine.map((s) => publicSubscription(s, plans.find((p) => p.id === s.package_id)?.name ?? s.package_id, at));
    return { items, count: items.length };
  });

  app.post<{ Body: Static<typeof SubscribeBody> }>('/subscriptions', { schema: { body: SubscribeBody } }, async (request) => {
    const user = await userOf(request);
    const packageId = request.body.package_id;
    if (!packageId) throw badRequest(SUBSCRIPTION_MESSAGES.missing);
    const plan = await subscriptions.package(request.customerId, packageId);
    if (!plan) throw notFound(SUBSCRIPTION_MESSAGES.unknownPlan);
    const outcome = await subscriptions.subscribe(request.customerId, user.id, plan, isOn(request.body.recurring, true));
    if (outcome.same) {
      const expires = outcome.same.expires_at;
      throw badRequest(words(/*i18n*/ 'You already have {plan} until {date}.', { plan: plan.name, date: (locale) => planDate(expires, locale) }));
    }
    const { started, replaced, renewed } = outcome;
    const values = { plan: plan.name, date: (locale: ServerLocale) => planDate(started.expires_at, locale) };
    const message =
      replaced > 0
        ? words(/*i18n*/ 'You have switched to {plan}. It runs until {date}.', values)
        : renewed
          ? words(/*i18n*/ 'Your {plan} plan is renewed until {date}.', values)
          : words(/*i18n*/ 'Welcome to {plan}! Your free plan runs until {date}.', values);
    return { message, subscription: publicSubscription(started, plan.name, now()) };
  });

  const setRecurring = async (request: FastifyRequest<{ Params: Static<typeof SubscriptionParams> }>, recurring: boolean) => {
    const user = await userOf(request);
    const mine = await subscriptions.ofUser(request.customerId, user.id);
    const subscription = mine.find((s) => s.id === request.params.id);
    if (!subscription) throw notFound(SUBSCRIPTION_MESSAGES.unknownSubscription);
    if (recurring && subscription !== mine[0]) throw badRequest(SUBSCRIPTION_MESSAGES.notLatest);
    if ((subscription.recurring === 1) !== recurring) await subscriptions.setRecurring(request.customerId, subscription.id, recurring);
    const plan = await subscriptions.package(request.customerId, subscription.package_id);
    const updated = { ...subscription, recurring: recurring ? 1 : 0 };
    return {
      message: recurring ? SUBSCRIPTION_MESSAGES.renewOn : SUBSCRIPTION_MESSAGES.renewOff,
      subscription: publicSubscription(updated, plan?.name ?? subscription.package_id, now()),
    };
  };

  app.post<{ Params: Static<typeof SubscriptionParams> }>('/subscriptions/:id/cancel', { schema: { params: SubscriptionParams } }, async (request) =>
    setRecurring(request, false),
  );

  app.patch<{ Params: Static<typeof SubscriptionParams>; Body: Static<typeof RecurringBody> }>(
    '/subscriptions/:id',
    { schema: { params: SubscriptionParams, body: RecurringBody } },
    async (request) => setRecurring(request, isOn(request.body.recurring, true)),
  );
}
