// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { backStack, type BackContext } from '../focus/back-stack';
import { LayerLoading } from './LayerLoading';

function context(): BackContext {
  return { atHome: true, canGoBack: false, goBack: vi.fn(), goHome: vi.fn(), offerExit: vi.fn() };
}

describe('a layer whose code is still downloading', () => {
  it('shows the loader, and Back closes the layer, not the page (on home: no question to leave)', () => {
    const onClose = vi.fn();
    const { unmount } = render(<LayerLoading id="detail" onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const ctx = context();
    expect(backStack.handleBack(ctx)).toBe('closed-layer');
    expect(onClose).toHaveBeenCalledOnce();
    expect(ctx.offerExit).not.toHaveBeenCalled();
    // Once the layer itself has drawn (the loader gone), Back is the layer's own again.
    unmount();
    expect(backStack.size()).toBe(0);
  });
});

describe('keys pressed while a layer is still downloading', () => {
  it('holds arrows and OK (they would walk the page beneath), and lets Back through', () => {
    const reached: string[] = [];
    const page = (event: KeyboardEvent) => reached.push(event.key);
    window.addEventListener('keydown', page);
    const { unmount } = render(<LayerLoading id="detail" onClose={() => undefined} />);
    for (const key of ['ArrowDown', 'ArrowRight', 'Enter', 'Escape']) window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true }));
    expect(reached).toEqual(['Escape']);
    unmount();
    // The layer drawn (or gone), the keys are the page's again.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    expect(reached).toEqual(['Escape', 'ArrowDown']);
    window.removeEventListener('keydown', page);
  });
});
