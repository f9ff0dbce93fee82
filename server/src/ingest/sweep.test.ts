import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blankProgramme } from '../../../contract/studio.js';
import { bearer, type Json } from '../../test/accounts.js';
import { build, type TestServer } from '../../test/helper.js';
import { studioOwner } from '../../test/studio.js';
import { streamsInUseFrom, sweepUnusedStreams, UNUSED_STREAM_GRACE_MS } from './sweep.js';

const START = Date.parse('2026-11-30T10:00:00.000Z');
const HOUR = 60 * 60 * 1000;
let library = '';
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  fs.rmSync(library, { recursive: true, force: true });
});

/** A made stream's folder as ingest leaves one, made at `at`. */
function madeStream(id: string, at: number): void {
  fs.mkdirSync(path.join(library, id), { recursive: true });
  fs.writeFileSync(path.join(library, id, 'master.m3u8'), '#EXTM3U\n');
  fs.writeFileSync(path.join(library, id, 'media.json'), JSON.stringify({ id, createdAt: new Date(at).toISOString() }));
}

describe('the sweep of made streams', () => {
  it('removes those no programme plays once a day old, and keeps the ones played and the new', async () => {
    library = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-sweep-'));
    const now = START + 2 * UNUSED_STREAM_GRACE_MS;
    madeStream('aaaaaaaaaaaaaaaa', START); // replaced long ago
    madeStream('bbbbbbbbbbbbbbbb', START); // played
    madeStream('cccccccccccccccc', now - HOUR); // replaced an hour ago: a viewer may still be watching it
    fs.writeFileSync(path.join(library, 'stray.txt'), 'not a stream');
    const removed = await sweepUnusedStreams({ paths: { library }, streamsInUse: async () => new Set(['bbbbbbbbbbbbbbbb']), now: () => now });
    expect(removed).toEqual(['aaaaaaaaaaaaaaaa']);
    expect(fs.readdirSync(library).sort()).toEqual(['bbbbbbbbbbbbbbbb', 'cccccccccccccccc', 'stray.txt']);
    // Again, later: nothing more is due but the one now a day old.
    expect(
      await sweepUnusedStreams({ paths: { library }, streamsInUse: async () => new Set(['bbbbbbbbbbbbbbbb']), now: () => now + UNUSED_STREAM_GRACE_MS }),
    ).toEqual(['cccccccccccccccc']);
  });

  it('reads what is in use from every programme that plays a made film', async () => {
    library = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-sweep-'));
    server = await build({ startMs: START });
    const token = await studioOwner(server, 'sweep@example.org', START);
    const create = async (title: string, stream: string) => {
      const made = await server!.app.inject({
        method: 'POST',
        url: '/studio-api/programmes',
        headers: bearer(token),
        payload: { fields: { ...blankProgramme('video'), title, stream } } as Json,
      });
      expect(made.statusCode, made.body).toBe(200);
      return (made.json() as { id: string }).id;
    };
    await create('A made film', 'media:0123456789abcdef');
    await create('A sample', 'rosary');
    expect([...(await streamsInUseFrom(server.db)())]).toEqual(['0123456789abcdef']);
  });
});
