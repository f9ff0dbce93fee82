import type { FeedVideoItem, RokuFeed } from '../../contract/studio.js';

/** A feed's video as small publishers write them (one HLS stream, a rating, tags and genres), with `extra` over it. */
export const feedVideo = (id: string, title: string, extra: Partial<FeedVideoItem> = {}): FeedVideoItem => ({
  id,
  title,
  shortDescription: `${title}, in short.`,
  longDescription: `${title}, at length.`,
  releaseDate: '2024-05-01',
  tags: ['prayer'],
  genres: ['faith'],
  thumbnail: `https://cdn.example.org/${id}.jpg`,
  content: {
    dateAdded: '2024-05-02T10:00:00Z',
    duration: 1530,
    videos: [{ url: `https://cdn.example.org/${id}.m3u8`, quality: 'HD', videoType: 'HLS' }],
    language: 'en-us',
  },
  rating: { rating: 'TV-PG', ratingSource: 'USA_PR' },
  ...extra,
});

/** A generated feed of `series` series of 4 seasons of 25 episodes: 100 series make 10,000 episodes. */
export function bigFeed(series = 100): RokuFeed {
  return {
    providerName: 'Big Parish',
    series: Array.from({ length: series }, (_, s) => ({
      id: `big-${s}`,
      title: `Series ${s}`,
      seasons: Array.from({ length: 4 }, (_, n) => ({
        seasonNumber: n + 1,
        episodes: Array.from({ length: 25 }, (_, e) => feedVideo(`big-${s}-${n}-${e}`, `Episode ${e + 1} of season ${n + 1}`, { episodeNumber: e + 1 })),
      })),
    })),
  };
}
