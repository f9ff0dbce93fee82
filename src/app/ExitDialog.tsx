import { useLingui } from '@lingui/react/macro';
import { FocusButton } from '../focus/Focusable';
import { Layer } from '../focus/Layer';
import { exitAppAction } from '../focus/tv-device';
import { useExitPrompt } from '../stores/exit-prompt';
import './exit-dialog.css';

/**
 * Back on the home screen of an installed TV app: leave, or stay. Cancel has focus, so a second
 * Back or an OK pressed too quickly keeps the viewer in the app; focus then returns where it was.
 */
export function ExitDialog() {
  const open = useExitPrompt((s) => s.open);
  const close = useExitPrompt((s) => s.close);
  const { t } = useLingui();
  if (!open) return null;
  const exit = () => {
    const action = exitAppAction();
    close();
    action?.();
  };
  const title = t`Exit Lumen?`;
  return (
    <div className="modal-backdrop exit-backdrop">
      <Layer id="exit" onClose={close} label={title} initialFocusKey="exit:cancel" className="modal exit-dialog">
        <h2 className="exit-title">{title}</h2>
        <div className="exit-actions">
          <FocusButton focusKey="exit:confirm" className="button" onPress={exit}>
            {t`Exit`}
          </FocusButton>
          <FocusButton focusKey="exit:cancel" className="button" onPress={close}>
            {t`Cancel`}
          </FocusButton>
        </div>
      </Layer>
    </div>
  );
}
