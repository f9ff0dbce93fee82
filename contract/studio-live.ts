/**
 * Live channels in the studio (issue 48): a channel's fields, today's schedule as the spec's
 * delimited text, and the check that names each bad line. One definition for the studio's forms and
 * the server's routes; the lines are read with the viewer apps' own parser (contract/epg.ts).
 */
import * as v from 'valibot';
import type { Output } from './studio-common.js';
import { parseStartTime, ZONE_OFFSETS } from './epg.js';
import { LIVE_ZONE_NAMES, localDate, nextDate, zoneAbbreviation, type LiveTimeZone } from './time-zones.js';

/** The built-in sample signals: a sample stream under public/media/vod looped as live TV. */
export const SAMPLE_SIGNALS = ['chapel', 'rosary', 'pilgrim'] as const;
export type SampleSignal = (typeof SAMPLE_SIGNALS)[number];
export const SAMPLE_PREFIX = 'sample:';
/** A stream address: `sample:chapel` (a built-in sample signal) or an http(s) URL of an HLS playlist. */
export const STREAM_PATTERN = `^(sample:(${SAMPLE_SIGNALS.join('|')})|https?://[^\\s/?#]+[^\\s]*)$`;

/** The sample signal a stream address names, or null for an address elsewhere. */
export function sampleSignal(stream: string): SampleSignal | null {
  const name = stream.startsWith(SAMPLE_PREFIX) ? stream.slice(SAMPLE_PREFIX.length) : '';
  return (SAMPLE_SIGNALS as readonly string[]).includes(name) ? (name as SampleSignal) : null;
}

/** Everything an editor sets on a live channel. */
export const LiveChannelFields = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  description: v.pipe(v.string(), v.maxLength(1000)),
  stream: v.pipe(v.string(), v.minLength(1), v.maxLength(2000), v.regex(new RegExp(STREAM_PATTERN))),
  /**
   * One of the zones, as a union of its words rather than a picklist: a refusal names the values a
   * picklist allows, and 23 zones would make it a paragraph.
   */
  timeZone: v.union((LIVE_ZONE_NAMES as readonly LiveTimeZone[]).map((zone) => v.literal(zone))),
  location: v.pipe(v.string(), v.maxLength(100)),
  tags: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(50))), v.maxLength(20)),
  /** On a day with no uploaded schedule, viewers get the generated sample schedule (the demo's). */
  sampleSchedule: v.boolean(),
});
export type LiveChannelFields = Output<typeof LiveChannelFields>;

export function blankLiveChannel(): LiveChannelFields {
  return { name: '', description: '', stream: 'sample:chapel', timeZone: 'America/New_York', location: '', tags: [], sampleSchedule: false };
}

/** Bytes of schedule text the studio takes (a day of programmes is a few kilobytes). */
export const SCHEDULE_MAX_BYTES = 200_000;
export const SCHEDULE_MAX_LINES = 2000;

const Int = v.pipe(v.number(), v.integer());

export const ScheduleLineProblem = v.looseObject({ line: Int, text: v.string(), problem: v.string() });
export type ScheduleLineProblem = Output<typeof ScheduleLineProblem>;

/** Today's uploaded schedule of a channel, as stored. */
export const UploadedSchedule = v.looseObject({
  day: v.string(),
  version: Int,
  programmes: Int,
  text: v.string(),
  uploadedAt: v.string(),
  uploadedBy: v.string(),
});
export type UploadedSchedule = Output<typeof UploadedSchedule>;

export const LiveChannel = v.looseObject({
  id: v.string(),
  version: Int,
  fields: LiveChannelFields,
  /** Today's date in the channel's zone, and the abbreviation its schedule is written in now. */
  today: v.string(),
  zoneNow: v.string(),
  /** Today's uploaded schedule; null when none was uploaded today. */
  schedule: v.nullable(UploadedSchedule),
  /** What may keep viewers from the stream (its origin not allowed by the viewer app's CSP...). */
  warnings: v.array(v.string()),
  updatedAt: v.string(),
  updatedBy: v.string(),
});
export type LiveChannel = Output<typeof LiveChannel>;

export const LiveChannelList = v.looseObject({ channels: v.array(LiveChannel) });
export type LiveChannelList = Output<typeof LiveChannelList>;

export const CreateLiveChannelBody = v.object({ fields: LiveChannelFields });
export type CreateLiveChannelBody = Output<typeof CreateLiveChannelBody>;

export const SaveLiveChannelBody = v.object({ version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000)), fields: LiveChannelFields });
export type SaveLiveChannelBody = Output<typeof SaveLiveChannelBody>;

/** Today's schedule: the file's text, over the version of today's schedule the editor saw (0: none). */
export const ScheduleBody = v.object({
  text: v.pipe(v.string(), v.maxLength(SCHEDULE_MAX_BYTES)),
  expected: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000)),
});
export type ScheduleBody = Output<typeof ScheduleBody>;

/** A refused schedule: the message, and each bad line. */
export const ScheduleRefusal = v.looseObject({
  error: v.looseObject({ message: v.string(), status: v.optional(v.string()) }),
  lines: v.optional(v.array(ScheduleLineProblem)),
});

