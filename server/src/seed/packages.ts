import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PlanKind } from '../../../contract/studio-site.js';

/**
 * The plans a customer offers. Lumen is free and supported by gifts, so every plan costs nothing
 * in the app: the Supporter plan only says "I want to help", and points to the donation site for
 * gifts (made there, never here). A plan lasts `period_days`; renewing starts a new period.
 */
export interface PackageSeed {
  /** The id within the customer, e.g. 'free'. */
  id: string;
  name: string;
  description: string;
  price_cents: number;
  currency: string;
  period_days: number;
  /** 'free': the plain plan; 'supporter': also free, and shows the way to the donation site. */
  kind: PlanKind;
}

export const DEFAULT_PACKAGES: readonly PackageSeed[] = [
  {
    id: 'free',
    name: 'Lumen Free',
    description: 'Every show, episode and live channel, on all your devices, with profiles for the whole family. Free, renewed once a year.',
    price_cents: 0,
    currency: 'USD',
    period_days: 365,
    kind: 'free',
  },
  {
    id: 'supporter',
    name: 'Lumen Supporter',
    description:
      'Everything in Lumen Free, for viewers who want to keep Lumen on the air. Also free here: gifts are made on our donation site, whenever you wish.',
    price_cents: 0,
    currency: 'USD',
    period_days: 365,
    kind: 'supporter',
  },
];

/** The package rows of a customer, in display order. */
export function packageRows(customerId: string, createdAt: number, packages: readonly PackageSeed[] = DEFAULT_PACKAGES) {
  return packages.map((p, position) => ({ customer_id: customerId, position, created_at: createdAt, active: 1, ...p }));
}

/** Writes a customer's plans (inside the seeding transaction). */
export async function writePackages(db: Kysely<Database>, customerId: string, createdAt: number = Date.now()): Promise<void> {
  await db.insertInto('packages').values(packageRows(customerId, createdAt)).execute();
}
