// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { focusableElement, focusAskedSince, setFocus, useFocusable } from './navigation';

// The library's own setFocus and focusSelf: here they carry nothing out, as when its scheduler is busy.
const librarySetFocus = vi.hoisted(() => vi.fn());
const libraryFocusSelf = vi.hoisted(() => vi.fn());
vi.mock('@noriginmedia/norigin-spatial-navigation', () => ({
  setFocus: librarySetFocus,
  useFocusable: (config: { focusKey: string }) => ({ focusKey: config.focusKey, focusSelf: libraryFocusSelf, focused: false }),
}));

describe('focus asked for', () => {
  it('is noted as it is asked for, before the library carries it out, and handed on as asked', () => {
    const before = performance.now() - 1;
    expect(focusAskedSince(before)).toBeNull();
    setFocus('mylist:grid:sr0001', { reason: 'test' } as never);
    expect(librarySetFocus).toHaveBeenCalledWith('mylist:grid:sr0001', { reason: 'test' });
    expect(focusAskedSince(before)).toBe('mylist:grid:sr0001');
    // Only what was asked for after the time given.
    expect(focusAskedSince(performance.now() + 1)).toBeNull();
    setFocus('mylist:edit');
    expect(focusAskedSince(before)).toBe('mylist:edit');
  });
});

describe('a node that focuses itself', () => {
  it('is noted like any other request, and handed on as asked', () => {
    const before = performance.now() - 1;
    const { result } = renderHook(() => useFocusable({ focusKey: 'home:banner' }));
    result.current.focusSelf({ reason: 'mount' } as never);
    expect(libraryFocusSelf).toHaveBeenCalledWith({ reason: 'mount' });
    expect(focusAskedSince(before)).toBe('home:banner');
    expect(result.current.focused).toBe(false);
  });
});

describe('the element drawn for a focus key', () => {
  it('is a control, a section or a row, inside what is given, whatever characters the key holds', () => {
    document.body.innerHTML = `
      <div id="menu"><button data-focus-key='menu:"home"'></button></div>
      <main id="content"><section data-focus-section="home:rows"><div data-row="row:new releases"></div></section></main>`;
    const content = document.getElementById('content')!;
    expect(focusableElement('menu:"home"')?.tagName).toBe('BUTTON');
    expect(focusableElement('menu:"home"', content)).toBeNull();
    expect(focusableElement('home:rows', content)?.tagName).toBe('SECTION');
    expect(focusableElement('row:new releases', content)?.getAttribute('data-row')).toBe('row:new releases');
    expect(focusableElement('nothing')).toBeNull();
  });
});
