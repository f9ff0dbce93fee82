import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { answerKey, checkAnswers, type AnswerViolation } from '../plugins/answer-check.js';
import { defaultApiSchemas } from '../plugins/route-schemas.js';
import { build, type TestServer } from '../../test/helper.js';
import { ANSWERS } from './answers.js';

/** API routes whose success is not JSON: a schedule is plain text (metaData.epg). */
const NOT_JSON = new Set(['GET /api/epg/:file']);

describe('every API route says what it answers', () => {
  let server: TestServer;
  const routes = new Set<string>();
  const registered: RouteOptions[] = [];
  beforeAll(async () => {
    server = await build({
      app: {
        onRoute: (route) => {
          if (!route.url.startsWith('/api/')) return;
          registered.push(route);
          for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.add(answerKey(method, route.url));
        },
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('has an answer schema for each of its routes', () => {
    expect(routes.size).toBeGreaterThan(50);
    const missing = [...routes].filter((route) => !ANSWERS[route] && !NOT_JSON.has(route));
    expect(missing).toEqual([]);
  });

  it('names no route that does not exist', () => {
    expect(Object.keys(ANSWERS).filter((route) => !routes.has(route))).toEqual([]);
  });

  it('carries it on the route, for Fastify to serialise its answers by', () => {
    const withAnswer = registered.filter((route) => [route.method].flat().some((method) => ANSWERS[answerKey(method, route.url)]));
    expect(withAnswer.length).toBeGreaterThan(50);
    const without = withAnswer.filter((route) => !(route.schema?.response as Record<string, unknown> | undefined)?.['2xx']);
    expect(without.map((route) => `${[route.method].flat().join(',')} ${route.url}`)).toEqual([]);
  });
});

describe('answers serialised by their schema', () => {
  async function answerOf(body: unknown) {
    const app = Fastify();
    await app.register(
      async (api) => {
        defaultApiSchemas(api);
        api.get('/catalogues/allowed', async () => body);
      },
      { prefix: '/api' },
    );
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/catalogues/allowed' });
    await app.close();
    return response;
  }

  it('send what the contract names and never a field it does not', async () => {
    const response = await answerOf({ ids: ['sr0001'], password_hash: 'x', customer_id: 'c1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ids: ['sr0001'] });
  });

  it('refuse to send an answer without a field the contract requires', async () => {
    const response = await answerOf({ allowed: ['sr0001'] });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('sr0001');
  });
});

describe('the answer check', () => {
  async function answer(body: unknown, status = 200) {
    const violations: AnswerViolation[] = [];
    const app = Fastify();
    checkAnswers(app, (violation) => violations.push(violation));
    app.post('/api/mylist', async (_request, reply) => reply.status(status).send(body));
    await app.ready();
    const response = await app.inject({ method: 'POST', url: '/api/mylist' });
    await app.close();
    return { violations, response };
  }

  it('passes an answer that matches its route, and leaves it as it was', async () => {
    const body = { message: 'Added to My List', status: 1, video_id: 'sr0001' };
    const { violations, response } = await answer(body);
    expect(violations).toEqual([]);
    expect(response.json()).toEqual(body);
  });

  it('reports a missing field, a wrong type and a field the schema does not have', async () => {
    for (const body of [
      { message: 'Added', status: 1 },
      { message: 'Added', status: 'on', video_id: 'sr0001' },
      { message: 'Added', status: 1, video_id: 'sr0001', password_hash: 'x' },
    ]) {
      const { violations } = await answer(body);
      expect(violations, JSON.stringify(body)).toHaveLength(1);
      expect(violations[0]).toMatchObject({ route: 'POST /api/mylist', status: 200 });
    }
  });

  it('checks every failure against the one error shape', async () => {
    expect((await answer({ error: { message: 'My List is full' } }, 400)).violations).toEqual([]);
    expect((await answer({ message: 'My List is full' }, 400)).violations).toMatchObject([{ route: 'POST /api/mylist', status: 400 }]);
  });

  it('reports a route with no schema, and leaves answers that are not JSON alone', async () => {
    const violations: AnswerViolation[] = [];
    const app = Fastify();
    checkAnswers(app, (violation) => violations.push(violation));
    app.get('/api/unknown', async () => ({ ok: true }));
    app.get('/api/epg/:file', async (_request, reply) => reply.type('text/plain').send('06:00 Mass'));
    await app.ready();
    await app.inject({ method: 'GET', url: '/api/unknown' });
    await app.inject({ method: 'GET', url: '/api/epg/x.txt' });
    await app.close();
    expect(violations).toMatchObject([{ route: 'GET /api/unknown', problem: expect.stringContaining('no answer schema') }]);
  });
});
