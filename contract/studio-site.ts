/**
 * The site's own words in the studio (issue 48): FAQ, about-us FAQ and blog entries, plans, sister
 * sites, the donation and main-site links, the footer by country, navigation items and the
 * share/donate banner. One valibot schema per section: the studio checks its forms with it
 * (studio/src/forms.ts shows the errors by field) and the API checks each save with the same one.
 */
import * as v from 'valibot';
import type { Output } from './studio-common.js';

/** A web address: http(s) only, no spaces, no backslash (a browser reads it as '/'). */
export const WebUrl = v.pipe(v.string(), v.minLength(8), v.maxLength(500), v.regex(/^https?:\/\/[^\s/\\][^\s\\]*$/));
/** A picture: a web address or one of this server's own paths (/art/..., /media/...); none is ''. */
export const PictureUrl = v.pipe(v.string(), v.maxLength(500), v.regex(/^(|https?:\/\/[^\s/\\][^\s\\]*|\/[^\s/\\][^\s\\]*)$/));
/** A phone number as people write it: an optional +, digits, spaces, brackets, dots and hyphens, 6 to 25 characters. */
export const Phone = v.pipe(v.string(), v.minLength(6), v.maxLength(25), v.regex(/^\+?[0-9(][0-9 ().-]{4,23}[0-9]$/));
/** Ids of what the studio keeps in a list ('' for an entry not saved yet: the server names it). */
const EntryId = v.pipe(v.string(), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]*$/));
const Line = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));

/** Characters of one rich text (an answer or a blog entry's body), before it is sanitised. */
export const RICH_TEXT_MAX = 20_000;

/** A blog entry: an FAQ or about-us FAQ entry (question and answer) or a blog post (title and body). */
export const BlogEntry = v.object({
  id: EntryId,
  title: Line(200),
  /** The day it is dated, YYYY-MM-DD. */
  date: v.pipe(v.string(), v.minLength(10), v.maxLength(10), v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)),
  imageUrl: PictureUrl,
  /** Rich text; the API stores it sanitised exactly as the viewer app shows it. */
  body: v.pipe(v.string(), v.maxLength(RICH_TEXT_MAX)),
  /** Listed on a kids profile too. */
  kids: v.boolean(),
});
export type BlogEntry = Output<typeof BlogEntry>;
export const BlogEntries = v.pipe(v.array(BlogEntry), v.maxLength(200));

export const PLAN_KINDS = ['free', 'supporter'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const Plan = v.object({
  id: EntryId,
  name: Line(100),
  description: v.pipe(v.string(), v.maxLength(1000)),
  /** In the currency's units (e.g. 4.99); 0 for a free plan. */
  price: v.pipe(v.number(), v.minValue(0), v.maxValue(100_000)),
  currency: v.pipe(v.string(), v.minLength(3), v.maxLength(3), v.regex(/^[A-Z]{3}$/)),
  periodDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3660)),
  kind: v.picklist(PLAN_KINDS),
});
export type Plan = Output<typeof Plan>;
export const Plans = v.pipe(v.array(Plan), v.minLength(1), v.maxLength(20));

/** A sister site in the network panel and the footer (the configuration's network_items). */
export const SisterSite = v.object({ text: Line(100), link: WebUrl, imageUrl: PictureUrl });
export type SisterSite = Output<typeof SisterSite>;
export const SisterSites = v.pipe(v.array(SisterSite), v.maxLength(30));

/** Where Donate leads (donation_url) and the logo with the privacy and terms pages (main_site_url). */
export const SiteLinks = v.object({ donationUrl: WebUrl, mainSiteUrl: WebUrl });
export type SiteLinks = Output<typeof SiteLinks>;

const CountryCode = v.pipe(v.string(), v.minLength(2), v.maxLength(3), v.regex(/^([A-Z]{3}|EU)$/));
export const FooterCountryEntry = v.object({ code: CountryCode, legalText: Line(1000), phone: Phone });
export const Footer = v.object({ default: CountryCode, countries: v.pipe(v.array(FooterCountryEntry), v.minLength(1), v.maxLength(60)) });
export type Footer = Output<typeof Footer>;

/** A menu entry (home_nav_list_item): the carousel page it opens and its banner. */
const CatalogueRef = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/));
export const NavItem = v.object({ id: CatalogueRef, title: Line(60), bannerid: v.pipe(v.string(), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]*$/)) });
export type NavItem = Output<typeof NavItem>;
export const NavItems = v.pipe(v.array(NavItem), v.maxLength(20));

export const Banner = v.object({
  shareTitle: Line(200),
  shareText: Line(1000),
  giveTitle: Line(200),
  giveText: Line(1000),
  presets: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))), v.minLength(1), v.maxLength(8)),
});
export type Banner = Output<typeof Banner>;

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
} as const satisfies Record<string, { schema: v.GenericSchema; name: string }>;
export type SiteSectionKey = keyof typeof SITE_SECTIONS;
export const SITE_SECTION_KEYS = Object.keys(SITE_SECTIONS) as SiteSectionKey[];
export type SiteValue<K extends SiteSectionKey> = Output<(typeof SITE_SECTIONS)[K]['schema']>;

/** The blog tag each list of entries is: the viewer's FAQ reads faq and about-us-faq. */
export const BLOG_TAGS = { faq: 'faq', 'about-faq': 'about-us-faq', blog: 'blog' } as const;
export type BlogSection = keyof typeof BLOG_TAGS;

/** `version`: what the section was when the editor opened it (a save over someone else's newer one is refused). */
export const SiteVersion = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[a-f0-9]+$/));
export const siteSectionAnswer = <T extends v.GenericSchema>(value: T) => v.looseObject({ version: v.string(), value });
export const siteSectionBody = <T extends v.GenericSchema>(value: T) => v.object({ version: SiteVersion, value });
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
