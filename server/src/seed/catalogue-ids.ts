/** Ids of the catalogues the configuration and the app refer to. */
export const CATALOGUE_IDS = {
  allShows: 'cat-all-shows',
  showCategories: 'cat-show-categories',
  homeCarousels: 'cr-home',
  kidsCarousels: 'cr-home-kids',
  featured: 'bn-featured',
  featuredMobile: 'bn-featured-mobile',
  featuredKids: 'bn-featured-kids',
  bottomBanner: 'bn-bottom',
  middleBanner: 'cr-most-watched',
  shorts: 'cr-shorts',
  live: 'cr-live',
  networks: 'cr-networks',
  promos: 'cr-promos',
} as const;
