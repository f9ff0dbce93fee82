import { COUNTRY_ROWS } from './countries-data';

export interface Country {
  /** Two-letter id (ISO 3166-1). */
  id: string;
  name: string;
  /** "+44" */
  dialCode: string;
}

export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(([id, name, dialCode]) => ({ id, name, dialCode }));

/** The country picker shows at most 6 options. */
export const COUNTRY_OPTIONS_SHOWN = 6;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Countries matching what was typed, by name or code (two-letter id or dial code), best first:
 * names and ids that start with it, then the rest; at most 6.
 */
export function filterCountries(query: string, limit = COUNTRY_OPTIONS_SHOWN): Country[] {
  const q = fold(query.trim());
  if (!q) return COUNTRIES.slice(0, limit);
  const digits = q.replace(/[^\d]/g, '');
  const starts: Country[] = [];
  const contains: Country[] = [];
  for (const country of COUNTRIES) {
    const name = fold(country.name);
    const byCode = country.id.toLowerCase() === q || (digits.length > 0 && country.dialCode.slice(1) === digits);
    if (byCode || name.startsWith(q)) starts.push(country);
    else if (name.includes(q) || (digits.length > 0 && country.dialCode.slice(1).startsWith(digits))) contains.push(country);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}

export function countryById(id: string): Country | undefined {
  return COUNTRIES.find((c) => c.id === id);
}
