import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { recordShare, type ShareService } from '../../api/shares';
import { Modal } from '../../components/Modal';
import { FocusButton, FocusInput, FocusLink } from '../../focus/Focusable';
import { shareTargets } from '../../lib/share';
import { useConfig } from '../../stores/config';
import { useSession } from '../../stores/session';
import type { ShareEvent } from '../../stores/share';
import { useUi } from '../../stores/ui';
import { QrCode } from '../../components/QrCode';
import './share.css';

export const LINK_COPIED = msg`Link copied!`;

/** Copies text: the Clipboard API where the page may use it, else the selected field and execCommand. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, old browser): fall back to the selected field.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** The share dialog: the services, the link to copy, and a QR code on TV. */
export function ShareDialog({ event, onClose }: { event: ShareEvent; onClose: () => void }) {
  const tv = useUi((s) => s.formFactor === 'tv');
  const { t, i18n } = useLingui();
  const facebookAppId = useConfig((s) => s.values.facebook_app_id);
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const signedIn = useSession((s) => s.loggedIn);
  const targets = shareTargets({ link: event.link, title: event.title, image: event.image, facebookAppId });
  // A signed-in viewer's share is noted for My Dashboard; it never waits for, or depends on, the answer.
  const note = (service: ShareService) => {
    if (signedIn && event.itemId) recordShare(event.itemId, service);
  };

  const copy = async () => {
    const ok = await copyText(event.link, field.current);
    setCopied(ok);
    if (ok) note('copy');
  };

  return (
    <Modal id="share" title={t`Share`} onClose={onClose} initialFocusKey="share:copy" className="share-modal">
      <div className={tv ? 'share share-tv' : 'share'}>
        <div className="share-main">
          {event.title && <p className="share-subject">{event.title}</p>}
          <ul className="share-targets" aria-label={t`Share on`}>
            {targets.map((target) => {
              const service = target.label;
              return (
                <li key={target.id}>
                  <FocusLink
                    focusKey={`share:${target.id}`}
                    to={target.href}
                    external
                    onNavigate={() => note(target.id)}
                    className={`share-target share-${target.id}`}
                    aria-label={t`Share on ${service}`}
                  >
                    <span className="share-badge" aria-hidden="true" data-initial={target.label.slice(0, 1)} />
                    <span className="share-label">{target.label}</span>
                  </FocusLink>
                </li>
              );
            })}
          </ul>
          <div className="share-copy">
            <label className="visually-hidden" htmlFor="share-link">
              {t`Link`}
            </label>
            <FocusInput focusKey="share:link" id="share-link" ref={field} className="share-link" value={event.link} readOnly />
            <FocusButton focusKey="share:copy" className="button button-primary" onPress={() => void copy()}>
              {t`Copy`}
            </FocusButton>
          </div>
          <p className="share-status" role="status">
            {copied === true ? i18n._(LINK_COPIED) : copied === false ? t`The link could not be copied here. Select it and copy it yourself.` : ''}
          </p>
        </div>
        {tv && (
          <figure className="share-qr">
            <QrCode text={event.link} size={300} label={t`QR code of the share link`} testId="share-qr" />
            <figcaption>{t`Scan with your phone to open this link`}</figcaption>
          </figure>
        )}
      </div>
    </Modal>
  );
}
