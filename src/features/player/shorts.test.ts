import { describe, expect, it } from 'vitest';
import { wrapIndex } from './ShortsPage';

describe('the shorts carousel', () => {
  it('wraps last to first and first to last', () => {
    expect(wrapIndex(99, 1, 100)).toBe(0);
    expect(wrapIndex(0, -1, 100)).toBe(99);
    expect(wrapIndex(5, 1, 100)).toBe(6);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
