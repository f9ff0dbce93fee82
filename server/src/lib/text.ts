/**
 * Letters that no Unicode decomposition takes to a plain one, folded as a reader of each language
 * types them without the mark: Polish ł (Łódź is found by "lodz"), French œ and æ, Nordic ø, ß,
 * Croatian đ, Turkish dotless ı, Maltese ħ; and Arabic's letter forms a search treats as one (alef
 * wasla, alef maqsura as ya, ta marbuta as ha).
 */
const UNMARKED: Record<string, string> = {
  ł: 'l',
  œ: 'oe',
  æ: 'ae',
  ø: 'o',
  ß: 'ss',
  đ: 'd',
  ı: 'i',
  ħ: 'h',
  þ: 'th',
  ð: 'd',
  '\u0671': '\u0627',
  '\u0649': '\u064a',
  '\u0629': '\u0647',
};
const UNMARKED_LETTER = new RegExp(`[${Object.keys(UNMARKED).join('')}]`, 'g');

/**
 * Lower-case, accents and marks removed: the form both tags and search keys are compared in, so
 * "Maria" finds María and "lodz" Łódź. The marks are Latin's combining accents and Arabic's vowel
 * signs, hamza above and below (أ إ آ as ا) and the tatweel that stretches a word.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .toLowerCase()
    .replace(UNMARKED_LETTER, (letter) => UNMARKED[letter] ?? letter)
    .replace(/[’']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Search keys and tags are compared in this form: folded; hyphens, underscores and bars as spaces. */
export function normalizeSearchText(text: string): string {
  return foldText(text.replace(/[-_|]+/g, ' '));
}
