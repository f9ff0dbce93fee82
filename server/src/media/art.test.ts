import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ART_KINDS, lineWidthEm, renderArt, wrapTitle } from './art.js';

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

  it('paints without layers: see-through shapes carry their own opacity, and only the round picture is clipped', () => {
    for (const kind of ART_KINDS) {
      const svg = renderArt(kind, 'Holy Rosary', 200, 640);
      // A group's opacity, a filter or a mask makes the browser paint apart and blend, for every card drawn.
      expect(svg, kind).not.toMatch(/\s(opacity|filter|mask)=/);
      expect(svg.includes('clip-path='), kind).toBe(kind === 'circle');
    }
  });

  it('sets a title image in the wrap that draws it largest, not in a narrow column', () => {
    const lines = (title: string) => [...renderArt('title', title, 10, 800).matchAll(/>([^<>]+)<\/tspan>/g)].map((m) => m[1]);
    expect(lines('The Sorrowful Mysteries from São Paulo')).toEqual(['The Sorrowful Mysteries', 'from São Paulo']);
    expect(lines('Lumen TV Americas')).toEqual(['Lumen TV Americas']);
  });

  it('escapes markup in titles', () => {
    const svg = renderArt('thumb', '"><script>alert(1)</script>', 10, 320);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
  });

  it('keeps every line of text inside the picture, whatever the title (the widest face measured, each line held to it)', () => {
    const titles = fc.oneof(
      fc.constantFrom('Lumen TV Americas', 'WWW MMM WWW MMM WWW', 'The Sorrowful Mysteries from São Paulo', 'Ave', 'Mmmmmmmmmmmmmmmmmmmmmm'),
      fc.string({ minLength: 1, maxLength: 80 }).filter((t) => t.trim().length > 0),
    );
    fc.assert(
      fc.property(fc.constantFrom(...ART_KINDS.filter((k) => !['banner', 'mbanner', 'cover'].includes(k))), titles, (kind, title) => {
        const svg = renderArt(kind, title, 120, 640);
        const [, vw] = /viewBox="0 0 (\d+) \d+"/.exec(svg)!.map(Number);
        const anchor = /text-anchor="(start|middle)"/.exec(svg)![1];
        const font = Number(/font-size="(\d+)"/.exec(svg)![1]);
        const lines = [...svg.matchAll(/<tspan /g)].length;
        expect(lines).toBeGreaterThan(0);
        let held = 0;
        for (const [, x, length, line] of svg.matchAll(/<tspan x="(\d+)" y="-?\d+" textLength="(\d+)" lengthAdjust="spacingAndGlyphs">([^<]*)<\/tspan>/g)) {
          const left = anchor === 'start' ? Number(x) : Number(x) - Number(length) / 2;
          expect(left, `${kind} "${title}"`).toBeGreaterThanOrEqual(0);
          expect(left + Number(length), `${kind} "${title}"`).toBeLessThanOrEqual(vw!);
          const plain = line!.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[name]!);
          expect(Number(length)).toBe(Math.floor(lineWidthEm(plain) * font));
          held++;
        }
        // Every line is held to its measured width.
        expect(held).toBe(lines);
      }),
      { numRuns: 300 },
    );
  });
});
