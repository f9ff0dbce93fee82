import { describe, expect, it } from 'vitest';
import { foldText, normalizeSearchText } from './text.js';

describe('text helpers', () => {
  it('folds accents and case', () => {
    expect(foldText('Ávila  ÉCOLE')).toBe('avila ecole');
  });

  it('folds the letters of every language the app speaks as their readers type them plain', () => {
    // Spanish, Portuguese, French, Italian, Polish (ł has no decomposition), Arabic (vowel signs,
    // hamza forms, ta marbuta, alef maqsura, tatweel), and letters of other Latin alphabets.
    const cases: Array<[string, string]> = [
      ['María', 'maria'],
      ['São João', 'sao joao'],
      ['Cœur Sacré', 'coeur sacre'],
      ['Padre Pió', 'padre pio'],
      ['Łódź', 'lodz'],
      ['Częstochowa', 'czestochowa'],
      ['Straße Ærø Đakovo İstanbul', 'strasse aero dakovo istanbul'],
      ['أحمد', 'احمد'],
      ['إيمان آمين', 'ايمان امين'],
      ['مَرْيَم', 'مريم'],
      ['مدرسة مصطفى', 'مدرسه مصطفي'],
      ['كـتـاب', 'كتاب'],
    ];
    for (const [text, folded] of cases) expect(foldText(text), text).toBe(folded);
    // Typed either way, a key and a title meet.
    expect(foldText('LODZ')).toBe(foldText('Łódź'));
    expect(foldText('مريم')).toBe(foldText('مَرْيَم'));
  });

  it('reads hyphens in search keys as spaces', () => {
    expect(normalizeSearchText('holy-rosary__Fátima')).toBe('holy rosary fatima');
  });
});
