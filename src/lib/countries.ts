import { i18n } from '@lingui/core';
import { COUNTRY_ROWS } from './countries-data';

export interface Country {
  /** Two-letter id (ISO 3166-1). */
  id: string;
  /** In the viewer's language (English where the runtime cannot name it). */
  name: string;
  /** "+44" */
  dialCode: string;
}

/** Every country with its English name (the names the runtime falls back to), by English name. */
export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(([id, name, dialCode]) => ({ id, name, dialCode }));

/** The country picker shows at most 6 options. */
export const COUNTRY_OPTIONS_SHOWN = 6;

/** A language as Intl knows it (the test language's names are English). */
const forIntl = (locale: string): string => (locale && locale !== 'pseudo' ? locale : 'en');
/** The language names are drawn in: the one shown now. */
const currentLocale = (): string => forIntl(i18n.locale);

/** Each language's region names, made once; null where the runtime has none (Intl.DisplayNames is missing before Chrome 81, or throws). */
const namers = new Map<string, Intl.DisplayNames | null>();
function namerFor(asked: string): Intl.DisplayNames | null {
  const locale = forIntl(asked);
  let namer = namers.get(locale);
  if (namer === undefined) {
    try {
      namer = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }) : null;
    } catch {
      namer = null;
    }
    namers.set(locale, namer);
  }
  return namer;
}

/** A country's name in `locale` (by default the one shown now), else its English name. */
export function countryName(country: Pick<Country, 'id'> & { name?: string }, locale: string = currentLocale()): string {
  const english = country.name ?? COUNTRIES.find((c) => c.id === country.id)?.name ?? country.id;
  try {
    return namerFor(locale)?.of(country.id) || english;
  } catch {
    return english;
  }
}

/** Every country named in `locale`, sorted by that name in that language; made once a language. */
const lists = new Map<string, readonly Country[]>();
function countriesIn(asked: string): readonly Country[] {
  const locale = forIntl(asked);
  let list = lists.get(locale);
  if (!list) {
    const named = COUNTRIES.map((c) => ({ ...c, name: countryName(c, locale) }));
    let compare: (a: string, b: string) => number;
    try {
      compare = new Intl.Collator([locale]).compare;
    } catch {
      compare = (a, b) => a.localeCompare(b);
    }
    list = named.sort((a, b) => compare(a.name, b.name));
    lists.set(locale, list);
  }
  return list;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Countries matching what was typed, by name (in `locale`, by default the one shown now) or code
 * (two-letter id or dial code), best first: names and ids that start with it, then the rest; at most 6.
 */
export function filterCountries(query: string, limit = COUNTRY_OPTIONS_SHOWN, locale: string = currentLocale()): Country[] {
  const countries = countriesIn(locale);
  const q = fold(query.trim());
  if (!q) return countries.slice(0, limit);
  const digits = q.replace(/[^\d]/g, '');
  const starts: Country[] = [];
  const contains: Country[] = [];
  for (const country of countries) {
    const name = fold(country.name);
    const byCode = country.id.toLowerCase() === q || (digits.length > 0 && country.dialCode.slice(1) === digits);
    if (byCode || name.startsWith(q)) starts.push(country);
    else if (name.includes(q) || (digits.length > 0 && country.dialCode.slice(1).startsWith(digits))) contains.push(country);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}

/** A country by its two-letter id, named in `locale` (by default the one shown now). */
export function countryById(id: string, locale: string = currentLocale()): Country | undefined {
  return countriesIn(locale).find((c) => c.id === id);
}
