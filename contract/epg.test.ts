import { describe, expect, it } from 'vitest';
import { LAST_SHOW_MS, nowAndNext, parseSchedule, parseStartTime, todays } from './epg';

const at = (iso: string) => Date.parse(iso);

describe('schedule files', () => {
  it('read start times in each zone the spec names, unknown zones as GMT', () => {
    expect(parseStartTime('2026-11-21 06:00:00 EST')).toBe(at('2026-11-21T11:00:00Z'));
    expect(parseStartTime('2026-07-01 06:00:00 EDT')).toBe(at('2026-07-01T10:00:00Z'));
    expect(parseStartTime('2026-11-21 06:00:00 GMT')).toBe(at('2026-11-21T06:00:00Z'));
    expect(parseStartTime('2026-07-01 06:00:00 BST')).toBe(at('2026-07-01T05:00:00Z'));
    expect(parseStartTime('2026-11-21 06:00:00 AEDT')).toBe(at('2026-11-20T19:00:00Z'));
    expect(parseStartTime('2026-06-01 06:00:00 AEST')).toBe(at('2026-05-31T20:00:00Z'));
    expect(parseStartTime('2026-11-21 06:00:00 XYZ')).toBe(at('2026-11-21T06:00:00Z'));
    expect(parseStartTime('2026-11-21 06:00')).toBe(at('2026-11-21T06:00:00Z'));
    expect(parseStartTime('yesterday')).toBeNull();
    expect(parseStartTime('2026-13-01 06:00:00 EST')).toBeNull();
  });

  it('skip the header and bad lines, sort, and end each programme at the next start or 30 minutes on', () => {
    const text = [
      'title|subtitle|start_time',
      'Vespers|Evening prayer|2026-11-21 18:00:00 GMT',
      'Mass||2026-11-21 07:00:00 GMT',
      'broken line',
      'No time|x|soon',
      '',
    ].join('\n');
    const programmes = parseSchedule(text);
    expect(programmes.map((p) => p.title)).toEqual(['Mass', 'Vespers']);
    expect(programmes[0]!.end).toBe(at('2026-11-21T18:00:00Z'));
    expect(programmes[1]!.end).toBe(at('2026-11-21T18:00:00Z') + LAST_SHOW_MS);
  });
});

describe('now and next', () => {
  const programmes = parseSchedule(
    ['a|1|2026-11-21 22:00:00 GMT', 'b|2|2026-11-21 23:00:00 GMT', 'c|3|2026-11-21 23:30:00 GMT', 'd|4|2026-11-22 00:30:00 GMT'].join('\n'),
  );

  it('is the programme whose window holds now, then the two after it, across midnight', () => {
    const r = nowAndNext(programmes, at('2026-11-21T23:45:00Z'));
    expect(r.now?.title).toBe('c');
    expect(r.next.map((p) => p.title)).toEqual(['d']);
    expect(nowAndNext(programmes, at('2026-11-21T22:10:00Z')).next.map((p) => p.title)).toEqual(['b', 'c']);
  });

  it('falls back to the latest earlier programme after the last window, and to nothing before the first', () => {
    expect(nowAndNext(programmes, at('2026-11-22T03:00:00Z')).now?.title).toBe('d');
    const before = nowAndNext(programmes, at('2026-11-21T20:00:00Z'));
    expect(before.now).toBeNull();
    expect(before.next.map((p) => p.title)).toEqual(['a', 'b']);
  });

  it('lists today only in the full schedule (the viewer’s local day)', () => {
    const noon = new Date(2026, 10, 21, 12, 0, 0).getTime();
    const local = (h: number, d = 21) => new Date(2026, 10, d, h, 0, 0).getTime();
    const list = [
      { title: 'y', subtitle: '', start: local(23, 20), end: local(0, 21) },
      { title: 't1', subtitle: '', start: local(0), end: local(1) },
      { title: 't2', subtitle: '', start: local(23), end: local(0, 22) },
      { title: 'n', subtitle: '', start: local(0, 22), end: local(1, 22) },
    ];
    expect(todays(list, noon).map((p) => p.title)).toEqual(['t1', 't2']);
  });
});
