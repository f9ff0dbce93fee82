/**
 * The site's own words in the studio (issue 48): FAQ, about-us FAQ and blog entries, plans, sister
 * sites, the donation and main-site links, the footer by country, navigation items and the
 * share/donate banner. One TypeBox schema per section: the studio checks its forms with it
 * (studio/src/forms.ts shows the errors by field) and the API checks each save with the same one.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { literals } from './studio-common.js';

/** A web address: http(s) only, no spaces, no backslash (a browser reads it as '/'). */
export const WebUrl = Type.String({ minLength: 8, maxLength: 500, pattern: '^https?://[^\\s/\\\\][^\\s\\\\]*$' });
/** A picture: a web address or one of this server's own paths (/art/..., /media/...); none is ''. */
export const PictureUrl = Type.String({ maxLength: 500, pattern: '^(|https?://[^\\s/\\\\][^\\s\\\\]*|/[^\\s/\\\\][^\\s\\\\]*)$' });
/** A phone number as people write it: an optional +, digits, spaces, brackets, dots and hyphens, 6 to 25 characters. */
export const Phone = Type.String({ minLength: 6, maxLength: 25, pattern: '^\\+?[0-9(][0-9 ().-]{4,23}[0-9]$' });
/** Ids of what the studio keeps in a list ('' for an entry not saved yet: the server names it). */
const EntryId = Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' });
const Line = (max: number) => Type.String({ minLength: 1, maxLength: max });

/** Characters of one rich text (an answer or a blog entry's body), before it is sanitised. */
export const RICH_TEXT_MAX = 20_000;

/** A blog entry: an FAQ or about-us FAQ entry (question and answer) or a blog post (title and body). */
export const BlogEntry = Type.Object(
  {
    id: EntryId,
    title: Line(200),
    /** The day it is dated, YYYY-MM-DD. */
    date: Type.String({ minLength: 10, maxLength: 10, pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' }),
    imageUrl: PictureUrl,
    /** Rich text; the API stores it sanitised exactly as the viewer app shows it. */
    body: Type.String({ maxLength: RICH_TEXT_MAX }),
    /** Listed on a kids profile too. */
    kids: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type BlogEntry = Static<typeof BlogEntry>;
export const BlogEntries = Type.Array(BlogEntry, { maxItems: 200 });

export const PLAN_KINDS = ['free', 'supporter'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const Plan = Type.Object(
  {
    id: EntryId,
    name: Line(100),
    description: Type.String({ maxLength: 1000 }),
    /** In the currency's units (e.g. 4.99); 0 for a free plan. */
    price: Type.Number({ minimum: 0, maximum: 100_000 }),
    currency: Type.String({ minLength: 3, maxLength: 3, pattern: '^[A-Z]{3}$' }),
    periodDays: Type.Integer({ minimum: 1, maximum: 3660 }),
    kind: literals(PLAN_KINDS),
  },
  { additionalProperties: false },
);
export type Plan = Static<typeof Plan>;
export const Plans = Type.Array(Plan, { minItems: 1, maxItems: 20 });

/** A sister site in the network panel and the footer (the configuration's network_items). */
export const SisterSite = Type.Object({ text: Line(100), link: WebUrl, imageUrl: PictureUrl }, { additionalProperties: false });
export type SisterSite = Static<typeof SisterSite>;
export const SisterSites = Type.Array(SisterSite, { maxItems: 30 });

/** Where Donate leads (donation_url) and the logo with the privacy and terms pages (main_site_url). */
export const SiteLinks = Type.Object({ donationUrl: WebUrl, mainSiteUrl: WebUrl }, { additionalProperties: false });
export type SiteLinks = Static<typeof SiteLinks>;

const CountryCode = Type.String({ minLength: 2, maxLength: 3, pattern: '^([A-Z]{3}|EU)$' });
export const FooterCountryEntry = Type.Object({ code: CountryCode, legalText: Line(1000), phone: Phone }, { additionalProperties: false });
export const Footer = Type.Object(
  { default: CountryCode, countries: Type.Array(FooterCountryEntry, { minItems: 1, maxItems: 60 }) },
  { additionalProperties: false },
);
export type Footer = Static<typeof Footer>;

/** A menu entry (home_nav_list_item): the carousel page it opens and its banner. */
const CatalogueRef = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
export const NavItem = Type.Object(
  { id: CatalogueRef, title: Line(60), bannerid: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' }) },
  { additionalProperties: false },
);
export type NavItem = Static<typeof NavItem>;
export const NavItems = Type.Array(NavItem, { maxItems: 20 });

export const Banner = Type.Object(
  {
    shareTitle: Line(200),
    shareText: Line(1000),
    giveTitle: Line(200),
    giveText: Line(1000),
    presets: Type.Array(Type.Integer({ minimum: 1, maximum: 100_000 }), { minItems: 1, maxItems: 8 }),
  },
  { additionalProperties: false },
);
export type Banner = Static<typeof Banner>;

/** Every section, its schema and its name in the studio. */
export const SITE_SECTIONS = {
  faq: { schema: BlogEntries, name: 'FAQ' },
  'about-faq': { schema: BlogEntries, name: 'About us FAQ' },
  blog: { schema: BlogEntries, name: 'Blog' },
  plans: { schema: Plans, name: 'Plans and packages' },
  'sister-sites': { schema: SisterSites, name: 'Sister sites' },
  links: { schema: SiteLinks, name: 'Donation and main site' },
  footer: { schema: Footer, name: 'Footer by country' },
  navigation: { schema: NavItems, name: 'Navigation' },
  banner: { schema: Banner, name: 'Share and donate banner' },
} as const satisfies Record<string, { schema: TSchema; name: string }>;
export type SiteSectionKey = keyof typeof SITE_SECTIONS;
export const SITE_SECTION_KEYS = Object.keys(SITE_SECTIONS) as SiteSectionKey[];
export type SiteValue<K extends SiteSectionKey> = Static<(typeof SITE_SECTIONS)[K]['schema']>;

/** The blog tag each list of entries is: the viewer's FAQ reads faq and about-us-faq. */
export const BLOG_TAGS = { faq: 'faq', 'about-faq': 'about-us-faq', blog: 'blog' } as const;
export type BlogSection = keyof typeof BLOG_TAGS;

/** `version`: what the section was when the editor opened it (a save over someone else's newer one is refused). */
export const SiteVersion = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-f0-9]+$' });
export const siteSectionAnswer = <T extends TSchema>(value: T) => Type.Object({ version: Type.String(), value });
export const siteSectionBody = <T extends TSchema>(value: T) => Type.Object({ version: SiteVersion, value }, { additionalProperties: false });
export interface SiteSection<K extends SiteSectionKey> {
  version: string;
  value: SiteValue<K>;
}

export const SITE_MESSAGES = {
  duplicateCountry: (code: string) => `The footer has ${code} twice: keep one.`,
  defaultCountry: (code: string) => `The default country, ${code}, has no footer: add it or choose another default.`,
  duplicateId: (id: string) => `Two entries have the id ${id}.`,
  noSuchDay: (index: number, date: string) => `value.${index}.date: there is no day ${date}.`,
  unknownCatalogue: (ids: string[]) => `These are not carousel pages (published categories): ${ids.join(', ')}.`,
} as const;
