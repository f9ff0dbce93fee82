import { describe, expect, it } from 'vitest';
import { hasEarlierPage } from './history';

describe('an earlier page of the app', () => {
  it('is there when the router has counted past the first entry', () => {
    expect(hasEarlierPage({ idx: 2 })).toBe(true);
    expect(hasEarlierPage({ idx: 0 })).toBe(false);
    expect(hasEarlierPage(null)).toBe(false);
    expect(hasEarlierPage({ idx: '3' })).toBe(false);
  });
});
