/**
 * The world the fuzz suite runs in: one in-memory database with two customers, three signed-up
 * people with profiles, My List entries, resume points, feedback, shares and subscriptions, tokens
 * of every kind (live, expired, revoked, app, sign-up), and the app built over it with every route
 * it registers collected. `restore()` puts the people's data back after a request that changed it,
 * so every request meets the same world.
 */
import type { AnswerViolation } from '../../src/plugins/answer-check.js';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { blankProgramme, type ProgrammeFields } from '../../../contract/studio.js';
import { SITE_SECTION_KEYS, type SiteSectionKey } from '../../../contract/studio-site.js';
import { buildApp, CONTENT_CHANGED_CHANNEL } from '../../src/app.js';
import type { SocialClaims } from '../../src/accounts/social.js';
import { DEFAULT_CRM_API_KEY } from '../../src/config.js';
import { migrateToLatest, type Db } from '../../src/db/database.js';
import { openTestDatabase } from '../databases.js';
import type { Database } from '../../src/db/schema.js';
import { type DemoCatalogue } from '../../src/seed/catalogue.js';
import { seedCustomer } from '../../src/seed/write.js';
import { createMemoryState, type SharedState } from '../../src/lib/shared-state.js';
import { createOutboxTransport } from '../../src/mail/transport.js';
import { createAuditLogRepository } from '../../src/repositories/audit-log.js';
import { createOperatorRepository } from '../../src/repositories/operators.js';
import { createOperatorService } from '../../src/studio/operators.js';
import { watchCatalogueWrites, whenCatalogueRestored } from './snapshot.js';
import { digest } from '../accounts.js';
import { CUSTOMER, demoCatalogue, fakeAppDir, QUERY_JITTER, ROOT } from '../helper.js';

