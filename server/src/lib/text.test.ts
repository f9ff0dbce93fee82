import { describe, expect, it } from 'vitest';
import { foldText, normalizeSearchText } from './text.js';

describe('text helpers', () => {
  it('folds accents and case', () => {
    expect(foldText('Ávila  ÉCOLE')).toBe('avila ecole');
  });

  it('reads hyphens in search keys as spaces', () => {
    expect(normalizeSearchText('holy-rosary__Fátima')).toBe('holy rosary fatima');
  });
});
