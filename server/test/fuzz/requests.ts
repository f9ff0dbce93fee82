/**
 * Turns a route's spec into an arbitrary of whole requests: who sends it (A, B, C or nobody), which
 * of their tokens (live, expired, revoked, a sign-up or app token, garbage, repeated), which
 * customer and profile headers, and the path, query and body (a valid template with hostile edits,
 * or no JSON at all).
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { CUSTOMER } from '../helper.js';
import { asHeaderValue, hostileHeaderValue, hostileString, hostileValue, mutate, mutation, rawBodies, type Mutation } from './hostile.js';
import type { Change, Snapshot } from './snapshot.js';
import { OTHER_CUSTOMER, type Person, type PersonKey, type World } from './world.js';

/** studio: a live session of any active operator (/studio-api); owner: an owner's only. */
export type Auth = 'none' | 'user' | 'app' | 'crm' | 'studio' | 'owner';
export const isStudioAuth = (auth: Auth) => auth === 'studio' || auth === 'owner';
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface RouteSpec {
  method: Exclude<Method, 'HEAD' | 'OPTIONS'>;
  /** As the app registered it, e.g. '/api/profiles/:id'. */
  url: string;
  /** What the route expects in the authorization (or x-api-key) header; the fuzz sends all kinds. */
  auth: Auth;
  /** Good values for each path parameter (hostile ones are mixed in). */
  params?: (w: World) => Record<string, fc.Arbitrary<string>>;
  /** A good query (hostile edits are applied on top). */
  query?: (w: World) => fc.Arbitrary<Record<string, unknown>>;
  /** A good JSON body (hostile edits are applied on top); routes without one get junk sometimes. */
  body?: (w: World) => fc.Arbitrary<Record<string, unknown>>;
  /** More headers the route reads (accept-language, range ...). */
  headers?: (w: World) => fc.Arbitrary<Record<string, string>>;
  /** Share of the base number of runs (argon2-bound routes get fewer). */
  weight?: number;
  /**
   * Isolation: given the signed-in person of a request, true when the request names something of
   * someone else (a profile, a subscription) and so must be refused.
   */
  mustRefuse?: (request: FuzzRequest, person: Person, before: Snapshot) => boolean;
  /** The item a successful answer serves or stores (for the kids check), from the request or the answer. */
  servesItem?: (request: FuzzRequest, answer: any) => string | undefined;
  /** Changes a refusal makes by design (a wrong code counts against the code, a poll is noted). */
  refusalMayChange?: (change: Change) => boolean;
  /**
   * A change over something as it no longer is (a stale version, an order changed meanwhile): once
   * the route's own code reads the request, it must answer 409 and change nothing.
   */
  mustConflict?: (request: FuzzRequest, before: Snapshot) => boolean;
}

export interface FuzzRequest {
  spec: RouteSpec;
  method: Method;
  url: string;
  headers: Record<string, string | string[]>;
  /** Raw body text, when one is sent. */
  payload?: string;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  persona: PersonKey | 'anon';
}

export type TokenVariant =
  | 'live'
  | 'expired'
  | 'revoked'
  | 'signup'
  | 'unverified-signup'
  | 'app'
  | 'app-expired'
  | 'app-other-customer'
  | 'peer-live'
  | 'garbage'
  | 'none'
  | 'no-prefix'
  | 'lower-prefix'
  | 'empty-bearer'
  | 'repeated'
  | 'joined'
  | 'huge'
  | 'basic'
  // The studio's: a person's live viewer token (for a studio call), operators' sessions, one ended.
  | 'viewer'
  | 'studio-owner'
  | 'studio-editor'
  | 'studio-ended';
export type CustomerVariant = 'own' | 'other' | 'missing' | 'empty' | 'repeated' | 'joined' | 'unknown' | 'upper' | 'hostile';
export type ProfileVariant =
  | 'none'
  | 'own-regular'
  | 'own-kids'
  | 'peer-regular'
  | 'peer-kids'
  | 'other-customer'
  | 'garbage'
  | 'repeated-kids'
  | 'joined-kids'
  | 'empty'
  | 'huge'
  | 'random-uuid';

