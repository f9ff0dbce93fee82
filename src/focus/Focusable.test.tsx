// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initFocusEngine } from './engine';
import { FocusButton, FocusSection } from './Focusable';
import { doesFocusableExist, setFocus } from './navigation';

/** One button whose key, label and action change with a state, as a download's Pause and Resume once did. */
function Toggle({ onPause, onResume }: { onPause: () => void; onResume: () => void }) {
  const [running, setRunning] = useState(true);
  return (
    <FocusSection focusKey="toggle-test">
      {running ? (
        <FocusButton focusKey="toggle-test:pause" onPress={() => (onPause(), setRunning(false))}>
          Pause
        </FocusButton>
      ) : (
        <FocusButton focusKey="toggle-test:resume" onPress={() => (onResume(), setRunning(true))}>
          Resume
        </FocusButton>
      )}
    </FocusSection>
  );
}

const enter = () => fireEvent.keyDown(window, { key: 'Enter', keyCode: 13 });

describe('focus components', () => {
  beforeAll(() => initFocusEngine('jsdom'));

  it('register a node again under its new key when the key changes in place, so OK presses what is shown', async () => {
    const onPause = vi.fn();
    const onResume = vi.fn();
    render(<Toggle onPause={onPause} onResume={onResume} />);
    await act(async () => void (await setFocus('toggle-test:pause')));
    act(enter);
    expect(onPause).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveAttribute('data-focus-key', 'toggle-test:resume');
    // (norigin registers and removes nodes in effects, which run after the press's render.)
    await waitFor(() => expect(doesFocusableExist('toggle-test:resume')).toBe(true));
    expect(doesFocusableExist('toggle-test:pause')).toBe(false);
    await act(async () => void (await setFocus('toggle-test:resume')));
    act(enter);
    expect(onResume).toHaveBeenCalledOnce();
    await waitFor(() => expect(doesFocusableExist('toggle-test:pause')).toBe(true));
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('data-focus-key', 'toggle-test:pause');
  });

  it('give DOM focus to a busy button that focus comes to, and neither press nor submit it', async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <FocusSection focusKey="busy-test">
        <form onSubmit={onSubmit}>
          <FocusButton focusKey="busy-test:send" type="submit" disabled onPress={onPress}>
            Send
          </FocusButton>
        </form>
      </FocusSection>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await act(async () => void (await setFocus('busy-test:send')));
    // The engine's focus and the browser's agree: the remote is on the button, not left behind.
    expect(document.activeElement).toBe(button);
    act(enter);
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
