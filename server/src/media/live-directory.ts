import { sampleSignal, SCHEDULE_HEADER, type LiveChannelFields, type SampleSignal } from '../../../contract/studio-live.js';
import { localDate } from '../../../contract/time-zones.js';
import type { Db } from '../db/database.js';
import { createLiveChannelRepository } from '../repositories/live-channels.js';
import { buildSchedule, formatSchedule } from './schedule.js';

export interface DirectoryChannel {
  id: string;
  fields: LiveChannelFields;
  /** The built-in sample signal it plays, or null when its stream is an address elsewhere. */
  sample: SampleSignal | null;
}

/**
 * How long a process answers from what it read of the live channels. A studio save empties it at
 * once on every process (the content-changed message); this bounds it when such a message was lost.
 */
const KEEP_MS = 3000;

/**
 * The live channels as viewers' requests need them (the stream, the playlists every two seconds,
 * the schedule file): read from the database, kept a few seconds per customer.
 */
export function createLiveDirectory(db: Db, now: () => number) {
  const repo = createLiveChannelRepository(db);
  const kept = new Map<string, { at: number; channels: Map<string, DirectoryChannel> }>();

  async function channels(customerId: string): Promise<Map<string, DirectoryChannel>> {
    const hit = kept.get(customerId);
    if (hit && now() - hit.at < KEEP_MS && now() >= hit.at) return hit.channels;
    const rows = await repo.list(customerId);
    const map = new Map(
      rows.map((row) => {
        const fields = JSON.parse(row.fields) as LiveChannelFields;
        return [row.id, { id: row.id, fields, sample: sampleSignal(fields.stream) }];
      }),
    );
    // Only customers with channels are kept (any customerid header reaches here), and only so many.
    if (map.size > 0) {
      if (kept.size >= 100) kept.clear();
      kept.set(customerId, { at: now(), channels: map });
    }
    return map;
  }

  return {
    channel: async (customerId: string, id: string) => (await channels(customerId)).get(id),

    /**
     * The schedule file of a channel at `nowMs`: today's upload (in the channel's zone); else the
     * sample schedule for a channel that keeps it; else the header alone (viewers read "No schedule
     * has been published for today").
     */
    async scheduleFile(customerId: string, channel: DirectoryChannel, nowMs: number): Promise<string> {
      const uploaded = await repo.schedule(customerId, channel.id, localDate(channel.fields.timeZone, nowMs));
      if (uploaded) return uploaded.text;
      if (channel.fields.sampleSchedule) return formatSchedule(buildSchedule({ id: channel.id, timeZone: channel.fields.timeZone }, nowMs));
      return `${SCHEDULE_HEADER}\n`;
    },

    /** Forgets what was read (a studio change, or messages that may have been missed). */
    forget: () => kept.clear(),
  };
}
export type LiveDirectory = ReturnType<typeof createLiveDirectory>;
