import { formatPrice } from '../../i18n/format';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../api/client';
import { getAccount } from '../../api/get-account';
import { cancelRenewal, getMySubscriptions, getPackages, subscribe, type Package, type Subscription } from '../../api/packages';
import { useLoad } from '../../api/use-load';
import { DonateLink } from '../../components/DonateLink';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { rememberPendingPath } from '../../lib/pending-path';
import { planAction, planDate } from '../../lib/subscriptions';
import { useConfig } from '../../stores/config';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import './packages.css';

export const SIGN_IN_FOR_PLANS = msg`Please sign in to choose a plan.`;
const NO_RESULTS = msg`No Results Found`;

/** How often a plan renews, as a whole phrase: every year, every month, every N days. */
function renewalText(days: number, i18n: I18n): string {
  if (days === 365) return i18n._(msg`renewed every year`);
  if (days === 30) return i18n._(msg`renewed every month`);
  return i18n._(msg`${plural(days, { one: 'renewed every # day', other: 'renewed every # days' })}`);
}

/** A plan's price as it is: free, or the amount (no plan costs anything today). */
function priceText(plan: Package, i18n: I18n): string {
  if (plan.free || plan.price === 0) return i18n._(msg`Free`);
  return formatPrice(plan.price, plan.currency);
}

interface PlanCardProps {
  plan: Package;
  mine: readonly Subscription[];
  busy: boolean;
  donationUrl: string | null;
  onSubscribe: (plan: Package) => void;
  onCancelRenewal: (subscription: Subscription) => void;
}

function PlanCard({ plan, mine, busy, donationUrl, onSubscribe, onCancelRenewal }: PlanCardProps) {
  const notify = useUi((s) => s.notify);
  const { t, i18n } = useLingui();
  const action = planAction(plan.id, mine);
  const current = action === 'current' ? mine.find((s) => s.active && s.package_id === plan.id) : undefined;
  const label = action === 'current' ? t`Current plan` : action === 'renew' ? t`Renew` : t`Subscribe`;
  const name = plan.name;
  const press = () => {
    if (current) {
      const until = planDate(current.expires_at);
      notify(t`${name} is your plan until ${until}.`);
    } else onSubscribe(plan);
  };
  return (
    <li className={`plan${current ? ' plan-current' : ''}`} aria-label={plan.name}>
      <h2 className="plan-name">{plan.name}</h2>
      <p className="plan-price">
        <strong>{priceText(plan, i18n)}</strong> <span>· {renewalText(plan.period_days, i18n)}</span>
      </p>
      <p className="plan-description">{plan.description}</p>
      {current && <ActiveLine subscription={current} />}
      {action === 'renew' && <p className="plan-status">{t`Your plan has ended. Renew it for free.`}</p>}
      <FocusSection focusKey={`plan:${plan.id}`} className="plan-actions">
        <FocusButton
          focusKey={`plan:${plan.id}:main`}
          className={`button${current ? '' : ' button-primary'}`}
          aria-pressed={current ? true : undefined}
          aria-busy={busy || undefined}
          onPress={press}
        >
          {label}
        </FocusButton>
        {current && current.recurring === 1 && (
          <FocusButton focusKey={`plan:${plan.id}:renew-off`} className="button" onPress={() => onCancelRenewal(current)}>
            {t`Turn off auto-renew`}
          </FocusButton>
        )}
        {plan.kind === 'supporter' && donationUrl && (
          <DonateLink focusKey={`plan:${plan.id}:give`} to={donationUrl} className="button">
            {t`Give a gift`}
          </DonateLink>
        )}
      </FocusSection>
    </li>
  );
}

/** The current plan's line: until when, and whether it renews by itself. */
function ActiveLine({ subscription }: { subscription: Subscription }) {
  const { t } = useLingui();
  const until = planDate(subscription.expires_at);
  return (
    <p className="plan-status" role="status">
      {subscription.recurring === 1 ? t`Active until ${until} · auto-renew on` : t`Active until ${until} · auto-renew off`}
    </p>
  );
}

