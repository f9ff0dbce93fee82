// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { LAYOUT_OVERRIDE_KEY, layoutOverride } from './layout-override';

describe('the ?layout= override', () => {
  beforeEach(() => sessionStorage.clear());

  it('takes a layout from the address and keeps it for the visit', () => {
    expect(layoutOverride('?layout=mobile')).toBe('mobile');
    expect(layoutOverride('')).toBe('mobile');
    expect(layoutOverride('?layout=tv')).toBe('tv');
    expect(layoutOverride('?other=1')).toBe('tv');
  });

  it('is no override without one', () => {
    expect(layoutOverride('')).toBeNull();
  });

  it.each(['garbage', '{"layout":"tv"}', '"tv"', 'TV', 'x'.repeat(100_000), '<img src=x onerror=alert(1)>'])('ignores a stored %s', (stored) => {
    sessionStorage.setItem(LAYOUT_OVERRIDE_KEY, stored);
    expect(layoutOverride('')).toBeNull();
  });

  it('neither keeps nor follows a layout that does not exist', () => {
    expect(layoutOverride('?layout=watch')).toBeNull();
    expect(sessionStorage.getItem(LAYOUT_OVERRIDE_KEY)).toBeNull();
    sessionStorage.setItem(LAYOUT_OVERRIDE_KEY, 'desktop');
    expect(layoutOverride('?layout=%3Cscript%3E')).toBe('desktop');
  });
});
