import { SAMPLE_PREFIX, type LiveChannelFields } from '../../../contract/studio-live.js';
import type { LiveChannelsTable } from '../db/schema.js';
import type { SampleSignal } from '../../../contract/studio-live.js';

/**
 * The demo's live channels: each loops one sample stream and publishes a sample schedule in its own
 * zone. They are seeded into live_channels (migration 0015 for older databases); from then on the
 * studio's Live page edits them and viewers read them from the database (media/live-directory.ts).
 */
export interface LiveChannel {
  id: string;
  name: string;
  description: string;
  tags: string[];
  /** Sample stream under public/media/vod whose segments loop as the live signal. */
  source: SampleSignal;
  /** IANA zone the schedule is written in; its abbreviation (EST, GMT, AEDT...) goes in the file. */
  timeZone: 'America/New_York' | 'Europe/London' | 'Australia/Sydney';
  location: string;
}

export const LIVE_CHANNELS: readonly LiveChannel[] = [
  {
    id: 'lv01',
    name: 'Lumen TV Americas',
    description: 'Live around the clock from our studios in Philadelphia: Mass, the Rosary, talk and teaching.',
    tags: ['americas', 'usa'],
    source: 'chapel',
    timeZone: 'America/New_York',
    location: 'Philadelphia, USA',
  },
  {
    id: 'lv02',
    name: 'Lumen TV Europe',
    description: 'Live from London and Dublin: daily Mass, Adoration and the best of Lumen.',
    tags: ['europe', 'uk', 'ireland'],
    source: 'rosary',
    timeZone: 'Europe/London',
    location: 'London, UK',
  },
  {
    id: 'lv03',
    name: 'Lumen TV Oceania',
    description: 'Live from Sydney for Australia, New Zealand and the Pacific.',
    tags: ['oceania', 'australia'],
    source: 'pilgrim',
    timeZone: 'Australia/Sydney',
    location: 'Sydney, Australia',
  },
];

/** A demo channel as the studio keeps it (live_channels.fields): its sample signal, and the sample schedule on days with no upload. */
export function demoChannelFields(channel: LiveChannel): LiveChannelFields {
  return {
    name: channel.name,
    description: channel.description,
    stream: `${SAMPLE_PREFIX}${channel.source}`,
    timeZone: channel.timeZone,
    location: channel.location,
    tags: channel.tags,
    sampleSchedule: true,
  };
}

/** The live_channels rows of the demo's channels for a customer (the seed's, and migration 0015's for databases seeded before it). */
export function demoChannelRows(customerId: string, at: number): LiveChannelsTable[] {
  return LIVE_CHANNELS.map((channel, position) => ({
    customer_id: customerId,
    id: channel.id,
    position,
    version: 1,
    fields: JSON.stringify(demoChannelFields(channel)),
    created_at: at,
    updated_at: at,
    updated_by: 'demo',
  }));
}
