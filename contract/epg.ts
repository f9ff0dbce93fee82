/**
 * Live schedules: the schedule file is delimited text, one programme a
 * line as title|subtitle|start_time, start_time written `YYYY-MM-DD HH:MM:SS ZONE` in the channel's
 * zone; times are shown in the viewer's local time.
 */

/** Minutes east of UTC for the zones schedule files use; an unknown zone counts as 0. */
export const ZONE_OFFSETS: Readonly<Record<string, number>> = { EST: -300, EDT: -240, GMT: 0, BST: 60, AEDT: 660, AEST: 600 };
/** The last programme of a file is assumed to run 30 minutes. */
export const LAST_SHOW_MS = 30 * 60 * 1000;

export interface Programme {
  title: string;
  subtitle: string;
  /** Milliseconds since the epoch. */
  start: number;
  /** The next programme's start, or 30 minutes after the last one's. */
  end: number;
}

const START = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?\s*([A-Za-z]*)$/;

/** `2026-11-21 06:00:00 EST` -> epoch ms; null when it cannot be read. */
export function parseStartTime(text: string): number | null {
  const m = START.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, zone] = m;
  const offset = ZONE_OFFSETS[(zone ?? '').toUpperCase()] ?? 0;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  if (!Number.isFinite(utc) || Number(mo) > 12 || Number(d) > 31 || Number(h) > 23 || Number(mi) > 59) return null;
  return utc - offset * 60_000;
}

/** The programmes of a schedule file in time order; lines that cannot be read are skipped. */
export function parseSchedule(text: string): Programme[] {
  const rows: Array<Omit<Programme, 'end'>> = [];
  for (const line of text.split(/\r?\n/)) {
    const parts = line.split('|');
    if (parts.length < 3) continue;
    const start = parseStartTime(parts[2] ?? '');
    const title = (parts[0] ?? '').trim();
    if (start === null || !title) continue;
    rows.push({ title, subtitle: (parts[1] ?? '').trim(), start });
  }
  rows.sort((a, b) => a.start - b.start);
  return rows.map((row, i) => ({ ...row, end: rows[i + 1]?.start ?? row.start + LAST_SHOW_MS }));
}

/**
 * Now and the two next: the programme whose window holds `now`, else the latest that started
 * before it; then the two after it. Before the first programme nothing is on now.
 */
export function nowAndNext(programmes: readonly Programme[], now: number): { now: Programme | null; next: Programme[] } {
  let at = programmes.findIndex((p) => p.start <= now && now < p.end);
  if (at < 0) {
    for (let i = programmes.length - 1; i >= 0; i--) {
      if (programmes[i]!.start <= now) {
        at = i;
        break;
      }
    }
  }
  if (at < 0) return { now: null, next: programmes.slice(0, 2) };
  return { now: programmes[at]!, next: programmes.slice(at + 1, at + 3) };
}

/** The full schedule shows today only: programmes starting on the viewer's local day of `now`. */
export function todays(programmes: readonly Programme[], now: number): Programme[] {
  const day = new Date(now);
  const from = new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  const to = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).getTime();
  return programmes.filter((p) => p.start >= from && p.start < to);
}
