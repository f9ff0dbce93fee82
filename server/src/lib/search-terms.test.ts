import { describe, expect, it } from 'vitest';
import { hasSearchableWord, keyPrefixes, prefixEnd, searchTermsOf, termWords } from './search-terms.js';
import { normalizeSearchText } from './text.js';

describe('search terms', () => {
  it('cuts folded text into words at anything but letters and digits', () => {
    expect(termWords(normalizeSearchText('St. Thérèse of Lisieux: the Little-Way (Part 2)'))).toEqual([
      'st',
      'therese',
      'of',
      'lisieux',
      'the',
      'little',
      'way',
      'part',
      '2',
    ]);
    expect(termWords('日本 ü ß')).toEqual(['日本', 'ü', 'ß']);
    expect(termWords('x'.repeat(150))).toEqual(['x'.repeat(100)]);
  });

  it('gives an item the distinct words of its name and tags', () => {
    expect(searchTermsOf('the holy rosary', ['rosary', 'our lady', 'holy'])).toEqual(['the', 'holy', 'rosary', 'our', 'lady']);
  });

  it('keeps a key to the words that are not the start of another', () => {
    expect(keyPrefixes('ros rosary holy')).toEqual(['rosary', 'holy']);
    expect(keyPrefixes('st. joseph st')).toEqual(['st', 'joseph']);
    expect(keyPrefixes('!!!')).toEqual([]);
  });

  it('tells a key with something to find from punctuation', () => {
    expect(hasSearchableWord('')).toBe(false);
    expect(hasSearchableWord('%')).toBe(false);
    expect(hasSearchableWord('... !? &')).toBe(false);
    expect(hasSearchableWord('a')).toBe(true);
    expect(hasSearchableWord('7')).toBe(true);
  });

  it('bounds a prefix range in code point order', () => {
    expect(prefixEnd('ros')).toBe('rot');
    expect(prefixEnd('az')).toBe('a{');
    expect(prefixEnd('a9')).toBe('a:');
    expect(prefixEnd('\u{d7ff}')).toBe('\u{e000}');
    expect(prefixEnd('a\u{10ffff}')).toBe('b');
    expect(prefixEnd('\u{10ffff}')).toBeNull();
    // Every word that starts with the prefix falls inside the range, and nothing else.
    const words = ['ro', 'ros', 'rosa', 'rosary', 'rosé', 'rot', 'rosz', 'ros\u{1f600}'];
    const end = prefixEnd('ros')!;
    const codePoints = (s: string) => Array.from(s).map((c) => c.codePointAt(0)!);
    const less = (a: string, b: string) => {
      const [x, y] = [codePoints(a), codePoints(b)];
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! < y[i]!;
      return x.length < y.length;
    };
    for (const word of words) expect(!less(word, 'ros') && less(word, end), word).toBe(word.startsWith('ros'));
  });
});