const tokenWeights = (auth: Auth): Array<{ weight: number; arbitrary: fc.Arbitrary<TokenVariant> }> => {
  const studio = isStudioAuth(auth);
  const live = auth === 'user' || studio ? 14 : 3;
  const app = auth === 'app' ? 14 : 2;
  const none = auth === 'none' || auth === 'crm' ? 8 : 2;
  return [
    { weight: live, arbitrary: fc.constant('live') },
    { weight: app, arbitrary: fc.constant('app') },
    { weight: none, arbitrary: fc.constant('none') },
    ...(
      [
        'expired',
        'revoked',
        'signup',
        'unverified-signup',
        'app-expired',
        'app-other-customer',
        'peer-live',
        'garbage',
        'no-prefix',
        'lower-prefix',
        'empty-bearer',
        'repeated',
        'joined',
        'huge',
        'basic',
        'studio-ended',
      ] as const
    ).map((v) => ({ weight: 1, arbitrary: fc.constant(v) })),
    ...(['studio-owner', 'studio-editor'] as const).map((v) => ({ weight: studio ? 4 : 1, arbitrary: fc.constant(v) })),
    ...(studio ? [{ weight: 3, arbitrary: fc.constant('viewer' as const) }] : []),
  ];
};

const customerVariant: fc.Arbitrary<CustomerVariant> = fc.oneof(
  { weight: 24, arbitrary: fc.constant('own' as const) },
  ...(['other', 'missing', 'empty', 'repeated', 'joined', 'unknown', 'upper', 'hostile'] as const).map((v) => ({ weight: 1, arbitrary: fc.constant(v) })),
);

const profileVariant: fc.Arbitrary<ProfileVariant> = fc.oneof(
  { weight: 5, arbitrary: fc.constant('none' as const) },
  { weight: 5, arbitrary: fc.constant('own-regular' as const) },
  { weight: 5, arbitrary: fc.constant('own-kids' as const) },
  { weight: 3, arbitrary: fc.constant('peer-regular' as const) },
  { weight: 3, arbitrary: fc.constant('peer-kids' as const) },
  { weight: 2, arbitrary: fc.constant('other-customer' as const) },
  ...(['garbage', 'repeated-kids', 'joined-kids', 'empty', 'huge', 'random-uuid'] as const).map((v) => ({ weight: 1, arbitrary: fc.constant(v) })),
);

/** The other person of the same customer (C has none, so A stands in), and someone of the other customer. */
export function peerOf(w: World, key: PersonKey): Person {
  return key === 'A' ? w.people.B : w.people.A;
}
function otherCustomerPerson(w: World, key: PersonKey): Person {
  return key === 'C' ? w.people.A : w.people.C;
}

/** The operator a person stands for at the studio: B is the editor, A and C the owner. */
const operatorOf = (w: World, person: Person | undefined) => (person?.key === 'B' ? w.studio.editor : w.studio.owner);

function tokenHeader(w: World, person: Person | undefined, variant: TokenVariant, junk: string, studio: boolean): string | string[] | undefined {
  const p = person ?? w.people.A;
  const bearer = (t: string) => `Bearer ${t}`;
  // The live token of the route's kind: a studio session for a studio call, else the person's.
  const own = studio ? operatorOf(w, person).token : p.token;
  switch (variant) {
    case 'live':
      return person ? bearer(own) : undefined;
    case 'viewer':
      return bearer(p.token);
    case 'studio-owner':
      return bearer(w.studio.owner.token);
    case 'studio-editor':
      return bearer(w.studio.editor.token);
    case 'studio-ended':
      return bearer(w.studio.endedToken);
    case 'expired':
      return bearer(p.expiredToken);
    case 'revoked':
      return bearer(p.revokedToken);
    case 'signup':
      return bearer(p.signupToken);
    case 'unverified-signup':
      return bearer(w.unverified.signupToken);
    case 'app':
      return bearer(w.appToken);
    case 'app-expired':
      return bearer(w.expiredAppToken);
    case 'app-other-customer':
      return bearer(w.otherCustomerAppToken);
    case 'peer-live':
      return bearer(peerOf(w, p.key).token);
    case 'garbage':
      return `Bearer ${junk}`;
    case 'none':
      return undefined;
    case 'no-prefix':
      return person ? own : w.appToken;
    case 'lower-prefix':
      return `bearer   ${person ? own : w.appToken}  `;
    case 'empty-bearer':
      return 'Bearer ';
    case 'repeated':
      return [bearer(own), bearer(own)];
    case 'joined':
      return `${bearer(own)}, ${bearer(w.appToken)}`;
    case 'huge':
      return `Bearer ${'t'.repeat(12_000)}`;
    case 'basic':
      return `Basic ${Buffer.from(`${p.email}:${p.password}`).toString('base64')}`;
  }
}

