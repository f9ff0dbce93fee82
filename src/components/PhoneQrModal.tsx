import { useLingui } from '@lingui/react/macro';
import { FocusButton } from '../focus/Focusable';
import type { PhoneQrRequest } from '../stores/phone-qr';
import { Modal } from './Modal';
import { QrCode } from './QrCode';
import './PhoneQrModal.css';

export interface PhoneQrModalProps extends PhoneQrRequest {
  onClose: () => void;
}

/** The address as people read it: no scheme, no trailing slash. */
const readable = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/**
 * On a TV, where nothing leaves the app and nothing is copied or typed: a web address as its QR
 * code and in words, to open on a phone (giving, sharing the app). Done or Back closes it. Opened
 * through usePhoneQr: the Shell draws it, its code loading the first time.
 */
export function PhoneQrModal({ id, title, url, caption, note, qrLabel, testId, onClose }: PhoneQrModalProps) {
  const { t } = useLingui();
  return (
    <Modal id={id} title={title} onClose={onClose} initialFocusKey={`${id}:done`} className="phone-qr-modal">
      <div className="phone-qr-body">
        <QrCode text={url} size={360} label={qrLabel} testId={testId} />
        <div className="phone-qr-text">
          <p className="phone-qr-caption">{caption}</p>
          <p className="phone-qr-address">{readable(url)}</p>
          <p className="phone-qr-note">{note}</p>
          <FocusButton focusKey={`${id}:done`} className="button button-primary" onPress={onClose}>
            {t`Done`}
          </FocusButton>
        </div>
      </div>
    </Modal>
  );
}
