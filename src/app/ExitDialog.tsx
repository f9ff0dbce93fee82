import { FocusButton } from '../focus/Focusable';
import { Layer } from '../focus/Layer';
import { exitAppAction } from '../focus/tv-device';
import { useExitPrompt } from '../stores/exit-prompt';
import './exit-dialog.css';

export const EXIT_TITLE = 'Exit Lumen?';

/**
 * Back on the home screen of an installed TV app: leave, or stay. Cancel has focus, so a second
 * Back or an OK pressed too quickly keeps the viewer in the app; focus then returns where it was.
 */
export function ExitDialog() {
  const open = useExitPrompt((s) => s.open);
  const close = useExitPrompt((s) => s.close);
  if (!open) return null;
  const exit = () => {
    const action = exitAppAction();
    close();
    action?.();
  };
  return (
    <div className="modal-backdrop exit-backdrop">
      <Layer id="exit" onClose={close} label={EXIT_TITLE} initialFocusKey="exit:cancel" className="modal exit-dialog">
        <h2 className="exit-title">{EXIT_TITLE}</h2>
        <div className="exit-actions">
          <FocusButton focusKey="exit:confirm" className="button" onPress={exit}>
            Exit
          </FocusButton>
          <FocusButton focusKey="exit:cancel" className="button" onPress={close}>
            Cancel
          </FocusButton>
        </div>
      </Layer>
    </div>
  );
}