function customerHeader(person: Person | undefined, variant: CustomerVariant, junk: string): string | string[] | undefined {
  const own = person?.customer ?? CUSTOMER;
  switch (variant) {
    case 'own':
      return own;
    case 'other':
      return own === CUSTOMER ? OTHER_CUSTOMER : CUSTOMER;
    case 'missing':
      return undefined;
    case 'empty':
      return '';
    case 'repeated':
      return [own, own];
    case 'joined':
      return `${own}, ${own}`;
    case 'unknown':
      return 'no-such-customer';
    case 'upper':
      return own.toUpperCase();
    case 'hostile':
      return junk;
  }
}

function profileHeader(w: World, person: Person | undefined, variant: ProfileVariant, junk: string, uuid: string): string | string[] | undefined {
  const p = person ?? w.people.A;
  switch (variant) {
    case 'none':
      return undefined;
    case 'own-regular':
      return p.regularProfile;
    case 'own-kids':
      return p.kidsProfile;
    case 'peer-regular':
      return peerOf(w, p.key).regularProfile;
    case 'peer-kids':
      return peerOf(w, p.key).kidsProfile;
    case 'other-customer':
      return otherCustomerPerson(w, p.key).kidsProfile;
    case 'garbage':
      return junk;
    case 'repeated-kids':
      return [p.kidsProfile, p.kidsProfile];
    case 'joined-kids':
      return `${p.kidsProfile}, ${p.kidsProfile}`;
    case 'empty':
      return '';
    case 'huge':
      return 'p'.repeat(9_000);
    case 'random-uuid':
      return uuid;
  }
}

/** Percent-encodes every code unit as (WTF-)8 bytes, so lone surrogates arrive as the bytes they would be. */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // a lone surrogate: encoded by hand below
  }
  let out = '';
  for (const char of text) {
    if (/^[A-Za-z0-9_.~-]$/.test(char)) {
      out += char;
      continue;
    }
    const cp = char.codePointAt(0)!;
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

/** A query string from an object; arrays repeat the key, objects are sent as their JSON text. */
export function queryString(query: unknown): string {
  if (query === undefined) return '';
  if (typeof query !== 'object' || query === null) return encodeComponent(String(query));
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined) continue;
      const text = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
      parts.push(`${encodeComponent(key)}=${encodeComponent(text)}`);
    }
  }
  return parts.join('&');
}

/** Query junk sent as is: broken escapes, bare keys, separators. */
const rawQueryJunk = fc.constantFrom(
  '%',
  '%zz',
  '%u0041',
  '%C0%AF',
  '%ED%A0%80',
  '&&&',
  '=',
  '==x',
  'a[b][c][d]=1',
  'a[]=1&a[]=2',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  '?',
  '#frag',
  ';x=1',
);

const segmentArb = (good: fc.Arbitrary<string>): fc.Arbitrary<string> => fc.oneof({ weight: 6, arbitrary: good }, { weight: 2, arbitrary: hostileString });

