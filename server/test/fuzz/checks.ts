/**
 * What every fuzzed request must satisfy, checked on its answer and on the data around it:
 * 1. no 5xx; a 4xx says `{ error: { message } }` in at most 300 characters; no stack trace or
 *    internal path in any answer, no script in HTML or SVG; no answer slower than FUZZ_SLOW_MS;
 * 2. a refused request changes no data; a signed-in request changes only its own person's rows;
 *    a user, app or CRM call succeeds only with a live key of its kind;
 * 3. no answer holds another person's (or another customer's) data, personal answers are never
 *    publicly cacheable, and naming someone else's profile or subscription is refused;
 * 4. with a KIDS profile's header, no answer holds a programme that is not for kids;
 * 5. the studio: without a live operator session (a viewer's token, a session ended, none) its
 *    calls answer 401, an editor on an owners' call 403, a change over a stale version 409 (each
 *    once the call's own code reads it); its changes touch no viewer's data and are in the audit log.
 */
import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '../../src/lib/secrets.js';
import { normalizeTelephone } from '../../src/lib/validation.js';
import { MESSAGES } from '../../src/accounts/account-context.js';
import { MY_LIST_LIMIT } from '../../src/routes/my-list.js';
import { SHARE_REPEAT_MS } from '../../src/routes/shares.js';
import { PROFILE_LIMIT } from '../../../contract/limits.js';
import { REQUEST_ERROR_MESSAGES } from '../../src/plugins/error-handling.js';
import { ROOT } from '../helper.js';
import { describeRequest, headerAsRead, isStudioAuth, requestText, toInject, type FuzzRequest, type RouteSpec } from './requests.js';
import { describeChanges, diff, ownersOf, restore, snapshot, writeCount, type Change, type Snapshot } from './snapshot.js';
import type { Person, World } from './world.js';
import { say, SERVER_CATALOGUES, type ServerLocale } from '../../src/i18n/words.js';

export interface FuzzStats {
  requests: number;
  serverErrors: number;
  statuses: Map<number, number>;
  routes: Map<string, number>;
  /** The slowest answers seen (milliseconds and request), for the summary. */
  slowest: Array<{ ms: number; request: string }>;
}

export function newStats(): FuzzStats {
  return { requests: 0, serverErrors: 0, statuses: new Map(), routes: new Map(), slowest: [] };
}

function noteAnswer(stats: FuzzStats, request: FuzzRequest, status: number, ms: number): void {
  const route = `${request.spec.method} ${request.spec.url}`;
  stats.requests++;
  if (status >= 500) stats.serverErrors++;
  stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  stats.routes.set(route, (stats.routes.get(route) ?? 0) + 1);
  if (stats.slowest.length >= 3 && ms <= stats.slowest.at(-1)!.ms) return;
  stats.slowest.push({ ms, request: `${request.method} ${request.url.slice(0, 120)}` });
  stats.slowest.sort((a, b) => b.ms - a.ms);
  stats.slowest.length = Math.min(stats.slowest.length, 3);
}

export interface Runner {
  world: World;
  app: FastifyInstance;
  baseline: Snapshot;
  stats: FuzzStats;
  /** Put the data back after each request that changed it (default), or leave that to the caller. */
  restoreEach?: boolean;
}

/** How long the audience memo remembers a profile's type: after a restore, the app must look again. */
const AUDIENCE_MEMO_MS = 5_000;
const ITEM_TYPES = new Set(['vod', 'livestream', 'Series', 'Season', 'Playlist', 'Category']);

