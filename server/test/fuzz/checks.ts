/**
 * What every fuzzed request must satisfy, checked on its answer and on the data around it:
 * 1. no 5xx; a 4xx says `{ error: { message } }`; no stack trace or internal path in any answer;
 * 2. a refused request changes no data; a signed-in request changes only its own person's rows;
 *    a user, app or CRM call succeeds only with a live key of its kind;
 * 3. no answer holds another person's (or another customer's) data, and naming someone else's
 *    profile or subscription is refused;
 * 4. with a KIDS profile's header, no answer holds a programme that is not for kids.
 */
import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '../../src/lib/secrets.js';
import { ROOT } from '../helper.js';
import { describeRequest, headerAsRead, requestText, toInject, type FuzzRequest } from './requests.js';
import { describeChanges, diff, ownersOf, restore, snapshot, writeCount, type Snapshot } from './snapshot.js';
import type { Person, World } from './world.js';

export interface FuzzStats {
  requests: number;
  serverErrors: number;
  statuses: Map<number, number>;
  routes: Map<string, number>;
}

export function newStats(): FuzzStats {
  return { requests: 0, serverErrors: 0, statuses: new Map(), routes: new Map() };
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
  return [p.token, p.expiredToken, p.revokedToken, p.signupToken, p.digest, p.resetToken, p.phoneResetToken, p.socialSubject ? `ok:${p.socialSubject}` : undefined].filter(
    (c): c is string => Boolean(c),
  );
}

const headerString = headerAsRead;
const tokenOf = (request: FuzzRequest) => headerString(request, 'authorization')?.replace(/^Bearer\s+/i, '').trim();

/**
 * The person whose live user token the request carries, for the customer it names: per the data
 * before the request (a token logged out, expired or ended by a password change is no one's).
 */
export function signedInPerson(w: World, request: FuzzRequest, before: Snapshot): Person | undefined {
  const token = tokenOf(request);
  if (!token) return undefined;
  const row = before.get('auth_tokens')!.get(sha256Hex(token));
  if (!row || row.kind !== 'user' || row.used_at !== null || Number(row.expires_at) <= w.now() || row.customer_id !== headerString(request, 'customerid')) return undefined;
  return Object.values(w.people).find((p) => p.userId === row.user_id);
}

