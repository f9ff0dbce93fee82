/**
 * The subscription rules, as pure functions. Every Lumen plan is free: these
 * decide which (honest) prompt a viewer sees after signing in, and what each plan's button says.
 */
import { formatDate } from '../i18n/format';

export type SubscriptionPromptKind = 'add_subscription' | 'renew_subscription' | 'restricted';

/** The account fields the rules read (GET /account). */
export interface SubscriptionStatus {
  subscriptionHistory: number;
  /** The active subscriptions. */
  subscriptions: ReadonlyArray<{ package_id: string }>;
  /** 1 when the latest subscription renews. */
  recurring: number;
}

/**
 * Which popup to show after sign-in: with a restriction package configured, a viewer without an
 * active subscription gets the restricted popup (and is sent to /packages); otherwise never
 * subscribed gives add_subscription; subscribed before, nothing active and renewing gives
 * renew_subscription; anything else, none.
 */
export function subscriptionPrompt(account: SubscriptionStatus, restrictionPackage: string | null | undefined): SubscriptionPromptKind | null {
  const active = account.subscriptions.length > 0;
  if ((restrictionPackage ?? '').trim() !== '' && !active) return 'restricted';
  if (account.subscriptionHistory === 0) return 'add_subscription';
  if (account.subscriptionHistory === 1 && !active && account.recurring === 1) return 'renew_subscription';
  return null;
}

/** One of the viewer's subscriptions, newest first (GET /subscriptions). */
export interface OwnSubscription {
  id: string;
  package_id: string;
  active: boolean;
  recurring: number;
  /** null: a plan without an end. */
  expires_at: string | null;
}

export type PlanAction = 'current' | 'renew' | 'subscribe';

/** A plan's button: the plan running now, the plan that ended most recently (renew), or any other. */
export function planAction(packageId: string, mine: readonly OwnSubscription[]): PlanAction {
  if (mine.some((s) => s.active && s.package_id === packageId)) return 'current';
  if (!mine.some((s) => s.active) && mine[0]?.package_id === packageId) return 'renew';
  return 'subscribe';
}

/** "March 12, 2027" from an ISO time, or '' when it is not one. */
export function planDate(iso: string | null): string {
  const time = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return '';
  return formatDate(time, { timeZone: 'UTC' });
}
