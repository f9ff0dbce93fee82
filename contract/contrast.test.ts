import { describe, expect, it } from 'vitest';
import { BLACK, composite, contrastRatio, parseColour, passes, relativeLuminance, toHex, WHITE } from './contrast';

const c = (value: string) => parseColour(value)!;

describe('WCAG contrast', () => {
  it('reads the colour forms the configuration may hold', () => {
    expect(c('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(c('#F0D256')).toEqual({ r: 240, g: 210, b: 86, a: 1 });
    expect(c('#00000080').a).toBeCloseTo(0.502, 2);
    expect(c('#0008').a).toBeCloseTo(0.533, 2);
    expect(c('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 });
    expect(c('rgba(255,255,255,0.15)')).toEqual({ r: 255, g: 255, b: 255, a: 0.15 });
    expect(c('rgb(100% 0% 0% / 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(toHex(c('hsl(0, 100%, 50%)'))).toBe('#ff0000');
    expect(toHex(c('hsla(120, 100%, 25%, 1)'))).toBe('#008000');
    for (const bad of ['', 'red', '#12', '#12345', 'rgb(1, 2)', 'url(x)', 'rgb(a, b, c)']) expect(parseColour(bad)).toBeNull();
  });

  it('computes relative luminance as WCAG defines it', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 6);
    expect(relativeLuminance(c('#808080'))).toBeCloseTo(0.2159, 4);
  });

  it('gives the known ratios, whichever colour is in front', () => {
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 6);
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 6);
    expect(contrastRatio(c('#767676'), WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(c('#777777'), WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(c('#f0d256'), c('#f0d256'))).toBe(1);
  });

  it('lays a translucent colour over what is under it', () => {
    // Half-transparent white over black is a mid grey.
    expect(toHex(composite(c('rgba(255,255,255,0.5)'), BLACK))).toBe('#808080');
    expect(contrastRatio(c('rgba(255,255,255,0.5)'), BLACK)).toBeCloseTo(contrastRatio(c('#808080'), BLACK), 1);
    // A translucent background sits on the base given (the page).
    expect(contrastRatio(WHITE, c('rgba(255,255,255,0.15)'), c('#0d0d10'))).toBeGreaterThan(10);
  });

  it('needs 4.5:1 for text, 3:1 for large text and for focus indicators, at two decimals', () => {
    expect(passes(4.5, 'text')).toBe(true);
    expect(passes(4.499, 'text')).toBe(false);
    expect(passes(contrastRatio(c('#777777'), WHITE), 'text')).toBe(false);
    expect(passes(contrastRatio(c('#777777'), WHITE), 'large-text')).toBe(true);
    expect(passes(2.99, 'non-text')).toBe(false);
    expect(passes(3, 'non-text')).toBe(true);
  });
});
