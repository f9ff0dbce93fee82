import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FocusButton, FocusLink } from '../focus/Focusable';
import { webUrl } from '../lib/safe-url';
import { usePhoneQr } from '../stores/phone-qr';
import { useUi } from '../stores/ui';

export interface DonateLinkProps {
  focusKey: string;
  /** The donation site (with a preset amount, perhaps). */
  to: string;
  /** Said under the QR code on TV, e.g. 'Scan with your phone to give $20'. */
  caption?: string;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}

/**
 * A way to give. Desktop and phones follow the link to the donation site; a TV has no one to pay
 * with a remote, so it shows the site as a QR code with its address, to give from a phone.
 */
export function DonateLink({ focusKey, to, caption, className, onNavigate, children }: DonateLinkProps) {
  const { t } = useLingui();
  const tv = useUi((s) => s.formFactor === 'tv');
  const showOnPhone = usePhoneQr((s) => s.show);
  // Only a web address is a place to give: anything else from the configuration shows nothing.
  if (!webUrl(to)) return null;
  if (!tv) {
    return (
      <FocusLink focusKey={focusKey} to={to} external className={className} onNavigate={onNavigate}>
        {children}
      </FocusLink>
    );
  }
  return (
    <FocusButton
      focusKey={focusKey}
      className={className}
      aria-haspopup="dialog"
      onPress={() => {
        onNavigate?.();
        showOnPhone({
          id: `give-${focusKey}`,
          title: t`Give to Lumen`,
          url: to,
          caption: caption ?? t`Scan with your phone to give`,
          note: t`Lumen is free and supported by viewers like you. Thank you!`,
          qrLabel: t`QR code of the donation site`,
          testId: 'donate-qr',
        });
      }}
    >
      {children}
    </FocusButton>
  );
}
