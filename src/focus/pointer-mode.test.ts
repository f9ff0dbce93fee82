// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useUi } from '../stores/ui';
import { pointerModeForKey, usePointerMode, watchInputMode, watchPointerMode } from './pointer-mode';

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

describe('input mode (<html data-input>, which every focus style hangs on)', () => {
  const input = () => document.documentElement.getAttribute('data-input');
  const key = (keyCode: number, target: EventTarget = window) => target.dispatchEvent(new KeyboardEvent('keydown', { keyCode, bubbles: true }));
  const pointer = (pointerType: string) => window.dispatchEvent(Object.assign(new Event('pointerdown'), { pointerType }));
  afterEach(() => {
    document.documentElement.removeAttribute('data-input');
    useUi.setState({ formFactor: 'desktop' });
  });

  it('on a phone: no ring at start, one after an arrow, Tab or OK, none again after a touch or a click', () => {
    useUi.setState({ formFactor: 'mobile' });
    const stop = watchInputMode(window);
    expect(input()).toBe('touch');
    key(40);
    expect(input()).toBe('keys');
    pointer('touch');
    expect(input()).toBe('touch');
    key(9);
    expect(input()).toBe('keys');
    // A mouse on a phone's layout (a narrow desktop window, the tests' phones) is a pointer too.
    pointer('mouse');
    expect(input()).toBe('touch');
    stop();
    key(13);
    expect(input()).toBe('touch');
  });

  it('typing, or a phone keyboard’s Go in a text field, shows no ring', () => {
    useUi.setState({ formFactor: 'mobile' });
    const stop = watchInputMode(window);
    key(65);
    key(229);
    const field = document.body.appendChild(document.createElement('input'));
    key(13, field);
    expect(input()).toBe('touch');
    key(38, field);
    expect(input()).toBe('keys');
    field.remove();
    stop();
  });

  it('a TV always shows focus, whatever points; a desktop hides it for a finger alone', () => {
    useUi.setState({ formFactor: 'tv' });
    const stop = watchInputMode(window);
    expect(input()).not.toBe('touch');
    pointer('touch');
    expect(input()).toBe('mouse');
    useUi.setState({ formFactor: 'desktop' });
    pointer('touch');
    expect(input()).toBe('touch');
    pointer('mouse');
    expect(input()).toBe('mouse');
    // Into a phone's layout (a window made narrow) and back out to a TV's.
    useUi.setState({ formFactor: 'mobile' });
    expect(input()).toBe('touch');
    useUi.setState({ formFactor: 'tv' });
    expect(input()).toBe('keys');
    stop();
  });
});