/** What an answer must never show, unless the caller sent it first. */
const LEAK_MARKERS: Array<string | RegExp> = [
  ROOT,
  '/node_modules/',
  'node:internal',
  // A stack frame: "at fn (/path/file.js:1:2)" or "at node:internal/x:1:2".
  /\bat (?:[\w$.<>[\] ]+ )?\(?(?:file:\/\/|node:|\/)[^\s()'"]+:\d+:\d+\)?/,
  'SqliteError',
  'SQLITE_',
  'Cannot read propert',
  'is not a function',
  'is not defined',
  'Maximum call stack',
];

/** Longest error message an answer may carry. */
const MAX_ERROR_MESSAGE = 300;
/**
 * Slowest answer allowed (FUZZ_SLOW_MS): generous for a loaded machine, and far below what an
 * exponential regular expression or a runaway query takes once an input is a little longer.
 */
const SLOW_MS = Number(process.env.FUZZ_SLOW_MS ?? 5_000);

const clip = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text);

/** The secrets of a person: what no one else's answer may hold. */
function secretsOf(p: Person): string[] {
  return [
    p.userId,
    p.email,
    p.firstName,
    p.lastName,
    ...(p.telephone ? [p.telephone, `+${p.telephone.replace(/\D/g, '')}`] : []),
    p.regularProfile,
    p.kidsProfile,
    ...p.profileNames,
    p.token,
    p.expiredToken,
    p.revokedToken,
    p.signupToken,
    p.subscriptionId,
    ...p.feedbackIds,
    p.feedbackMessage,
    ...p.shareIds,
    ...(p.resetToken ? [p.resetToken] : []),
    ...(p.phoneResetToken ? [p.phoneResetToken] : []),
  ];
}

/** What proves to be a person: any of their tokens, their password, a reset session, their social token. */
function credentialsOf(p: Person): string[] {
  return [
    p.token,
    p.expiredToken,
    p.revokedToken,
    p.signupToken,
    p.digest,
    p.resetToken,
    p.phoneResetToken,
    p.socialSubject ? `ok:${p.socialSubject}` : undefined,
  ].filter((c): c is string => Boolean(c));
}

const headerString = headerAsRead;
const tokenOf = (request: FuzzRequest) =>
  headerString(request, 'authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();

/**
 * The person whose live user token the request carries, for the customer it names: per the data
 * before the request (a token logged out, expired or ended by a password change is no one's).
 */
export function signedInPerson(w: World, request: FuzzRequest, before: Snapshot): Person | undefined {
  const token = tokenOf(request);
  if (!token) return undefined;
  const row = before.get('auth_tokens')!.get(sha256Hex(token));
  if (!row || row.kind !== 'user' || row.used_at !== null || Number(row.expires_at) <= w.now() || row.customer_id !== headerString(request, 'customerid'))
    return undefined;
  return Object.values(w.people).find((p) => p.userId === row.user_id);
}

/** Whether the request carries a live app token of the customer it names. */
function hasLiveAppToken(w: World, request: FuzzRequest, before: Snapshot): boolean {
  const token = tokenOf(request);
  const row = token ? before.get('app_tokens')!.get(sha256Hex(token)) : undefined;
  return Boolean(row && Number(row.expires_at) > w.now() && row.customer_id === headerString(request, 'customerid'));
}

/** The active operator whose live studio session the request carries, per the data before it (as the studio reads the header). */
function operatorOf(w: World, request: FuzzRequest, before: Snapshot): Record<string, unknown> | undefined {
  const token = tokenOf(request);
  if (!token || token.length > 512) return undefined;
  const session = before.get('operator_sessions')!.get(sha256Hex(token));
  if (!session || Number(session.expires_at) <= w.now()) return undefined;
  const operator = before.get('operators')!.get(String(session.operator_id));
  return operator?.status === 'active' ? operator : undefined;
}

/** The KIDS profile the request's profileid header names (in its customer), per the data before it. */
function kidsProfileOf(request: FuzzRequest, before: Snapshot): string | undefined {
  if (!request.url.startsWith('/api/')) return undefined;
  const header = headerString(request, 'profileid');
  const customer = headerString(request, 'customerid');
  if (!header || !customer) return undefined;
  // A KIDS profile named twice (Node hands a repeated header over as "K, K") is still a KIDS profile.
  return header
    .split(',')
    .map((part) => part.trim())
    .find((id) => {
      const row = before.get('profiles')!.get(id);
      return row && row.customer_id === customer && row.type === 'KIDS';
    });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every object in an answer that is a programme (an id and an item type). */
function itemsIn(value: unknown): Array<{ id: string; type: string }> {
  const out: Array<{ id: string; type: string }> = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (Array.isArray(next)) stack.push(...next);
    else if (next && typeof next === 'object') {
      const object = next as Record<string, unknown>;
      if (typeof object.id === 'string' && typeof object.type === 'string' && ITEM_TYPES.has(object.type)) out.push({ id: object.id, type: object.type });
      stack.push(...Object.values(object));
    }
  }
  return out;
}

/** One request and its answer, as the checks read them. */
interface Exchange {
  w: World;
  request: FuzzRequest;
  spec: RouteSpec;
  status: number;
  body: string;
  headers: Record<string, unknown>;
  /** The parsed JSON answer, when it is JSON. */
  answer: unknown;
  isJson: boolean;
  /** Every text the request carried (an echo of it is no leak). */
  sent: string;
  /** The answer's body and header values. */
  answerText: string;
  customer: string | undefined;
  before: Snapshot;
  /** The person whose live user token the request carries. */
  person: Person | undefined;
  /** The operator whose live studio session the request carries. */
  operator: Record<string, unknown> | undefined;
}

const errorMessageOf = (answer: unknown) => (answer as { error?: { message?: unknown } } | undefined)?.error?.message;

/** 1. No server errors; errors in the one shape and short; no script in markup; nothing internal shown. */
function shapeProblems(x: Exchange): string[] {
  const problems: string[] = [];
  if (x.status >= 500) problems.push(`server error ${x.status}`);
  if (x.status >= 400 && x.request.method !== 'HEAD') {
    const message = errorMessageOf(x.answer);
    if (!x.isJson || typeof message !== 'string' || message.trim() === '') problems.push(`a ${x.status} without { error: { message } }`);
    // A refusal says what is wrong; it does not hand a 100 KB input back (logs, proxies, screens).
    else if (message.length > MAX_ERROR_MESSAGE) problems.push(`a ${message.length}-character error message`);
  }
  if (x.isJson && x.status < 300 && x.request.method !== 'HEAD' && x.answer === undefined) problems.push('a JSON answer that does not parse');
  const type = String(x.headers['content-type'] ?? '');
  if (/html|svg/.test(type) && /<script|\bon\w+\s*=|javascript:/i.test(x.body.replace(/<script type="module"[^>]*src="\/assets\/[^"]+"><\/script>/g, ''))) {
    problems.push(`markup that runs script in a ${type} answer`);
  }
  for (const marker of LEAK_MARKERS) {
    const found = typeof marker === 'string' ? (x.answerText.includes(marker) ? marker : undefined) : marker.exec(x.answerText)?.[0];
    if (found !== undefined && !x.sent.includes(found)) problems.push(`the answer shows internals: ${JSON.stringify(found)}`);
  }
  return problems;
}

/** 3. People's data only to themselves, customers' data only to that customer; someone else's profile refused. */
function isolationProblems(x: Exchange): string[] {
  const problems: string[] = [];
  // The outbox (on only with MAIL_TRANSPORT=outbox) shows every message of the customer by design.
  const outboxApi = x.spec.url === '/api/dev/outbox';
  if (x.spec.url !== '/dev/outbox') {
    for (const person of Object.values(x.w.people)) {
      const proven = person.customer === x.customer && credentialsOf(person).some((c) => x.sent.includes(c));
      if (proven || (outboxApi && person.customer === x.customer)) continue;
      // A social sign-in vouches for its e-mail with any customer (another customer makes its own account).
      const vouched = person.socialSubject && x.sent.includes(`ok:${person.socialSubject}`) ? [person.email] : [];
      for (const secret of secretsOf(person).filter((s) => !vouched.includes(s))) {
        if (x.answerText.includes(secret) && !x.sent.includes(secret)) problems.push(`${person.key}'s data (${clip(secret, 60)}) in an answer to someone else`);
      }
    }
    for (const [owner, contact] of Object.entries(x.w.contacts)) {
      if (owner === x.customer) continue;
      for (const secret of contact.secrets) {
        if (x.answerText.includes(secret) && !x.sent.includes(secret))
          problems.push(`customer ${owner}'s contact data (${secret}) in an answer for another customer`);
      }
    }
  }
  // Personal answers are never kept by shared caches.
  const personal = Object.values(x.w.people).some((p) => secretsOf(p).some((secret) => x.body.includes(secret)));
  const cacheControl = String(x.headers['cache-control'] ?? '');
  if (personal && x.status < 400 && !/no-store|private/.test(cacheControl)) problems.push(`a personal answer with cache-control "${cacheControl}"`);
  if (x.person && x.spec.mustRefuse?.(x.request, x.person, x.before) && x.status < 400) {
    problems.push(`${x.person.key} named someone else's profile or subscription and was answered ${x.status}`);
  }
  return problems;
}

/** 2b. A user, app or CRM call succeeds only with a live key of its kind, for its customer. */
function keyProblems(x: Exchange): string[] {
  if (x.status >= 400) return [];
  if (x.spec.auth === 'user' && !x.person) return [`a user call answered ${x.status} without a live user token of this customer`];
  if (x.spec.auth === 'app' && !hasLiveAppToken(x.w, x.request, x.before))
    return [`an app-token call answered ${x.status} without a live app token of this customer`];
  if (x.spec.auth === 'crm' && headerString(x.request, 'x-api-key') !== x.w.crmApiKey) return [`a CRM call answered ${x.status} without the api key`];
  if (isStudioAuth(x.spec.auth) && !x.operator) return [`a studio call answered ${x.status} without a live operator session`];
  if (x.spec.auth === 'owner' && x.operator?.role !== 'owner') return [`an owners' call answered ${x.status} to an editor`];
  return [];
}

/** 4. Only kids programmes (and kids blog entries) for a KIDS profile. */
function kidsProblems(x: Exchange): string[] {
  if (x.status >= 300 || !x.customer || !kidsProfileOf(x.request, x.before)) return [];
  const problems: string[] = [];
  const seeded = x.w.itemKids.get(x.customer)!;
  // The studio's items as the data before the request has them (a save may have made one kids or not).
  const items = x.before.get('items')!;
  const kidsOf = { get: (id: string) => (items.has(`${x.customer}|${id}`) ? Number(items.get(`${x.customer}|${id}`)!.kids) : seeded.get(id)) };
  for (const item of itemsIn(x.answer)) if (kidsOf.get(item.id) === 0) problems.push(`KIDS profile was shown ${item.type} ${item.id}, not for kids`);
  const served = x.spec.servesItem?.(x.request, x.answer);
  if (typeof served === 'string' && kidsOf.get(served) === 0) problems.push(`KIDS profile was served ${served}, not for kids`);
  if (x.spec.url === '/api/blogs') {
    const blogs = x.w.blogKids.get(x.customer)!;
    for (const entry of (x.answer as { items?: Array<{ id: string }> })?.items ?? [])
      if (blogs.get(entry.id) === 0) problems.push(`KIDS profile was shown blog entry ${entry.id}`);
  }
  return problems;
}

/** Refusals made before a route's own code runs: a schema's check, a body that is not JSON, an unknown address or method. */
// 'Not found': the app's answer for an address no route has (routes/web.ts), e.g. a parameter past the router's length.
// In every language the server writes in: a fuzzed Accept-Language may name one (i18n/words.ts).
const BEFORE_ROUTE_MESSAGES = new Set(
  [...Object.values(REQUEST_ERROR_MESSAGES), 'Not found.', 'Not found', 'This method is not allowed here.', 'The request headers are too large.'].flatMap(
    (message) => (Object.keys(SERVER_CATALOGUES) as ServerLocale[]).map((locale) => say(locale, message)),
  ),
);
function beforeRoute(x: Exchange): boolean {
  // A HEAD answer has no body to tell by: its status must do.
  if (x.request.method === 'HEAD') return [400, 404, 405, 413, 414, 415, 431].includes(x.status);
  const message = errorMessageOf(x.answer);
  return x.status >= 400 && typeof message === 'string' && (message.startsWith('Invalid ') || BEFORE_ROUTE_MESSAGES.has(message));
}

/** 5. The studio's refusals: no session 401, an editor on an owners' call 403, a stale version 409. */
function studioProblems(x: Exchange): string[] {
  if (!isStudioAuth(x.spec.auth)) return [];
  const expect = (status: number, why: string) => (x.status === status || beforeRoute(x) ? [] : [`${why} was answered ${x.status}, not ${status}`]);
  if (!x.operator) return expect(401, 'a studio call without a live operator session (a viewer token, an ended session, none)');
  if (x.spec.auth === 'owner' && x.operator.role !== 'owner') return expect(403, "an editor's call to an owners' route");
  if (x.spec.mustConflict?.(x.request, x.before)) return expect(409, 'a change over a stale version (or an order changed meanwhile)');
  return [];
}

/** What the studio changes that is its own (or viewers' catalogue); sessions and links are not in the audit log. */
const STUDIO_AUDITED = new Set([
  'operators',
  'studio_programmes',
  'items',
  'catalogue_entries',
  'search_terms',
  'item_tags',
  'app_config',
  'blogs',
  'blog_tags',
  'packages',
  'live_channels',
  'live_schedules',
]);

/** 2. A refusal changes nothing (but what its route says it must); a success changes only the caller's rows. */
function dataProblems(x: Exchange, changes: Change[], after: Snapshot): string[] {
  if (x.status >= 400) {
    const unexpected = changes.filter((c) => !x.spec.refusalMayChange?.(c));
    return unexpected.length > 0 ? [`a refused request (${x.status}) changed data:\n${describeChanges(unexpected)}`] : [];
  }
  if (x.spec.auth === 'user' && x.person) {
    const person = x.person;
    const foreign = changes.filter((c) => ownersOf(c, x.before, after).some((owner) => owner !== person.userId));
    return foreign.length > 0 ? [`${person.key}'s request changed someone else's data:\n${describeChanges(foreign)}`] : [];
  }
  if (x.spec.url.startsWith('/studio-api/')) {
    const problems: string[] = [];
    const viewers = changes.filter((c) => ownersOf(c, x.before, after).length > 0);
    if (viewers.length > 0) problems.push(`a studio call changed viewers' data:\n${describeChanges(viewers)}`);
    const audited = changes.some((c) => c.table === 'audit_log' && c.before === undefined);
    const studio = changes.filter((c) => STUDIO_AUDITED.has(c.table));
    if (studio.length > 0 && !audited) problems.push(`a studio change not written to the audit log:\n${describeChanges(studio)}`);
    return problems;
  }
  return [];
}

/** The exchange of a request and its answer, for the checks. */
function exchangeOf(
  w: World,
  request: FuzzRequest,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  before: Snapshot,
): Exchange {
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return {
    w,
    request,
    spec: request.spec,
    status: response.statusCode,
    body: response.body,
    headers: response.headers,
    answer: isJson ? parse(response.body) : undefined,
    isJson,
    sent: requestText(request),
    answerText: `${response.body}\n${Object.values(response.headers).join('\n')}`,
    customer: headerString(request, 'customerid'),
    before,
    person: signedInPerson(w, request, before),
    operator: operatorOf(w, request, before),
  };
}

const failure = (problems: string[], request: FuzzRequest, status: number, body: string) =>
  new Error(`${problems.join('\n')}\n  request: ${describeRequest(request)}\n  answer: ${status} ${clip(body)}`);

/** Sends one request and checks everything above; throws with a readable account on any breach. */
export async function exercise(run: Runner, request: FuzzRequest): Promise<number> {
  const w = run.world;
  // After each change the data goes back to the baseline, so that is what every request meets.
  const before = run.restoreEach === false ? await snapshot(w.db) : run.baseline;
  const writesBefore = await writeCount(w.db);
  const started = performance.now();
  const response = await run.app.inject(toInject(request));
  const ms = performance.now() - started;
  const status = response.statusCode;
  noteAnswer(run.stats, request, status, ms);
  const x = exchangeOf(w, request, response, before);
  const after = (await writeCount(w.db)) === writesBefore ? before : await snapshot(w.db);
  const changes = after === before ? [] : diff(before, after);
  const problems = [
    ...shapeProblems(x),
    ...isolationProblems(x),
    ...keyProblems(x),
    ...studioProblems(x),
    ...kidsProblems(x),
    ...dataProblems(x, changes, after),
  ];
  if (ms > SLOW_MS) problems.push(`an answer took ${Math.round(ms)} ms`);

  if (changes.length > 0 && run.restoreEach !== false) {
    await restore(w.db, run.baseline);
    // A profile may have changed type and back: the app's memo of profile types must lapse.
    if (changes.some((c) => c.table === 'profiles')) w.advance(AUDIENCE_MEMO_MS + 1_000);
  }
  if (problems.length > 0) throw failure(problems, request, status, response.body);
  return status;
}

/**
 * Sends requests all at once (races between them are the point), checks each answer with the
 * rules that hold whatever the order (shape, isolation, keys against the data before the burst),
 * then the account rules on the data after it, and puts the data back.
 */
export async function exerciseAtOnce(run: Runner, requests: FuzzRequest[]): Promise<void> {
  const w = run.world;
  const before = run.baseline;
  try {
    const responses = await Promise.all(requests.map((request) => run.app.inject(toInject(request))));
    responses.forEach((response, i) => {
      const request = requests[i]!;
      noteAnswer(run.stats, request, response.statusCode, 0);
      const x = exchangeOf(w, request, response, before);
      const problems = [...shapeProblems(x), ...isolationProblems(x), ...keyProblems(x)];
      if (problems.length > 0)
        throw failure([...problems, `(request ${i + 1} of ${requests.length} sent at once)`], request, response.statusCode, response.body);
    });
    const after = await snapshot(w.db);
    const problems = accountRuleProblems(w, after, w.now());
    // Every wrong code for a code that exists counts against it (5 lock it), however many arrive at once.
    const forACode = (request: FuzzRequest) => {
      const body = request.body as { telephone?: unknown; token?: unknown } | undefined;
      return Object.values(w.people).some((p) => {
        if (p.customer !== headerString(request, 'customerid')) return false;
        if (request.spec.url === '/api/confirm-mobile')
          return Boolean(p.telephone) && typeof body?.telephone === 'string' && normalizeTelephone(body.telephone) === normalizeTelephone(p.telephone!);
        return request.spec.url === '/api/update-password-mobile' && body?.token === p.phoneResetToken;
      });
    };
    // In whichever language the request asked for.
    const wrongCode = (Object.keys(SERVER_CATALOGUES) as ServerLocale[]).map((locale) => say(locale, MESSAGES.wrongCode));
    const wrong = responses.filter((r, i) => wrongCode.some((text) => r.body.includes(text)) && forACode(requests[i]!)).length;
    const counted = [...after.get('one_time_codes')!.values()].reduce(
      (n, row) => n + Number(row.failed_attempts) - Number(before.get('one_time_codes')!.get(String(row.id))?.failed_attempts ?? 0),
      0,
    );
    if (counted < wrong) problems.push(`${wrong} wrong codes answered, ${counted} counted against the codes`);
    if (problems.length > 0)
      throw new Error(`${problems.join('\n')}\n  after ${requests.length} requests at once:\n${requests.map(describeRequest).join('\n')}`);
  } finally {
    await restore(w.db, run.baseline);
    w.advance(AUDIENCE_MEMO_MS + 1_000);
  }
}

/** Rules of the data that no interleaving of requests may break (the world's people start with two profiles and one plan). */
function accountRuleProblems(w: World, data: Snapshot, now: number): string[] {
  const problems: string[] = [];
  const count = <T>(values: T[]) => values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<T, number>());
  for (const [user, n] of count([...data.get('profiles')!.values()].map((p) => p.user_id)))
    if (n > PROFILE_LIMIT) problems.push(`user ${user} has ${n} profiles (at most ${PROFILE_LIMIT})`);
  const active = [...data.get('subscriptions')!.values()].filter((s) => Number(s.started_at) <= now && now < Number(s.expires_at));
  for (const [user, n] of count(active.map((s) => s.user_id))) if (n > 1) problems.push(`user ${user} has ${n} active plans (one replaces the other)`);
  for (const [profile, n] of count([...data.get('my_list')!.values()].map((r) => r.profile_id)))
    if (n > MY_LIST_LIMIT) problems.push(`profile ${profile} has ${n} programmes in My List (at most ${MY_LIST_LIMIT})`);
  // The same share again within a minute is the same share (a double tap).
  const shares = [...data.get('shares')!.values()].sort((a, b) => Number(a.created_at) - Number(b.created_at));
  const lastShare = new Map<string, number>();
  for (const share of shares) {
    const key = `${share.user_id}|${share.item_id}|${share.service}`;
    const previous = lastShare.get(key);
    if (previous !== undefined && Number(share.created_at) - previous < SHARE_REPEAT_MS)
      problems.push(`share ${key} recorded twice within ${SHARE_REPEAT_MS / 1000} s`);
    lastShare.set(key, Number(share.created_at));
  }
  const profilesOf = count([...data.get('profiles')!.values()].map((p) => p.user_id));
  for (const person of Object.values(w.people)) if (!profilesOf.get(person.userId)) problems.push(`${person.key} has no profile left (the last one stays)`);
  return problems;
}
