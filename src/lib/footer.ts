/**
 * The footer's country-based legal text and support phone (SPEC section 3). The numbers are
 * fictional, in ranges set aside for drama, until the ministry's own are configured.
 */
export type LegalRegion = 'USA' | 'CAN' | 'GBR' | 'EU' | 'AUT' | 'IRL' | 'AUS';

const EU_MEMBERS = new Set([
  'BEL',
  'BGR',
  'CZE',
  'DNK',
  'DEU',
  'EST',
  'GRC',
  'ESP',
  'FRA',
  'HRV',
  'ITA',
  'CYP',
  'LVA',
  'LTU',
  'LUX',
  'HUN',
  'MLT',
  'NLD',
  'POL',
  'PRT',
  'ROU',
  'SVN',
  'SVK',
  'FIN',
  'SWE',
]);

export const LEGAL_TEXT: Record<LegalRegion, string> = {
  USA: 'Lumen Catholic Media, Inc. is a 501(c)(3) nonprofit organization. Gifts are tax-deductible to the extent allowed by law.',
  CAN: 'Lumen Catholic Media Canada is a registered charity. Official receipts for income tax purposes are issued for gifts of $20 or more.',
  GBR: 'Lumen Catholic Media UK is a registered charity in England and Wales. Gift Aid can add 25p to every £1 you give.',
  EU: 'Lumen Catholic Media Europe is a non-profit association. Your gift supports Catholic programming across Europe.',
  AUT: 'Lumen Catholic Media Österreich ist ein gemeinnütziger Verein. Spenden sind im Rahmen der gesetzlichen Bestimmungen steuerlich absetzbar.',
  IRL: 'Lumen Catholic Media Ireland is a registered charity. Donations of €250 or more a year qualify for tax relief.',
  AUS: 'Lumen Catholic Media Australia Ltd is a registered charity. Donations of $2 or more are tax deductible.',
};

export const SUPPORT_PHONE: Record<LegalRegion, string> = {
  USA: '+1 (555) 010-0199',
  CAN: '+1 (555) 010-0188',
  GBR: '+44 20 7946 0123',
  EU: '+353 1 555 0177',
  AUT: '+43 1 555 0166',
  IRL: '+353 1 555 0177',
  AUS: '+61 2 5550 0155',
};

/** Reads the lookup's `country;code` text; null for anything else. */
export function parseCountry(text: string): { name: string; code: string } | null {
  const match = /^([^;\n]{1,80});([A-Z]{3})\s*$/.exec(text.trim());
  return match ? { name: match[1]!.trim(), code: match[2]! } : null;
}

export function legalRegion(code: string | null | undefined): LegalRegion {
  if (!code) return 'USA';
  if (code === 'USA' || code === 'CAN' || code === 'GBR' || code === 'AUT' || code === 'IRL' || code === 'AUS') return code;
  if (EU_MEMBERS.has(code)) return 'EU';
  return 'USA';
}

/** Donation presets shown on the share/donate banner. */
export const DONATION_PRESETS = [10, 20, 30, 50, 100, 200] as const;

/** The donation site with a preset amount, or as it is. Only web addresses are used. */
export function donationLink(base: string | undefined, amount?: number): string | null {
  if (!base || !/^https?:\/\//.test(base)) return null;
  if (!amount) return base;
  const url = new URL(base);
  url.searchParams.set('amount', String(amount));
  return url.toString();
}
