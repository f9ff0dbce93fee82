/**
 * The shows: series with their seasons and episodes, the editors' playlists with their own episodes,
 * and the few series archived out of search. Series come first and number the episodes; playlists
 * carry the numbering on.
 */
import { capitalizeFirst } from '../lib/text.js';
import { GENRES, type Genre, type ShowIdea } from './genres.js';
import { artUrl, ART_WIDTHS } from '../media/art-urls.js';
import type { TvRating } from './items.js';
import { hashString, type Random } from '../lib/random.js';
import { EPISODE_THEMES, HOSTS, SAINTS } from './vocabulary.js';
import { addDays, duration, isoDate, pad, PROGRAMME_STREAMS, type CatalogueBuilder, type SeriesRecord } from './catalogue-builder.js';

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

export function buildSeries(b: CatalogueBuilder, rng: Random): { series: SeriesRecord[]; nextEpisode: number } {
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

export function buildPlaylists(b: CatalogueBuilder, rng: Random, firstEpisode: number): { playlistIds: string[]; nextEpisode: number } {
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
export function archiveSome(b: CatalogueBuilder, rng: Random, series: SeriesRecord[]): void {
  for (const record of rng.sample(series, 12)) {
    const seed = b.get(record.id);
    seed.searchExclude = true;
    seed.item.metaData.searchexclude = 'true';
    seed.item.metaData.archived = 'true';
  }
}