/** The second customer: a small slice of the same catalogue (so the same item ids exist in both). */
export const OTHER_CUSTOMER = 'fuzz-other';
/** The clock starts here (a fixed instant, so schedules and expiries replay the same). */
export const FUZZ_START = Date.UTC(2026, 5, 1, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
/** The fuzz app's rate limits are this much higher, so thousands of requests are not all 429. */
export const FUZZ_RATE_LIMIT_FACTOR = 1_000_000;

export type PersonKey = 'A' | 'B' | 'C';

/** One signed-up person and everything of theirs the world holds. */
export interface Person {
  key: PersonKey;
  customer: string;
  email: string;
  password: string;
  /** The SHA-256 digest the app sends as the password. */
  digest: string;
  telephone: string | null;
  firstName: string;
  lastName: string;
  userId: string;
  /** A live user token. */
  token: string;
  /** A user token of this person that ran out (30 days passed). */
  expiredToken: string;
  /** A user token of this person ended by POST /logout. */
  revokedToken: string;
  /** The token POST /register answers (kind 'signup': not a user token). */
  signupToken: string;
  regularProfile: string;
  /** A profile that was REGULAR while adult and kids programmes went into its list, then made KIDS. */
  kidsProfile: string;
  profileNames: string[];
  subscriptionId: string;
  feedbackIds: string[];
  feedbackMessage: string;
  shareIds: string[];
  /** A password-reset link's token and, with a telephone, the SMS reset session and its code. */
  resetToken?: string;
  phoneResetToken?: string;
  phoneResetCode?: string;
  phoneVerifyCode?: string;
  /** Social identity subject (google) linked to this person. */
  socialSubject?: string;
}

export interface CollectedRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

export interface ItemPools {
  kidsVod: string[];
  adultVod: string[];
  kidsShows: string[];
  adultShows: string[];
  seasons: string[];
  kidsCategories: string[];
  adultCategories: string[];
  playlists: string[];
  live: string[];
  shorts: string[];
  catalogues: string[];
  /** Ids of the first customer that the second one does not have. */
  firstCustomerOnly: string[];
}

/** A studio operator of the world, signed in. */
export interface StudioOperator {
  id: string;
  email: string;
  password: string;
  /** A live studio session's token. */
  token: string;
  /** The authenticator's secret (base32), for an operator who set up the second step. */
  totpSecret: string | null;
}

/** The studio's side of the world: operators signed in, links, programmes and carousels. */
export interface StudioWorld {
  owner: StudioOperator;
  editor: StudioOperator;
  /** A session the owner signed out of. */
  endedToken: string;
  /** An editor invited but not yet welcomed: their unused link and its authenticator secret. */
  pending: { id: string; email: string; link: string; totpSecret: string };
  /** The owner's welcome link, used up. */
  usedLink: string;
  /** The studio's programmes: a published series with a season and an episode, a draft, a scheduled video, a kids video, a draft playlist. */
  programmes: { series: string; season: string; episode: string; draft: string; scheduled: string; kids: string; playlist: string };
  /** Each programme's version as the world leaves it. */
  versions: Record<string, number>;
  /** Carousels an editor may arrange (a grown-ups' one holding the series, a kids' one), with their order. */
  carousels: Record<string, string[]>;
  /** Each section of the site's own words (contract/studio-site.ts) as the world leaves it: its version and value. */
  site: Record<SiteSectionKey, { version: string; value: unknown }>;
  /** The current TOTP code of an authenticator secret (at the world's clock). */
  codeFor(secret: string): string;
}

export interface World {
  db: Db;
  app: FastifyInstance;
  routes: CollectedRoute[];
  people: Record<PersonKey, Person>;
  /** A person signed up but never verified (their e-mail link's token is kept). */
  unverified: { email: string; digest: string; verifyToken: string; signupToken: string };
  appToken: string;
  expiredAppToken: string;
  otherCustomerAppToken: string;
  crmApiKey: string;
  device: { deviceCode: string; userCode: string };
  /** A contact and its message per customer (the CRM gateway's data). */
  contacts: Record<string, { contactId: string; messageId: string; email: string; secrets: string[] }>;
  items: ItemPools;
  studio: StudioWorld;
  /** kids flag of every item, per customer. */
  itemKids: Map<string, Map<string, number>>;
  /** kids flag of every blog entry, per customer. */
  blogKids: Map<string, Map<string, number>>;
  now(): number;
  advance(ms: number): void;
  /** Builds another app over the same database and clock (e.g. with the normal rate limits). */
  /**
   * Builds another app over the same database and clock: with the normal rate limits, or (jitter)
   * with every query answered after a random pause, as a database across a network answers, so
   * requests sent at once interleave between their queries.
   */
  buildAnother(rateLimitFactor: number, options?: { jitter?: boolean }): Promise<FastifyInstance>;
  close(): Promise<void>;
}

const SECOND_CUSTOMER_ITEMS = 1_500;

/** The demo catalogue cut to its first items, with catalogue entries between kept items only. */
function smallCatalogue(full: DemoCatalogue): DemoCatalogue {
  const items = full.items.slice(0, SECOND_CUSTOMER_ITEMS);
  const kept = new Set(items.map((s) => s.item.id));
  const entries = new Map<string, string[]>();
  for (const [id, children] of full.entries)
    if (kept.has(id))
      entries.set(
        id,
        children.filter((child) => kept.has(child)),
      );
  return { ...full, items, entries };
}

/** Social subjects of people in the world, with the e-mail their provider vouches for. */
const SOCIAL_EMAILS: Record<string, string> = { 'avalynn-google': 'avalynn.qorvath@example.org' };

/** Google and Facebook stand-ins: "ok:<subject>" is genuine, anything else is refused. */
function fakeSocial(provider: string) {
  return async (token: string): Promise<SocialClaims> => {
    const match = /^ok:([A-Za-z0-9_-]{1,40})$/.exec(token);
    if (!match) throw new Error('not genuine');
    const subject = match[1]!;
    return {
      subject,
      email: provider === 'google' ? (SOCIAL_EMAILS[subject] ?? `social-${subject.toLowerCase()}@example.org`) : null,
      emailVerified: provider === 'google',
      firstName: 'Social',
      lastName: subject,
    };
  };
}

interface PersonSeed {
  key: PersonKey;
  customer: string;
  email: string;
  firstName: string;
  lastName: string;
  telephone: string | null;
}

const PEOPLE: PersonSeed[] = [
  { key: 'A', customer: CUSTOMER, email: 'avalynn.qorvath@example.org', firstName: 'Avalynn', lastName: 'Qorvath', telephone: '+1 555 010 0201' },
  { key: 'B', customer: CUSTOMER, email: 'bexley.zuvarro@example.org', firstName: 'Bexley', lastName: 'Zuvarro', telephone: '+1 555 010 0302' },
  { key: 'C', customer: OTHER_CUSTOMER, email: 'cyrene.xanthor@example.org', firstName: 'Cyrene', lastName: 'Xanthor', telephone: null },
];

export async function buildWorld(): Promise<World> {
  // On PostgreSQL a copy of the run's seeded template (CUSTOMER is already there).
  const store = await openTestDatabase({ seeded: true });
  const db = store.db;
  await migrateToLatest(db);
  const full = demoCatalogue();
  await seedCustomer(db, CUSTOMER, full);
  await seedCustomer(db, OTHER_CUSTOMER, smallCatalogue(full));
  await watchCatalogueWrites(db);

  let clock = FUZZ_START;
  const now = () => clock;
  const appDir = fakeAppDir();
  const routes: CollectedRoute[] = [];
  const violations: AnswerViolation[] = [];
  // Each app's own state (counters, answer-cache word), kept so that a restore of what viewers
  // read (the studio's publications taken back) empties every app's answer cache.
  const states: SharedState[] = [];
  whenCatalogueRestored(async () => {
    for (const state of states) await state.publish(CONTENT_CHANGED_CHANNEL, 'fuzz restore');
  });
  const make = (rateLimitFactor: number, onRoute?: (route: RouteOptions) => void, appDb: Db = db) => {
    const state = createMemoryState(now);
    states.push(state);
    return buildApp({
      config: {
        appDir,
        mediaDir: path.join(ROOT, 'public/media'),
        publicUrl: 'http://localhost:8080',
        customerId: CUSTOMER,
        contentCacheBytes: 4 * 1024 * 1024,
        trustedCountryHeader: 'cf-ipcountry',
        mailTransport: 'outbox',
        demoOutbox: true,
        mailFrom: 'Lumen <no-reply@test>',
        googleClientId: 'fuzz-google-client',
        facebookAppId: '1234567890',
        facebookAppSecret: 'secret',
        rateLimitFactor,
      },
      social: { google: fakeSocial('google'), facebook: fakeSocial('facebook') },
      db: appDb,
      now,
      // Hostile requests too get answers of their route's shape (or the one error shape).
      checkAnswers: (violation) => violations.push(violation),
      state,
      ...(onRoute ? { onRoute } : {}),
    });
  };
  const app = await make(FUZZ_RATE_LIMIT_FACTOR, (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method: String(method), url: route.url, schema: route.schema });
  });
  await app.ready();

  async function call(method: string, url: string, customer: string, payload?: unknown, headers: Record<string, string> = {}) {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { customerid: customer, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = String(response.headers['content-type'] ?? '').includes('json') ? (response.json() as Record<string, any>) : {};
    if (response.statusCode !== 200) throw new Error(`world setup: ${method} ${url} answered ${response.statusCode} ${response.body.slice(0, 300)}`);
    return body;
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  async function outbox(customer: string, to: string) {
    return (await call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`, customer)).items as Array<{ body: string }>;
  }
  const linkIn = async (customer: string, to: string) => new URL(/(http:\/\/localhost:8080\/\S+)/.exec((await outbox(customer, to))[0]!.body)![1]!);
  const codeIn = async (customer: string, to: string) => /\b(\d{6})\b/.exec((await outbox(customer, to))[0]!.body)![1]!;

  const registerBody = (seed: { email: string; firstName: string; lastName: string; telephone: string | null }, password: string) => ({
    first_name: seed.firstName,
    last_name: seed.lastName,
    username: seed.email,
    email_address: seed.email,
    ...(seed.telephone ? { telephone: seed.telephone } : {}),
    password: digest(password),
    metaData: { emailupdate: true },
  });

  // Day 0: everyone signs up and confirms; A gets a token and an app token that will run out.
  const partial: Record<string, Partial<Person>> = {};
  for (const seed of PEOPLE) {
    const password = `pw-${seed.key}-${seed.lastName}`;
    const registered = await call('POST', '/api/register', seed.customer, registerBody(seed, password));
    const link = await linkIn(seed.customer, seed.email);
    await call('POST', `/api/confirm/${encodeURIComponent(seed.email)}?token=${link.searchParams.get('token')}`, seed.customer, {});
    const expired = await call('POST', '/api/login', seed.customer, { username: seed.email, password: digest(password) });
    partial[seed.key] = {
      ...seed,
      password,
      digest: digest(password),
      userId: expired.user.id,
      expiredToken: expired.user_token,
      signupToken: registered.user_token,
    };
  }
  const expiredAppToken = (await call('POST', '/api/get-token', CUSTOMER, { platform: 'web', customerId: CUSTOMER })).token as string;
  clock += 31 * DAY;

  // Day 31: live tokens, a revoked one, app tokens, an unverified sign-up.
  for (const seed of PEOPLE) {
    const p = partial[seed.key]!;
    const revoked = await call('POST', '/api/login', seed.customer, { username: seed.email, password: p.digest });
    await call('POST', '/api/logout', seed.customer, undefined, bearer(revoked.user_token));
    p.revokedToken = revoked.user_token;
    p.token = (await call('POST', '/api/login', seed.customer, { username: seed.email, password: p.digest })).user_token;
  }
  const appToken = (await call('POST', '/api/get-token', CUSTOMER, { platform: 'web', customerId: CUSTOMER })).token as string;
  const otherCustomerAppToken = (await call('POST', '/api/get-token', OTHER_CUSTOMER, { platform: 'tizen', customerId: OTHER_CUSTOMER })).token as string;
  const unverifiedSeed = { email: 'ulrich.unverified@example.org', firstName: 'Ulrich', lastName: 'Unverified', telephone: null };
  const unverifiedRegistered = await call('POST', '/api/register', CUSTOMER, registerBody(unverifiedSeed, 'pw-U'));
  const unverified = {
    email: unverifiedSeed.email,
    digest: digest('pw-U'),
    verifyToken: (await linkIn(CUSTOMER, unverifiedSeed.email)).searchParams.get('token')!,
    signupToken: unverifiedRegistered.user_token as string,
  };

  // Items to put in lists: adult and kids programmes of the first customer that the second has too.
  const itemRows = await db.selectFrom('items').select(['customer_id', 'id', 'type', 'kids']).execute();
  const itemKids = new Map<string, Map<string, number>>();
  for (const row of itemRows) {
    let map = itemKids.get(row.customer_id);
    if (!map) itemKids.set(row.customer_id, (map = new Map()));
    map.set(row.id, Number(row.kids));
  }
  const otherIds = itemKids.get(OTHER_CUSTOMER)!;
  const lumenRows = itemRows.filter((r) => r.customer_id === CUSTOMER);
  const pick = (filter: (r: (typeof lumenRows)[number]) => boolean, n: number, shared = true) =>
    lumenRows
      .filter((r) => filter(r) && (!shared || otherIds.has(r.id)))
      .slice(0, n)
      .map((r) => r.id);
  const items: ItemPools = {
    kidsVod: pick((r) => r.type === 'vod' && r.kids === 1, 4),
    adultVod: pick((r) => r.type === 'vod' && r.kids === 0, 4),
    kidsShows: pick((r) => r.type === 'Series' && r.kids === 1, 3),
    adultShows: pick((r) => r.type === 'Series' && r.kids === 0, 3),
    seasons: pick((r) => r.type === 'Season', 3),
    kidsCategories: pick((r) => r.type === 'Category' && r.kids === 1, 2, false),
    adultCategories: pick((r) => r.type === 'Category' && r.kids === 0, 2, false),
    playlists: pick((r) => r.type === 'Playlist', 2, false),
    live: pick((r) => r.type === 'livestream', 3, false),
    shorts: (
      await db
        .selectFrom('catalogue_entries')
        .select('item_id')
        .where('customer_id', '=', CUSTOMER)
        .where('catalogue_id', '=', 'cr-shorts')
        .orderBy('position')
        .limit(3)
        .execute()
    ).map((r) => r.item_id),
    catalogues: Object.values((await import('../../src/seed/catalogue-ids.js')).CATALOGUE_IDS),
    firstCustomerOnly: lumenRows
      .filter((r) => !otherIds.has(r.id))
      .slice(-3)
      .map((r) => r.id),
  };
  for (const [name, pool] of Object.entries(items)) if (pool.length === 0) throw new Error(`world setup: no items for ${name}`);

  // Each person: two profiles, lists and resume points with adult and kids programmes, feedback,
  // a share and a subscription. The second profile turns KIDS only after its list is filled.
  const people = {} as Record<PersonKey, Person>;
  for (const seed of PEOPLE) {
    const p = partial[seed.key]!;
    const auth = bearer(p.token!);
    const c = seed.customer;
    const regular = (await call('GET', '/api/profiles', c, undefined, auth)).profiles[0].id as string;
    const secondName = `${seed.firstName} Little`;
    const kids = (await call('POST', '/api/profiles/create', c, { name: secondName, type: 'REGULAR' }, auth)).data.id as string;
    for (const profile of [regular, kids]) {
      const headers = { ...auth, profileid: profile };
      const list = [...items.adultVod.slice(0, 2), ...items.kidsVod.slice(0, 2), items.adultShows[0]!, items.kidsShows[0]!];
      for (const id of list) await call('POST', '/api/mylist', c, { video_id: id, status: 1 }, headers);
      for (const [i, id] of [...items.adultVod.slice(1, 3), ...items.kidsVod.slice(1, 3)].entries()) {
        await call('POST', '/api/resume', c, { video_id: id, status: 1, resumeTime: 60 + i, refId: items.adultShows[0], refType: 'Series' }, headers);
      }
    }
    await call('PATCH', `/api/profiles/${kids}`, c, { type: 'KIDS' }, auth);
    const feedbackMessage = `Secret thoughts of ${seed.firstName} ${seed.key}-7731`;
    const feedback = await call(
      'POST',
      '/api/feedback',
      c,
      { message: feedbackMessage, rating: 9, videoId: items.adultVod[0] },
      { ...auth, profileid: regular },
    );
    const share = await call('POST', '/api/shares', c, { video_id: items.adultVod[0], service: 'email' }, { ...auth, profileid: regular });
    const subscription = await call('POST', '/api/subscriptions', c, { package_id: seed.key === 'B' ? 'supporter' : 'free', recurring: 1 }, auth);
    people[seed.key] = {
      ...(p as Person),
      regularProfile: regular,
      kidsProfile: kids,
      profileNames: [seed.firstName, secondName],
      feedbackIds: [feedback.feedback.id],
      feedbackMessage,
      shareIds: [share.share.id],
      subscriptionId: subscription.subscription.id,
    };
  }

  // A's ways back in: an e-mail reset link, an SMS reset session with its code, the phone's
  // verification code, and a linked Google identity.
  const A = people.A;
  await call('POST', '/api/reset', CUSTOMER, { email: A.email });
  A.resetToken = (await linkIn(CUSTOMER, A.email)).searchParams.get('token')!;
  A.phoneVerifyCode = await codeIn(CUSTOMER, '+15550100201');
  clock += 61_000;
  A.phoneResetToken = (await call('POST', '/api/reset', CUSTOMER, { telephone: A.telephone })).token as string;
  A.phoneResetCode = await codeIn(CUSTOMER, '+15550100201');
  A.socialSubject = 'avalynn-google';
  await call('POST', '/api/social-register', CUSTOMER, { token: `ok:${A.socialSubject}`, provider: 'google' });

  // A TV waiting for approval, and a contact (with its message) per customer.
  const device = await call('POST', '/api/device/code', CUSTOMER, undefined, bearer(appToken));
  const contacts: World['contacts'] = {};
  for (const [customer, first, last] of [
    [CUSTOMER, 'Dorothea', 'Contactwell'],
    [OTHER_CUSTOMER, 'Olwen', 'Farcustomer'],
  ] as const) {
    const email = `${first.toLowerCase()}.${last.toLowerCase()}@example.org`;
    const sent = await call('POST', '/api/contactus', customer, {
      interaction_type: 'contact',
      user_interaction_name: `${first} ${last}`,
      email,
      first_name: first,
      last_name: last,
      phone_number: '+12 3456 7890',
      message_content: `A private note from ${first} ${last}-5521`,
      country: 'USA',
    });
    contacts[customer] = { contactId: sent.contact_id, messageId: sent.id, email, secrets: [first, last, email, sent.contact_id, sent.id, `${last}-5521`] };
  }
  await call('POST', '/api/analytics/events', CUSTOMER, { event: 'search', value: 'rosary for kids' }, { ...bearer(A.token), profileid: A.kidsProfile });

  const studio = await buildStudio(db, now, call);
  // The studio's published items: kids or not, as any item.
  for (const row of await db.selectFrom('items').select(['customer_id', 'id', 'kids']).where('id', 'like', 'st-%').execute())
    itemKids.get(row.customer_id)!.set(row.id, Number(row.kids));

  // The world's short-lived secrets (app token, device code, reset links, codes) are made to last
  // the whole run: restores move the clock on (see restore()), and they must still be good then.
  const farFuture = clock + 20 * DAY;
  await db.updateTable('app_tokens').set({ expires_at: farFuture }).where('expires_at', '>', clock).execute();
  await db.updateTable('device_codes').set({ expires_at: farFuture }).execute();
  await db.updateTable('one_time_codes').set({ expires_at: farFuture }).execute();
  await db
    .updateTable('auth_tokens')
    .set({ expires_at: farFuture })
    .where('kind', 'in', ['password_reset', 'phone_reset', 'email_verify'])
    .where('used_at', 'is', null)
    .execute();
  // Studio sessions last a working day, links three: both made to last the run too.
  await db.updateTable('operator_sessions').set({ expires_at: farFuture }).execute();
  await db.updateTable('operator_links').set({ expires_at: farFuture }).execute();

  const blogRows = await db.selectFrom('blogs').select(['customer_id', 'id', 'kids']).execute();
  const blogKids = new Map<string, Map<string, number>>();
  for (const row of blogRows) {
    let map = blogKids.get(row.customer_id);
    if (!map) blogKids.set(row.customer_id, (map = new Map()));
    map.set(row.id, Number(row.kids));
  }

  return {
    db,
    app,
    routes,
    people,
    unverified,
    appToken,
    expiredAppToken,
    otherCustomerAppToken,
    crmApiKey: DEFAULT_CRM_API_KEY,
    device: { deviceCode: device.device_code, userCode: device.user_code },
    contacts,
    items,
    studio,
    itemKids,
    blogKids,
    now,
    advance: (ms) => {
      clock += ms;
    },
    async buildAnother(rateLimitFactor, options = {}) {
      const another = await make(rateLimitFactor, undefined, options.jitter ? db.withPlugin(QUERY_JITTER) : db);
      await another.ready();
      return another;
    },
    async close() {
      await app.close();
      await store.close();
      const lines = [...new Set(violations.map((v) => `${v.route} ${v.status}: ${v.problem}`))];
      if (lines.length > 0) throw new Error(`Answers that do not match their route's schema (server/src/schemas/answers.ts):\n${lines.join('\n')}`);
    },
  };
}

export type TableName = keyof Database;

type Call = (method: string, url: string, customer: string, payload?: unknown, headers?: Record<string, string>) => Promise<Record<string, any>>;

const totpCode = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/**
 * The studio's world: the first owner (as the command line makes one, then the welcome page with
 * the authenticator's code), an editor the owner invited, an invitation not yet used, a session
 * signed out of; a series with a season and an episode (published), a draft, a video scheduled
 * for next year, a kids video, a draft playlist; a carousel holding the series.
 */
async function buildStudio(db: Db, now: () => number, call: Call): Promise<StudioWorld> {
  const studio = (method: string, url: string, token?: string, payload?: unknown) =>
    call(method, `/studio-api${url}`, CUSTOMER, payload, token ? { authorization: `Bearer ${token}` } : {});
  const codeFor = (secret: string) => totpCode(secret, now());
  const welcome = async (link: string, password: string, withCode: boolean) => {
    const info = await studio('GET', `/welcome?token=${encodeURIComponent(link)}`);
    const session = await studio('POST', '/welcome', undefined, { token: link, password, ...(withCode ? { code: codeFor(info.totpSecret) } : {}) });
    return { info, session };
  };
  const linkIn = async (email: string) => {
    const { items } = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`, CUSTOMER);
    return /\/studio\/welcome#(\S+)/.exec((items as Array<{ body: string }>)[0]!.body)![1]!;
  };

  const service = createOperatorService({
    operators: createOperatorRepository(db, now),
    audit: createAuditLogRepository(db, now),
    transport: createOutboxTransport(db, now),
    counters: createMemoryState(now).counters,
    publicUrl: 'http://localhost:8080',
    now,
  });
  const ownerEmail = 'orla.studio-owner@example.org';
  const ownerPassword = 'the owner of the studio, fuzzed';
  const usedLink = new URL((await service.addOwner(CUSTOMER, ownerEmail)).link).hash.slice(1);
  const ownerWelcome = await welcome(usedLink, ownerPassword, true);
  const owner: StudioOperator = {
    id: ownerWelcome.session.operator.id,
    email: ownerEmail,
    password: ownerPassword,
    token: ownerWelcome.session.token,
    totpSecret: ownerWelcome.info.totpSecret,
  };

  const editorEmail = 'eamon.studio-editor@example.org';
  const editorPassword = 'an editor of the studio, fuzzed';
  await studio('POST', '/operators', owner.token, { email: editorEmail, role: 'editor' });
  const editorWelcome = await welcome(await linkIn(editorEmail), editorPassword, false);
  const editor: StudioOperator = {
    id: editorWelcome.session.operator.id,
    email: editorEmail,
    password: editorPassword,
    token: editorWelcome.session.token,
    totpSecret: null,
  };

  const pendingEmail = 'pia.studio-invited@example.org';
  const pendingOperator = await studio('POST', '/operators', owner.token, { email: pendingEmail, role: 'editor' });
  const pendingLink = await linkIn(pendingEmail);
  const pending = {
    id: pendingOperator.id,
    email: pendingEmail,
    link: pendingLink,
    totpSecret: (await studio('GET', `/welcome?token=${pendingLink}`)).totpSecret,
  };

  const signedIn = await studio('POST', '/sign-in', undefined, { email: ownerEmail, password: ownerPassword, code: codeFor(owner.totpSecret!) });
  await studio('POST', '/sign-out', signedIn.token);

  const fields = (kind: ProgrammeFields['kind'], title: string, more: Partial<ProgrammeFields> = {}): ProgrammeFields => ({
    ...blankProgramme(kind),
    year: 2026,
    title,
    description: `${title}, made in the fuzz's studio.`,
    tags: ['fuzz studio'],
    genre: 'Teaching',
    ...more,
  });
  const create = async (f: ProgrammeFields) => (await studio('POST', '/programmes', editor.token, { fields: f })).id as string;
  const series = await create(fields('series', 'Fuzzed Compline'));
  const season = await create(fields('season', 'Season 1', { parentId: series, order: 1 }));
  const episode = await create(fields('episode', 'The Night Psalm', { parentId: season, episodeNumber: 1, duration: '00:21:00' }));
  await studio('POST', `/programmes/${series}/publication`, owner.token, { version: 1, status: 'published' });
  const draft = await create(fields('video', 'A Homily Not Yet Ready'));
  const scheduled = await create(fields('video', 'Next Year’s Vigil'));
  await studio('POST', `/programmes/${scheduled}/publication`, editor.token, {
    version: 1,
    status: 'scheduled',
    publishAt: new Date(now() + 365 * DAY).toISOString(),
  });
  const kids = await create(fields('video', 'Songs for the Very Small', { kids: true }));
  await studio('POST', `/programmes/${kids}/publication`, editor.token, { version: 1, status: 'published' });
  const playlist = await create(fields('playlist', 'Fuzzed Favourites'));

  const carousels: Record<string, string[]> = {};
  const list = (await studio('GET', '/carousels', owner.token)).carousels as Array<{ id: string; kids: boolean }>;
  const grownUps = list.find((c) => c.id.startsWith('cr-') && c.id !== 'cr-home' && !c.kids)!;
  const little = list.find((c) => c.kids && c.id !== 'cr-home-kids' && c.id !== 'bn-featured-kids') ?? list.find((c) => c.kids)!;
  const order = ((await studio('GET', `/carousels/${grownUps.id}`, editor.token)).items as Array<{ id: string }>).map((i) => i.id);
  carousels[grownUps.id] = (
    (await studio('PUT', `/carousels/${grownUps.id}`, editor.token, { ids: [series, ...order], expected: order })).items as Array<{ id: string }>
  ).map((i) => i.id);
  carousels[little.id] = ((await studio('GET', `/carousels/${little.id}`, editor.token)).items as Array<{ id: string }>).map((i) => i.id);

  const versions = Object.fromEntries(
    ((await studio('GET', '/programmes', owner.token)).programmes as Array<{ id: string; version: number }>).map((p) => [p.id, p.version]),
  );
  const site = Object.fromEntries(
    await Promise.all(SITE_SECTION_KEYS.map(async (key) => [key, (await studio('GET', `/site/${key}`, editor.token)) as { version: string; value: unknown }])),
  ) as StudioWorld['site'];
  return {
    owner,
    editor,
    endedToken: signedIn.token,
    pending,
    usedLink,
    programmes: { series, season, episode, draft, scheduled, kids, playlist },
    versions,
    carousels,
    site,
    codeFor,
  };
}