export interface RequestOptions {
  /** Replace the route's method (a wrong method for the chaos run). */
  method?: Method;
  /** Only these senders, tokens, customer or profile headers (a focused property). */
  personas?: Array<PersonKey | 'anon'>;
  tokens?: TokenVariant[];
  customers?: CustomerVariant[];
  profiles?: ProfileVariant[];
  /** The route's good request as it is: no hostile edits, a JSON body, no junk headers. */
  clean?: boolean;
}

type BodyPlan = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string | undefined } | { kind: 'none' };

/** Random keys and values, in place of a route's query. */
const junkQuery = (maxKeys: number) => fc.dictionary(fc.string({ maxLength: 10 }), hostileString, { maxKeys });

/** The query: the route's good one (edited unless clean), sometimes junk; junk now and then for a route without one. */
function queryArb(w: World, spec: RouteSpec, options: RequestOptions, edits: fc.Arbitrary<Mutation[]>): fc.Arbitrary<unknown> {
  if (!spec.query)
    return options.clean ? fc.constant(undefined) : fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: junkQuery(3) });
  if (options.clean) return spec.query(w);
  return fc.oneof({ weight: 8, arbitrary: fc.tuple(spec.query(w), edits).map(([q, e]) => mutate(q, e)) }, { weight: 1, arbitrary: junkQuery(4) });
}

/** The body: the route's good JSON (edited unless clean), or text that is not it, or none. */
function bodyArb(w: World, spec: RouteSpec, options: RequestOptions, edits: fc.Arbitrary<Mutation[]>): fc.Arbitrary<BodyPlan> {
  const none = fc.constant<BodyPlan>({ kind: 'none' });
  const raw = rawBodies.map((r): BodyPlan => ({ kind: 'raw', ...r }));
  if (!spec.body) return options.clean ? none : fc.oneof({ weight: 8, arbitrary: none }, { weight: 1, arbitrary: raw });
  if (options.clean) return spec.body(w).map((value): BodyPlan => ({ kind: 'json', value }));
  return fc.oneof(
    { weight: 10, arbitrary: fc.tuple(spec.body(w), edits).map(([b, e]): BodyPlan => ({ kind: 'json', value: mutate(b, e) })) },
    { weight: 2, arbitrary: raw },
    { weight: 1, arbitrary: none },
  );
}

/** A field the route's schema names, set to a hostile value. */
const schemaFieldMutation = (fields: string[]): fc.Arbitrary<Mutation> =>
  fc.record({ kind: fc.constant('add' as const), key: fc.constantFrom(...fields), value: hostileValue });

