import { Modal } from '../../components/Modal';
import { FocusButton } from '../../focus/Focusable';

/**
 * The login popup layer. It opens wherever sign-in is needed (with a reason when one is given);
 * the sign-in forms themselves arrive with the accounts work.
 */
export function LoginPopup({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Modal id="login" title="Sign in" onClose={onClose} initialFocusKey="login:close">
      {message && <p className="page-text login-reason">{message}</p>}
      <p className="page-text">Signing in is not available yet. You can keep browsing, searching and reading about every programme.</p>
      <FocusButton focusKey="login:close" className="button button-primary" onPress={onClose}>
        Keep browsing
      </FocusButton>
    </Modal>
  );
}
