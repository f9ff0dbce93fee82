/**
 * The languages Lumen speaks: the app's words (catalogues in src/locales/), what a profile keeps
 * as its language on the server, and what the API is asked for. Each name is written in its own
 * language, as a viewer looking for theirs reads it. `dir` is the writing direction the page takes.
 */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as readonly Locale[];
export const SOURCE_LOCALE: Locale = 'en';

/**
 * The test language: every text accented and 40% longer, in brackets, so a text the layout cuts
 * or a word left in English shows. Offered to no viewer; tests and translators ask for it
 * (`?lang=pseudo`).
 */
export const PSEUDO_LOCALE = 'pseudo';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);

/**
 * The first of a device's languages (BCP 47 tags, best first, as navigator.languages gives them)
 * that Lumen speaks: the tag itself, else its language alone (es-MX is Español, pt-PT Português);
 * English when none is.
 */
export function matchLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const exact = LOCALE_CODES.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.toLowerCase().split(/[-_]/)[0];
    const near = LOCALE_CODES.find((code) => code.toLowerCase().split('-')[0] === language);
    if (near) return near;
  }
  return SOURCE_LOCALE;
}

export const directionOf = (locale: string): 'ltr' | 'rtl' => LOCALES.find((entry) => entry.code === locale)?.dir ?? 'ltr';
