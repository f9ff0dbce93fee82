import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe("the spec's slug (detail pages and share links)", () => {
  it('lower-cases, drops accents and makes every run of other characters one hyphen', () => {
    expect(slugify("Mary's Rosary")).toBe('mary-s-rosary');
    expect(slugify('Saints & Heroes: Thérèse of Lisieux!')).toBe('saints-heroes-therese-of-lisieux');
    expect(slugify('  Rosary -- of the   Day!! ')).toBe('rosary-of-the-day');
    expect(slugify('ÀVE MARÍA')).toBe('ave-maria');
    expect(slugify('Psalm 23')).toBe('psalm-23');
  });

  it('trims edge hyphens, and a title of symbols only has none', () => {
    expect(slugify('--A  B--')).toBe('a-b');
    expect(slugify('!!!')).toBe('');
    expect(slugify('')).toBe('');
  });
});
