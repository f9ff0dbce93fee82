/** Wire types of the API contract, one module for the app and the server. */

export interface ImageSizes {
  small: string;
  medium: string;
  large: string;
}

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

/** A content item. The server builds its items against this same type. */
export interface ContentItem {
  id: string;
  _id: string;
  type: ItemType;
  name: string;
  title: string;
  description: string;
  tags: string[];
  createdAt: string;
  order: number;
  language: string;
  orientation: Orientation;
  items_count: number;
  thumbnail: ImageSizes;
  coverart: ImageSizes;
  titleImage: { small: string };
  languages: Array<{ name: string; description: string; title: string }>;
  _links: { files: { href: string | null } };
  metaData: Record<string, string | number | boolean>;
}

export interface CatalogueResponse {
  _embedded: { items: ContentItem[]; metaData: ContentItem['metaData']; title: string; name: string; _id: string };
  count: number;
  total?: number;
}

export interface VideoResponse {
  _embedded: { collections: ContentItem[] };
}

export interface AppConfigResponse {
  response: Record<string, string>;
}

export interface TokenResponse {
  token: string;
  expiresAt?: number;
}

export interface PlaybackResponse {
  url: string;
  dashUrl?: string;
  /** Seek previews: a WebVTT track whose cues name regions of sprite pictures (films made by ingest). */
  thumbnailsUrl?: string;
  refData: { parent_folder: { name: string } };
}

export interface ErrorResponse {
  error: { message: string };
}

/** The Contact payload. */
export interface ContactPayload {
  interaction_type: string;
  user_interaction_name: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  message_content: string;
  country: string;
}
