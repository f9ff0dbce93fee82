/**
 * The items that stand outside any show: short vertical videos, a promo clip for a few shows,
 * and the live channels.
 */
import type { Random } from '../lib/random.js';
import { SAINTS, SHORT_TITLES } from './vocabulary.js';
import { LIVE_CHANNELS } from '../media/live-channels.js';
import { liveChannelItem } from '../media/live-channel-item.js';
import { addDays, pad, type CatalogueBuilder, type SeriesRecord } from './catalogue-builder.js';

/** Short vertical videos. */
export function buildShorts(b: CatalogueBuilder, rng: Random): string[] {
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
export function buildPromos(b: CatalogueBuilder, rng: Random, series: SeriesRecord[]): string[] {
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
export function buildLiveChannels(b: CatalogueBuilder): string[] {
  return LIVE_CHANNELS.map((channel, index) => b.add(liveChannelItem(channel.id, channel, index + 1, '2019-01-01T00:00:00.000Z')).item.id);
}
