import type { ItemType, Orientation } from '../../../contract/wire.js';
import type { ContentItem, ImageSizes } from '../../../contract/answers.js';
import { normalizeSearchText } from '../lib/text.js';
import { hashString } from '../lib/random.js';
import type { ItemTexts } from '../lib/item-texts.js';
import { artSizes, artUrl, ART_WIDTHS, type ArtKind } from '../media/art-urls.js';

// The wire shape of an item is the client's contract type: one definition for both sides.
export type { ContentItem, ImageSizes, ItemType, Orientation };
export type TvRating = 'tvg' | 'tvpg' | 'tv14' | 'tvma';

/** An item plus what the database indexes about it. */
export interface SeedItem {
  item: ContentItem;
  kids: boolean;
  searchExclude: boolean;
  year: number;
  /** Its name, title and description in other languages (table item_texts); none by default. */
  texts?: ItemTexts;
}

export interface ItemInput {
  id: string;
  type: ItemType;
  name: string;
  description: string;
  tags: string[];
  createdAt: string;
  order: number;
  orientation?: Orientation;
  itemsCount?: number;
  language?: 'en' | 'es';
  filesHref?: string | null;
  metaData?: Record<string, string | number | boolean | undefined>;
  kids?: boolean;
  searchExclude?: boolean;
  /** Art style for the thumbnail; defaults from the orientation. */
  thumbKind?: ArtKind;
}

const LANGUAGE_NAMES = { en: 'English', es: 'Español' } as const;

export function buildItem(input: ItemInput): SeedItem {
  const hue = hashString(input.name) % 360;
  const orientation = input.orientation ?? 'landscape';
  const thumbKind: ArtKind = input.thumbKind ?? (orientation === 'portrait' ? 'portrait' : orientation === 'circle' ? 'circle' : 'thumb');
  const language = input.language ?? 'en';
  const year = Number(input.createdAt.slice(0, 4));
  const metaData: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(input.metaData ?? {})) {
    if (value !== undefined) metaData[key] = value;
  }
  metaData.orientation ??= orientation;
  metaData.Year ??= String(year);
  metaData.searchexclude = input.searchExclude ? 'true' : 'false';
  const tags = [...new Set(input.tags.map((t) => t.toLowerCase().trim()).filter(Boolean))];
  return {
    item: {
      id: input.id,
      _id: input.id,
      type: input.type,
      name: input.name,
      title: input.name,
      description: input.description,
      tags,
      createdAt: input.createdAt,
      order: input.order,
      language,
      orientation,
      items_count: input.itemsCount ?? 0,
      thumbnail: artSizes(thumbKind, input.name, hue),
      coverart: artSizes('cover', input.name, hue),
      titleImage: { small: artUrl('title', input.name, ART_WIDTHS.title[1], hue) },
      languages: [{ name: LANGUAGE_NAMES[language], description: input.description, title: input.name }],
      _links: { files: { href: input.filesHref ?? null } },
      metaData,
    },
    kids: input.kids ?? false,
    searchExclude: input.searchExclude ?? false,
    year,
  };
}

/** Tags as the database compares them (folded, deduplicated). */
export function indexTags(item: ContentItem): string[] {
  return [...new Set(item.tags.map((t) => normalizeSearchText(t).replace(/\|/g, ' ')).filter((t) => t.length > 0 && t.length <= 100))];
}
