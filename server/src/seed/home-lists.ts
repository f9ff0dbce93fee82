/**
 * The lists the app's pages and the configuration point at: the home and kids-home carousels and
 * banners, the home navigation entries with their carousels, and All Shows with the show categories.
 */
import { GENRES } from './genres.js';
import type { Random } from '../lib/random.js';
import { CATALOGUE_IDS } from './catalogue-ids.js';
import type { CatalogueBuilder, SeriesRecord } from './catalogue-builder.js';
import type { Orientation } from '../../../contract/wire.js';

/** The lists home and the configuration point at: banners, the home carousels and the kids home. */
export function buildHomeLists(
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
  const genreShelf = (key: string, name: string, orientation: Orientation = 'landscape') =>
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

  const kidsShelf = (id: string, name: string, ids: string[], orientation: Orientation = 'landscape') => shelf(id, name, ids, { orientation, kids: true });
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
export function buildNavItems(b: CatalogueBuilder, rng: Random, series: SeriesRecord[]): Array<{ id: string; title: string; bannerid: string }> {
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
export function buildAllShows(b: CatalogueBuilder, series: SeriesRecord[], playlistIds: string[], categoryIds: string[]): void {
  const allShowIds = [...series.map((s) => s.id), ...playlistIds]
    .filter((id) => !b.get(id).searchExclude)
    .sort((x, y) => b.get(x).item.name.localeCompare(b.get(y).item.name, 'en'));
  b.addList(CATALOGUE_IDS.allShows, 'All Shows', allShowIds);
  b.addList(CATALOGUE_IDS.showCategories, 'Show Categories', [...categoryIds, 'ct99']);
}
