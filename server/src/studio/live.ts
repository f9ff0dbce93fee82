import {
  checkSchedule,
  LIVE_MESSAGES,
  sampleSignal,
  SCHEDULE_MAX_LINES,
  scheduleText,
  type LiveChannel,
  type LiveChannelFields,
  type ScheduleBody,
  type ScheduleLineProblem,
} from '../../../contract/studio-live.js';
import { STUDIO_MESSAGES } from '../../../contract/studio.js';
import { localDate, zoneAbbreviation } from '../../../contract/time-zones.js';
import type { Db } from '../db/database.js';
import type { LiveChannelsTable, LiveSchedulesTable } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError, badRequest, notFound } from '../lib/errors.js';
import { newToken } from '../lib/secrets.js';
import { liveChannelItem } from '../media/live-channel-item.js';
import { createAuditLogRepository } from '../repositories/audit-log.js';
import { createCatalogueWriter } from '../repositories/catalogue-writes.js';
import { createItemRepository } from '../repositories/items.js';
import { createItemTextRepository } from '../repositories/item-texts.js';
import { createLiveChannelRepository } from '../repositories/live-channels.js';
import { CATALOGUE_IDS } from '../seed/catalogue-ids.js';
import { buildItem } from '../seed/items.js';

/** A schedule with bad lines: refused whole, each line named (the route answers 400 with them). */
export class ScheduleRefused extends ApiError {
  constructor(readonly lines: ScheduleLineProblem[]) {
    super(400, LIVE_MESSAGES.badLines(lines.length), 'BAD_LINES');
  }
}

/** A new channel's id: lv- and 10 random characters (never one of the demo's lv01...). */
const newChannelId = () =>
  `lv-${newToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toLowerCase()}`;

export interface LiveServiceOptions {
  db: Db;
  now: () => number;
  contentChanged: () => Promise<void>;
  /** Origins the viewer app may play from (its own, and CSP_EXTRA_ORIGINS): a stream elsewhere is warned about. */
  playableOrigins: readonly string[];
}

/**
 * The studio's live channels: their fields (saved with a version check), the item viewers get for
 * each, and today's schedule, uploaded as the spec's delimited text and refused whole when a line
 * is bad. Every change is in the audit log and reaches every process's viewers at once.
 */
