import type { LiveChannelFields } from '../../../contract/studio-live.js';
import { hashString } from '../lib/random.js';
import type { ItemInput } from '../seed/items.js';
import { artUrl, ART_WIDTHS } from './art-urls.js';

/**
 * The item viewers get for a live channel (type livestream; its schedule at metaData.epg, its
 * stream at /api/live/{id}/stream): the demo seed's channels and the studio's are built alike.
 */
export function liveChannelItem(
  id: string,
  fields: Pick<LiveChannelFields, 'name' | 'description' | 'location' | 'tags'>,
  order: number,
  createdAt: string,
): ItemInput {
  const hue = hashString(fields.name) % 360;
  return {
    id,
    type: 'livestream',
    name: fields.name,
    description: fields.description,
    tags: ['live', 'live tv', ...fields.tags.filter((tag) => tag !== 'live' && tag !== 'live tv')],
    createdAt,
    order,
    filesHref: `/api/live/${id}/stream`,
    kids: false,
    metaData: {
      epg: `/api/epg/${id}.txt`,
      location: fields.location,
      tvrating: 'tvg',
      Genre: 'Live TV',
      bannerImage: artUrl('banner', fields.name, ART_WIDTHS.banner[2], hue),
      mobileBannerImage: artUrl('mbanner', fields.name, ART_WIDTHS.mbanner[1], hue),
      specialLiveEvents: 'false',
    },
  };
}
