import type { Kysely } from 'kysely';
import { asAccount } from '../db/account-lock.js';
import type { Db } from '../db/database.js';
import type { Database, PackagesTable, SubscriptionsTable } from '../db/schema.js';
import { newId } from '../lib/secrets.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PackageRow = Omit<PackagesTable, 'customer_id' | 'created_at' | 'active'>;
export type SubscriptionRow = Omit<SubscriptionsTable, 'customer_id'>;

/** A plan as the API shows it. Free plans say so: the price is 0 and `free` is true. */
export function publicPackage(p: PackageRow) {
  return {
    id: p.id,
    package_id: p.id,
    name: p.name,
    description: p.description,
    price: p.price_cents / 100,
    currency: p.currency,
    free: p.price_cents === 0,
    period_days: p.period_days,
    kind: p.kind,
    position: p.position,
  };
}

/** A subscription as the API shows it, with its plan's name and times as ISO strings. */
export function publicSubscription(s: SubscriptionRow, packageName: string, now: number) {
  return {
    id: s.id,
    package_id: s.package_id,
    name: packageName,
    started_at: new Date(s.started_at).toISOString(),
    expires_at: new Date(s.expires_at).toISOString(),
    recurring: s.recurring,
    active: s.started_at <= now && now < s.expires_at,
  };
}

/** Plans per customer and each user's subscriptions to them. SQL only; the rules live in the routes. */
export function createSubscriptionRepository(db: Db, now: () => number = Date.now) {
  const columns = ['id', 'package_id', 'user_id', 'started_at', 'expires_at', 'recurring', 'cancelled_at'] as const;

  return {
    packages(customerId: string): Promise<PackageRow[]> {
      return db
        .selectFrom('packages')
        .select(['id', 'name', 'description', 'price_cents', 'currency', 'period_days', 'kind', 'position'])
        .where('customer_id', '=', customerId)
        .where('active', '=', 1)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async package(customerId: string, id: string): Promise<PackageRow | undefined> {
      return (await this.packages(customerId)).find((p) => p.id === id);
    },

    /** A user's subscriptions, newest first. */
    ofUser(customerId: string, userId: string, on: Kysely<Database> = db): Promise<SubscriptionRow[]> {
      return (
        on
          .selectFrom('subscriptions')
          .select(columns)
          .where('customer_id', '=', customerId)
          .where('user_id', '=', userId)
          .orderBy('started_at', 'desc')
          // A plan replaced in the same millisecond ends as the new one starts: the new one is latest.
          .orderBy('expires_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      );
    },

    /**
     * Starts `plan` for the user, one request at a time per account: refused (`same`) while that
     * plan is active; otherwise the active plans end and the new one starts. `renewed` when the
     * user had this plan before.
     */
    subscribe(customerId: string, userId: string, plan: PackageRow, recurring: boolean) {
      return asAccount(db, userId, async (trx) => {
        const at = now();
        const mine = await this.ofUser(customerId, userId, trx);
        const active = mine.filter((s) => s.started_at <= at && at < s.expires_at);
        const same = active.find((s) => s.package_id === plan.id);
        if (same) return { same } as const;
        for (const other of active) await this.end(customerId, other.id, trx);
        const started = await this.start(customerId, userId, plan, recurring, trx);
        return { started, replaced: active.length, renewed: mine.some((s) => s.package_id === plan.id) } as const;
      });
    },

    async start(customerId: string, userId: string, plan: PackageRow, recurring: boolean, on: Kysely<Database> = db): Promise<SubscriptionRow> {
      const startedAt = now();
      const row: SubscriptionRow = {
        id: newId(),
        user_id: userId,
        package_id: plan.id,
        started_at: startedAt,
        expires_at: startedAt + plan.period_days * DAY_MS,
        recurring: recurring ? 1 : 0,
        cancelled_at: null,
      };
      await on
        .insertInto('subscriptions')
        .values({ ...row, customer_id: customerId })
        .execute();
      return row;
    },

    /** Ends a subscription now (another plan replaces it); its renewal ends with it. */
    async end(customerId: string, id: string, on: Kysely<Database> = db): Promise<void> {
      const at = now();
      await on
        .updateTable('subscriptions')
        .set({ expires_at: at, recurring: 0, cancelled_at: at })
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .execute();
    },

    /** Turns auto-renew on or off; off records when. */
    async setRecurring(customerId: string, id: string, recurring: boolean): Promise<void> {
      await db
        .updateTable('subscriptions')
        .set({ recurring: recurring ? 1 : 0, cancelled_at: recurring ? null : now() })
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .execute();
    },

    /**
     * The account's subscription fields: subscriptionHistory 1 once the user ever
     * subscribed; subscriptions, the active ones; recurring, whether the latest one renews.
     */
    async summary(customerId: string, userId: string) {
      const [all, plans] = await Promise.all([
        this.ofUser(customerId, userId),
        db.selectFrom('packages').select(['id', 'name']).where('customer_id', '=', customerId).execute(),
      ]);
      const at = now();
      const nameOf = (id: string) => plans.find((p) => p.id === id)?.name ?? id;
      return {
        subscriptionHistory: all.length > 0 ? 1 : 0,
        subscriptions: all.filter((s) => s.started_at <= at && at < s.expires_at).map((s) => publicSubscription(s, nameOf(s.package_id), at)),
        recurring: all[0]?.recurring ?? 0,
      };
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
