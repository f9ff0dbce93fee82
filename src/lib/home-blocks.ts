import type { Orientation } from '../../contract/wire';
import type { ContentItem, ImageSizes } from '../../contract/answers';

/** What the home page draws, in order, from the carousel set. */
export type HomeBlock = { kind: 'carousel'; carousel: ContentItem } | { kind: 'middle-banner'; carousel: ContentItem } | { kind: 'share-donate' };

/** The share/donate banner follows the 8th carousel. */
export const SHARE_DONATE_AFTER = 8;

/** A 'Middle Banner' entry is drawn as the 'Most watched this week' banner, not as a row. */
export function isMiddleBanner(carousel: ContentItem): boolean {
  return carousel.name.trim().toLowerCase() === 'middle banner';
}

export function homeBlocks(carousels: readonly ContentItem[]): HomeBlock[] {
  const blocks: HomeBlock[] = [];
  let rows = 0;
  for (const carousel of carousels) {
    blocks.push(isMiddleBanner(carousel) ? { kind: 'middle-banner', carousel } : { kind: 'carousel', carousel });
    rows++;
    if (rows === SHARE_DONATE_AFTER) blocks.push({ kind: 'share-donate' });
  }
  return blocks;
}

/** Names containing Networks are landscape; otherwise the carousel's configured orientation. */
export function carouselOrientation(carousel: ContentItem): Orientation {
  if (/networks/i.test(carousel.name)) return 'landscape';
  const value = carousel.metaData.orientation ?? carousel.orientation;
  return value === 'portrait' || value === 'circle' ? value : 'landscape';
}

/** What choosing a card does (titles with Networks, Shortease or Continue change it). */
export type CardAction =
  | { kind: 'network'; to: string }
  | { kind: 'short'; to: string }
  | { kind: 'resume'; to: string }
  | { kind: 'live'; to: string }
  | { kind: 'detail'; id: string; type: string; catalogueId: string };

export function cardAction(carouselName: string, carouselId: string, item: ContentItem): CardAction {
  const id = encodeURIComponent(item.id);
  if (/networks/i.test(carouselName) || item.metaData.network === 'true') return { kind: 'network', to: `/network/${id}/${item.type}` };
  if (/shortease/i.test(carouselName)) return { kind: 'short', to: `/ShortVideo/${id}/${item.type}/${encodeURIComponent(carouselId)}` };
  if (/continue/i.test(carouselName)) return { kind: 'resume', to: `/viewVideo/${id}/${item.type}/${encodeURIComponent(carouselId)}?resume=true` };
  if (item.type === 'livestream') return { kind: 'live', to: `/liveVideo/${id}/livestream/${encodeURIComponent(carouselId)}` };
  return { kind: 'detail', id: item.id, type: item.type, catalogueId: carouselId };
}

/** A card's picture in its sizes: the thumbnail, or the cover art when the thumbnail is missing or a dummy image. */
export function cardPictures(item: ContentItem): ImageSizes {
  const thumb = item.thumbnail.medium || item.thumbnail.small || item.thumbnail.large;
  return !thumb || /dummy/i.test(thumb) ? item.coverart : item.thumbnail;
}

/**
 * A network page loads its carousels 12 first, then 2 at a time: page 7 of size 2 is the 13th
 * and 14th ("network first 12 then pages from 7 with size 2").
 */
export function networkPage(loaded: number): { page: number; size: number } {
  if (loaded < 12) return { page: 1, size: 12 };
  return { page: Math.floor(loaded / 2) + 1, size: 2 };
}
