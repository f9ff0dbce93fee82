/**
 * The time zones a live channel's schedule may be written in. The viewer apps read only the
 * abbreviations the spec names (contract/epg.ts ZONE_OFFSETS: EST, EDT, GMT, BST, AEST, AEDT), so
 * a channel's zone is one whose offset is always one of those; the abbreviation written in the
 * schedule file follows from the zone and the date (EST in winter, EDT in summer).
 */
import { ZONE_OFFSETS } from './epg.js';

export const LIVE_TIME_ZONES = [
  { zone: 'America/New_York', label: 'New York, Philadelphia, Washington (EST/EDT)' },
  { zone: 'America/Toronto', label: 'Toronto, Ottawa (EST/EDT)' },
  { zone: 'America/Detroit', label: 'Detroit (EST/EDT)' },
  { zone: 'America/Indiana/Indianapolis', label: 'Indianapolis (EST/EDT)' },
  { zone: 'America/Kentucky/Louisville', label: 'Louisville (EST/EDT)' },
  { zone: 'America/Nassau', label: 'Nassau (EST/EDT)' },
  { zone: 'America/Jamaica', label: 'Kingston, Jamaica (EST)' },
  { zone: 'America/Panama', label: 'Panama (EST)' },
  { zone: 'America/Cancun', label: 'Cancún (EST)' },
  { zone: 'Europe/London', label: 'London, Edinburgh, Cardiff, Belfast (GMT/BST)' },
  { zone: 'Europe/Guernsey', label: 'Guernsey (GMT/BST)' },
  { zone: 'Europe/Jersey', label: 'Jersey (GMT/BST)' },
  { zone: 'Europe/Isle_of_Man', label: 'Isle of Man (GMT/BST)' },
  { zone: 'Africa/Accra', label: 'Accra (GMT)' },
  { zone: 'Africa/Abidjan', label: 'Abidjan (GMT)' },
  { zone: 'Africa/Dakar', label: 'Dakar (GMT)' },
  { zone: 'Atlantic/Reykjavik', label: 'Reykjavík (GMT)' },
  { zone: 'UTC', label: 'UTC (written GMT)' },
  { zone: 'Australia/Sydney', label: 'Sydney, Canberra (AEST/AEDT)' },
  { zone: 'Australia/Melbourne', label: 'Melbourne (AEST/AEDT)' },
  { zone: 'Australia/Hobart', label: 'Hobart (AEST/AEDT)' },
  { zone: 'Australia/Brisbane', label: 'Brisbane (AEST)' },
  { zone: 'Australia/Lindeman', label: 'Whitsunday Islands (AEST)' },
] as const;
export type LiveTimeZone = (typeof LIVE_TIME_ZONES)[number]['zone'];
export const LIVE_ZONE_NAMES: readonly LiveTimeZone[] = LIVE_TIME_ZONES.map((z) => z.zone);

/** Minutes east of UTC for a zone at an instant, e.g. -300 for New York in winter. */
export function zoneOffsetMinutes(timeZone: string, atMs: number): number {
  const text =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(atMs)).find((p) => p.type === 'timeZoneName')?.value ??
    'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(text);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The calendar date (YYYY-MM-DD) in a zone at an instant. */
export function localDate(timeZone: string, atMs: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(atMs));
}

/** The day after a YYYY-MM-DD date. */
export function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The abbreviation a schedule file writes for a zone at an instant (EST, BST, AEDT...); GMT when the offset has none. */
export function zoneAbbreviation(timeZone: string, atMs: number): string {
  const offset = zoneOffsetMinutes(timeZone, atMs);
  return Object.entries(ZONE_OFFSETS).find(([, minutes]) => minutes === offset)?.[0] ?? 'GMT';
}
