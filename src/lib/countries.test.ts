import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryById, filterCountries } from './countries';

describe('the country list', () => {
  it('holds about 240 countries with dial codes and ids', () => {
    expect(COUNTRIES.length).toBeGreaterThan(230);
    expect(countryById('IE')).toEqual({ id: 'IE', name: 'Ireland', dialCode: '+353' });
    expect(countryById('US')?.dialCode).toBe('+1');
  });

  it('filters by name or code and shows at most 6', () => {
    expect(filterCountries('ire')[0]!.id).toBe('IE');
    expect(filterCountries('IN')[0]!.id).toBe('IN');
    expect(filterCountries('+353')[0]!.id).toBe('IE');
    expect(filterCountries('44').map((c) => c.id)).toContain('GB');
    expect(filterCountries('a')).toHaveLength(6);
    expect(filterCountries('')).toHaveLength(6);
    expect(filterCountries('zzzz')).toEqual([]);
    expect(filterCountries('cote')[0]!.name).toMatch(/Côte d’Ivoire|Ivory/);
  });
});
