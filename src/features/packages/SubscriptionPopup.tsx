import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { doesFocusableExist, getCurrentFocusKey, setFocus } from '../../focus/navigation';
import { useLocation, useNavigate } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { FocusButton } from '../../focus/Focusable';
import type { SubscriptionPromptKind } from '../../lib/subscriptions';
import './packages.css';

/** A popup's words, as descriptors: translated when drawn, in the language of the moment. */
export interface PromptText {
  title: MessageDescriptor;
  lines: MessageDescriptor[];
  action: MessageDescriptor;
}

/** What each popup says: plainly that every plan is free, and what the viewer can do. */
export const PROMPT_TEXT: Record<SubscriptionPromptKind, PromptText> = {
  add_subscription: {
    title: msg`Choose your free plan`,
    lines: [
      msg`Lumen is free for everyone, kept on the air by the gifts of viewers like you.`,
      msg`Pick a plan to finish setting up your account. There is nothing to pay and no card to enter.`,
    ],
    action: msg`See plans`,
  },
  renew_subscription: {
    title: msg`Renew your free plan`,
    lines: [msg`Your Lumen plan has ended. Renewing is free and takes one step.`],
    action: msg`Renew now`,
  },
  restricted: {
    title: msg`Choose a plan to keep watching`,
    lines: [msg`To watch on Lumen, your account needs a plan. Every plan is free: choose one on the next page.`],
    action: msg`Choose a plan`,
  },
};

/** A prompt's lines, each a paragraph, in the language of the moment. */
export function PromptLines({ lines }: { lines: MessageDescriptor[] }) {
  const { i18n } = useLingui();
  return lines
    .map((line) => i18n._(line))
    .map((line) => (
      <p key={line} className="page-text">
        {line}
      </p>
    ));
}

/** Gives focus to the page's first focusable when the popup's opener is gone (it opened after sign-in). */
function focusPageIfLost(): void {
  setTimeout(() => {
    const current = getCurrentFocusKey();
    if (current && doesFocusableExist(current) && document.activeElement !== document.body) return;
    const first = document.querySelector('[data-focus-section="CONTENT"] [data-focus-key]')?.getAttribute('data-focus-key');
    if (first && doesFocusableExist(first)) void setFocus(first);
  }, 50);
}

/** The subscription popup, shown after sign-in. Back or 'Not now' closes it. */
export function SubscriptionPopup({ kind, onClose }: { kind: SubscriptionPromptKind; onClose: () => void }) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const onPackages = useLocation().pathname.toLowerCase() === '/packages';
  const text = PROMPT_TEXT[kind];
  const close = () => {
    onClose();
    focusPageIfLost();
  };
  const go = () => {
    if (onPackages) return close();
    onClose();
    navigate('/packages');
  };
  return (
    <Modal id="subscription" title={i18n._(text.title)} onClose={close} initialFocusKey="subscription:go" className="subscription-modal">
      <PromptLines lines={text.lines} />
      <div className="prompt-actions">
        <FocusButton focusKey="subscription:go" className="button button-primary" onPress={go}>
          {i18n._(text.action)}
        </FocusButton>
        {kind !== 'restricted' && (
          <FocusButton focusKey="subscription:later" className="button" onPress={close}>
            {t`Not now`}
          </FocusButton>
        )}
      </div>
    </Modal>
  );
}
