import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertProgrammeAllowed } from '../accounts/audience.js';
import type { AccountService } from '../accounts/service.js';
import { requireUserProfile } from '../accounts/session.js';
import { noStore, sendJsonText } from '../http.js';
import { markLanguage } from '../lib/request-locale.js';
import { badRequest, notFound } from '../lib/errors.js';
import type { DeviceKey, DownloadRepository, ListedDownload } from '../repositories/downloads.js';
import type { ItemRepository } from '../repositories/items.js';
import type { ProfileRepository } from '../repositories/profiles.js';
import { ItemId } from '../schemas/common.js';
import { vodStream, type PlayableItem } from './playback.js';
import { literals } from '../lib/literals.js';
import { DOWNLOAD_QUALITIES, type DownloadStatus } from '../../../contract/wire.js';
import { words } from '../i18n/words.js';

/** An account holds at most this many downloads, on all its devices and profiles together. */
export const DOWNLOAD_LIMIT = 25;
/** A download plays offline for this long after the app last renewed it online. */
export const LICENCE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DOWNLOAD_MESSAGES = {
  started: /*i18n*/ 'Download started',
  deleted: /*i18n*/ 'Download deleted',
  renewed: /*i18n*/ 'Downloads renewed',
  full: words(/*i18n*/ 'You have {limit} downloads, the most an account can hold. Delete one to download another.', { limit: DOWNLOAD_LIMIT }),
  gone: /*i18n*/ 'This programme is no longer available.',
  notVideo: /*i18n*/ 'This programme cannot be downloaded: only episodes and videos can.',
  unknown: /*i18n*/ 'This download was not found. It may have been deleted already.',
} as const;

/** A device's own random id (the app makes one and keeps it): which downloads are on which device. */
const DeviceId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const AddBody = Type.Object({ video_id: ItemId, quality: literals(DOWNLOAD_QUALITIES), device: DeviceId }, { additionalProperties: false });
const DeviceBody = Type.Object({ device: DeviceId }, { additionalProperties: false });
const DeleteParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 36, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false });
const DeviceQuery = Type.Object({ device: DeviceId }, { additionalProperties: false });

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * POST /downloads, POST /downloads/renew and DELETE /downloads/:id: the server's side of downloads
 * for offline viewing. It decides who may download what (a signed-in viewer, the kids rule), how
 * many (DOWNLOAD_LIMIT per account) and for how long (a LICENCE_DAYS window, renewed while the app
 * is online); the programme's segments are stored by the app. Never cached.
 */
export function downloadRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; profiles: ProfileRepository; items: ItemRepository; downloads: DownloadRepository; now: () => number },
): void {
  const { items, downloads, now } = deps;
  app.addHook('onSend', noStore);

  /** The signed-in user's profile (the profileid header's, else the first) on the named device. */
  const keyOf = async (request: FastifyRequest, deviceId: string): Promise<DeviceKey> => {
    const { user, profile } = await requireUserProfile(request, deps);
    return { customerId: request.customerId, userId: user.id, profileId: profile.id, deviceId };
  };

  const statusOf = (request: FastifyRequest, row: ListedDownload): DownloadStatus => {
    if (row.item_data === null || !vodStream(JSON.parse(row.item_data) as PlayableItem)) return 'removed';
    return request.audience === 'kids' && Number(row.item_kids) !== 1 ? 'not-allowed' : 'active';
  };

  /** A download as JSON text: its programme is the stored item's own text. */
  const entryJson = (row: ListedDownload, status: DownloadStatus) =>
    `{"id":${JSON.stringify(row.id)},"video_id":${JSON.stringify(row.video_id)},"quality":${JSON.stringify(row.quality)},` +
    `"created_at":"${iso(row.created_at)}","expires_at":"${iso(row.expires_at)}","status":"${status}","item":${row.item_data ?? 'null'}}`;

  app.post<{ Body: Static<typeof AddBody> }>('/downloads', { schema: { body: AddBody } }, async (request, reply) => {
    const key = await keyOf(request, request.body.device);
    const stored = await items.find(request.customerId, request.body.video_id);
    if (!stored) throw notFound(DOWNLOAD_MESSAGES.gone);
    assertProgrammeAllowed(request, stored);
    if (!vodStream(JSON.parse(stored.data) as PlayableItem)) throw badRequest(DOWNLOAD_MESSAGES.notVideo);
    const at = now();
    const added = await downloads.add(key, { videoId: stored.id, quality: request.body.quality }, at, at + LICENCE_DAYS * DAY_MS, DOWNLOAD_LIMIT);
    if (added === 'full') throw badRequest(DOWNLOAD_MESSAGES.full);
    const row: ListedDownload = {
      ...added,
      item_data: await items.localizeOne(request.customerId, request.locale, stored.id, stored.data),
      item_kids: stored.kids,
    };
    markLanguage(request, reply);
    return sendJsonText(reply, `{"message":"${DOWNLOAD_MESSAGES.started}","download":${entryJson(row, 'active')}}`);
  });

  /** The device's downloads for this profile, each playable one's licence renewed from now. */
  app.post<{ Body: Static<typeof DeviceBody> }>('/downloads/renew', { schema: { body: DeviceBody } }, async (request, reply) => {
    const key = await keyOf(request, request.body.device);
    const stored = await downloads.onDevice(key);
    const data = await items.localize(
      request.customerId,
      request.locale,
      stored.map((row) => ({ id: row.video_id, data: row.item_data })),
    );
    const rows = stored.map((row, i) => ({ ...row, item_data: data[i]! }));
    markLanguage(request, reply);
    const statuses = rows.map((row) => statusOf(request, row));
    const expiresAt = now() + LICENCE_DAYS * DAY_MS;
    await downloads.renew(
      rows.filter((_row, i) => statuses[i] === 'active').map((row) => row.id),
      expiresAt,
    );
    const entries = rows.map((row, i) => entryJson(statuses[i] === 'active' ? { ...row, expires_at: expiresAt } : row, statuses[i]!));
    return sendJsonText(reply, `{"message":"${DOWNLOAD_MESSAGES.renewed}","limit":${DOWNLOAD_LIMIT},"downloads":[${entries.join(',')}]}`);
  });

  app.delete<{ Params: Static<typeof DeleteParams>; Querystring: Static<typeof DeviceQuery> }>(
    '/downloads/:id',
    { schema: { params: DeleteParams, querystring: DeviceQuery } },
    async (request) => {
      const key = await keyOf(request, request.query.device);
      if (!(await downloads.remove(key, request.params.id, now()))) throw notFound(DOWNLOAD_MESSAGES.unknown);
      return { message: DOWNLOAD_MESSAGES.deleted, id: request.params.id };
    },
  );
}