export function requestArb(w: World, spec: RouteSpec, options: RequestOptions = {}): fc.Arbitrary<FuzzRequest> {
  const paramArbs = spec.params?.(w) ?? {};
  const params = fc.record(Object.fromEntries(Object.entries(paramArbs).map(([name, arb]) => [name, segmentArb(arb)])) as Record<string, fc.Arbitrary<string>>);
  // Half the requests are the good request as it is (reaching the route's own code), half edited;
  // edits also give each field the route's schema names a wrong value (fields a template lacks too).
  const schema = w.routes.find((r) => r.method === spec.method && r.url === spec.url)?.schema as
    { body?: { properties?: Record<string, unknown> }; querystring?: { properties?: Record<string, unknown> } } | undefined;
  const editsFor = (fields: string[]) => {
    const anyEdit = fields.length > 0 ? fc.oneof({ weight: 3, arbitrary: mutation }, { weight: 1, arbitrary: schemaFieldMutation(fields) }) : mutation;
    return options.clean
      ? fc.constant<Mutation[]>([])
      : fc.oneof({ weight: 1, arbitrary: fc.constant<Mutation[]>([]) }, { weight: 1, arbitrary: fc.array(anyEdit, { minLength: 1, maxLength: 2 }) });
  };
  const queryEdits = editsFor(Object.keys(schema?.querystring?.properties ?? {}));
  const edits = editsFor(Object.keys(schema?.body?.properties ?? {}));
  const query = queryArb(w, spec, options, queryEdits);
  const body = bodyArb(w, spec, options, edits);
  const method: fc.Arbitrary<Method> = options.method
    ? fc.constant(options.method)
    : spec.method === 'GET'
      ? fc.oneof({ weight: 6, arbitrary: fc.constant('GET' as const) }, { weight: 1, arbitrary: fc.constant('HEAD' as const) })
      : fc.constant(spec.method);
  const junkHeaders = fc.oneof(
    { weight: 6, arbitrary: fc.constant({} as Record<string, string>) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.constantFrom(
          'x-forwarded-for',
          'x-real-ip',
          'host',
          'origin',
          'referer',
          'cookie',
          'x-api-key',
          'accept',
          'accept-language',
          'if-none-match',
          'range',
          'x-http-method-override',
          'cf-ipcountry',
        ),
        hostileHeaderValue,
        { maxKeys: 3 },
      ),
    },
  );
  return fc
    .record({
      persona: fc.constantFrom<PersonKey | 'anon'>(...(options.personas ?? ['A', 'A', 'B', 'C', 'anon'])),
      token: options.tokens ? fc.constantFrom(...options.tokens) : fc.oneof(...tokenWeights(spec.auth)),
      customer: options.customers ? fc.constantFrom(...options.customers) : customerVariant,
      profile: options.profiles ? fc.constantFrom(...options.profiles) : profileVariant,
      junk: hostileHeaderValue,
      uuid: fc.uuid(),
      params,
      query,
      queryJunk: options.clean ? fc.constant(null) : fc.option(rawQueryJunk, { freq: 8 }),
      body,
      jsonContentType: options.clean
        ? fc.constant<string | string[]>('application/json')
        : fc.oneof(
            { weight: 8, arbitrary: fc.constant<string | string[]>('application/json') },
            {
              weight: 1,
              arbitrary: fc.constantFrom<string | string[]>(
                'application/json; charset=utf-8',
                'text/plain',
                'application/x-www-form-urlencoded',
                ['application/json', 'text/plain'],
                ['text/plain', 'application/json'],
                `application/json; ${'x=y; '.repeat(2_000)}`,
                'application/json; charset=utf-8; charset=latin1',
              ),
            },
          ),
      method,
      extra: spec.headers ? spec.headers(w) : fc.constant({} as Record<string, string>),
      junkHeaders: options.clean ? fc.constant({} as Record<string, string>) : junkHeaders,
      apiKey: options.clean
        ? fc.constant(spec.auth === 'crm' ? ('good' as const) : ('none' as const))
        : fc.oneof(
            { weight: spec.auth === 'crm' ? 10 : 1, arbitrary: fc.constant('good') },
            { weight: spec.auth === 'crm' ? 1 : 8, arbitrary: fc.constant('none') },
            { weight: 1, arbitrary: fc.constantFrom('wrong', 'repeated', 'huge', 'prefix') },
          ),
    })
    .map((r): FuzzRequest => {
      const person = r.persona === 'anon' ? undefined : w.people[r.persona];
      const headers: Record<string, string | string[]> = {};
      const set = (name: string, value: string | string[] | undefined) => {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.map(asHeaderValue) : asHeaderValue(value);
      };
      set('customerid', customerHeader(person, r.customer, r.junk));
      set('authorization', tokenHeader(w, person, r.token, r.junk, isStudioAuth(spec.auth)));
      set('profileid', profileHeader(w, person, r.profile, r.junk, r.uuid));
      const key = {
        good: w.crmApiKey,
        none: undefined,
        wrong: 'lumen-dev-crm-kez',
        repeated: [w.crmApiKey, w.crmApiKey],
        huge: 'k'.repeat(10_000),
        prefix: w.crmApiKey.slice(0, -1),
      }[r.apiKey];
      set('x-api-key', key);
      for (const [name, value] of Object.entries({ ...r.junkHeaders, ...r.extra })) set(name, value);

      let url = spec.url;
      for (const [name, value] of Object.entries(r.params)) if (name !== '*') url = url.replace(`:${name}`, encodeComponent(value));
      // A wildcard keeps its slashes: each segment is encoded on its own.
      url = url.replace('*', (r.params['*'] ?? '').split('/').map(encodeComponent).join('/'));
      const search = [queryString(r.query), r.queryJunk ?? ''].filter(Boolean).join('&');
      if (search) url += `?${search}`;

      let payload: string | undefined;
      if (r.body.kind === 'json') {
        payload = JSON.stringify(r.body.value);
        if (payload !== undefined) set('content-type', r.jsonContentType);
      } else if (r.body.kind === 'raw') {
        payload = r.body.text;
        if (r.body.contentType !== undefined) headers['content-type'] = r.body.contentType;
      }
      return readable({
        spec,
        method: r.method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload }),
        params: r.params,
        query: r.query,
        body: r.body.kind === 'json' ? r.body.value : r.body.kind === 'raw' ? r.body.text : undefined,
        persona: r.persona,
      });
    });
}