export const LIVE_MESSAGES = {
  channelNotFound: 'This live channel could not be found.',
  badLines: (count: number) =>
    `${count === 1 ? 'One line' : `${count} lines`} of this schedule cannot be used, so nothing was saved. Fix ${count === 1 ? 'it' : 'them'} and upload the whole schedule again.`,
  empty: 'This schedule has no programmes: one line per programme, title|subtitle|start_time.',
  tooManyLines: `A schedule holds at most ${SCHEDULE_MAX_LINES} programmes.`,
  elsewhere: (origin: string) =>
    `${origin} is not among the origins the viewer app may play from: add it to CSP_EXTRA_ORIGINS in the server's settings, or viewers' players will refuse this stream.`,
} as const;

export const SCHEDULE_HEADER = 'title|subtitle|start_time';
const FORMAT_HINT = 'write YYYY-MM-DD HH:MM:SS ZONE, e.g. 2026-11-29 06:00:00 EST';
const ZONE_WORDS = Object.keys(ZONE_OFFSETS).join(', ');

export interface CheckedProgramme {
  title: string;
  subtitle: string;
  start_time: string;
  /** Milliseconds since the epoch. */
  start: number;
}

/**
 * Reads a schedule as the viewer apps do (contract/epg.ts), but names every line they would skip
 * or misread, for a channel in `timeZone` on its day at `nowMs`: a missing field, a time that
 * cannot be read or is in an unknown zone or in the wrong one for the channel, a date other than
 * today (or tomorrow, for a schedule that runs on past midnight), a time not after the line above.
 * A header line (title|subtitle|start_time) and blank lines are allowed.
 */
export function checkSchedule(text: string, timeZone: string, nowMs: number): { programmes: CheckedProgramme[]; problems: ScheduleLineProblem[] } {
  const today = localDate(timeZone, nowMs);
  const tomorrow = nextDate(today);
  const programmes: CheckedProgramme[] = [];
  const problems: ScheduleLineProblem[] = [];
  let previous: { line: number; start: number; time: string } | null = null;
  let seenLine = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const first = !seenLine;
    seenLine = true;
    if (first && raw.replace(/\s/g, '').toLowerCase() === SCHEDULE_HEADER) return;
    const bad = (problem: string) => problems.push({ line, text: raw.length > 300 ? `${raw.slice(0, 300)}…` : raw, problem });
    const fields = raw.split('|');
    if (fields.length !== 3) {
      bad(
        fields.length < 3
          ? `has ${fields.length} field${fields.length === 1 ? '' : 's'}, not 3: each line is title|subtitle|start_time (the subtitle may be empty)`
          : `has ${fields.length} fields, not 3: a title or subtitle cannot contain |`,
      );
      return;
    }
    const [title, subtitle, startText] = fields.map((f) => f.trim()) as [string, string, string];
    if (!title) return void bad('the title is missing');
    if (title.length > 200) return void bad('the title is longer than 200 characters');
    if (subtitle.length > 500) return void bad('the subtitle is longer than 500 characters');
    if (!startText) return void bad(`the start time is missing: ${FORMAT_HINT}`);
    const start = parseStartTime(startText);
    const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(startText);
    if (start === null || !parts) return void bad(`the start time “${startText}” cannot be read: ${FORMAT_HINT}`);
    const [, y, m, d] = parts.map(Number) as [number, number, number, number];
    if (new Date(Date.UTC(y, m - 1, d)).getUTCDate() !== d) return void bad(`${parts[0]} is not a date`);
    const zone = /([A-Za-z]*)$/.exec(startText)![1]!.toUpperCase();
    if (!zone) return void bad(`the start time “${startText}” has no time zone: end it with one of ${ZONE_WORDS}`);
    if (!(zone in ZONE_OFFSETS)) return void bad(`“${zone}” is not a time zone the viewer apps read: use one of ${ZONE_WORDS}`);
    const expected = zoneAbbreviation(timeZone, start);
    if (zone !== expected) return void bad(`the time is written in ${zone}, but the channel’s zone (${timeZone}) is on ${expected} then`);
    const date = localDate(timeZone, start);
    if (date !== today && date !== tomorrow) return void bad(`is for ${date}: today in ${timeZone} is ${today} (a schedule may run on into ${tomorrow})`);
    if (previous && start <= previous.start)
      return void bad(`starts at or before the programme on line ${previous.line} (${previous.time}): list the programmes in time order`);
    previous = { line, start, time: startText };
    programmes.push({ title, subtitle, start_time: startText, start });
  });
  return { programmes, problems };
}

/** The schedule file viewers get for checked programmes: the header, then one line each. */
export function scheduleText(programmes: readonly Pick<CheckedProgramme, 'title' | 'subtitle' | 'start_time'>[]): string {
  return [SCHEDULE_HEADER, ...programmes.map((p) => `${p.title}|${p.subtitle}|${p.start_time}`)].join('\n') + '\n';
}
