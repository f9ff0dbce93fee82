import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, CUSTOMER, fakeAppDir, headers, ROOT, type TestServer } from '../../test/helper.js';

type Json = Record<string, any>;

const routes: RouteOptions[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await build({ appDir: fakeAppDir(), app: { onRoute: (route) => void routes.push(route) } });
});
afterAll(async () => {
  await server.close();
});

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
const nameOf = (route: RouteOptions) => `${methodsOf(route).join(',')} ${route.url}`;
/** Fields whose bounds the handler checks with the spec's own message (a bound here would replace it). */
const HANDLER_BOUNDED = new Set(['POST /api/feedback body.rating']);

/** What one schema lets through unbounded: strings, numbers, arrays; and objects that keep unknown fields. */
function schemaProblems(schema: Json, where: string, strictObjects: boolean): string[] {
  const problems: string[] = [];
  const walk = (node: Json | undefined, at: string) => {
    if (!node || typeof node !== 'object') return;
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) (node[key] as Json[] | undefined)?.forEach((branch) => walk(branch, at));
    const types: unknown[] = Array.isArray(node.type) ? node.type : [node.type];
    const fixed = node.const !== undefined || node.enum !== undefined;
    if (types.includes('string') && !fixed && node.maxLength === undefined) problems.push(`${at}: a string without maxLength`);
    if ((types.includes('integer') || types.includes('number')) && !fixed && (node.maximum === undefined || node.minimum === undefined)) {
      if (!HANDLER_BOUNDED.has(at)) problems.push(`${at}: a number without minimum and maximum`);
    }
    if (types.includes('array') && node.maxItems === undefined) problems.push(`${at}: an array without maxItems`);
    if (node.items) walk(node.items as Json, `${at}[]`);
    if (node.properties) {
      if (strictObjects && node.additionalProperties !== false) problems.push(`${at}: an object that keeps unknown fields`);
      for (const [key, child] of Object.entries(node.properties as Record<string, Json>)) walk(child, `${at}.${key}`);
    }
  };
  walk(schema, where);
  return problems;
}

describe('the schema of every route', () => {
  it('sees the routes (the audit below is not empty)', () => {
    const names = routes.map(nameOf);
    expect(names).toContain('POST /api/login');
    expect(names).toContain('GET /api/catalogues');
    expect(names).toContain('GET /art/:file');
    expect(routes.filter((route) => route.url.startsWith('/api/')).length).toBeGreaterThan(50);
  });

  it('describes the headers, query, body and path of every /api route', () => {
    const missing: string[] = [];
    for (const route of routes.filter((r) => r.url.startsWith('/api/'))) {
      const schema = (route.schema ?? {}) as Json;
      if (!schema.headers) missing.push(`${nameOf(route)}: headers`);
      if (!schema.querystring) missing.push(`${nameOf(route)}: query`);
      if (methodsOf(route).some((m) => WRITE_METHODS.includes(m)) && !schema.body) missing.push(`${nameOf(route)}: body`);
      if (route.url.includes(':') && !schema.params) missing.push(`${nameOf(route)}: path`);
    }
    expect(missing).toEqual([]);
  });

  it('describes the path and query of every other route it serves itself', () => {
    const missing = routes
      // The static file routes (wildcards) are guarded by their path check (see media-paths.test.ts).
      .filter((route) => !route.url.startsWith('/api/') && !route.url.endsWith('*') && route.url.includes(':'))
      .filter((route) => !(route.schema as Json | undefined)?.params)
      .map(nameOf);
    expect(missing).toEqual([]);
  });

  it('bounds every string, number and array, and strips unknown fields from bodies, queries and paths', () => {
    const problems = routes.flatMap((route) => {
      const schema = (route.schema ?? {}) as Json;
      const name = nameOf(route);
      return [
        ...schemaProblems(schema.body, `${name} body`, true),
        ...schemaProblems(schema.querystring, `${name} query`, true),
        ...schemaProblems(schema.params, `${name} path`, true),
        // Headers keep the ones no schema names (stripping would take them off the request).
        ...schemaProblems(schema.headers, `${name} headers`, false),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe('the schemas at work', () => {
  const inject = (method: 'GET' | 'POST', url: string, extra: { payload?: unknown; headers?: Record<string, string> } = {}) =>
    server.app.inject({ method, url, headers: { ...headers, ...extra.headers }, payload: extra.payload as Json });

  it('strips unknown query parameters and body fields instead of refusing or passing them on', async () => {
    expect((await inject('GET', '/api/appconfig?debug=1&__proto__[x]=1')).statusCode).toBe(200);
    const token = await inject('POST', '/api/get-token', { payload: { platform: 'web', customerId: CUSTOMER, admin: true, expiresAt: 1e15 } });
    expect(token.statusCode).toBe(200);
    // The token's lifetime is the server's, whatever the body said.
    expect(token.json().expiresAt).toBeLessThan(Date.now() + 3 * 60 * 60 * 1000);
  });

  it('takes a write without a body as no body, and refuses a body that is no JSON object', async () => {
    expect((await inject('POST', '/api/logout')).json()).toEqual({ error: { message: 'Please sign in to continue.' } });
    expect((await inject('POST', '/api/logout', { payload: {} })).statusCode).toBe(401);
    for (const payload of ['"text"', '[1]', '7']) {
      const response = await inject('POST', '/api/logout', { payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ error: { message: 'Invalid body: send a JSON object, or no body at all' } });
    }
  });

  it('bounds the headers the API reads', async () => {
    const response = await inject('GET', '/api/account', { headers: { authorization: `Bearer ${'a'.repeat(2000)}` } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Invalid headers: authorization must NOT have more than 1024 characters');
  });

  it('binds request text as a parameter, never as SQL', async () => {
    const key = "x' or 1=1; drop table items; --";
    const search = await inject('GET', `/api/search?type=CATALOGUE&search=${encodeURIComponent(key)}`);
    expect(search.statusCode).toBe(200);
    expect(search.json().items).toEqual([]);
    const catalogue = await inject('GET', `/api/catalogues?id=cat-all-shows&filterText=${encodeURIComponent("%' or '1'='1")}`);
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.json().count).toBe(0);
    expect((await inject('GET', '/api/video?id=ep00001')).statusCode).toBe(200);
  });
});

describe('SQL built from text', () => {
  /** Server sources, tests aside. */
  function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  }

  it('is only ever a compiled query with separate parameters, or a fixed literal or column', () => {
    const risky: string[] = [];
    for (const file of sources(path.join(ROOT, 'server/src'))) {
      const text = fs.readFileSync(file, 'utf8');
      const name = path.relative(ROOT, file);
      for (const match of text.matchAll(/sql\.raw\(|sql\.lit\(([^)]*)\)|sql\.ref\(([^)]*)\)|sql\.id\(|CompiledQuery\.raw\(([^,)]*)/g)) {
        const [call, literal, ref, compiled] = match;
        if (literal !== undefined && /^\d+$/.test(literal.trim())) continue;
        // Sort keys come from a fixed table chosen by a schema enum (items.ts SORT_KEYS).
        if (ref !== undefined && /^`(?:\$\{column === 'position' \? 'e' : 'i'\}|p)\.\$\{column\}`$/.test(ref.trim())) continue;
        if (compiled !== undefined && /^\w+\.sql$/.test(compiled.trim())) continue;
        risky.push(`${name}: ${call}`);
      }
    }
    expect(risky).toEqual([]);
  });
});
