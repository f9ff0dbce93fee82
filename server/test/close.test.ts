import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { UPLOAD_PATH } from '../../contract/ingest.js';
import { bearer } from './accounts.js';
import { build } from './helper.js';
import { studioOwner } from './studio.js';

const START = Date.parse('2026-11-30T10:00:00.000Z');
const GB = 1024 ** 3;

// A listening test server closes at once after answers over keep-alive connections, as server.ts
// stops: before, a connection whose last answer was still going out when the close began stayed
// open for the keep-alive's 65 s (one run in three or so; CI's hook timed out on it).
it('a listening test server closes at once after answers sent over kept-alive connections', async () => {
  for (let run = 0; run < 5; run++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-close-'));
    const server = await build({ startMs: START, config: { dataDir, ingestConcurrency: 0 }, app: { ingestFreeBytes: async () => 3 * GB } });
    try {
      const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await studioOwner(server, 'films@example.org', START);
      const create = (bytes: number) =>
        fetch(`${base}${UPLOAD_PATH}`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes), ...bearer(token) } });
      expect((await create(2 * GB)).status).toBe(507);
      expect((await create(GB)).status).toBe(201);
    } finally {
      const began = Date.now();
      await server.close();
      expect(Date.now() - began).toBeLessThan(5000);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}, 400_000);
