import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, fakeAppDir, headers, type TestServer } from '../../test/helper.js';
import { ApiError } from '../lib/errors.js';
import { GENERIC_FAILURE, REQUEST_ERROR_MESSAGES } from './error-handling.js';

/** What the server logged, one JSON object a line. */
const logLines: Array<Record<string, any>> = [];
const logger = { level: 'warn', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } };
const SECRET = 'connection to /srv/secret/db.sqlite refused';

let server: TestServer;
beforeAll(async () => {
  server = await build({
    appDir: fakeAppDir(),
    app: { logger },
    extend: (app) => {
      app.get('/api/test-only/type-error', async () => {
        throw new TypeError(SECRET);
      });
      app.get('/api/test-only/off-air', async () => {
        throw new ApiError(503, 'This live channel is off the air right now.');
      });
      app.get('/test-only/cached-then-failed', async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        throw new ApiError(400, 'A picture is drawn at most 1920 pixels wide.');
      });
    },
  });
});
afterAll(async () => {
  await server.close();
});

const post = (url: string, payload: string, contentType: string) =>
  server.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });

/** A failure as the contract has it: JSON `{ error: { message } }` and nothing else, no stack. */
function expectFailure(response: { statusCode: number; headers: Record<string, unknown>; body: string; json: () => any }, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.json()).toEqual({ error: { message } });
  expect(response.body).not.toMatch(/\bat \S+:\d+|node_modules|FST_ERR|statusCode/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

describe('one error handler', () => {
  it('answers an unknown /api call 404 in the contract shape, whatever the method', async () => {
    expectFailure(await server.app.inject({ method: 'GET', url: '/api/no-such-call', headers }), 404, 'No API call GET /api/no-such-call');
    expectFailure(await server.app.inject({ method: 'DELETE', url: '/api/mylist/x' }), 404, 'No API call DELETE /api/mylist/x');
    const long = `/api/${'x'.repeat(400)}`;
    const answer = (await server.app.inject({ method: 'GET', url: long, headers })).json().error.message as string;
    expect(answer.length).toBeLessThan(250);
  });

  it('says a body is not JSON in its own words', async () => {
    expectFailure(await post('/api/login', '{"username": "a@b.org", ', 'application/json'), 400, REQUEST_ERROR_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!);
    expectFailure(await post('/api/login', '', 'application/json'), 400, REQUEST_ERROR_MESSAGES.FST_ERR_CTP_EMPTY_JSON_BODY!);
  });

  it('refuses a body over the limit with 413', async () => {
    const big = JSON.stringify({ username: 'a@b.org', password: 'x'.repeat(70 * 1024) });
    expectFailure(await post('/api/login', big, 'application/json'), 413, REQUEST_ERROR_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE!);
  });

  it('refuses a body that is not JSON with 415', async () => {
    expectFailure(await post('/api/login', '<login/>', 'application/xml'), 415, REQUEST_ERROR_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE!);
    expectFailure(await post('/api/login', 'a=b', 'application/x-www-form-urlencoded'), 415, REQUEST_ERROR_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE!);
  });

  it('answers a malformed URL in the contract shape, with the security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/video?id=%E0%A4%A', headers });
    expect(response.statusCode).toBe(400);
    for (const url of ['/api/%zz', '/media/%E0%A4%A/x']) {
      const bad = await server.app.inject({ method: 'GET', url, headers });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json()).toEqual({ error: { message: REQUEST_ERROR_MESSAGES.FST_ERR_BAD_URL } });
      expect(bad.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('hides what went wrong inside behind a generic message, and logs it with its stack', async () => {
    logLines.length = 0;
    expectFailure(await server.app.inject({ method: 'GET', url: '/api/test-only/type-error' }), 500, GENERIC_FAILURE);
    expect(JSON.stringify(await server.app.inject({ method: 'GET', url: '/api/test-only/type-error' }).then((r) => r.body))).not.toContain('srv/secret');
    const entry = logLines.find((line) => line.msg === 'request failed');
    expect(entry?.level).toBe(50);
    expect(entry?.err?.message).toBe(SECRET);
    expect(entry?.err?.stack).toContain('TypeError');
  });

  it('never lets a failure be kept, whatever caching its route had set before it failed', async () => {
    expectFailure(await server.app.inject({ method: 'GET', url: '/test-only/cached-then-failed' }), 400, 'A picture is drawn at most 1920 pixels wide.');
    const art = await server.app.inject({ method: 'GET', url: '/art/thumb.webp?t=x&w=3840' });
    expect(art.statusCode).toBe(400);
    expect(art.headers['cache-control']).toBe('no-store');
  });

  it('logs every 5xx, thrown as an ApiError or sent without throwing', async () => {
    logLines.length = 0;
    const offAir = await server.app.inject({ method: 'GET', url: '/api/test-only/off-air' });
    expect(offAir.statusCode).toBe(503);
    expect(offAir.json()).toEqual({ error: { message: 'This live channel is off the air right now.' } });
    expect(logLines.some((line) => line.statusCode === 503 && line.msg === 'This live channel is off the air right now.')).toBe(true);

    // A server without a built app answers its pages 503 without throwing.
    const unbuilt = await build({ appDir: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-unbuilt-')), 'nothing'), app: { logger } });
    try {
      logLines.length = 0;
      expect((await unbuilt.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(503);
      expect(logLines.some((line) => line.statusCode === 503 && line.msg === 'answered with a server error')).toBe(true);
    } finally {
      await unbuilt.close();
    }
  });

  it("keeps validation messages readable and the app's flags", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/catalogues?id=x&size=100000', headers });
    expectFailure(response, 400, 'Invalid query: size must be <= 500');
  });
});
