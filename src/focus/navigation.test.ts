import { describe, expect, it, vi } from 'vitest';
import { focusAskedSince, setFocus } from './navigation';

// The library's own setFocus: here it carries nothing out, as when its scheduler is busy.
const librarySetFocus = vi.hoisted(() => vi.fn());
vi.mock('@noriginmedia/norigin-spatial-navigation', () => ({ setFocus: librarySetFocus }));

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