/** fast-check prints a counterexample with this: the request as sent, long values cut. */
function readable(request: FuzzRequest): FuzzRequest {
  Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request), enumerable: false });
  return request;
}

export function toInject(request: FuzzRequest): InjectOptions {
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text);

/** The request, readable in a failure message (long values cut). */
export function describeRequest(request: FuzzRequest): string {
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${clip(JSON.stringify(v), 120)}`)
    .join('\n    ');
  return `${request.method} ${clip(request.url, 400)}\n    ${headers}${request.payload === undefined ? '' : `\n  body: ${clip(request.payload)}`}`;
}

/** Every text of a request, to tell an echo of the caller's own input from a leak. */
export function requestText(request: FuzzRequest): string {
  let decoded = request.url;
  try {
    decoded = decodeURIComponent(request.url);
  } catch {
    // a hostile escape: the raw text stands
  }
  const body = request.payload ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // not JSON
  }
  return [
    request.url,
    decoded,
    body,
    ...stringLeaves(parsed),
    ...stringLeaves(request.query),
    ...stringLeaves(request.params),
    ...Object.values(request.headers).flat(),
  ].join('\n');
}

/** Every string (and object key) inside a JSON-like value (iterative: hostile bodies nest deep). */
export function stringLeaves(value: unknown, out: string[] = []): string[] {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') out.push(next);
    else if (typeof next === 'number') out.push(String(next));
    else if (Array.isArray(next)) stack.push(...next);
    else if (next && typeof next === 'object') {
      for (const [k, v] of Object.entries(next)) {
        out.push(k);
        stack.push(v);
      }
    }
  }
  return out;
}

/** Headers whose repeats Node drops (the first one stands); others' repeats are joined with ", ". */
const SINGLE_VALUE_HEADERS = new Set([
  'age',
  'authorization',
  'content-length',
  'content-type',
  'etag',
  'expires',
  'from',
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'last-modified',
  'location',
  'max-forwards',
  'proxy-authorization',
  'referer',
  'retry-after',
  'server',
  'user-agent',
]);

/** A header as the server reads it (Node's rules for a repeated header). */
export function headerAsRead(request: FuzzRequest, name: string): string | undefined {
  const value = request.headers[name];
  if (!Array.isArray(value)) return value;
  return SINGLE_VALUE_HEADERS.has(name) ? value[0] : value.join(', ');
}

/** A hand-made request (inject options) as a FuzzRequest of `spec`, so it gets every check. */
export function fromInject(spec: RouteSpec, options: InjectOptions, persona: PersonKey | 'anon' = 'A'): FuzzRequest {
  const payload = typeof options.payload === 'string' ? options.payload : undefined;
  let body: unknown;
  try {
    body = payload === undefined ? undefined : JSON.parse(payload);
  } catch {
    body = payload;
  }
  return readable({
    spec,
    method: (options.method ?? 'GET') as Method,
    url: options.url as string,
    headers: (options.headers ?? {}) as Record<string, string>,
    ...(payload === undefined ? {} : { payload }),
    params: {},
    query: undefined,
    body,
    persona,
  });
}
