import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getAccount } from '../../api/get-account';
import { useLoad } from '../../api/use-load';
import { RetryMessage } from '../../components/RetryMessage';
import { FocusButton } from '../../focus/Focusable';
import { rememberPendingPath } from '../../lib/pending-path';
import { subscriptionPrompt } from '../../lib/subscriptions';
import { useConfig } from '../../stores/config';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { PROMPT_TEXT, PromptLines, type PromptText } from './SubscriptionPopup';
import './packages.css';

export const SIGN_IN_FOR_PLAN = msg`Please sign in to see your plan.`;
export const PLAN_ACTIVE_TITLE = msg`You are all set`;
export const PLAN_ACTIVE_TEXT = msg`Your Lumen plan is active. Thank you for watching, and for keeping Lumen free for everyone.`;
/** What the page says when the viewer's plan is active (no popup would show). */
const PLAN_ACTIVE: PromptText = { title: PLAN_ACTIVE_TITLE, lines: [PLAN_ACTIVE_TEXT], action: msg`See plans` };

/**
 * /popup: the subscription popup as a page of its own, for links from e-mails and
 * other devices. It reads the signed-in viewer's account and says what the popup would say (choose,
 * renew, or a plan needed to watch), or that their plan is active; a visitor is asked to sign in.
 */
export function PlanPopupPage() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const token = useSession((s) => s.userToken?.value ?? '');
  const restriction = useConfig((s) => s.values.restriction_package);
  const openLogin = useUi((s) => s.openLogin);
  const [reload, setReload] = useState(0);
  const account = useLoad(() => getAccount(token, { force: reload > 0 }), [token, reload], t`Your plan could not be loaded. Please try again.`, token !== '');

  const home = (
    <FocusButton focusKey="plan-popup:home" className="button" onPress={() => navigate('/')}>
      {t`Go to Home`}
    </FocusButton>
  );

  let title = t`Your Lumen plan`;
  let body;
  if (!token) {
    const signIn = () => {
      rememberPendingPath('/popup');
      openLogin(i18n._(SIGN_IN_FOR_PLAN));
    };
    body = (
      <>
        <p className="page-text">
          {i18n._(SIGN_IN_FOR_PLAN)} {t`Every Lumen plan is free: no payment, no card.`}
        </p>
        <div className="prompt-actions">
          <FocusButton focusKey="plan-popup:sign-in" className="button button-primary" onPress={signIn}>
            {t`Sign in`}
          </FocusButton>
          {home}
        </div>
      </>
    );
  } else if (account.kind === 'loading') {
    body = (
      <p className="page-text" role="status">
        {t`Loading…`}
      </p>
    );
  } else if (account.kind === 'error') {
    body = (
      <RetryMessage message={account.message} focusKey="plan-popup:retry" onRetry={() => setReload((n) => n + 1)} className="prompt-actions">
        {home}
      </RetryMessage>
    );
  } else {
    const kind = subscriptionPrompt(account.value, restriction);
    const text = kind ? PROMPT_TEXT[kind] : PLAN_ACTIVE;
    title = i18n._(text.title);
    body = (
      <>
        <PromptLines lines={text.lines} />
        <div className="prompt-actions">
          <FocusButton focusKey="plan-popup:go" className={`button${kind ? ' button-primary' : ''}`} onPress={() => navigate('/packages')}>
            {i18n._(text.action)}
          </FocusButton>
          {kind !== 'restricted' && home}
        </div>
      </>
    );
  }

  return (
    <section className="page plan-popup-page" aria-labelledby="plan-popup-title">
      <h1 id="plan-popup-title" className="page-title">
        {title}
      </h1>
      {body}
    </section>
  );
}
