import { describe, expect, it } from 'vitest';
import { LIVE_CHANNELS } from './live-channels.js';
import { buildSchedule, formatSchedule, localDate, SCHEDULE_HEADER, zoneOffsetMinutes } from './schedule.js';

const NOV = Date.UTC(2026, 10, 21, 15, 0);
const JUL = Date.UTC(2026, 6, 1, 15, 0);

describe('live schedules', () => {
  it('knows the zone offsets the spec lists', () => {
    expect(zoneOffsetMinutes('America/New_York', NOV)).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', JUL)).toBe(-240);
    expect(zoneOffsetMinutes('Europe/London', NOV)).toBe(0);
    expect(zoneOffsetMinutes('Europe/London', JUL)).toBe(60);
    expect(zoneOffsetMinutes('Australia/Sydney', NOV)).toBe(660);
    expect(zoneOffsetMinutes('Australia/Sydney', JUL)).toBe(600);
  });

  it('names the zone of each start time', () => {
    const [americas, europe, oceania] = LIVE_CHANNELS;
    expect(buildSchedule(americas!, NOV)[0]!.start_time).toMatch(/ EST$/);
    expect(buildSchedule(americas!, JUL)[0]!.start_time).toMatch(/ EDT$/);
    expect(buildSchedule(europe!, NOV)[0]!.start_time).toMatch(/ GMT$/);
    expect(buildSchedule(europe!, JUL)[0]!.start_time).toMatch(/ BST$/);
    expect(buildSchedule(oceania!, NOV)[0]!.start_time).toMatch(/ AEDT$/);
    expect(buildSchedule(oceania!, JUL)[0]!.start_time).toMatch(/ AEST$/);
  });

  it('covers the whole local day in order, the same way each time', () => {
    for (const channel of LIVE_CHANNELS) {
      const entries = buildSchedule(channel, NOV);
      const date = localDate(channel.timeZone, NOV);
      expect(entries[0]!.start_time.startsWith(`${date} 00:00:00`)).toBe(true);
      const times = entries.map((e) => e.start_time.slice(11, 16));
      expect(times).toEqual([...times].sort());
      expect(entries.every((e) => e.start_time.startsWith(date))).toBe(true);
      expect(entries.length).toBeGreaterThan(20);
      expect(buildSchedule(channel, NOV + 3_600_000)).toEqual(entries);
    }
  });

  it('writes delimited text with a header', () => {
    const text = formatSchedule([{ title: 'A|B', subtitle: 'line\nbreak', start_time: '2026-11-21 06:00:00 EST' }]);
    expect(text).toBe(`${SCHEDULE_HEADER}\nA B|line break|2026-11-21 06:00:00 EST\n`);
  });
});
