import type { NavItem } from '../../../contract/studio-site.js';
import { DEFAULT_FOOTER_COUNTRIES, DEFAULT_SHARE_DONATE_BANNER, FOOTER_COUNTRIES_KEY, SHARE_DONATE_BANNER_KEY } from '../../../contract/site-content.js';
import { THEME_DEFAULTS } from '../../../contract/theme.js';
import { CATALOGUE_IDS } from './catalogue-ids.js';
import { artUrl } from '../media/art-urls.js';

export type NavListItem = NavItem;

/** Sister sites shown in the network panel (imageUrl, networkItemText, externalLink). */
const NETWORK_ITEMS = [
  { networkItemText: 'Lumen Magazine', externalLink: 'https://magazine.lumen.example.org', image: 'magazine' },
  { networkItemText: 'Lumen News', externalLink: 'https://news.lumen.example.org', image: 'news' },
  { networkItemText: 'Lumen Podcast', externalLink: 'https://podcast.lumen.example.org', image: 'podcast' },
  { networkItemText: 'Lumen Prayer Channel', externalLink: 'https://prayer.lumen.example.org', image: 'prayer' },
  { networkItemText: 'Lumen Conferences', externalLink: 'https://conferences.lumen.example.org', image: 'conferences' },
  { networkItemText: 'Lumen Kids', externalLink: 'https://kids.lumen.example.org', image: 'kids' },
].map(({ networkItemText, externalLink, image }) => ({
  networkItemText,
  externalLink,
  imageUrl: artUrl('network', networkItemText, 320, image.length * 37),
}));

/** The global configuration (GET /appconfig): every key the spec names, values as strings. */
export function buildGlobalConfig(input: { navItems: NavListItem[]; liveChannelId: string }): Record<string, string> {
  return {
    ...THEME_DEFAULTS,
    loading_spinner: '/brand/spinner.svg',
    splash_screen_video_web: '/media/splash/splash.mp4',
    home_nav_list_item: JSON.stringify(input.navItems),
    regular_carousel_shalom_web: CATALOGUE_IDS.homeCarousels,
    regular_carousel_shalom_web_kids: CATALOGUE_IDS.kidsCarousels,
    featured_carousel: CATALOGUE_IDS.featured,
    featured_carousel_mobile: CATALOGUE_IDS.featuredMobile,
    featured_carousel_shalom_web_kids: CATALOGUE_IDS.featuredKids,
    bottom_banner: CATALOGUE_IDS.bottomBanner,
    most_watched_carousel: CATALOGUE_IDS.middleBanner,
    home_nav_live_item: input.liveChannelId,
    resume_option: 'true',
    country_code: 'US',
    all_shows_id: CATALOGUE_IDS.allShows,
    categories_id_show_page: CATALOGUE_IDS.showCategories,
    ts: '2025-01-01T00:00:00.000Z',
    restriction_package: '',
    network_items: JSON.stringify(NETWORK_ITEMS),
    donation_url: 'https://give.lumen.example.org/fellowship',
    main_site_url: 'https://www.lumen.example.org',
    // The footer by country and the share/donate banner (the studio edits them; migration 0016 for older customers).
    [FOOTER_COUNTRIES_KEY]: JSON.stringify(DEFAULT_FOOTER_COUNTRIES),
    [SHARE_DONATE_BANNER_KEY]: JSON.stringify(DEFAULT_SHARE_DONATE_BANNER),
  };
}
