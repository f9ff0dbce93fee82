import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { useDownloads } from '../../stores/downloads';
import { useSession } from '../../stores/session';
import { signOutSession } from '../../stores/sign-out';
import { useUi } from '../../stores/ui';

/**
 * Signing out with downloads on this device: keep them for the next sign-in, or remove them (the
 * copies, and their places on the account). Back or Close keeps the viewer signed in.
 */
export function SignOutDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const notify = useUi((s) => s.notify);
  const [busy, setBusy] = useState(false);
  const finish = async (remove: boolean) => {
    setBusy(true);
    const userId = useSession.getState().userId ?? 'user';
    if (remove) await useDownloads.getState().removeAllOf(userId);
    onClose();
    await signOutSession();
    notify(remove ? t`You are signed out, and your downloads are removed from this device.` : t`You are signed out. Your downloads stay on this device.`);
    navigate('/');
  };
  return (
    <Modal id="sign-out" title={t`Sign out`} onClose={onClose} initialFocusKey="sign-out:keep">
      <p className="page-text">{t`You have downloads on this device. Keep them for when you sign in again, or remove them now?`}</p>
      <FocusSection focusKey="sign-out:choices" className="download-entry-actions">
        <FocusButton focusKey="sign-out:keep" className="button button-primary" disabled={busy} onPress={() => void finish(false)}>
          {t`Keep downloads`}
        </FocusButton>
        <FocusButton focusKey="sign-out:remove" className="button" disabled={busy} onPress={() => void finish(true)}>
          {t`Remove downloads`}
        </FocusButton>
      </FocusSection>
    </Modal>
  );
}
