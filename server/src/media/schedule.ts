import { SCHEDULE_HEADER } from '../../../contract/studio-live.js';
import { localDate, zoneAbbreviation, zoneOffsetMinutes } from '../../../contract/time-zones.js';
import { createRandom } from '../lib/random.js';

export { localDate, SCHEDULE_HEADER, zoneOffsetMinutes };

/**
 * The sample schedule of a live channel as delimited text: a header line, then one programme per
 * line as `title|subtitle|start_time`, start_time being `YYYY-MM-DD HH:MM:SS ZONE` in the
 * channel's own zone (EST, EDT, GMT, BST, AEST or AEDT). Viewers get it on a day with no uploaded
 * schedule for the channels that keep it (the demo's).
 */

const PROGRAMMES: Array<[string, string, number]> = [
  ['Holy Mass', 'Celebrated live from the chapel', 60],
  ['The Holy Rosary', 'Pray along with our community', 30],
  ['Morning Prayer', 'Lauds from the Liturgy of the Hours', 30],
  ['Chaplet of Divine Mercy', 'The three o’clock prayer', 30],
  ['Eucharistic Adoration', 'An hour before the Blessed Sacrament', 60],
  ['Sunday Readings', 'Opening this week’s Scripture', 30],
  ['Saints & Heroes', 'The lives of the saints', 30],
  ['Faith & Culture', 'News and conversation', 60],
  ['Pilgrim Roads', 'On foot to the great shrines', 60],
  ['Home Is Holy', 'Faith in family life', 30],
  ['Young & Catholic', 'Honest talk for young people', 30],
  ['Songs of Praise', 'Music from our choir', 30],
  ['Catechism Class', 'The faith, explained simply', 30],
  ['Sacred Places', 'Documentary', 60],
  ['Ask a Priest', 'Your questions answered live', 60],
  ['Little Saints', 'For children aged 5 to 13', 30],
  ['Night Prayer', 'Compline to close the day', 30],
  ['Stories of Mercy', 'Testimonies of grace', 30],
];

const pad = (n: number) => String(n).padStart(2, '0');

export interface ScheduleEntry {
  title: string;
  subtitle: string;
  start_time: string;
}

/** The programmes of the channel's current local day; the same every time for a given day. */
export function buildSchedule(channel: { id: string; timeZone: string }, nowMs: number): ScheduleEntry[] {
  const date = localDate(channel.timeZone, nowMs);
  const rng = createRandom(`${channel.id}:${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const entries: ScheduleEntry[] = [];
  let minute = 0;
  // Mass opens every day; the rest follows a different order each day.
  let programme = PROGRAMMES[0]!;
  while (minute < 24 * 60) {
    const hh = Math.floor(minute / 60);
    const mm = minute % 60;
    // The UTC instant of this local time, to name the zone correctly around DST changes.
    const guessUtc = Date.UTC(y, m - 1, d, hh, mm) - zoneOffsetMinutes(channel.timeZone, Date.UTC(y, m - 1, d, 12)) * 60_000;
    const zone = zoneAbbreviation(channel.timeZone, guessUtc);
    entries.push({ title: programme[0], subtitle: programme[1], start_time: `${date} ${pad(hh)}:${pad(mm)}:00 ${zone}` });
    minute += programme[2];
    programme = rng.pick(PROGRAMMES);
  }
  return entries;
}

export function formatSchedule(entries: ScheduleEntry[]): string {
  const clean = (text: string) => text.replace(/[|\r\n]/g, ' ');
  return [SCHEDULE_HEADER, ...entries.map((e) => `${clean(e.title)}|${clean(e.subtitle)}|${e.start_time}`)].join('\n') + '\n';
}
