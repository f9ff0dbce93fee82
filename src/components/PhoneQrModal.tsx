import { FocusButton } from '../focus/Focusable';
import { Modal } from './Modal';
import { QrCode } from './QrCode';
import './PhoneQrModal.css';

export interface PhoneQrModalProps {
  id: string;
  title: string;
  /** The web address to open on a phone. */
  url: string;
  /** What to do with it, said big: 'Scan with your phone to give $20'. */
  caption: string;
  note: string;
  /** The QR code's text alternative. */
  qrLabel: string;
  testId?: string;
  onClose: () => void;
}

/** The address as people read it: no scheme, no trailing slash. */
const readable = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/**
 * On a TV, where nothing leaves the app and nothing is copied or typed: a web address as its QR
 * code and in words, to open on a phone (giving, sharing the app). Done or Back closes it.
 */
export function PhoneQrModal({ id, title, url, caption, note, qrLabel, testId, onClose }: PhoneQrModalProps) {
  return (
    <Modal id={id} title={title} onClose={onClose} initialFocusKey={`${id}:done`} className="phone-qr-modal">
      <div className="phone-qr-body">
        <QrCode text={url} size={360} label={qrLabel} testId={testId} />
        <div className="phone-qr-text">
          <p className="phone-qr-caption">{caption}</p>
          <p className="phone-qr-address">{readable(url)}</p>
          <p className="phone-qr-note">{note}</p>
          <FocusButton focusKey={`${id}:done`} className="button button-primary" onPress={onClose}>
            Done
          </FocusButton>
        </div>
      </div>
    </Modal>
  );
}
