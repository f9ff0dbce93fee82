/** The live channels: each loops one sample stream and publishes today's schedule in its own zone. */
export interface LiveChannel {
  id: string;
  name: string;
  description: string;
  tags: string[];
  /** Sample stream under public/media/vod whose segments loop as the live signal. */
  source: 'rosary' | 'chapel' | 'pilgrim';
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

export function findLiveChannel(id: string): LiveChannel | undefined {
  return LIVE_CHANNELS.find((channel) => channel.id === id);
}
