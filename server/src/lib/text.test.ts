import { describe, expect, it } from 'vitest';
import { foldText, normalizeSearchText, slugify } from './text.js';

describe('text helpers', () => {
  it('slugs titles as the spec says', () => {
    expect(slugify('Saints & Heroes: Thérèse of Lisieux!')).toBe('saints-heroes-therese-of-lisieux');
    expect(slugify('  --Hello--  ')).toBe('hello');
  });

  it('folds accents and case', () => {
    expect(foldText('Ávila  ÉCOLE')).toBe('avila ecole');
  });

  it('reads hyphens in search keys as spaces', () => {
    expect(normalizeSearchText('holy-rosary__Fátima')).toBe('holy rosary fatima');
  });
});
