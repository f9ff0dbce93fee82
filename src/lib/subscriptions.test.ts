import { describe, expect, it } from 'vitest';
import { planAction, planDate, subscriptionPrompt, type OwnSubscription } from './subscriptions';

const never = { subscriptionHistory: 0, subscriptions: [], recurring: 0 };
const active = { subscriptionHistory: 1, subscriptions: [{ package_id: 'free' }], recurring: 1 };
const endedRenewing = { subscriptionHistory: 1, subscriptions: [], recurring: 1 };
const endedCancelled = { subscriptionHistory: 1, subscriptions: [], recurring: 0 };

describe('subscriptionPrompt', () => {
  it('follows the spec without a restriction package', () => {
    expect(subscriptionPrompt(never, '')).toBe('add_subscription');
    expect(subscriptionPrompt(endedRenewing, '')).toBe('renew_subscription');
    expect(subscriptionPrompt(endedCancelled, '')).toBeNull();
    expect(subscriptionPrompt(active, '')).toBeNull();
    expect(subscriptionPrompt({ ...active, recurring: 0 }, undefined)).toBeNull();
  });

  it('restricts everyone without an active subscription when a restriction package is set', () => {
    for (const account of [never, endedRenewing, endedCancelled]) expect(subscriptionPrompt(account, 'free')).toBe('restricted');
    expect(subscriptionPrompt(active, 'free')).toBeNull();
    expect(subscriptionPrompt(never, '  ')).toBe('add_subscription');
  });
});

describe('planAction', () => {
  const sub = (package_id: string, isActive: boolean): OwnSubscription => ({
    id: package_id,
    package_id,
    active: isActive,
    recurring: 1,
    expires_at: '2027-03-01T12:00:00.000Z',
  });
  it('names the current plan, the plan to renew, and the others', () => {
    expect(planAction('free', [])).toBe('subscribe');
    expect(planAction('free', [sub('free', true)])).toBe('current');
    expect(planAction('supporter', [sub('free', true)])).toBe('subscribe');
    expect(planAction('free', [sub('free', false)])).toBe('renew');
    expect(planAction('supporter', [sub('free', false), sub('supporter', false)])).toBe('subscribe');
    expect(planAction('free', [sub('supporter', true), sub('free', false)])).toBe('subscribe');
  });
});

describe('planDate', () => {
  it('reads an ISO time as a day people know', () => {
    expect(planDate('2027-03-01T12:00:00.000Z')).toBe('March 1, 2027');
    expect(planDate('soon')).toBe('');
  });
});
