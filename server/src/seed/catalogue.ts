/**
 * The demo catalogue's entry: builds it from one seeded random sequence by calling each step in
 * turn (shows, categories, shorts, promos, live channels, networks, home lists, navigation, All
 * Shows), and counts what it holds. The steps live in the modules imported below.
 */
import { buildBlogs, type SeedBlog } from './blogs.js';
import { buildGlobalConfig } from './global-config.js';
import type { SeedItem } from './items.js';
import { createRandom } from '../lib/random.js';
import { CATALOGUE_IDS } from './catalogue-ids.js';
import { CatalogueBuilder, PROGRAMME_STREAMS } from './catalogue-builder.js';
import { archiveSome, buildPlaylists, buildSeries } from './shows.js';
import { buildGenreCategories, buildNetworks } from './categories.js';
import { buildLiveChannels, buildPromos, buildShorts } from './shorts-promos-live.js';
import { buildAllShows, buildHomeLists, buildNavItems } from './home-lists.js';
import { applyDemoTranslations } from './translations.js';

export { CATALOGUE_IDS, PROGRAMME_STREAMS };

/** Bumped whenever the generated catalogue changes shape; stored per customer. */
export const SEED_VERSION = 1;

export interface DemoCatalogue {
  items: SeedItem[];
  /** catalogue id -> ordered child ids */
  entries: Map<string, string[]>;
  config: Record<string, string>;
  blogs: SeedBlog[];
}

/**
 * The demo catalogue: the same on every run, from one seeded random sequence. Each
 * step below draws from it in turn, so their order is part of the catalogue.
 */
export function buildDemoCatalogue(): DemoCatalogue {
  const rng = createRandom('lumen-demo-catalogue-v1');
  const b = new CatalogueBuilder();

  const { series } = buildSeries(b, rng);
  const { playlistIds } = buildPlaylists(b, rng, series.reduce((n, s) => n + s.episodeIds.length, 0) + 1);
  archiveSome(b, rng, series);
  const categoryIds = buildGenreCategories(b, series);
  const shortIds = buildShorts(b, rng);
  const promoIds = buildPromos(b, rng, series);
  const liveIds = buildLiveChannels(b);
  const networkIds = buildNetworks(b, rng, series);
  buildHomeLists(b, rng, { series, playlistIds, categoryIds, shortIds, promoIds, liveIds, networkIds });
  const navItems = buildNavItems(b, rng, series);
  buildAllShows(b, series, playlistIds, categoryIds);
  // After every step: the translations are no draw of the random sequence.
  applyDemoTranslations(b.items);

  return {
    items: b.items,
    entries: b.entries,
    config: buildGlobalConfig({ navItems, liveChannelId: liveIds[0]! }),
    blogs: buildBlogs(),
  };
}

export interface CatalogueCounts {
  shows: number;
  series: number;
  seasons: number;
  playlists: number;
  categories: number;
  episodes: number;
  shorts: number;
  promos: number;
  liveChannels: number;
  networks: number;
  kidsShows: number;
  items: number;
}

/** What the demo holds, for the tests and the README. */
export function countCatalogue(catalogue: DemoCatalogue): CatalogueCounts {
  const items = catalogue.items;
  const of = (predicate: (s: SeedItem) => boolean) => items.filter(predicate).length;
  const series = of((s) => s.item.type === 'Series');
  const playlists = of((s) => s.item.type === 'Playlist');
  const categories = of((s) => s.item.type === 'Category' && /^ct\d+$/.test(s.item.id));
  return {
    shows: series + playlists + categories,
    series,
    seasons: of((s) => s.item.type === 'Season'),
    playlists,
    categories,
    episodes: of((s) => s.item.type === 'vod' && /^ep/.test(s.item.id)),
    shorts: of((s) => s.item.metaData.short === 'true'),
    promos: of((s) => /^pr\d+$/.test(s.item.id)),
    liveChannels: of((s) => s.item.type === 'livestream'),
    networks: of((s) => s.item.metaData.network === 'true'),
    kidsShows: of((s) => s.kids && (s.item.type === 'Series' || s.item.type === 'Playlist')),
    items: items.length,
  };
}
