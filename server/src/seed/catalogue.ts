import { capitalizeFirst } from '../lib/text.js';
import { buildBlogs, type SeedBlog } from './blogs.js';
import { buildGlobalConfig } from './global-config.js';
import { GENRES, type Genre, type ShowIdea } from './genres.js';
import { artUrl, ART_WIDTHS } from '../media/art-urls.js';
import { buildItem, type ItemInput, type SeedItem, type TvRating } from './items.js';
import { createRandom, hashString, type Random } from '../lib/random.js';
import { EPISODE_THEMES, HOSTS, NETWORK_NAMES, SAINTS, SHORT_TITLES } from './vocabulary.js';
import { LIVE_CHANNELS } from '../media/live-channels.js';
import { liveChannelItem } from '../media/live-channel-item.js';
import { CATALOGUE_IDS } from './catalogue-ids.js';

export { CATALOGUE_IDS };

/** Bumped whenever the generated catalogue changes shape; stored per customer. */
export const SEED_VERSION = 1;

/** The sample streams under public/media/vod that programmes point at. */
export const PROGRAMME_STREAMS = ['rosary', 'chapel', 'pilgrim'] as const;

export interface DemoCatalogue {
  items: SeedItem[];
  /** catalogue id -> ordered child ids */
  entries: Map<string, string[]>;
  config: Record<string, string>;
  blogs: SeedBlog[];
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function isoDate(rng: Random, year: number): string {
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  const hour = rng.int(6, 20);
  return `${year}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:00:00.000Z`;
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString();
}

function duration(minutes: number, seconds: number): string {
  return `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}:${pad(seconds, 2)}`;
}

class CatalogueBuilder {
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

interface SeriesRecord {
  id: string;
  genre: Genre;
  idea: ShowIdea;
  kids: boolean;
  episodeIds: string[];
  createdAt: string;
}

function describeShow(rng: Random, idea: ShowIdea, genre: Genre, host: string): string {
  if (genre.language === 'es') {
    return `${capitalizeFirst(idea.about)}. Presentado por ${host}.`;
  }
  const closers = [
    'Filmed on location, with music from our own choir.',
    'Each episode ends with a short prayer you can make your own.',
    'For anyone who wants to know the faith more deeply.',
    'A favourite of viewers in more than forty countries.',
    'Shot in high definition at the places where it happened.',
    'Suitable for parishes, schools and families.',
  ];
  return `Presented by ${host}, this series explores ${idea.about}. ${rng.pick(closers)}`;
}

function ratingFor(rng: Random, genre: Genre): TvRating {
  return rng.pick(genre.ratings);
}

function buildSeries(b: CatalogueBuilder, rng: Random): { series: SeriesRecord[]; nextEpisode: number } {
  const usedNames = new Set<string>();
  const series: SeriesRecord[] = [];
  let seriesNumber = 0;
  let episodeNumber = 0;

  for (const genre of GENRES) {
    const ideas = genre.ideas().filter((idea) => {
      if (usedNames.has(idea.name)) return false;
      usedNames.add(idea.name);
      return true;
    });
    const chosen = rng.sample(ideas, genre.series);
    if (chosen.length < genre.series) {
      throw new Error(`genre ${genre.key} has ${chosen.length} ideas for ${genre.series} series`);
    }
    for (const idea of chosen) {
      seriesNumber++;
      const id = `sr${pad(seriesNumber, 4)}`;
      const year = rng.int(2014, 2025);
      const createdAt = isoDate(rng, year);
      const host = rng.pick(HOSTS);
      const rating = ratingFor(rng, genre);
      const kids = genre.kids === true || (rating === 'tvg' && ['music', 'rosary', 'saints', 'mary'].includes(genre.key) && rng.chance(0.5));
      const description = describeShow(rng, idea, genre, host);
      const tags = [...genre.tags, ...idea.tags];
      const seasonCount = rng.int(1, 3);
      const themes = EPISODE_THEMES[genre.episodes] ?? EPISODE_THEMES.teaching!;
      const seasonIds: string[] = [];
      const episodeIds: string[] = [];
      let episodeInSeries = 0;

      for (let s = 1; s <= seasonCount; s++) {
        const seasonId = `${id}-s${s}`;
        const episodeCount = rng.int(4, 8);
        const seasonEpisodes: string[] = [];
        for (let e = 1; e <= episodeCount; e++) {
          episodeNumber++;
          episodeInSeries++;
          const theme = themes[(episodeInSeries - 1) % themes.length]!;
          const part = Math.floor((episodeInSeries - 1) / themes.length) + 1;
          const name = part > 1 ? `${theme} (Part ${part})` : theme;
          const epId = `ep${pad(episodeNumber, 5)}`;
          const epCreated = addDays(createdAt, (s - 1) * 180 + e * 7);
          b.add({
            id: epId,
            type: 'vod',
            name,
            description:
              genre.language === 'es'
                ? `Episodio ${e} de ${idea.name}: ${theme}. ${capitalizeFirst(idea.about)}.`
                : `Episode ${e} of ${idea.name}: ${theme.toLowerCase()}. ${capitalizeFirst(idea.about)}, with ${host}.`,
            tags: [...tags, theme.toLowerCase()],
            createdAt: epCreated,
            order: e,
            language: genre.language,
            filesHref: `/api/playback/${epId}`,
            kids,
            metaData: {
              Duration: duration(rng.int(12, 58), rng.int(0, 59)),
              Genre: genre.category,
              tvrating: rating,
              episode_number: e,
              season_number: s,
              episode_show_name: idea.name,
              show_id: id,
              playback: PROGRAMME_STREAMS[hashString(epId) % PROGRAMME_STREAMS.length]!,
            },
          });
          seasonEpisodes.push(epId);
          episodeIds.push(epId);
        }
        b.add({
          id: seasonId,
          type: 'Season',
          name: genre.language === 'es' ? `Temporada ${s}` : `Season ${s}`,
          description: `${idea.name}, season ${s}.`,
          tags,
          createdAt: addDays(createdAt, (s - 1) * 180),
          order: s,
          language: genre.language,
          kids,
          searchExclude: true,
          metaData: { Genre: genre.category, tvrating: rating, show_id: id, episode_show_name: idea.name },
        });
        b.setChildren(seasonId, seasonEpisodes);
        seasonIds.push(seasonId);
      }

      const hue = hashString(idea.name) % 360;
      const hasPromo = rng.chance(0.45);
      b.add({
        id,
        type: 'Series',
        name: idea.name,
        description,
        tags,
        createdAt,
        order: seriesNumber,
        language: genre.language,
        kids,
        metaData: {
          Genre: genre.category,
          tvrating: rating,
          Duration: `${seasonCount} season${seasonCount > 1 ? 's' : ''}`,
          show_order: seriesNumber,
          host,
          promo_url: hasPromo ? '/media/vod/promo/master.m3u8' : undefined,
          show_url: `/detail/${id}/Series`,
          bannerImage: artUrl('banner', idea.name, ART_WIDTHS.banner[2], hue),
          mobileBannerImage: artUrl('mbanner', idea.name, ART_WIDTHS.mbanner[1], hue),
          relatedSearchItem: idea.tags[0] ?? genre.tags[0],
          awards: rng.chance(0.04) ? '2024 Catholic Media Award' : undefined,
          upcoming: year === 2025 && rng.chance(0.15) ? 'true' : undefined,
        },
      });
      b.setChildren(id, seasonIds);
      series.push({ id, genre, idea, kids, episodeIds, createdAt });
    }
  }
  return { series, nextEpisode: episodeNumber + 1 };
}

function buildPlaylists(b: CatalogueBuilder, rng: Random, firstEpisode: number): { playlistIds: string[]; nextEpisode: number } {
  const names = [
    ...GENRES.map((g) => ({ name: `${g.category} Essentials`, genre: g, tags: [...g.tags, 'essentials'] })),
    ...rng.sample(SAINTS, 36).map((s) => {
      const g = GENRES.find((x) => x.key === 'saints')!;
      return { name: `Feast Day: ${s}`, genre: g, tags: ['feast day', 'saints', s.toLowerCase()] };
    }),
  ];
  let episodeNumber = firstEpisode;
  const playlistIds: string[] = [];
  names.forEach((entry, index) => {
    const id = `pl${pad(index + 1, 3)}`;
    const createdAt = isoDate(rng, rng.int(2016, 2025));
    const themes = EPISODE_THEMES[entry.genre.episodes] ?? EPISODE_THEMES.teaching!;
    const count = rng.int(5, 10);
    const childIds: string[] = [];
    for (let e = 1; e <= count; e++) {
      const epId = `ep${pad(episodeNumber++, 5)}`;
      const theme = themes[(e - 1) % themes.length]!;
      b.add({
        id: epId,
        type: 'vod',
        name: `${theme}`,
        description: `From the playlist ${entry.name}: ${theme.toLowerCase()}.`,
        tags: [...entry.tags, theme.toLowerCase()],
        createdAt: addDays(createdAt, e),
        order: e,
        language: entry.genre.language,
        filesHref: `/api/playback/${epId}`,
        kids: entry.genre.kids === true,
        metaData: {
          Duration: duration(rng.int(8, 40), rng.int(0, 59)),
          Genre: entry.genre.category,
          tvrating: entry.genre.kids ? 'tvg' : 'tvpg',
          episode_number: e,
          episode_show_name: entry.name,
          show_id: id,
          playback: PROGRAMME_STREAMS[hashString(epId) % PROGRAMME_STREAMS.length]!,
        },
      });
      childIds.push(epId);
    }
    const hue = hashString(entry.name) % 360;
    b.add({
      id,
      type: 'Playlist',
      name: entry.name,
      description: `A hand-picked playlist: ${entry.name.toLowerCase()}, chosen by our editors.`,
      tags: entry.tags,
      createdAt,
      order: index + 1,
      language: entry.genre.language,
      kids: entry.genre.kids === true,
      metaData: {
        Genre: entry.genre.category,
        tvrating: entry.genre.kids ? 'tvg' : 'tvpg',
        bannerImage: artUrl('banner', entry.name, ART_WIDTHS.banner[2], hue),
        mobileBannerImage: artUrl('mbanner', entry.name, ART_WIDTHS.mbanner[1], hue),
        relatedSearchItem: entry.tags[0],
      },
    });
    b.setChildren(id, childIds);
    playlistIds.push(id);
  });
  return { playlistIds, nextEpisode: episodeNumber };
}

/** A few archived shows stay reachable by id but are kept out of search (metaData.searchexclude). */
function archiveSome(b: CatalogueBuilder, rng: Random, series: SeriesRecord[]): void {
  for (const record of rng.sample(series, 12)) {
    const seed = b.get(record.id);
    seed.searchExclude = true;
    seed.item.metaData.searchexclude = 'true';
    seed.item.metaData.archived = 'true';
  }
}

/** Categories: one per genre, holding that genre's shows (the show-page categories), and an empty one. */
function buildGenreCategories(b: CatalogueBuilder, series: SeriesRecord[]): string[] {
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

/** Short vertical videos. */
function buildShorts(b: CatalogueBuilder, rng: Random): string[] {
  const shortIds: string[] = [];
  for (let i = 1; i <= 100; i++) {
    const id = `sv${pad(i, 3)}`;
    const subject = rng.pick(SAINTS);
    const title = `${SHORT_TITLES[(i - 1) % SHORT_TITLES.length]}: ${subject}`;
    b.add({
      id,
      type: 'vod',
      name: title,
      description: `A one-minute reflection with ${subject}.`,
      tags: ['shorts', subject.toLowerCase(), SHORT_TITLES[(i - 1) % SHORT_TITLES.length]!.toLowerCase()],
      createdAt: addDays('2025-01-01T09:00:00.000Z', i),
      order: i,
      orientation: 'portrait',
      thumbKind: 'short',
      filesHref: `/api/playback/${id}`,
      kids: i % 3 === 0,
      metaData: { Duration: '00:00:20', Genre: 'Shorts', tvrating: 'tvg', playback: 'short', short: 'true' },
    });
    shortIds.push(id);
  }

  return shortIds;
}

/** Promo clips, one per featured show. */
function buildPromos(b: CatalogueBuilder, rng: Random, series: SeriesRecord[]): string[] {
  const promoIds: string[] = [];
  const promoShows = rng.sample(
    series.filter((s) => !s.kids),
    12,
  );
  promoShows.forEach((record, index) => {
    const id = `pr${pad(index + 1, 2)}`;
    b.add({
      id,
      type: 'vod',
      name: `Promo: ${record.idea.name}`,
      description: `Coming up: ${record.idea.name}.`,
      tags: ['promo'],
      createdAt: '2025-06-01T00:00:00.000Z',
      order: index + 1,
      searchExclude: true,
      filesHref: `/api/playback/${id}`,
      metaData: { Duration: '00:00:16', playback: 'promo', show_id: record.id },
    });
    promoIds.push(id);
  });

  return promoIds;
}

/** Live channels, each with today's schedule at metaData.epg. */
function buildLiveChannels(b: CatalogueBuilder): string[] {
  return LIVE_CHANNELS.map((channel, index) => b.add(liveChannelItem(channel.id, channel, index + 1, '2019-01-01T00:00:00.000Z')).item.id);
}

/** Networks: landscape tiles; each a catalogue of carousels with its own banner. */
function buildNetworks(b: CatalogueBuilder, rng: Random, series: SeriesRecord[]): string[] {
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

/** The lists home and the configuration point at: banners, the home carousels and the kids home. */
function buildHomeLists(
  b: CatalogueBuilder,
  rng: Random,
  parts: {
    series: SeriesRecord[];
    playlistIds: string[];
    categoryIds: string[];
    shortIds: string[];
    promoIds: string[];
    liveIds: string[];
    networkIds: string[];
  },
): void {
  const { series, playlistIds, categoryIds, shortIds, promoIds, liveIds, networkIds } = parts;
  const byGenre = (key: string) => series.filter((s) => s.genre.key === key && !b.get(s.id).searchExclude);
  const newest = [...series].sort((x, y) => y.createdAt.localeCompare(x.createdAt));
  const adultFeatured = rng
    .sample(
      newest.slice(0, 120).filter((s) => !s.kids),
      6,
    )
    .map((s) => s.id);
  const kidsSeries = series.filter((s) => s.kids);

  b.addList(CATALOGUE_IDS.featured, 'Featured', adultFeatured);
  b.addList(CATALOGUE_IDS.featuredMobile, 'Featured (mobile)', [...adultFeatured].reverse());
  b.addList(
    CATALOGUE_IDS.featuredKids,
    'Featured for Kids',
    rng.sample(kidsSeries, 5).map((s) => s.id),
    { kids: true },
  );
  b.addList(CATALOGUE_IDS.bottomBanner, 'Watch Live, Anywhere', [
    liveIds[0]!,
    ...rng
      .sample(
        series.filter((s) => !s.kids),
        2,
      )
      .map((s) => s.id),
  ]);
  b.addList(
    CATALOGUE_IDS.middleBanner,
    'Middle Banner',
    rng
      .sample(
        series.filter((s) => !s.kids),
        20,
      )
      .map((s) => s.id),
    {
      description: 'Most watched this week',
    },
  );
  b.addList(CATALOGUE_IDS.shorts, 'Shortease: Faith in a Minute', shortIds, { orientation: 'portrait' });
  b.addList(CATALOGUE_IDS.live, 'Live TV', liveIds);
  b.addList(CATALOGUE_IDS.networks, 'Our Networks', networkIds);
  b.addList(CATALOGUE_IDS.promos, 'Promos', promoIds);

  const shelf = (id: string, name: string, ids: string[], options: Parameters<CatalogueBuilder['addList']>[3] = {}) => {
    b.addList(id, name, ids, options);
    return id;
  };
  const genreShelf = (key: string, name: string, orientation: 'landscape' | 'portrait' | 'circle' = 'landscape') =>
    shelf(
      `cr-${key}`,
      name,
      rng
        .shuffle(byGenre(key))
        .slice(0, 40)
        .map((s) => s.id),
      { orientation },
    );

  const homeCarousels = [
    shelf(
      'cr-new',
      'New Releases',
      newest
        .filter((s) => !s.kids)
        .slice(0, 40)
        .map((s) => s.id),
    ),
    CATALOGUE_IDS.live,
    CATALOGUE_IDS.networks,
    genreShelf('rosary', 'Pray the Rosary'),
    genreShelf('saints', 'Saints & Heroes', 'portrait'),
    CATALOGUE_IDS.shorts,
    genreShelf('mass', 'Holy Mass & Liturgy'),
    genreShelf('scripture', 'Open the Scriptures'),
    CATALOGUE_IDS.middleBanner,
    genreShelf('family', 'Family Life'),
    genreShelf('youth', 'Youth'),
    genreShelf('music', 'Music & Worship'),
    genreShelf('documentary', 'Documentaries'),
    genreShelf('pilgrimage', 'Pilgrimage', 'portrait'),
    shelf(
      'cr-meet-saints',
      'Meet the Saints',
      rng.sample(byGenre('saints'), 24).map((s) => s.id),
      { orientation: 'circle' },
    ),
    genreShelf('teaching', 'Teaching & Catechesis'),
    genreShelf('apologetics', 'Apologetics'),
    genreShelf('testimony', 'Testimonies'),
    genreShelf('mary', 'Mother Mary'),
    genreShelf('healing', 'Healing & Hope'),
    genreShelf('history', 'Church History'),
    genreShelf('mission', 'Mission & Evangelization'),
    genreShelf('talk', 'Talk Shows'),
    genreShelf('holyland', 'The Holy Land'),
    genreShelf('spanish', 'En Español'),
    genreShelf('advent', 'Advent & Christmas'),
    genreShelf('lent', 'Lent & Easter'),
    shelf('cr-playlists', 'Editor’s Playlists', playlistIds.slice(0, 30)),
    shelf(
      'cr-awards',
      'Award-Winning',
      series.filter((s) => b.get(s.id).item.metaData.awards).map((s) => s.id),
      { orientation: 'portrait' },
    ),
    shelf(
      'cr-episodes',
      'Episodes You Might Have Missed',
      rng
        .sample(
          series.filter((s) => !s.kids),
          30,
        )
        .map((s) => s.episodeIds[0]!),
    ),
    shelf(
      'cr-kids-corner',
      'Kids Corner',
      rng.sample(kidsSeries, 30).map((s) => s.id),
    ),
    shelf('cr-categories', 'Browse by Category', categoryIds),
  ];
  b.addList(CATALOGUE_IDS.homeCarousels, 'Home', homeCarousels);

  const kidsShelf = (id: string, name: string, ids: string[], orientation: 'landscape' | 'portrait' | 'circle' = 'landscape') =>
    shelf(id, name, ids, { orientation, kids: true });
  const kidsCarousels = [
    kidsShelf(
      'crk-new',
      'New for Kids',
      [...kidsSeries]
        .sort((x, y) => y.createdAt.localeCompare(x.createdAt))
        .slice(0, 30)
        .map((s) => s.id),
    ),
    kidsShelf(
      'crk-bible',
      'Bible Adventures',
      kidsSeries.filter((s) => s.idea.name.startsWith('Bible Adventures')).map((s) => s.id),
    ),
    kidsShelf(
      'crk-saints',
      'Little Saints',
      kidsSeries.filter((s) => s.idea.name.startsWith('Little Saints')).map((s) => s.id),
      'portrait',
    ),
    kidsShelf(
      'crk-heroes',
      'Holy Heroes',
      kidsSeries.filter((s) => s.idea.name.startsWith('Holy Heroes')).map((s) => s.id),
      'circle',
    ),
    kidsShelf(
      'crk-shows',
      'Favourite Shows',
      kidsSeries.filter((s) => s.genre.key === 'kids' && !s.idea.name.includes(':')).map((s) => s.id),
    ),
    kidsShelf(
      'crk-shorts',
      'Shortease for Kids',
      shortIds.filter((id) => b.get(id).kids),
      'portrait',
    ),
    kidsShelf(
      'crk-music',
      'Songs and Prayers',
      kidsSeries.filter((s) => s.genre.key !== 'kids').map((s) => s.id),
    ),
    kidsShelf(
      'crk-episodes',
      'Quick Episodes',
      rng.sample(kidsSeries, 20).map((s) => s.episodeIds[0]!),
    ),
  ];
  b.addList(CATALOGUE_IDS.kidsCarousels, 'Home for Kids', kidsCarousels, { kids: true });
}

/** Home navigation entries (home_nav_list_item): a catalogue of carousels plus a banner each. */
function buildNavItems(b: CatalogueBuilder, rng: Random, series: SeriesRecord[]): Array<{ id: string; title: string; bannerid: string }> {
  return [
    { id: 'nav-saints', title: 'Saints', genres: ['saints', 'mary'] },
    { id: 'nav-prayer', title: 'Prayer', genres: ['prayer', 'rosary', 'adoration', 'healing'] },
    { id: 'nav-bible', title: 'Bible', genres: ['scripture', 'holyland'] },
    { id: 'nav-kids', title: 'Kids', genres: ['kids'] },
  ].map((nav) => {
    const pool = series.filter((s) => nav.genres.includes(s.genre.key));
    const kids = nav.id === 'nav-kids';
    const carouselIds = nav.genres.flatMap((key) => {
      const genre = GENRES.find((g) => g.key === key)!;
      const inGenre = pool.filter((s) => s.genre.key === key);
      const ids = [`${nav.id}-${key}-1`, `${nav.id}-${key}-2`];
      b.addList(
        ids[0]!,
        genre.category,
        rng.sample(inGenre, 20).map((s) => s.id),
        { kids },
      );
      b.addList(
        ids[1]!,
        `More ${genre.category}`,
        rng.sample(inGenre, 20).map((s) => s.id),
        { kids, orientation: 'portrait' },
      );
      return ids;
    });
    b.addList(nav.id, nav.title, carouselIds, { kids });
    const bannerId = `bn-${nav.id}`;
    b.addList(
      bannerId,
      `${nav.title} banner`,
      rng.sample(pool, 3).map((s) => s.id),
      { kids },
    );
    return { id: nav.id, title: nav.title, bannerid: bannerId };
  });
}

/** All Shows (every show and playlist search finds, by name) and the show categories page. */
function buildAllShows(b: CatalogueBuilder, series: SeriesRecord[], playlistIds: string[], categoryIds: string[]): void {
  const allShowIds = [...series.map((s) => s.id), ...playlistIds]
    .filter((id) => !b.get(id).searchExclude)
    .sort((x, y) => b.get(x).item.name.localeCompare(b.get(y).item.name, 'en'));
  b.addList(CATALOGUE_IDS.allShows, 'All Shows', allShowIds);
  b.addList(CATALOGUE_IDS.showCategories, 'Show Categories', [...categoryIds, 'ct99']);
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
