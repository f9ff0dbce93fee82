import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FocusButton, FocusLink } from '../focus/Focusable';
import { webUrl } from '../lib/safe-url';
import { useUi } from '../stores/ui';
import { Modal } from './Modal';
import { QrCode } from './QrCode';
import './DonateLink.css';

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

/** The address as people read it: no scheme, no trailing slash. */
const readable = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/**
 * A way to give. Desktop and phones follow the link to the donation site; a TV has no one to pay
 * with a remote, so it shows the site as a QR code with its address, to give from a phone.
 */
export function DonateLink({ focusKey, to, caption = 'Scan with your phone to give', className, onNavigate, children }: DonateLinkProps) {
  const tv = useUi((s) => s.formFactor === 'tv');
  const [open, setOpen] = useState(false);
  // Only a web address is a place to give: anything else from the configuration shows nothing.
  if (!webUrl(to)) return null;
  if (!tv) {
    return (
      <FocusLink focusKey={focusKey} to={to} external className={className} onNavigate={onNavigate}>
        {children}
      </FocusLink>
    );
  }
  const stage = typeof document !== 'undefined' ? document.querySelector('.tv-stage') : null;
  return (
    <>
      <FocusButton
        focusKey={focusKey}
        className={className}
        aria-haspopup="dialog"
        onPress={() => {
          onNavigate?.();
          setOpen(true);
        }}
      >
        {children}
      </FocusButton>
      {open &&
        createPortal(
          <Modal id={`give-${focusKey}`} title="Give to Lumen" onClose={() => setOpen(false)} initialFocusKey={`give-${focusKey}:done`} className="give-modal">
            <div className="give-body">
              <QrCode text={to} size={360} label="QR code of the donation site" testId="donate-qr" />
              <div className="give-text">
                <p className="give-caption">{caption}</p>
                <p className="give-address">{readable(to)}</p>
                <p className="give-note">Lumen is free and supported by viewers like you. Thank you!</p>
                <FocusButton focusKey={`give-${focusKey}:done`} className="button button-primary" onPress={() => setOpen(false)}>
                  Done
                </FocusButton>
              </div>
            </div>
          </Modal>,
          stage ?? document.body,
        )}
    </>
  );
}
