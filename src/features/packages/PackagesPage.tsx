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

export const SIGN_IN_FOR_PLANS = 'Please sign in to choose a plan.';
const NO_RESULTS = 'No Results Found';

const every = (days: number) => (days === 365 ? 'year' : days === 30 ? 'month' : `${days} days`);

/** A plan's price as it is: free, or the amount (no plan costs anything today). */
function priceText(plan: Package): string {
  if (plan.free || plan.price === 0) return 'Free';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: plan.currency }).format(plan.price);
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
  const action = planAction(plan.id, mine);
  const current = action === 'current' ? mine.find((s) => s.active && s.package_id === plan.id) : undefined;
  const label = action === 'current' ? 'Current plan' : action === 'renew' ? 'Renew' : 'Subscribe';
  const press = () => {
    if (current) notify(`${plan.name} is your plan until ${planDate(current.expires_at)}.`);
    else onSubscribe(plan);
  };
  return (
    <li className={`plan${current ? ' plan-current' : ''}`} aria-label={plan.name}>
      <h2 className="plan-name">{plan.name}</h2>
      <p className="plan-price">
        <strong>{priceText(plan)}</strong> <span>· renewed every {every(plan.period_days)}</span>
      </p>
      <p className="plan-description">{plan.description}</p>
      {current && (
        <p className="plan-status" role="status">
          Active until {planDate(current.expires_at)} · auto-renew {current.recurring === 1 ? 'on' : 'off'}
        </p>
      )}
      {action === 'renew' && <p className="plan-status">Your plan has ended. Renew it for free.</p>}
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
            Turn off auto-renew
          </FocusButton>
        )}
        {plan.kind === 'supporter' && donationUrl && (
          <DonateLink focusKey={`plan:${plan.id}:give`} to={donationUrl} className="button">
            Give a gift
          </DonateLink>
        )}
      </FocusSection>
    </li>
  );
}

/** /packages: the plans, each with Subscribe, Renew or Current plan; all free, gifts on the donation site. */
export function PackagesPage() {
  const loggedIn = useSession((s) => s.loggedIn);
  const kids = useSession((s) => s.profileType === 'KIDS');
  const donationUrl = useConfig((s) => s.values.donation_url) || null;
  const restricted = useConfig((s) => (s.values.restriction_package ?? '').trim() !== '');
  const openLogin = useUi((s) => s.openLogin);
  const notify = useUi((s) => s.notify);
  const [reload, setReload] = useState(0);
  const [busy, setBusy] = useState(false);

  const plans = useLoad((signal) => getPackages(signal), [reload], 'The plans could not be loaded. Please try again.');
  const mine = useLoad((signal) => (loggedIn ? getMySubscriptions(signal) : Promise.resolve([])), [loggedIn, reload], 'Your plan could not be loaded.');
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
      notify(messageOf(error, 'That did not work. Please try again.'), 'error');
    } finally {
      setBusy(false);
    }
  };
  const onSubscribe = (plan: Package) => {
    if (!loggedIn) {
      rememberPendingPath('/packages');
      return openLogin(SIGN_IN_FOR_PLANS);
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
        Loading…
      </p>
    );
  } else if (plans.kind === 'error') {
    body = (
      <div role="alert">
        <p className="page-text">{plans.message}</p>
        <FocusButton focusKey="packages:retry" className="button button-primary" onPress={() => setReload((n) => n + 1)}>
          Retry
        </FocusButton>
      </div>
    );
  } else if (plans.value.length === 0) {
    body = <p className="page-text">{NO_RESULTS}</p>;
  } else {
    body = (
      <ul className="plans" aria-label="Plans">
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
        Packages
      </h1>
      <p className="page-text">
        Every Lumen plan is free: no payment, no card. Lumen stays on the air thanks to the gifts of its viewers
        {kids ? '.' : ', made on our donation site whenever you wish.'}
      </p>
      {restricted && loggedIn && mine.kind === 'ready' && !subscriptions.some((s) => s.active) && (
        <p className="page-text plans-notice" role="status">
          To watch on Lumen, please choose a plan first.
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