/** /packages: the plans, each with Subscribe, Renew or Current plan; all free, gifts on the donation site. */
export function PackagesPage() {
  const loggedIn = useSession((s) => s.loggedIn);
  const { t, i18n } = useLingui();
  const kids = useSession((s) => s.profileType === 'KIDS');
  const donationUrl = useConfig((s) => s.values.donation_url) || null;
  const restricted = useConfig((s) => (s.values.restriction_package ?? '').trim() !== '');
  const openLogin = useUi((s) => s.openLogin);
  const notify = useUi((s) => s.notify);
  const [reload, setReload] = useState(0);
  const [busy, setBusy] = useState(false);

  const plans = useLoad((signal) => getPackages(signal), [reload], t`The plans could not be loaded. Please try again.`);
  const mine = useLoad((signal) => (loggedIn ? getMySubscriptions(signal) : Promise.resolve([])), [loggedIn, reload], t`Your plan could not be loaded.`);
  const subscriptions = mine.kind === 'ready' ? mine.value : [];

  // The account (and with it the subscription popup rules) reads the new state after a change.
  const refresh = useCallback(() => {
    setReload((n) => n + 1);
    const token = useSession.getState().userToken?.value;
    if (token) getAccount(token, { force: true }).catch(() => undefined);
  }, []);
  useEffect(() => setBusy(false), [loggedIn]);

  // Buttons stay enabled while a change is on its way (a disabled button would drop the remote's
  // focus); a second press in the meantime is ignored.
  const run = async (work: () => Promise<string>, then?: () => void) => {
    if (busy) return;
    setBusy(true);
    try {
      notify(await work());
      refresh();
      then?.();
    } catch (error) {
      notify(messageOf(error, t`That did not work. Please try again.`), 'error');
    } finally {
      setBusy(false);
    }
  };
  const onSubscribe = (plan: Package) => {
    if (!loggedIn) {
      rememberPendingPath('/packages');
      return openLogin(i18n._(SIGN_IN_FOR_PLANS));
    }
    void run(() => subscribe(plan.id));
  };
  // The auto-renew button goes once renewal is off: focus moves to the plan's own button.
  const onCancelRenewal = (subscription: Subscription) =>
    void run(
      () => cancelRenewal(subscription.id),
      () => focusWhenReady(`plan:${subscription.package_id}:main`),
    );

  let body;
  if (plans.kind === 'loading') {
    body = (
      <p className="page-text" role="status">
        {t`Loading…`}
      </p>
    );
  } else if (plans.kind === 'error') {
    body = (
      <div role="alert">
        <p className="page-text">{plans.message}</p>
        <FocusButton focusKey="packages:retry" className="button button-primary" onPress={() => setReload((n) => n + 1)}>
          {t`Retry`}
        </FocusButton>
      </div>
    );
  } else if (plans.value.length === 0) {
    body = <p className="page-text">{i18n._(NO_RESULTS)}</p>;
  } else {
    body = (
      <ul className="plans" aria-label={t`Plans`}>
        {plans.value.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            mine={subscriptions}
            busy={busy}
            donationUrl={kids ? null : donationUrl}
            onSubscribe={onSubscribe}
            onCancelRenewal={onCancelRenewal}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="page packages-page" aria-labelledby="packages-title">
      <h1 id="packages-title" className="page-title">
        {t`Packages`}
      </h1>
      <p className="page-text">
        {kids
          ? t`Every Lumen plan is free: no payment, no card. Lumen stays on the air thanks to the gifts of its viewers.`
          : t`Every Lumen plan is free: no payment, no card. Lumen stays on the air thanks to the gifts of its viewers, made on our donation site whenever you wish.`}
      </p>
      {restricted && loggedIn && mine.kind === 'ready' && !subscriptions.some((s) => s.active) && (
        <p className="page-text plans-notice" role="status">
          {t`To watch on Lumen, please choose a plan first.`}
        </p>
      )}
      {mine.kind === 'error' && (
        <p className="page-text" role="alert">
          {mine.message}
        </p>
      )}
      {body}
    </section>
  );
}
