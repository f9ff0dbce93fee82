import type { Locale } from '../../../contract/locales';

/**
 * The TV keyboard's letters, in layers of at most 36 keys (six rows of six) that a key switches
 * between, so the keyboard keeps its height in every language. Every language has the Latin
 * letters and the digits (programme names are often English); a language that writes letters of
 * its own gets them in a layer of their own: first for Arabic, which a viewer types most, second
 * for the accented Latin letters (search finds María from maria too, but a viewer types their
 * language as they write it).
 */
const LATIN = 'abcdefghijklmnopqrstuvwxyz0123456789';
const DIGITS = '0123456789';
/** The Arabic alphabet and its hamza and final forms: 36 keys, six full rows. */
const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءةىأإآؤئ';

const ACCENTED: Partial<Record<Locale, string>> = {
  es: 'áéíóúüñ',
  'pt-BR': 'áâãàçéêíóôõú',
  fr: 'àâæçéèêëîïôœùûüÿ',
  it: 'àèéìòù',
  pl: 'ąćęłńóśźż',
};

export interface KeyboardLayer {
  /** The layer's keys, in reading order. */
  keys: string[];
  /** What the key that shows this layer says: its first letters. */
  sample: string;
}

const layer = (letters: string): KeyboardLayer => {
  const keys = Array.from(letters);
  return { keys, sample: keys.slice(0, 3).join('') };
};

/** The layers of the keyboard for a language, the one shown first first. */
export function keyboardLayers(locale: string): KeyboardLayer[] {
  if (locale === 'ar') return [layer(ARABIC), layer(LATIN)];
  const accented = ACCENTED[locale as Locale];
  return accented ? [layer(LATIN), layer(accented + DIGITS)] : [layer(LATIN)];
}
