// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pointerModeForKey, usePointerMode, watchPointerMode } from './pointer-mode';

afterEach(() => usePointerMode.setState({ active: false }));

describe('pointer mode', () => {
  it('reads the LG cursor codes', () => {
    expect(pointerModeForKey(1536)).toBe(true);
    expect(pointerModeForKey(1537)).toBe(false);
    expect(pointerModeForKey(13)).toBeNull();
  });

  it('follows the pointer from keydown and cursorStateChange, and stops when told', () => {
    const stop = watchPointerMode(window);
    window.dispatchEvent(new KeyboardEvent('keydown', { keyCode: 1536 }));
    expect(usePointerMode.getState().active).toBe(true);
    window.dispatchEvent(new KeyboardEvent('keydown', { keyCode: 37 }));
    expect(usePointerMode.getState().active).toBe(true);
    window.dispatchEvent(new KeyboardEvent('keydown', { keyCode: 1537 }));
    expect(usePointerMode.getState().active).toBe(false);
    document.dispatchEvent(new CustomEvent('cursorStateChange', { detail: { visibility: true } }));
    expect(usePointerMode.getState().active).toBe(true);
    stop();
    window.dispatchEvent(new KeyboardEvent('keydown', { keyCode: 1537 }));
    expect(usePointerMode.getState().active).toBe(true);
  });
});