/** Whether the request carries a live app token of the customer it names. */
function hasLiveAppToken(w: World, request: FuzzRequest, before: Snapshot): boolean {
  const token = tokenOf(request);
  const row = token ? before.get('app_tokens')!.get(sha256Hex(token)) : undefined;
  return Boolean(row && Number(row.expires_at) > w.now() && row.customer_id === headerString(request, 'customerid'));
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

/** Sends one request and checks everything above; throws with a readable account on any breach. */
export async function exercise(run: Runner, request: FuzzRequest): Promise<number> {
  const w = run.world;
  const spec = request.spec;
  // After each change the data goes back to the baseline, so that is what every request meets.
  const before = run.restoreEach === false ? await snapshot(w.db) : run.baseline;
  const writesBefore = await writeCount(w.db);
  const kidsProfile = kidsProfileOf(request, before);
  const response = await run.app.inject(toInject(request));
  const status = response.statusCode;
  run.stats.requests++;
  run.stats.statuses.set(status, (run.stats.statuses.get(status) ?? 0) + 1);
  run.stats.routes.set(`${spec.method} ${spec.url}`, (run.stats.routes.get(`${spec.method} ${spec.url}`) ?? 0) + 1);

  const problems: string[] = [];
  const body = response.body;
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  const answer = isJson ? parse(body) : undefined;
  const sent = requestText(request);
  const answerText = `${body}\n${Object.values(response.headers).join('\n')}`;

  // 1. No server errors; errors in the one shape; nothing internal shown.
  if (status >= 500) {
    run.stats.serverErrors++;
    problems.push(`server error ${status}`);
  }
  if (status >= 400 && request.method !== 'HEAD') {
    const error = (answer as { error?: { message?: unknown } } | undefined)?.error;
    if (!isJson || typeof error?.message !== 'string' || error.message.trim() === '') problems.push(`a ${status} without { error: { message } }`);
  }
  if (isJson && status < 300 && request.method !== 'HEAD' && answer === undefined) problems.push('a JSON answer that does not parse');
  if (status >= 400 && request.method !== 'HEAD') {
    // A refusal says what is wrong; it does not hand a 100 KB input back (logs, proxies, screens).
    const message = (answer as { error?: { message?: unknown } } | undefined)?.error?.message;
    if (typeof message === 'string' && message.length > MAX_ERROR_MESSAGE) problems.push(`a ${message.length}-character error message`);
  }
  const type = String(response.headers['content-type'] ?? '');
  if (/html|svg/.test(type) && /<script|\bon\w+\s*=|javascript:/i.test(body.replace(/<script type="module"[^>]*src="\/assets\/[^"]+"><\/script>/g, ''))) {
    problems.push(`markup that runs script in a ${type} answer`);
  }
  for (const marker of LEAK_MARKERS) {
    const found = typeof marker === 'string' ? (answerText.includes(marker) ? marker : undefined) : marker.exec(answerText)?.[0];
    if (found !== undefined && !sent.includes(found)) problems.push(`the answer shows internals: ${JSON.stringify(found)}`);
  }

  // 3. Isolation: people's data only to themselves, customers' data only to that customer.
  const customer = headerString(request, 'customerid');
  const outboxApi = spec.url === '/api/dev/outbox';
  // The outbox (on only with MAIL_TRANSPORT=outbox) shows every message of the customer by design.
  if (spec.url !== '/dev/outbox') {
    for (const person of Object.values(w.people)) {
      const proven = person.customer === customer && credentialsOf(person).some((c) => sent.includes(c));
      if (proven || (outboxApi && person.customer === customer)) continue;
      for (const secret of secretsOf(person)) {
        if (answerText.includes(secret) && !sent.includes(secret)) problems.push(`${person.key}'s data (${clip(secret, 60)}) in an answer to someone else`);
      }
    }
    for (const [owner, contact] of Object.entries(w.contacts)) {
      if (owner === customer) continue;
      for (const secret of contact.secrets) if (answerText.includes(secret) && !sent.includes(secret)) problems.push(`customer ${owner}'s contact data (${secret}) in an answer for another customer`);
    }
  }
  // Personal answers are never kept by shared caches.
  const personal = Object.values(w.people).some((p) => secretsOf(p).some((secret) => body.includes(secret)));
  const cacheControl = String(response.headers['cache-control'] ?? '');
  if (personal && status < 400 && !/no-store|private/.test(cacheControl)) problems.push(`a personal answer with cache-control "${cacheControl}"`);

  const person = signedInPerson(w, request, before);
  if (person && spec.mustRefuse?.(request, person, before) && status < 400) problems.push(`${person.key} named someone else's profile or subscription and was answered ${status}`);

  // 2b. Keys of the right kind.
  if (status < 400) {
    if (spec.auth === 'user' && !person) problems.push(`a user call answered ${status} without a live user token of this customer`);
    if (spec.auth === 'app') {
      if (!hasLiveAppToken(w, request, before)) problems.push(`an app-token call answered ${status} without a live app token of this customer`);
    }
    if (spec.auth === 'crm' && headerString(request, 'x-api-key') !== w.crmApiKey) problems.push(`a CRM call answered ${status} without the api key`);
  }

  // 4. Kids: only kids programmes (and kids blog entries) for a KIDS profile.
  if (kidsProfile && status < 300 && customer) {
    const kidsOf = w.itemKids.get(customer)!;
    for (const item of itemsIn(answer)) if (kidsOf.get(item.id) === 0) problems.push(`KIDS profile was shown ${item.type} ${item.id}, not for kids`);
    const served = spec.servesItem?.(request, answer);
    if (typeof served === 'string' && kidsOf.get(served) === 0) problems.push(`KIDS profile was served ${served}, not for kids`);
    if (spec.url === '/api/blogs') {
      const blogs = w.blogKids.get(customer)!;
      for (const entry of ((answer as { items?: Array<{ id: string }> })?.items ?? [])) if (blogs.get(entry.id) === 0) problems.push(`KIDS profile was shown blog entry ${entry.id}`);
    }
  }

  // 2. Data: a refusal changes nothing (but what its route says it must); a success changes only the caller's rows.
  const after = (await writeCount(w.db)) === writesBefore ? before : await snapshot(w.db);
  const changes = diff(before, after);
  if (status >= 400) {
    const unexpected = changes.filter((c) => !spec.refusalMayChange?.(c));
    if (unexpected.length > 0) problems.push(`a refused request (${status}) changed data:\n${describeChanges(unexpected)}`);
  } else if (spec.auth === 'user' && person) {
    const foreign = changes.filter((c) => ownersOf(c, before, after).some((owner) => owner !== person.userId));
    if (foreign.length > 0) problems.push(`${person.key}'s request changed someone else's data:\n${describeChanges(foreign)}`);
  }
  if (changes.length > 0 && run.restoreEach !== false) {
    await restore(w.db, run.baseline);
    if (changes.some((c) => c.table === 'profiles')) w.advance(AUDIENCE_MEMO_MS + 1_000);
  }

  if (problems.length > 0) {
    throw new Error(`${problems.join('\n')}\n  request: ${describeRequest(request)}\n  answer: ${status} ${clip(body)}`);
  }
  return status;
}
