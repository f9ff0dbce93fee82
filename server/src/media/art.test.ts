import { describe, expect, it } from 'vitest';
import { ART_KINDS, renderArt, wrapTitle } from './art.js';

describe('generated art', () => {
  it('wraps long titles and marks what was cut', () => {
    expect(wrapTitle('The Glorious Mysteries from Santiago de Compostela', 18, 3)).toEqual(['The Glorious', 'Mysteries from', 'Santiago de…']);
    expect(wrapTitle('Short', 18, 3)).toEqual(['Short']);
  });

  it('draws every kind at the asked width with the title as its label', () => {
    for (const kind of ART_KINDS) {
      const svg = renderArt(kind, 'Holy Rosary', 200, 640);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="640"')).toBe(true);
      expect(svg).toContain('aria-label="Holy Rosary"');
      expect(svg.endsWith('</svg>')).toBe(true);
      // Banners and covers sit behind the app's own title text.
      expect(svg.includes('<text'), kind).toBe(!['banner', 'mbanner', 'cover'].includes(kind));
    }
  });

  it('escapes markup in titles', () => {
    const svg = renderArt('thumb', '"><script>alert(1)</script>', 10, 320);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
  });
});
