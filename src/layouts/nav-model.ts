import { t } from '@lingui/core/macro';
import { LOCALES, type Locale } from '../../contract/locales';
import type { IconName } from '../components/Icon';
import type { NavListItem, NetworkItem } from '../stores/config';
import type { NavPanel } from '../stores/ui';
import { BRAND_ICON_URL } from '../lib/runtime-config';
import { webUrl } from '../lib/safe-url';

/** One entry of the navigation, whatever the layout draws it as (its label in the language shown when it was made). */
export type NavEntry =
  | { kind: 'link'; id: string; label: string; to: string; icon?: IconName }
  | { kind: 'external'; id: string; label: string; href: string; icon?: IconName; imageUrl?: string }
  | { kind: 'panel'; id: string; label: string; panel: NavPanel; icon?: IconName; entries: NavEntry[] }
  | { kind: 'action'; id: string; label: string; action: 'signIn' | 'signOut'; icon?: IconName }
  | { kind: 'language'; id: string; label: string; locale: Locale; icon?: IconName };

export interface NavInput {
  navListItems: NavListItem[];
  networkItems: NetworkItem[];
  loggedIn: boolean;
  profileName: string | null;
  /** A KIDS profile: no Live (the server keeps it from kids); Shows lists their age-appropriate shows. */
  kids?: boolean;
  /** Downloads for offline viewing: signed in on a phone or computer (a TV streams). */
  downloads?: boolean;
  donationUrl: string | null;
  mainSiteUrl: string | null;
}

/** From the nav, Live opens with 'homenav' as both video id and type. */
export const LIVE_FROM_NAV = '/liveVideo/homenav/homenav';

function configuredItems(items: NavListItem[]): NavEntry[] {
  return items.map((item) => ({
    kind: 'link',
    id: `nav-item-${item.id}`,
    label: item.title,
    icon: 'star',
    to: `/navlistitem/${encodeURIComponent(item.id)}/${encodeURIComponent(item.bannerid)}`,
  }));
}

function networkEntries(items: NetworkItem[]): NavEntry[] {
  return items
    .filter((item) => webUrl(item.externalLink) !== null)
    .map((item, index) => ({
      kind: 'external',
      id: `network-${index}`,
      label: item.networkItemText,
      href: item.externalLink,
      imageUrl: item.imageUrl,
    }));
}

function profileEntries(input: NavInput): NavEntry[] {
  if (!input.loggedIn) return [{ kind: 'action', id: 'sign-in', label: t`Sign In`, action: 'signIn', icon: 'signin' }];
  return [
    { kind: 'link', id: 'switch-profile', label: t`Switch Profile`, to: '/profile/switchprofile' },
    { kind: 'link', id: 'edit-profile', label: t`Edit Profile`, to: '/profile/list?editProfile=true' },
    { kind: 'link', id: 'dashboard', label: t`My Dashboard`, to: '/Account' },
    { kind: 'action', id: 'sign-out', label: t`Sign Out`, action: 'signOut' },
  ];
}

// The entries both layouts share: made as the menu is drawn, so their words are the language's now.
const shows = (): NavEntry => ({ kind: 'link', id: 'shows', label: t`Shows`, to: '/AllShows/list', icon: 'shows' });
const live = (): NavEntry => ({
  kind: 'link',
  id: 'live',
  label: t({ message: 'Live', context: 'the menu entry of the live TV page' }),
  to: LIVE_FROM_NAV,
  icon: 'live',
});

/** The dashboard's Downloads tab, where downloads play offline. */
const downloads = (): NavEntry => ({ kind: 'link', id: 'downloads', label: t`Downloads`, to: '/Account?tab=downloads', icon: 'download' });

const more = (): NavEntry => ({
  kind: 'panel',
  id: 'more',
  label: t`More`,
  panel: 'more',
  icon: 'more',
  entries: [
    { kind: 'link', id: 'about-us', label: t`About Us`, to: '/aboutus' },
    { kind: 'link', id: 'contact-us', label: t`Contact Us`, to: '/contactus' },
  ],
});

/**
 * The language the app speaks, on every layout: each language named in itself, as a viewer
 * looking for theirs reads it.
 */
const language = (): NavEntry => ({
  kind: 'panel',
  id: 'language',
  label: t`Language`,
  panel: 'language',
  icon: 'language',
  entries: LOCALES.map((entry) => ({ kind: 'language', id: `language-${entry.code}`, label: entry.name, locale: entry.code })),
});

/**
 * Desktop and TV side navigation: logo to the main site, the network panel,
 * home, search, Shows, the configured items, My list, More, Language, Live, the profile menu and Donate.
 */
export function sideNavigation(input: NavInput): NavEntry[] {
  const entries: NavEntry[] = [];
  const mainSite = webUrl(input.mainSiteUrl);
  if (mainSite) entries.push({ kind: 'external', id: 'logo', label: t`Lumen main site`, href: mainSite, imageUrl: BRAND_ICON_URL });
  const networks = networkEntries(input.networkItems);
  if (networks.length > 0) entries.push({ kind: 'panel', id: 'networks', label: t`Our Networks`, panel: 'networks', icon: 'networks', entries: networks });
  entries.push(
    { kind: 'link', id: 'home', label: t`Home`, to: '/', icon: 'home' },
    { kind: 'link', id: 'search', label: t`Search`, to: '/search', icon: 'search' },
    shows(),
    ...configuredItems(input.navListItems),
    { kind: 'link', id: 'my-list', label: t`My list`, to: '/mylist', icon: 'list' },
    ...(input.downloads && input.loggedIn ? [downloads()] : []),
    more(),
    language(),
    ...(input.kids ? [] : [live()]),
    input.loggedIn
      ? { kind: 'panel', id: 'profile', label: input.profileName || t`Profile`, panel: 'profile', icon: 'profile', entries: profileEntries(input) }
      : profileEntries(input)[0]!,
  );
  const donation = webUrl(input.donationUrl);
  if (donation) entries.push({ kind: 'external', id: 'donate', label: t`Donate`, href: donation, icon: 'donate' });
  return entries;
}

/** Mobile: the bar (hamburger with the network grid, home, Donate) and the menu behind its button. */
export function mobileNavigation(input: NavInput): { networks: NavEntry[]; bar: NavEntry[]; menu: NavEntry[] } {
  const bar: NavEntry[] = [{ kind: 'link', id: 'home', label: t`Home`, to: '/', icon: 'home' }];
  const donation = webUrl(input.donationUrl);
  if (donation) bar.push({ kind: 'external', id: 'donate', label: t`Donate`, href: donation, icon: 'donate' });
  const menu: NavEntry[] = [
    { kind: 'link', id: 'search', label: t`Search`, to: '/search', icon: 'search' },
    shows(),
    ...configuredItems(input.navListItems),
    { kind: 'link', id: 'my-list', label: t`My List`, to: '/mylist', icon: 'list' },
    ...(input.downloads && input.loggedIn ? [downloads()] : []),
    input.loggedIn
      ? { kind: 'panel', id: 'profile', label: t`My Profile`, panel: 'profile', icon: 'profile', entries: profileEntries(input) }
      : profileEntries(input)[0]!,
    more(),
    language(),
    ...(input.kids ? [] : [live()]),
  ];
  return { networks: networkEntries(input.networkItems), bar, menu };
}