export function createLiveService(options: LiveServiceOptions) {
  const { db, now } = options;
  const channels = createLiveChannelRepository(db);
  const fieldsOf = (row: LiveChannelsTable) => JSON.parse(row.fields) as LiveChannelFields;
  const stale = () => new ApiError(409, STUDIO_MESSAGES.changedElsewhere);

  function warnings(fields: LiveChannelFields): string[] {
    if (sampleSignal(fields.stream)) return [];
    const origin = new URL(fields.stream).origin;
    return options.playableOrigins.includes(origin) ? [] : [LIVE_MESSAGES.elsewhere(origin)];
  }

  const scheduleView = (row: LiveSchedulesTable | undefined) =>
    row
      ? {
          day: row.day,
          version: row.version,
          programmes: row.programmes,
          text: row.text,
          uploadedAt: new Date(Number(row.uploaded_at)).toISOString(),
          uploadedBy: row.uploaded_by,
        }
      : null;

  async function view(customerId: string, row: LiveChannelsTable, repo = channels): Promise<LiveChannel> {
    const fields = fieldsOf(row);
    const today = localDate(fields.timeZone, now());
    return {
      id: row.id,
      version: row.version,
      fields,
      today,
      zoneNow: zoneAbbreviation(fields.timeZone, now()),
      schedule: scheduleView(await repo.schedule(customerId, row.id, today)),
      warnings: warnings(fields),
      updatedAt: new Date(Number(row.updated_at)).toISOString(),
      updatedBy: row.updated_by,
    };
  }

  async function found(customerId: string, id: string): Promise<LiveChannelsTable> {
    const row = await channels.get(customerId, id);
    if (!row) throw notFound(LIVE_MESSAGES.channelNotFound);
    return row;
  }

  /** Writes the channel's item where viewers read it, keeping its place and its first date. */
  async function putItem(trx: Db, customerId: string, id: string, fields: LiveChannelFields, position: number): Promise<void> {
    const writer = createCatalogueWriter(trx);
    const existing = await createItemRepository(trx).find(customerId, id);
    const old = existing ? (JSON.parse(existing.data) as { createdAt?: string; order?: number; name?: string }) : {};
    const seed = buildItem(liveChannelItem(id, fields, old.order ?? position + 1, old.createdAt ?? new Date(now()).toISOString()));
    // The channel's translations (the demo's) stay while its name does: the studio does not edit them yet.
    if (existing && old.name === seed.item.name) seed.texts = await createItemTextRepository(trx).allOf(customerId, id);
    await writer.putItem(customerId, seed);
  }

  const audit = (trx: Db, customerId: string, operator: string, action: string, target: string, before: unknown, after: unknown) =>
    createAuditLogRepository(trx, now).write(customerId, { operator, action, target, before, after });

  return {
    async list(customerId: string): Promise<LiveChannel[]> {
      return Promise.all((await channels.list(customerId)).map((row) => view(customerId, row)));
    },

    /** A new channel: in the Live TV list (at its end) for viewers at once. */
    async create(customerId: string, operator: string, fields: LiveChannelFields): Promise<LiveChannel> {
      const at = now();
      const created = await inTransaction(db, async (trx) => {
        const repo = createLiveChannelRepository(trx);
        const rows = await repo.list(customerId);
        const row: LiveChannelsTable = {
          customer_id: customerId,
          id: newChannelId(),
          position: rows.reduce((max, r) => Math.max(max, r.position + 1), 0),
          version: 1,
          fields: JSON.stringify(fields),
          created_at: at,
          updated_at: at,
          updated_by: operator,
        };
        await repo.insert(row);
        await putItem(trx, customerId, row.id, fields, row.position);
        const writer = createCatalogueWriter(trx);
        const listed = await writer.childIds(customerId, CATALOGUE_IDS.live);
        await writer.setChildren(customerId, CATALOGUE_IDS.live, [...listed, row.id]);
        await audit(trx, customerId, operator, 'live.create', row.id, null, fields);
        return view(customerId, row, repo);
      });
      await options.contentChanged();
      return created;
    },

    /** Saves a channel's fields over `version`; viewers see the change at once. */
    async save(customerId: string, operator: string, id: string, version: number, fields: LiveChannelFields): Promise<LiveChannel> {
      const before = await found(customerId, id);
      if (before.version !== version) throw stale();
      const saved = await inTransaction(db, async (trx) => {
        const repo = createLiveChannelRepository(trx);
        if (!(await repo.update(customerId, id, version, { fields: JSON.stringify(fields), updated_at: now(), updated_by: operator }))) throw stale();
        await putItem(trx, customerId, id, fields, before.position);
        await audit(trx, customerId, operator, 'live.save', id, fieldsOf(before), fields);
        return view(customerId, (await repo.get(customerId, id))!, repo);
      });
      await options.contentChanged();
      return saved;
    },

    /**
     * Today's schedule (the channel's day): every line checked with the viewer apps' own parser; a
     * file with any bad line is refused whole, naming each, and nothing is saved.
     */
    async uploadSchedule(customerId: string, operator: string, id: string, body: ScheduleBody): Promise<LiveChannel> {
      const row = await found(customerId, id);
      const fields = fieldsOf(row);
      const at = now();
      const day = localDate(fields.timeZone, at);
      // Someone else's upload first: the editor reloads before anything else is worth saying.
      if (((await channels.schedule(customerId, id, day))?.version ?? 0) !== body.expected) throw stale();
      const checked = checkSchedule(body.text, fields.timeZone, at);
      if (checked.problems.length > 0) throw new ScheduleRefused(checked.problems);
      if (checked.programmes.length === 0) throw badRequest(LIVE_MESSAGES.empty);
      if (checked.programmes.length > SCHEDULE_MAX_LINES) throw badRequest(LIVE_MESSAGES.tooManyLines);
      const saved = await inTransaction(db, async (trx) => {
        const repo = createLiveChannelRepository(trx);
        const before = await repo.schedule(customerId, id, day);
        if ((before?.version ?? 0) !== body.expected) throw stale();
        const schedule: LiveSchedulesTable = {
          customer_id: customerId,
          channel_id: id,
          day,
          version: body.expected + 1,
          programmes: checked.programmes.length,
          text: scheduleText(checked.programmes),
          uploaded_at: at,
          uploaded_by: operator,
        };
        if (!(await repo.putSchedule(schedule, body.expected))) throw stale();
        const summary = (s: LiveSchedulesTable | undefined) => s && { day: s.day, version: s.version, programmes: s.programmes, text: s.text };
        await audit(trx, customerId, operator, 'live.schedule', id, summary(before) ?? null, summary(schedule));
        return view(customerId, row, repo);
      });
      await options.contentChanged();
      return saved;
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
