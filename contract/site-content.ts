/**
 * The site's own words that live in the global configuration beside the spec's keys: the footer's
 * legal text and support phone by country (footer_countries) and the share/donate banner
 * (share_donate_banner). Plain data and readers only (no schema library): the viewer app reads
 * these on every start, the studio edits them (contract/studio-site.ts), the seed and migration
 * 0016 write the demo values below.
 */

/** A country's footer: its three-letter code (ISO 3166 alpha-3), or EU for the member states without their own. */
export interface FooterCountry {
  code: string;
  legalText: string;
  phone: string;
}
export interface FooterCountries {
  /** The country whose text a visitor from anywhere else sees (the USA). */
  default: string;
  countries: FooterCountry[];
}

export interface ShareDonateBanner {
  shareTitle: string;
  shareText: string;
  giveTitle: string;
  giveText: string;
  /** The gifts offered, in dollars ($10, $20, $30, $50, $100, $200). */
  presets: number[];
}

export const FOOTER_COUNTRIES_KEY = 'footer_countries';
export const SHARE_DONATE_BANNER_KEY = 'share_donate_banner';

/** The demo's footers. The numbers are fictional, in ranges set aside for drama, until the ministry's own are set. */
export const DEFAULT_FOOTER_COUNTRIES: FooterCountries = {
  default: 'USA',
  countries: [
    {
      code: 'USA',
      legalText: 'Lumen Catholic Media, Inc. is a 501(c)(3) nonprofit organization. Gifts are tax-deductible to the extent allowed by law.',
      phone: '+1 (555) 010-0199',
    },
    {
      code: 'CAN',
      legalText: 'Lumen Catholic Media Canada is a registered charity. Official receipts for income tax purposes are issued for gifts of $20 or more.',
      phone: '+1 (555) 010-0188',
    },
    {
      code: 'GBR',
      legalText: 'Lumen Catholic Media UK is a registered charity in England and Wales. Gift Aid can add 25p to every £1 you give.',
      phone: '+44 20 7946 0123',
    },
    {
      code: 'EU',
      legalText: 'Lumen Catholic Media Europe is a non-profit association. Your gift supports Catholic programming across Europe.',
      phone: '+353 1 555 0177',
    },
    {
      code: 'AUT',
      legalText: 'Lumen Catholic Media Österreich ist ein gemeinnütziger Verein. Spenden sind im Rahmen der gesetzlichen Bestimmungen steuerlich absetzbar.',
      phone: '+43 1 555 0166',
    },
    {
      code: 'IRL',
      legalText: 'Lumen Catholic Media Ireland is a registered charity. Donations of €250 or more a year qualify for tax relief.',
      phone: '+353 1 555 0177',
    },
    {
      code: 'AUS',
      legalText: 'Lumen Catholic Media Australia Ltd is a registered charity. Donations of $2 or more are tax deductible.',
      phone: '+61 2 5550 0155',
    },
  ],
};

export const DEFAULT_SHARE_DONATE_BANNER: ShareDonateBanner = {
  shareTitle: 'Share the Gospel',
  shareText: 'Lumen is free for everyone. Invite a friend or your family to watch with you.',
  giveTitle: 'Keep Lumen free',
  giveText: 'Lumen is supported by viewers like you. Choose a gift:',
  presets: [10, 20, 30, 50, 100, 200],
};

/** Member states of the EU: they share the EU footer unless they have their own. */
const EU_MEMBERS = new Set('BEL BGR CZE DNK DEU EST GRC ESP FRA HRV ITA CYP LVA LTU LUX HUN MLT NLD POL PRT ROU SVN SVK FIN SWE AUT IRL'.split(' '));

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() !== '' && value.length <= max ? value : null);

function parsed(json: string | undefined): unknown {
  if (!json) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

/** footer_countries as configured; the demo's when it is missing or unreadable (a bad entry is skipped). */
export function readFooterCountries(json: string | undefined): FooterCountries {
  const value = parsed(json) as Partial<FooterCountries> | null;
  const countries = (Array.isArray(value?.countries) ? value.countries : []).flatMap((entry: Partial<FooterCountry>) => {
    const code = text(entry?.code, 3);
    const legalText = text(entry?.legalText, 2000);
    const phone = text(entry?.phone, 40);
    return code && legalText && phone ? [{ code, legalText, phone }] : [];
  });
  if (countries.length === 0) return DEFAULT_FOOTER_COUNTRIES;
  const fallback = text(value?.default, 3);
  return { default: fallback && countries.some((c) => c.code === fallback) ? fallback : countries[0]!.code, countries };
}

/** The footer for a visitor from `code` (the country lookup's): its own, else the EU's for a member state, else the default. */
export function footerFor(footers: FooterCountries, code: string | null | undefined): FooterCountry {
  const byCode = (wanted: string) => footers.countries.find((c) => c.code === wanted);
  return (code && byCode(code)) || (code && EU_MEMBERS.has(code) && byCode('EU')) || byCode(footers.default) || footers.countries[0]!;
}

/** share_donate_banner as configured; the demo's words where it is missing or unreadable. */
export function readShareDonateBanner(json: string | undefined): ShareDonateBanner {
  const value = (parsed(json) ?? {}) as Partial<Record<keyof ShareDonateBanner, unknown>>;
  const presets = Array.isArray(value.presets) ? value.presets.filter((n): n is number => Number.isInteger(n) && n > 0 && n <= 100_000).slice(0, 8) : [];
  return {
    shareTitle: text(value.shareTitle, 200) ?? DEFAULT_SHARE_DONATE_BANNER.shareTitle,
    shareText: text(value.shareText, 1000) ?? DEFAULT_SHARE_DONATE_BANNER.shareText,
    giveTitle: text(value.giveTitle, 200) ?? DEFAULT_SHARE_DONATE_BANNER.giveTitle,
    giveText: text(value.giveText, 1000) ?? DEFAULT_SHARE_DONATE_BANNER.giveText,
    presets: presets.length > 0 ? presets : DEFAULT_SHARE_DONATE_BANNER.presets,
  };
}
