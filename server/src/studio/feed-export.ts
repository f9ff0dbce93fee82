import type { FeedVideoItem, RokuFeed } from '../../../contract/studio.js';
import type { Db } from '../db/database.js';
import { readPublishedCatalogue, type PublishedCatalogue } from '../repositories/published-catalogue.js';

type PublishedItem = PublishedCatalogue['items'][number];

const RATINGS: Record<string, string> = { tvg: 'TV-G', tvpg: 'TV-PG', tv14: 'TV-14', tvma: 'TV-MA' };

/** hh:mm:ss as seconds, or undefined (a series' "2 seasons"). */
function seconds(value: unknown): number | undefined {
  const match = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/.exec(String(value ?? ''));
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : undefined;
}

const text = (value: unknown, max: number) => String(value ?? '').slice(0, max);

/** An item of the catalogue as a feed item: its words, date, rating, translations, and (for a video) its content. */
function feedItem({ item, kids, translations }: PublishedItem, video: boolean): FeedVideoItem {
  const meta = item.metaData;
  const year = Number(meta.Year);
  const rating = RATINGS[String(meta.tvrating ?? '')] ?? (kids ? 'TV-Y' : undefined);
  const thumbnail = item.thumbnail as unknown as Record<string, string> | undefined;
  return {
    id: item.id,
    title: text(item.name, 1000) || item.id,
    shortDescription: text(item.description, 200),
    longDescription: text(item.description, 20_000),
    releaseDate: Number.isInteger(year) && year >= 1900 && year <= 2100 ? `${year}-01-01` : item.createdAt.slice(0, 10),
    tags: item.tags.slice(0, 100).map((t) => text(t, 200)),
    genres: meta.Genre ? String(meta.Genre).split(/,\s*/).filter(Boolean).slice(0, 100) : [],
    thumbnail: text(thumbnail?.large ?? thumbnail?.medium ?? Object.values(thumbnail ?? {})[0], 2000) || undefined,
    ...(rating && { rating: { rating, ratingSource: 'USA_PR' } }),
    ...(translations.length > 0 && {
      translations: translations.map((t) => ({ locale: t.locale, title: text(t.title, 200), description: text(t.description, 4000) })),
    }),
    ...(video && {
      content: {
        dateAdded: item.createdAt.slice(0, 40),
        duration: seconds(meta.Duration) ?? 0,
        // No addresses yet: the studio's streams are the app's own samples until ingest.
        videos: [],
        language: text(item.language, 20) || 'en',
      },
    }),
  };
}

/**
 * The whole catalogue viewers see, as a Roku Direct Publisher feed: series with their seasons and
 * episodes, single videos as movies, shorts, and every category or playlist holding them as a
 * category with its playlist. Live channels are not part of such a feed.
 */
export async function exportFeed(db: Db, customerId: string, providerName: string, now: number): Promise<RokuFeed> {
  const { items, entries } = await readPublishedCatalogue(db, customerId);
  const byId = new Map(items.map((i) => [i.item.id, i]));
  const feed: Required<Pick<RokuFeed, 'movies' | 'series' | 'shortFormVideos' | 'categories' | 'playlists'>> = {
    movies: [],
    series: [],
    shortFormVideos: [],
    categories: [],
    playlists: [],
  };
  const inSeason = new Set<string>();
  for (const published of items.filter((i) => i.item.type === 'Series')) {
    const { item } = published;
    const seasons = (entries.get(item.id) ?? []).map((id) => byId.get(id)).filter((s) => s?.item.type === 'Season');
    const series = {
      ...feedItem(published, false),
      seasons: seasons.map((season, s) => ({
        seasonNumber: s + 1,
        episodes: (entries.get(season!.item.id) ?? [])
          .map((id) => byId.get(id))
          .filter((e) => e?.item.type === 'vod' && !inSeason.has(e.item.id))
          .map((episode, e) => {
            inSeason.add(episode!.item.id);
            const n = Number(episode!.item.metaData.episode_number);
            return { ...feedItem(episode!, true), episodeNumber: Number.isInteger(n) && n >= 0 && n <= 9999 ? n : e + 1 };
          }),
      })),
    };
    feed.series.push(series);
  }
  for (const published of items.filter((i) => i.item.type === 'vod' && !inSeason.has(i.item.id))) {
    if (published.item.metaData.short === 'true') feed.shortFormVideos.push(feedItem(published, true));
    else feed.movies.push(feedItem(published, true));
  }
  const exported = new Set([...feed.series, ...feed.movies, ...feed.shortFormVideos].map((i) => i.id));
  const names = new Set<string>();
  for (const { item } of items.filter((i) => i.item.type === 'Category' || i.item.type === 'Playlist')) {
    const itemIds = (entries.get(item.id) ?? []).filter((id) => exported.has(id)).slice(0, 10_000);
    if (itemIds.length === 0 || feed.categories.length >= 500) continue;
    let name = text(item.name, 180) || item.id;
    if (names.has(name)) name = `${name} (${item.id})`.slice(0, 200);
    names.add(name);
    feed.categories.push({ name, playlistName: name, order: 'manual' });
    feed.playlists.push({ name, itemIds });
  }
  return { providerName: providerName.slice(0, 200), lastUpdated: new Date(now).toISOString(), language: 'en', ...feed };
}
