/**
 * The lists of words the API's shapes are made of, one module for the app and the server. The
 * shapes themselves: contract/answers.ts (what the API answers), contract/requests.ts (what the app sends).
 */

export const ITEM_TYPES = ['vod', 'livestream', 'Series', 'Season', 'Playlist', 'Category'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ORIENTATIONS = ['landscape', 'portrait', 'circle'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** A profile: a grown-up's, or a kids' one (which sees only kids programmes). */
export const PROFILE_TYPES = ['REGULAR', 'KIDS'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** Sign-in with another account. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What a search looks in: shows (catalogues) or single videos. */
export const SEARCH_TYPES = ['CATALOGUE', 'VIDEO'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Where a programme is shared to (copy: the link copied). */
export const SHARE_SERVICES = ['whatsapp', 'facebook', 'twitter', 'email', 'linkedin', 'messenger', 'sms', 'pinterest', 'copy'] as const;
export type ShareService = (typeof SHARE_SERVICES)[number];

/** A download's quality: the smallest rendition, or the one near 720p. */
export const DOWNLOAD_QUALITIES = ['data-saver', 'standard'] as const;
export type DownloadQuality = (typeof DOWNLOAD_QUALITIES)[number];
/** 'active' plays; 'removed': the programme left the catalogue; 'not-allowed': the kids rule refuses it now. */
export const DOWNLOAD_STATUSES = ['active', 'removed', 'not-allowed'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];
