import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../components/Modal';
import { SignInOptions } from './SignInOptions';

/** The login popup layer: opens wherever sign-in is needed, with the reason when one is given. */
export function LoginPopup({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal id="login" title={t`Sign in`} onClose={onClose} initialFocusKey="popup-login:email" className="login-modal">
      {message && <p className="form-message">{message}</p>}
      <p className="form-text">{t`Sign in to play videos, keep My List and continue where you left off.`}</p>
      <SignInOptions variant="popup" idPrefix="popup-login" />
    </Modal>
  );
}
