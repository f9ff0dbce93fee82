import { describe, expect, it, vi } from 'vitest';
import { BackStack, type BackContext } from './back-stack';

function context(overrides: Partial<BackContext> = {}): BackContext {
  return { atHome: false, canGoBack: true, goBack: vi.fn(), goHome: vi.fn(), ...overrides };
}

describe('the Back stack', () => {
  it('closes the topmost layer first', () => {
    const stack = new BackStack();
    const modal = vi.fn();
    const popup = vi.fn();
    stack.push({ id: 'modal', close: modal, openerFocusKey: 'card-1' });
    stack.push({ id: 'popup', close: popup, openerFocusKey: 'button' });
    const ctx = context();
    expect(stack.handleBack(ctx)).toBe('closed-layer');
    expect(popup).toHaveBeenCalledOnce();
    expect(modal).not.toHaveBeenCalled();
    expect(ctx.goBack).not.toHaveBeenCalled();
  });

  it('goes back a page when no layer is open', () => {
    const ctx = context();
    expect(new BackStack().handleBack(ctx)).toBe('navigated-back');
    expect(ctx.goBack).toHaveBeenCalledOnce();
  });

  it('goes home when there is no page to go back to', () => {
    const ctx = context({ canGoBack: false });
    expect(new BackStack().handleBack(ctx)).toBe('went-home');
    expect(ctx.goHome).toHaveBeenCalledOnce();
  });

  it('does nothing harmful on the home screen', () => {
    const ctx = context({ atHome: true });
    expect(new BackStack().handleBack(ctx)).toBe('stayed');
    expect(ctx.goBack).not.toHaveBeenCalled();
    expect(ctx.goHome).not.toHaveBeenCalled();
  });

  it('keeps one entry per layer and forgets removed ones', () => {
    const stack = new BackStack();
    const listener = vi.fn();
    stack.subscribe(listener);
    stack.push({ id: 'a', close: vi.fn(), openerFocusKey: null });
    stack.push({ id: 'b', close: vi.fn(), openerFocusKey: null });
    stack.push({ id: 'a', close: vi.fn(), openerFocusKey: 'x' });
    expect(stack.size()).toBe(2);
    expect(stack.top()?.id).toBe('a');
    expect(stack.remove('a')?.openerFocusKey).toBe('x');
    expect(stack.remove('missing')).toBeUndefined();
    expect(stack.top()?.id).toBe('b');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  describe('on the home page', () => {
    it('offers to leave an installed TV app', () => {
      const offerExit = vi.fn();
      const ctx = context({ atHome: true, canGoBack: true, offerExit });
      expect(new BackStack().handleBack(ctx)).toBe('offered-exit');
      expect(offerExit).toHaveBeenCalledOnce();
      expect(ctx.goBack).not.toHaveBeenCalled();
      expect(ctx.goHome).not.toHaveBeenCalled();
    });

    it('does nothing in a browser, where the app cannot close itself', () => {
      const ctx = context({ atHome: true });
      expect(new BackStack().handleBack(ctx)).toBe('stayed');
      expect(ctx.goBack).not.toHaveBeenCalled();
    });

    it('closes an open layer (the exit question itself, a modal, a nav panel) before offering anything', () => {
      const stack = new BackStack();
      const closeLayer = vi.fn();
      stack.push({ id: 'exit', close: closeLayer, openerFocusKey: 'home:banner' });
      const offerExit = vi.fn();
      expect(stack.handleBack(context({ atHome: true, offerExit }))).toBe('closed-layer');
      expect(closeLayer).toHaveBeenCalledOnce();
      expect(offerExit).not.toHaveBeenCalled();
    });

    it('never offers to leave from another page', () => {
      const offerExit = vi.fn();
      expect(new BackStack().handleBack(context({ atHome: false, offerExit }))).toBe('navigated-back');
      expect(offerExit).not.toHaveBeenCalled();
    });
  });
});
