import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES, type LiveChannel } from '../../../contract/studio-live.js';
import { STUDIO_MESSAGES } from '../../../contract/studio.js';
import { createMigrator, migrateToLatest } from '../db/database.js';
import { demoChannelFields, LIVE_CHANNELS } from '../media/live-channels.js';
import { buildSchedule, formatSchedule } from '../media/schedule.js';
import { bearer, caller, type Json } from '../../test/accounts.js';
import { build, CUSTOMER, headers, type TestServer } from '../../test/helper.js';
import { studioTeam } from '../../test/studio.js';

// 10:00 in New York (EST), 15:00 in London (GMT), 02:00 the next day in Sydney (AEDT).
const START = Date.parse('2026-11-29T15:00:00.000Z');
let server: TestServer;
const api = caller(() => server);

async function studio(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) {
  const response = await server.app.inject({ method, url: `/studio-api${url}`, headers: token ? bearer(token) : {}, payload: payload as Json });
  return { status: response.statusCode, body: response.json() as Json };
}
const epg = async (id: string) => (await server.app.inject({ method: 'GET', url: `/api/epg/${id}.txt`, headers })).body;
const channelsOf = async (token: string) => (await studio('GET', '/live', token)).body.channels as LiveChannel[];
const audit = async (token: string, action: string) => ((await studio('GET', '/audit', token)).body.entries as Json[]).filter((e) => e.action === action);

let owner = '';
let editor = '';

beforeAll(async () => {
  server = await build({ startMs: START });
  ({ owner, editor } = await studioTeam(server, 'live', START));
});
afterAll(async () => {
  await server.close();
});

const GOOD = ['title|subtitle|start_time', 'Morning Mass|From the chapel|2026-11-29 14:00:00 GMT', 'Vespers|Evening prayer|2026-11-29 17:30:00 GMT', ''].join(
  '\n',
);

