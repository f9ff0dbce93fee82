/** ISO 3166 alpha-2 to alpha-3 codes for the countries the country lookup names. */
export const ALPHA3: Record<string, string> = {
  US: 'USA', CA: 'CAN', GB: 'GBR', IE: 'IRL', AU: 'AUS', NZ: 'NZL', AT: 'AUT', DE: 'DEU', FR: 'FRA', IT: 'ITA',
  ES: 'ESP', PT: 'PRT', NL: 'NLD', BE: 'BEL', LU: 'LUX', PL: 'POL', CZ: 'CZE', SK: 'SVK', HU: 'HUN', SI: 'SVN',
  HR: 'HRV', RO: 'ROU', BG: 'BGR', GR: 'GRC', CY: 'CYP', MT: 'MLT', DK: 'DNK', SE: 'SWE', FI: 'FIN', EE: 'EST',
  LV: 'LVA', LT: 'LTU', CH: 'CHE', NO: 'NOR', IN: 'IND', PH: 'PHL', NG: 'NGA', KE: 'KEN', UG: 'UGA', GH: 'GHA',
  ZA: 'ZAF', TZ: 'TZA', MX: 'MEX', BR: 'BRA', AR: 'ARG', CO: 'COL', PE: 'PER', CL: 'CHL', SG: 'SGP', MY: 'MYS',
  KR: 'KOR', JP: 'JPN', AE: 'ARE', LB: 'LBN', LK: 'LKA', PK: 'PAK', VN: 'VNM', ID: 'IDN', HK: 'HKG', TW: 'TWN',
};

/** Its English name, from the runtime's own data. */
export function countryName(alpha2: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(alpha2) ?? alpha2;
  } catch {
    return alpha2;
  }
}
