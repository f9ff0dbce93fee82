/**
 * The groupings of shows: one category per genre (the show-page categories) plus an empty one,
 * and the networks, each a catalogue of carousels with its own banner.
 */
import { GENRES } from './genres.js';
import type { Random } from '../lib/random.js';
import { NETWORK_NAMES } from './vocabulary.js';
import { pad, type CatalogueBuilder, type SeriesRecord } from './catalogue-builder.js';

/** Categories: one per genre, holding that genre's shows (the show-page categories), and an empty one. */
export function buildGenreCategories(b: CatalogueBuilder, series: SeriesRecord[]): string[] {
  const categoryIds: string[] = [];
  GENRES.forEach((genre, index) => {
    const id = `ct${pad(index + 1, 2)}`;
    const children = series
      .filter((s) => s.genre.key === genre.key)
      .sort((a, b2) => a.idea.name.localeCompare(b2.idea.name))
      .map((s) => s.id);
    b.add({
      id,
      type: 'Category',
      name: genre.category,
      description: `Every ${genre.category.toLowerCase()} programme in one place.`,
      tags: [...genre.tags, 'category'],
      createdAt: '2020-01-01T00:00:00.000Z',
      order: index + 1,
      language: genre.language,
      kids: genre.kids === true,
      metaData: { Genre: genre.category },
    });
    b.setChildren(id, children);
    categoryIds.push(id);
  });
  // An empty category exists on real services too; the show-categories page hides it (items_count 0).
  b.add({
    id: 'ct99',
    type: 'Category',
    name: 'Coming Soon',
    description: 'New programmes are on their way.',
    tags: ['coming soon'],
    createdAt: '2025-12-01T00:00:00.000Z',
    order: 99,
    searchExclude: true,
  });
  b.setChildren('ct99', []);

  return categoryIds;
}

/** Networks: landscape tiles; each a catalogue of carousels with its own banner. */
export function buildNetworks(b: CatalogueBuilder, rng: Random, series: SeriesRecord[]): string[] {
  const networkGenres: Record<string, string[]> = {
    world: ['documentary', 'pilgrimage', 'history', 'holyland'],
    prayer: ['prayer', 'rosary', 'adoration', 'mary', 'healing'],
    kids: ['kids'],
    espanol: ['spanish'],
    mission: ['mission', 'testimony', 'talk'],
    music: ['music', 'advent'],
  };
  return NETWORK_NAMES.map((network, index) => {
    const id = `nw${pad(index + 1, 2)}`;
    const genreKeys = networkGenres[network.tag] ?? [];
    const pool = series.filter((s) => genreKeys.includes(s.genre.key));
    const kids = network.tag === 'kids';
    const carouselIds: string[] = [];
    const shelves = ['Featured', 'New This Month', 'Most Loved', 'Binge-worthy', 'Hidden Gems'];
    shelves.forEach((shelf, shelfIndex) => {
      const carouselId = `${id}-c${shelfIndex + 1}`;
      b.addList(
        carouselId,
        `${shelf} on ${network.name}`,
        rng.sample(pool, Math.min(pool.length, rng.int(12, 20))).map((s) => s.id),
        { kids },
      );
      carouselIds.push(carouselId);
    });
    const bannerId = `bn-${id}`;
    b.addList(
      bannerId,
      `${network.name} banner`,
      rng.sample(pool, 3).map((s) => s.id),
      { kids },
    );
    b.add({
      id,
      type: 'Category',
      name: network.name,
      description: `${network.name}: a channel of the Lumen family.`,
      tags: ['network', network.tag],
      createdAt: '2019-01-01T00:00:00.000Z',
      order: index + 1,
      orientation: 'landscape',
      thumbKind: 'network',
      kids,
      searchExclude: true,
      metaData: { bannerId, network: 'true' },
    });
    b.setChildren(id, carouselIds);
    return id;
  });
}
