/**
 * The machinery every step of the demo catalogue shares: the builder that collects items and their
 * ordered children, the record a series leaves for the later steps, and the small date and number
 * helpers the steps format with.
 */
import { buildItem, type ItemInput, type SeedItem } from './items.js';
import type { Random } from '../lib/random.js';
import type { Genre, ShowIdea } from './genres.js';
import { SAMPLE_STREAMS } from '../../../contract/studio.js';

/** The sample streams under public/media/vod that programmes point at (the short and the promo have their own). */
export const PROGRAMME_STREAMS = SAMPLE_STREAMS.filter((stream) => stream !== 'short' && stream !== 'promo');

export const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function isoDate(rng: Random, year: number): string {
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  const hour = rng.int(6, 20);
  return `${year}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:00:00.000Z`;
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString();
}

export function duration(minutes: number, seconds: number): string {
  return `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}:${pad(seconds, 2)}`;
}

export class CatalogueBuilder {
  readonly items: SeedItem[] = [];
  readonly entries = new Map<string, string[]>();
  private readonly byId = new Map<string, SeedItem>();

  add(input: ItemInput): SeedItem {
    if (this.byId.has(input.id)) throw new Error(`duplicate item id ${input.id}`);
    const seed = buildItem(input);
    this.items.push(seed);
    this.byId.set(input.id, seed);
    return seed;
  }

  get(id: string): SeedItem {
    const found = this.byId.get(id);
    if (!found) throw new Error(`unknown item id ${id}`);
    return found;
  }

  setChildren(catalogueId: string, childIds: string[]): void {
    const parent = this.get(catalogueId);
    for (const id of childIds) this.get(id);
    this.entries.set(catalogueId, childIds);
    parent.item.items_count = childIds.length;
  }

  /** An internal list (carousel, banner set...): never a search result, never in All Shows. */
  addList(
    id: string,
    name: string,
    childIds: string[],
    options: { orientation?: ItemInput['orientation']; kids?: boolean; description?: string; metaData?: ItemInput['metaData'] } = {},
  ): SeedItem {
    const item = this.add({
      id,
      type: 'Category',
      name,
      description: options.description ?? name,
      tags: [],
      createdAt: '2024-01-01T00:00:00.000Z',
      order: 0,
      orientation: options.orientation ?? 'landscape',
      kids: options.kids ?? false,
      searchExclude: true,
      metaData: options.metaData,
    });
    this.setChildren(id, childIds);
    return item;
  }
}

/** What a series leaves behind for the later steps, which pick shows by genre, age and date. */
export interface SeriesRecord {
  id: string;
  genre: Genre;
  idea: ShowIdea;
  kids: boolean;
  episodeIds: string[];
  createdAt: string;
}
