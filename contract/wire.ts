/** Wire types of the API contract, one module for the app and the server. */

export interface ImageSizes {
  small: string;
  medium: string;
  large: string;
}

export type ItemType = 'vod' | 'livestream' | 'Series' | 'Season' | 'Playlist' | 'Category';
export type Orientation = 'landscape' | 'portrait' | 'circle';

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
