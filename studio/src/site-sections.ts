/**
 * What the site screen edits in each section of the site's words: the fields of a list's entries
 * (FAQ, blog, plans, sister sites, navigation) and of a section that is one object (links, banner),
 * how a new entry starts, and what the pages say about each section.
 */
import { PLAN_KINDS, type SiteSectionKey } from '../../contract/studio-site';

export type Entry = Record<string, unknown>;
type FieldKind = 'text' | 'long' | 'rich' | 'date' | 'number' | 'check' | 'select' | 'numbers';
export interface FieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  hint?: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const faqFields = (answer: string): FieldDef[] => [
  { key: 'title', label: 'Question', kind: 'text' },
  { key: 'body', label: answer, kind: 'rich' },
  { key: 'kids', label: 'Also on kids profiles', kind: 'check' },
];

/** What each section's entries are made of, how a new one starts, and what the page says about it. */
export const LISTS: Partial<Record<SiteSectionKey, { fields: FieldDef[]; blank: () => Entry; noun: string; about: string; titleKey: string }>> = {
  faq: {
    fields: faqFields('Answer'),
    blank: () => ({ id: '', title: '', date: today(), imageUrl: '', body: '', kids: true }),
    noun: 'question',
    about: 'The questions of the FAQ page and the home page’s FAQ (blog entries tagged faq), in this order.',
    titleKey: 'title',
  },
  'about-faq': {
    fields: faqFields('Answer'),
    blank: () => ({ id: '', title: '', date: today(), imageUrl: '', body: '', kids: true }),
    noun: 'question',
    about: 'The questions on the About us page, listed after the FAQ’s on the FAQ page (blog entries tagged about-us-faq).',
    titleKey: 'title',
  },
  blog: {
    fields: [
      { key: 'title', label: 'Title', kind: 'text' },
      { key: 'date', label: 'Date', kind: 'date' },
      { key: 'imageUrl', label: 'Picture address', kind: 'text', hint: 'https://… or a path of this site such as /pictures/…; empty for none.' },
      { key: 'body', label: 'Text', kind: 'rich' },
      { key: 'kids', label: 'Also on kids profiles', kind: 'check' },
    ],
    blank: () => ({ id: '', title: '', date: today(), imageUrl: '', body: '', kids: true }),
    noun: 'post',
    about: 'Blog posts (blog entries tagged blog), newest first or in the order you choose.',
    titleKey: 'title',
  },
  plans: {
    fields: [
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'description', label: 'Description', kind: 'long' },
      { key: 'price', label: 'Price', kind: 'number', hint: '0 for a free plan; e.g. 4.99.' },
      { key: 'currency', label: 'Currency', kind: 'text', hint: 'Three letters, e.g. USD.' },
      { key: 'periodDays', label: 'Lasts (days)', kind: 'number' },
      { key: 'kind', label: 'Kind', kind: 'select', options: PLAN_KINDS, hint: 'A supporter plan also shows the way to the donation site.' },
    ],
    blank: () => ({ id: '', name: '', description: '', price: 0, currency: 'USD', periodDays: 365, kind: 'free' }),
    noun: 'plan',
    about: 'The plans of the Packages page. A plan taken off stays on the subscriptions that name it, and is no longer offered.',
    titleKey: 'name',
  },
  'sister-sites': {
    fields: [
      { key: 'text', label: 'Name', kind: 'text' },
      { key: 'link', label: 'Address', kind: 'text', hint: 'https://…' },
      { key: 'imageUrl', label: 'Picture address', kind: 'text', hint: 'https://… or a path of this site; empty for none.' },
    ],
    blank: () => ({ text: '', link: 'https://', imageUrl: '' }),
    noun: 'site',
    about: 'The sister sites of the network panel and the footer.',
    titleKey: 'text',
  },
  navigation: {
    fields: [
      { key: 'title', label: 'Menu entry', kind: 'text' },
      { key: 'id', label: 'Page of carousels (its id)', kind: 'text', hint: 'A published category holding carousels, e.g. nav-saints.' },
      { key: 'bannerid', label: 'Its banner (id)', kind: 'text', hint: 'Empty for none.' },
    ],
    blank: () => ({ id: '', title: '', bannerid: '' }),
    noun: 'menu entry',
    about: 'The configured entries of the viewer’s menu (between Shows and My List).',
    titleKey: 'title',
  },
};
export const FOOTER_COUNTRY: FieldDef[] = [
  { key: 'code', label: 'Country', kind: 'text', hint: 'Three letters (USA, GBR, AUT…) or EU for the member states without their own.' },
  { key: 'legalText', label: 'Legal text', kind: 'long' },
  { key: 'phone', label: 'Support phone', kind: 'text' },
];
export const OBJECTS: Partial<Record<SiteSectionKey, { fields: FieldDef[]; about: string }>> = {
  links: {
    fields: [
      { key: 'donationUrl', label: 'Donation site', kind: 'text', hint: 'Where Donate and the banner’s gifts lead (https://…).' },
      { key: 'mainSiteUrl', label: 'Main site', kind: 'text', hint: 'The logo’s link; its /privacy-policy and /terms-of-use are the footer’s.' },
    ],
    about: 'The links out of the app that lead to giving and to the ministry’s own site.',
  },
  banner: {
    fields: [
      { key: 'shareTitle', label: 'Share: heading', kind: 'text' },
      { key: 'shareText', label: 'Share: text', kind: 'long' },
      { key: 'giveTitle', label: 'Give: heading', kind: 'text' },
      { key: 'giveText', label: 'Give: text', kind: 'long' },
      { key: 'presets', label: 'Gifts offered (dollars)', kind: 'numbers', hint: 'Up to 8 whole amounts, separated by commas.' },
    ],
    about: 'The banner after the home page’s 8th carousel: share Lumen, or give.',
  },
};
