/**
 * The words of the search index (table search_terms): an item is found when every word of the
 * key is the start of one of its terms. Terms and key words are cut from text already folded
 * (see normalizeSearchText), at anything that is not a letter, a mark or a digit.
 */

/** Longest term kept (the column is varchar(100)); a longer word is indexed by its first 100 characters. */
export const MAX_TERM_LENGTH = 100;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of folded text, each cut to MAX_TERM_LENGTH characters. */
export function termWords(folded: string): string[] {
  return (folded.match(WORD) ?? []).map((word) => Array.from(word).slice(0, MAX_TERM_LENGTH).join(''));
}

/** True when a key holds something to search for (a letter or a digit), not only punctuation. */
export function hasSearchableWord(folded: string): boolean {
  return termWords(folded).length > 0;
}

/** The distinct terms of an item: the words of its folded name and of each of its folded tags. */
export function searchTermsOf(nameFolded: string, tagsFolded: readonly string[]): string[] {
  const terms = new Set(termWords(nameFolded));
  for (const tag of tagsFolded) for (const word of termWords(tag)) terms.add(word);
  return [...terms];
}

/**
 * The prefixes to look up for a folded key: its distinct words, without those that are the start
 * of another word of the key (a term starting with "rosary" also starts with "ros").
 */
export function keyPrefixes(folded: string): string[] {
  const words = [...new Set(termWords(folded))];
  return words.filter((word) => !words.some((other) => other !== word && other.startsWith(word)));
}

/**
 * The smallest string greater than every string that starts with `prefix`, in code point order
 * (the order of SQLite's BINARY collation and of PostgreSQL's "C" collation on UTF-8), so that
 * `term >= prefix AND term < prefixEnd(prefix)` is a range scan of the b-tree. Null when there
 * is no such string (the prefix is only U+10FFFF characters): then `term >= prefix` alone.
 */
export function prefixEnd(prefix: string): string | null {
  const points = Array.from(prefix);
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) {
      // Surrogate code points are not characters: the next one after U+D7FF is U+E000.
      const next = last + 1 >= 0xd800 && last + 1 <= 0xdfff ? 0xe000 : last + 1;
      return points.join('') + String.fromCodePoint(next);
    }
  }
  return null;
}