describe('live channels in the studio', () => {
  it('are the demo channels on a fresh database, and viewers get the same schedules as before', async () => {
    const channels = await channelsOf(editor);
    expect(channels.map((c) => c.id)).toEqual(LIVE_CHANNELS.map((c) => c.id));
    expect(channels.map((c) => c.fields)).toEqual(LIVE_CHANNELS.map(demoChannelFields));
    expect(channels.map((c) => [c.today, c.zoneNow, c.schedule])).toEqual([
      ['2026-11-29', 'EST', null],
      ['2026-11-29', 'GMT', null],
      ['2026-11-30', 'AEDT', null],
    ]);
    for (const channel of LIVE_CHANNELS) expect(await epg(channel.id)).toBe(formatSchedule(buildSchedule(channel, START)));
  });

  it('refuses a schedule with a bad line whole, naming the line, and changes nothing', async () => {
    const text = GOOD.replace('Vespers|Evening prayer|2026-11-29 17:30:00 GMT', 'Vespers|Evening prayer|half past five\nCompline|2026-11-29 21:00:00 GMT');
    const refused = await studio('PUT', '/live/lv02/schedule', editor, { text, expected: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ message: LIVE_MESSAGES.badLines(2), status: 'BAD_LINES' });
    expect(refused.body.lines).toEqual([
      {
        line: 3,
        text: 'Vespers|Evening prayer|half past five',
        problem: expect.stringMatching(/^the start time “half past five” cannot be read: write YYYY-MM-DD/),
      },
      { line: 4, text: 'Compline|2026-11-29 21:00:00 GMT', problem: expect.stringMatching(/^has 2 fields, not 3/) },
    ]);
    const order = await studio('PUT', '/live/lv02/schedule', editor, { text: GOOD.replace('17:30:00', '13:00:00'), expected: 0 });
    expect(order.body.lines).toEqual([
      { line: 3, text: 'Vespers|Evening prayer|2026-11-29 13:00:00 GMT', problem: expect.stringMatching(/^starts at or before the programme on line 2/) },
    ]);
    const zone = await studio('PUT', '/live/lv02/schedule', editor, { text: GOOD.replace('17:30:00 GMT', '17:30:00 EST'), expected: 0 });
    expect(zone.body.lines[0].problem).toBe('the time is written in EST, but the channel’s zone (Europe/London) is on GMT then');
    expect((await studio('PUT', '/live/lv02/schedule', editor, { text: 'title|subtitle|start_time\n', expected: 0 })).body.error.message).toBe(
      LIVE_MESSAGES.empty,
    );

    expect(await epg('lv02')).toBe(formatSchedule(buildSchedule(LIVE_CHANNELS[1]!, START)));
    expect((await channelsOf(editor))[1]!.schedule).toBeNull();
    expect(await audit(owner, 'live.schedule')).toEqual([]);
  });

  it("puts a good schedule at the viewer's schedule address at once, in the audit log, and refuses a stale upload", async () => {
    const saved = await studio('PUT', '/live/lv02/schedule', editor, { text: GOOD, expected: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.schedule).toMatchObject({ day: '2026-11-29', version: 1, programmes: 2, uploadedBy: 'live-editor@example.org' });
    const file = await epg('lv02');
    expect(file).toBe(GOOD);
    // The other channels keep their sample schedules.
    expect(await epg('lv01')).toBe(formatSchedule(buildSchedule(LIVE_CHANNELS[0]!, START)));

    const [entry] = await audit(owner, 'live.schedule');
    expect(entry).toMatchObject({ operator: 'live-editor@example.org', target: 'lv02', before: null });
    expect(JSON.parse(entry!.after as string)).toMatchObject({ day: '2026-11-29', version: 1, text: GOOD });

    // A second editor who opened the page before that upload is told, and nothing changes.
    const stale = await studio('PUT', '/live/lv02/schedule', owner, { text: GOOD.replace('Vespers', 'Benediction'), expected: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(STUDIO_MESSAGES.changedElsewhere);
    expect(await epg('lv02')).toBe(GOOD);
    expect((await studio('PUT', '/live/lv02/schedule', owner, { text: GOOD.replace('Vespers', 'Benediction'), expected: 1 })).status).toBe(200);
    expect(await epg('lv02')).toContain('Benediction|Evening prayer|2026-11-29 17:30:00 GMT');
  });

  it('saves a channel with a version check: viewers get its name and stream address, and the audit log has before and after', async () => {
    const [americas] = await channelsOf(editor);
    const fields = { ...americas!.fields, name: 'Lumen TV North America', stream: 'https://streams.example.org/na/master.m3u8' };
    const saved = await studio('PUT', '/live/lv01', editor, { version: americas!.version, fields });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(americas!.version + 1);
    expect(saved.body.warnings).toEqual([LIVE_MESSAGES.elsewhere('https://streams.example.org')]);
    expect((await api.call('GET', '/api/video?id=lv01')).body._embedded.collections[0].name).toBe('Lumen TV North America');
    const token = (await server.app.inject({ method: 'POST', url: '/api/get-token', headers, payload: { platform: 'web', customerId: CUSTOMER } })).json()
      .token;
    const stream = await server.app.inject({ method: 'GET', url: '/api/live/lv01/stream', headers: { ...headers, ...bearer(token) } });
    expect(stream.json()).toEqual({ streamUrl: 'https://streams.example.org/na/master.m3u8' });
    // The sample signal's playlists are no longer this channel's.
    expect((await server.app.inject({ method: 'GET', url: '/media/live/lv01/master.m3u8' })).statusCode).toBe(404);

    const stale = await studio('PUT', '/live/lv01', owner, { version: americas!.version, fields: { ...americas!.fields, location: 'Boston, USA' } });
    expect(stale.status).toBe(409);
    const [entry] = await audit(owner, 'live.save');
    expect(JSON.parse(entry!.before as string)).toMatchObject({ name: 'Lumen TV Americas', stream: 'sample:chapel' });
    expect(JSON.parse(entry!.after as string)).toMatchObject({ name: 'Lumen TV North America', stream: 'https://streams.example.org/na/master.m3u8' });

    for (const bad of [{ stream: 'ftp://x.org/a' }, { stream: 'sample:nope' }, { timeZone: 'America/Los_Angeles' }, { name: '' }])
      expect((await studio('PUT', '/live/lv01', editor, { version: saved.body.version, fields: { ...fields, ...bad } })).status, JSON.stringify(bad)).toBe(400);
  });

  it('adds a channel to Live TV, with no schedule until one is uploaded', async () => {
    const fields = {
      name: 'Lumen TV Ireland',
      description: 'From Knock.',
      stream: 'sample:rosary',
      timeZone: 'Europe/London',
      location: 'Knock, Ireland',
      tags: ['ireland'],
      sampleSchedule: false,
    };
    const created = await studio('POST', '/live', editor, { fields });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id as string;
    expect(id).toMatch(/^lv-[a-z0-9]{10}$/);
    const live = await api.call('GET', '/api/catalogues?id=cr-live&size=10');
    expect(live.body._embedded.items.map((i: Json) => i.id)).toEqual(['lv01', 'lv02', 'lv03', id]);
    expect(await epg(id)).toBe('title|subtitle|start_time\n');
    expect((await server.app.inject({ method: 'GET', url: `/media/live/${id}/master.m3u8` })).statusCode).toBe(200);
    expect((await audit(owner, 'live.create'))[0]).toMatchObject({ target: id, operator: 'live-editor@example.org' });
  });

  it('refuses viewers and callers without a studio session', async () => {
    const viewer = await api.signedIn('live-viewer');
    expect((await studio('GET', '/live', viewer.token)).status).toBe(401);
    expect((await studio('PUT', '/live/lv03/schedule', viewer.token, { text: GOOD, expected: 0 })).status).toBe(401);
    expect((await studio('POST', '/live', viewer.token, { fields: demoChannelFields(LIVE_CHANNELS[0]!) })).status).toBe(401);
    expect((await studio('GET', '/live')).status).toBe(401);
    expect((await channelsOf(editor))[2]!.schedule).toBeNull();
  });

  it('gives a database seeded before migration 0015 the demo channels as they were', async () => {
    const migrator = createMigrator(server.db);
    expect((await migrator.migrateTo('0014_search_terms_by_item')).error).toBeUndefined();
    await migrateToLatest(server.db);
    server.app.log.info('migrated again');
    const rows = await server.db.selectFrom('live_channels').selectAll().where('customer_id', '=', CUSTOMER).orderBy('position').execute();
    expect(rows.map((r) => [r.id, JSON.parse(r.fields)])).toEqual(LIVE_CHANNELS.map((c) => [c.id, demoChannelFields(c)]));
  });
});
