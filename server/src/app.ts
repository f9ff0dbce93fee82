import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { DEFAULT_CONNECTIONS_PER_ADDRESS, DEFAULT_CRM_API_KEY, type ServerConfig } from './config.js';
import type { Db } from './db/database.js';
import { badRequest, forbidden } from './lib/errors.js';
import { cors } from './plugins/cors.js';
import { capConnectionsPerAddress, clientErrorHandler, timeoutOptions, type ServerTimeouts } from './plugins/connection-limits.js';
import { errorHandling, frameworkErrorHandler } from './plugins/error-handling.js';
import { loadShedding, type LoadSheddingOptions } from './plugins/load-shedding.js';
import { privateAnswers } from './plugins/private-answers.js';
import { defaultApiSchemas } from './plugins/route-schemas.js';
import { securityHeaders } from './plugins/security-headers.js';
import { writeLimits, type WriteLimits } from './plugins/write-limits.js';
import { createLiveDirectory } from './media/live-directory.js';
import { LiveSignal } from './media/live-signal.js';
import { createAppConfigRepository } from './repositories/app-config.js';
import { createAppTokenRepository } from './repositories/app-tokens.js';
import { createBlogRepository } from './repositories/blogs.js';
import { createCustomerRepository } from './repositories/customers.js';
import { createItemRepository } from './repositories/items.js';
import { answerInRequestLanguage } from './i18n/request-words.js';
import { createResponseCache } from './lib/response-cache.js';
import { createMemoryState, type SharedState } from './lib/shared-state.js';
import { createAccountService } from './accounts/service.js';
import { facebookVerifier, googleVerifier, type SocialVerifier } from './accounts/social.js';
import { createMailDelivery, smtpMailer } from './mail/delivery.js';
import { createOutboxTransport } from './mail/transport.js';
import { accountRoutes } from './routes/accounts.js';
import { analyticsRoutes } from './routes/analytics.js';
import { contactRoutes } from './routes/contact.js';
import { createContactRepository } from './repositories/contacts.js';
import { createAnalyticsRepository } from './repositories/analytics.js';
import { myListRoutes } from './routes/my-list.js';
import { downloadRoutes } from './routes/downloads.js';
import { resumeRoutes } from './routes/resume.js';
import { profileRoutes } from './routes/profiles.js';
import { createAudienceResolver } from './accounts/audience.js';
import { subscriptionRoutes } from './routes/subscriptions.js';
import { shareRoutes } from './routes/shares.js';
import { feedbackRoutes } from './routes/feedback.js';
import { createSubscriptionRepository } from './repositories/subscriptions.js';
import { createActivityRepository } from './repositories/activity.js';
import { checkAnswers, type AnswerViolation } from './plugins/answer-check.js';
import { createMyListRepository } from './repositories/my-list.js';
import { createDownloadRepository } from './repositories/downloads.js';
import { createResumePointRepository } from './repositories/resume-points.js';
import { shareLinkRoutes } from './routes/share-links.js';
import { compression } from './plugins/compression.js';
import { createProfileRepository } from './repositories/profiles.js';
import { contentRoutes } from './routes/content.js';
import { outboxApiRoutes, outboxPageRoute } from './routes/outbox.js';
import { countryRoutes } from './routes/country.js';
import { deviceRoutes } from './routes/device.js';
import { createDeviceCodeRepository } from './repositories/device-codes.js';
import { mediaRoutes } from './routes/media.js';
import { playbackRoutes } from './routes/playback.js';
import { searchRoutes } from './routes/search.js';
import { tokenRoutes } from './routes/tokens.js';
import { webRoutes } from './routes/web.js';
import { createAuditLogRepository } from './repositories/audit-log.js';
import { createOperatorRepository } from './repositories/operators.js';
import { createCarouselService } from './studio/carousels.js';
import { createLiveService } from './studio/live.js';
import { createSiteService } from './studio/site.js';
import { createLookService } from './studio/look.js';
import { createOperatorService } from './studio/operators.js';
import { createProgrammeService } from './studio/programmes.js';
import { studioRoutes } from './studio/routes.js';
import { createPictureStore } from './media/uploaded-pictures.js';
import { findTools, type Tools } from './ingest/ffmpeg.js';
import { ingestPaths as pathsForIngest } from './ingest/jobs.js';
import { defaultConcurrency, startIngestRunner } from './ingest/runner.js';
import { createBullQueue, startBullWorker, sweepQueued } from './ingest/bullmq.js';
import { createIngestService } from './ingest/service.js';
import { startStreamSweep, streamsInUseFrom } from './ingest/sweep.js';
import { pictureRoutes } from './routes/pictures.js';
import type { SocialProvider } from '../../contract/wire.js';

/** The channel on which a process says that viewers' content changed (the studio published): every process empties its answer cache. */
export const CONTENT_CHANGED_CHANNEL = 'content-changed';
/** How often scheduled programmes are looked for: a programme goes out at most this late. */
const SCHEDULE_SWEEP_MS = 5_000;

export interface AppOptions {
  config: Pick<
    ServerConfig,
    | 'appDir'
    | 'mediaDir'
    | 'publicUrl'
    | 'customerId'
    | 'contentCacheBytes'
    | 'trustedCountryHeader'
    | 'mailTransport'
    | 'mailFrom'
    | 'googleClientId'
    | 'facebookAppId'
    | 'facebookAppSecret'
    | 'rateLimitFactor'
  > &
    Partial<
      Pick<
        ServerConfig,
        | 'demoOutbox'
        | 'studioDir'
        | 'connectionsPerAddress'
        | 'crmApiKey'
        | 'corsOrigins'
        | 'corsAllowPackaged'
        | 'cspExtraOrigins'
        | 'trustProxy'
        | 'loadShedEventLoopDelayMs'
        | 'dataDir'
        | 'ingestConcurrency'
        | 'redisUrl'
      >
    >;
  /** Social sign-in checks; by default built from the config (Google's keys, Facebook's Graph). */
  social?: Partial<Record<SocialProvider, SocialVerifier>>;
  db: Db;
  /** The clock; tests move it. */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** Load shedding beyond the config's threshold (tests: a probe, a short sample interval). Off without a threshold. */
  loadShedding?: Partial<LoadSheddingOptions>;
  /** Shorter client timeouts than connection-limits.ts's (tests). */
  timeouts?: Partial<ServerTimeouts>;
  /** The floor of limits under every write route (tests: other numbers). */
  writeLimits?: Partial<WriteLimits>;
  /**
   * Rate-limit counters and word between processes (lib/shared-state.ts): Redis with REDIS_URL
   * (server.ts makes it and closes it); by default in this process.
   */
  state?: SharedState;
  /** Sees every route as it is registered (the route-schema audit reads their schemas; the fuzz suite proves it covers each). */
  onRoute?: (route: RouteOptions) => void;
  /** Checks every JSON answer of the API against its route's schema, and reports mismatches (tests). */
  checkAnswers?: (violation: AnswerViolation) => void;
  /** How often the outbox is looked at for e-mail due to be sent (mail/delivery.ts; tests: shorter). */
  mailPollMs?: number;
  /** ffmpeg and ffprobe for ingest; by default found on PATH (null: uploads are off, and the studio says why). */
  ingestTools?: Tools | null;
  /** How often the embedded ingest queue is looked at (tests: shorter). */
  ingestPollMs?: number;
  /** Free bytes where uploads are written; by default the disk's own (tests: a small disk). */
  ingestFreeBytes?: (dir: string) => Promise<number>;
}

const CUSTOMER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** Request bodies: the largest the API takes is a contact message (5,000 characters) or a social sign-in token. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** TRUST_PROXY as a number: believe that many proxies nearest to the server. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The whole server as one Fastify instance; server.ts only listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const config = options.config;
  // Framework errors (a malformed URL) are answered before any hook; they get the headers here.
  let decorate: (request: FastifyRequest, reply: FastifyReply) => void = () => undefined;
  let plainHeaders: () => Record<string, string> = () => ({});
  const app = Fastify({
    // Slow or silent clients are cut off (connection-limits.ts has the figures).
    ...timeoutOptions(options.timeouts),
    // Errors Node's parser finds (a malformed request line, 431) get our error shape and headers.
    clientErrorHandler: clientErrorHandler(() => plainHeaders()),
    logger: options.logger ?? false,
    // Header sizes are Node's own limit (16 KB, --max-http-header-size): larger ones get 431.
    bodyLimit: BODY_LIMIT_BYTES,
    // Path parameters are bounded by each route's schema (an e-mail is up to 320 characters; share
    // links carry a title's slug); the router's default of 100 answered long valid ones with a 404.
    routerOptions: { maxParamLength: 512 },
    // X-Forwarded-For and -Proto are believed only from TRUST_PROXY's proxies (request.ip, request.protocol).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : (config.trustProxy ?? false),
    frameworkErrors: frameworkErrorHandler((request, reply) => decorate(request, reply)),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (options.checkAnswers) checkAnswers(app, options.checkAnswers);
  // Query strings and paths arrive as text, so they are coerced to the schema's types; JSON bodies
  // are not: a number where a string belongs is a bad request, not something to guess at.
  const ajvOptions = { removeAdditional: true, useDefaults: true, allErrors: false, strict: false } as const;
  const coercing = new Ajv({ ...ajvOptions, coerceTypes: 'array' });
  const strictBodies = new Ajv({ ...ajvOptions, coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strictBodies : coercing).compile(schema));

  errorHandling(app);
  // Before anything else is done for a request: refuse it when the server is overloaded.
  loadShedding(app, { maxEventLoopDelayMs: config.loadShedEventLoopDelayMs ?? 0, ...options.loadShedding });
  const headers = securityHeaders(app, {
    publicUrl: config.publicUrl,
    google: Boolean(config.googleClientId),
    facebook: Boolean(config.facebookAppId && config.facebookAppSecret),
    extraOrigins: config.cspExtraOrigins,
  });
  decorate = headers.apply;
  plainHeaders = headers.plain;
  capConnectionsPerAddress(app, { perAddress: config.connectionsPerAddress ?? DEFAULT_CONNECTIONS_PER_ADDRESS, trustProxy: config.trustProxy ?? false });
  cors(app, { origins: config.corsOrigins ?? [new URL(config.publicUrl).origin], allowPackaged: config.corsAllowPackaged ?? true });
  privateAnswers(app);
  await compression(app);

  const db = options.db;
  const state = options.state ?? createMemoryState(now);
  const counters = state.counters;
  const customers = createCustomerRepository(db);
  const items = createItemRepository(db);
  const tokens = createAppTokenRepository(db, now);
  const live = new LiveSignal(options.config.mediaDir);
  const channels = createLiveDirectory(db, now);
  const cache = createResponseCache(options.config.contentCacheBytes);
  const mail = options.config.mailTransport;
  // Every message is kept in the outbox; with an SMTP server, e-mail is sent from there and retried while it is down.
  const mailer = mail === 'outbox' ? undefined : smtpMailer(mail.smtpUrl, options.config.mailFrom);
  const delivery = mailer && createMailDelivery(db, mailer.send, now);
  if (mailer && delivery) {
    app.addHook('onReady', async () => delivery.start(options.mailPollMs));
    app.addHook('onClose', async () => {
      await delivery.stop();
      mailer.close();
    });
  }
  const transport = createOutboxTransport(db, now, delivery);
  const accounts = createAccountService({
    db,
    transport,
    publicUrl: options.config.publicUrl,
    now,
    addressLimitFactor: options.config.rateLimitFactor,
    counters,
  });
  const profiles = createProfileRepository(db, now);
  const audience = createAudienceResolver(db, now, state);
  const social = options.social ?? {
    ...(options.config.googleClientId ? { google: googleVerifier(options.config.googleClientId) } : {}),
    ...(options.config.facebookAppId && options.config.facebookAppSecret
      ? { facebook: facebookVerifier(options.config.facebookAppId, options.config.facebookAppSecret) }
      : {}),
  };
  const crmApiKey = options.config.crmApiKey ?? DEFAULT_CRM_API_KEY;
  const publicSettings: Record<string, string> = {
    ...(options.config.googleClientId && social.google ? { google_client_id: options.config.googleClientId } : {}),
    ...(options.config.facebookAppId && social.facebook ? { facebook_app_id: options.config.facebookAppId } : {}),
    // Share links are made on this address, so a link shared from a TV opens on any phone.
    public_url: options.config.publicUrl,
    // The contact form's CRM gateway key (embedded client-side).
    crm_api_key: crmApiKey,
  };

  await app.register(
    async (api) => {
      defaultApiSchemas(api);
      writeLimits(api, { now, factor: config.rateLimitFactor, limits: options.writeLimits, counters });
      api.decorateRequest('customerId', '');
      api.decorateRequest('audience', 'all');
      api.decorateRequest('locale', null);
      api.addHook('onRequest', async (request) => {
        const header = request.headers.customerid;
        if (typeof header !== 'string' || header.trim() === '') throw badRequest('The customerid header is required');
        if (!CUSTOMER_ID_PATTERN.test(header) || !(await customers.exists(header))) throw forbidden('Unknown customerid');
        request.customerId = header;
      });
      // request.locale: the language the request asks its content and messages in (?lang=, else Accept-Language).
      answerInRequestLanguage(api);
      // request.audience: 'kids' when the request acts for a KIDS profile (its profileid header, else a user token's first profile).
      api.addHook('preHandler', audience.hook);
      tokenRoutes(api, tokens);
      contentRoutes(api, { items, appConfig: createAppConfigRepository(db), blogs: createBlogRepository(db), cache, publicSettings });
      await api.register(async (scope) => accountRoutes(scope, { accounts, social }));
      await api.register(async (scope) => myListRoutes(scope, { accounts, profiles, items, myList: createMyListRepository(db), now }));
      await api.register(async (scope) => profileRoutes(scope, { accounts, profiles, audience }));
      await api.register(async (scope) => resumeRoutes(scope, { accounts, profiles, items, resumePoints: createResumePointRepository(db), now }));
      await api.register(async (scope) => downloadRoutes(scope, { accounts, profiles, items, downloads: createDownloadRepository(db), now }));
      const activity = createActivityRepository(db);
      await api.register(async (scope) => subscriptionRoutes(scope, { accounts, subscriptions: createSubscriptionRepository(db, now), now }));
      await api.register(async (scope) => shareRoutes(scope, { accounts, profiles, items, activity, now }));
      await api.register(async (scope) => feedbackRoutes(scope, { accounts, profiles, items, activity, now, counters }));
      await api.register(async (scope) =>
        analyticsRoutes(scope, { accounts, profiles, analytics: createAnalyticsRepository(db), now, limitFactor: options.config.rateLimitFactor, counters }),
      );
      await api.register(async (scope) =>
        contactRoutes(scope, { contacts: createContactRepository(db), apiKey: crmApiKey, now, limitFactor: options.config.rateLimitFactor, counters }),
      );
      await api.register(async (scope) =>
        deviceRoutes(scope, {
          accounts,
          deviceCodes: createDeviceCodeRepository(db, now),
          appTokens: tokens,
          publicUrl: options.config.publicUrl,
          now,
          limitFactor: options.config.rateLimitFactor,
          counters,
        }),
      );
      // Only when asked for (DEMO_OUTBOX=1): whoever reads the outbox can reset any account.
      if (options.config.demoOutbox) outboxApiRoutes(api, db);
      searchRoutes(api, items, cache);
      playbackRoutes(api, { items, tokens, live, channels, now });
      countryRoutes(api, { trustedCountryHeader: options.config.trustedCountryHeader });
    },
    { prefix: '/api' },
  );

  // The studio: one customer's operators (CUSTOMER_ID), apart from viewers.
  // A message that may have been missed (null: Redis was away) empties the cache too.
  state.subscribe(CONTENT_CHANGED_CHANNEL, () => cache.clear());
  state.subscribe(CONTENT_CHANGED_CHANNEL, () => channels.forget());
  const contentChanged = () => state.publish(CONTENT_CHANGED_CHANNEL, String(now()));
  const audit = createAuditLogRepository(db, now);
  // Uploaded pictures live in DATA_DIR (a backup copies them); an app built without one (tests
  // that build it directly) keeps them in a temporary folder of its own.
  const pictures = createPictureStore(
    options.config.dataDir ? path.join(options.config.dataDir, 'pictures') : fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-pictures-')),
  );
  // Ingest: films uploaded by tus into DATA_DIR, made into streams by the embedded queue's runner
  // (INGEST_CONCURRENCY at once; 0 leaves them to `npm run worker`).
  const ingestRoot = options.config.dataDir || fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-ingest-'));
  if (!options.config.dataDir) app.addHook('onClose', async () => fs.rmSync(ingestRoot, { recursive: true, force: true }));
  const ingestPaths = pathsForIngest(ingestRoot);
  const tools = options.ingestTools === undefined ? findTools() : options.ingestTools;
  const programmes = createProgrammeService({ db, now, contentChanged, pictures });
  const concurrency = options.config.ingestConcurrency ?? defaultConcurrency();
  const ingestDeps = tools && {
    db,
    paths: ingestPaths,
    tools,
    programmes,
    pictures,
    now,
    owner: `${os.hostname()}:${process.pid}`,
    log: (line: string) => app.log.warn(line),
  };
  let enqueue: (row: { id: string }) => Promise<void>;
  const redisUrl = options.config.redisUrl;
  if (redisUrl) {
    // With Redis, BullMQ carries jobs to whichever process (this one, `npm run worker`) is free.
    const queue = createBullQueue(redisUrl);
    const worker = ingestDeps && concurrency > 0 ? startBullWorker(ingestDeps, redisUrl, concurrency) : null;
    const stopSweep = sweepQueued({ db, now, log: (line) => app.log.warn(line) }, queue);
    enqueue = (row) => queue.enqueue(row);
    app.addHook('onClose', async () => {
      stopSweep();
      await worker?.stop();
      await queue.close();
    });
  } else {
    const runner = ingestDeps && concurrency > 0 ? startIngestRunner(ingestDeps, { concurrency, pollMs: options.ingestPollMs }) : null;
    if (runner) app.addHook('onClose', async () => runner.stop());
    enqueue = async () => runner?.poke();
  }
  const ingest = createIngestService({ db, paths: ingestPaths, tools, programmes, now, enqueue, freeBytes: options.ingestFreeBytes });
  // Made streams no programme plays any more (replaced, or their programme deleted) go after a day.
  const stopStreamSweep = startStreamSweep({ paths: ingestPaths, streamsInUse: streamsInUseFrom(db), now, log: (line) => app.log.warn(line) });
  app.addHook('onClose', async () => stopStreamSweep());
  await ingest.prepare();
  const studio = {
    customerId: options.config.customerId,
    operators: createOperatorService({
      operators: createOperatorRepository(db, now),
      audit,
      transport,
      counters,
      publicUrl: options.config.publicUrl,
      now,
      addressLimitFactor: options.config.rateLimitFactor,
    }),
    programmes,
    ingest,
    carousels: createCarouselService({ db, now, contentChanged }),
    look: createLookService({ db, now, contentChanged }),
    site: createSiteService({ db, now, contentChanged }),
    live: createLiveService({ db, now, contentChanged, playableOrigins: [new URL(config.publicUrl).origin, ...(config.cspExtraOrigins ?? [])] }),
    audit,
    feeds: { db, now, contentChanged },
    pictures,
  };
  // Scheduled programmes are published by whichever process looks first (the version check lets one win).
  const schedule = setInterval(() => void studio.programmes.publishDue().catch((error: unknown) => app.log.error(error)), SCHEDULE_SWEEP_MS);
  schedule.unref();
  app.addHook('onClose', async () => clearInterval(schedule));
  await app.register(async (scope) => studioRoutes(scope, studio), { prefix: '/studio-api' });

  if (options.config.demoOutbox) outboxPageRoute(app, db, options.config.customerId);
  pictureRoutes(app, { dir: pictures.dir });
  await mediaRoutes(app, {
    mediaDir: options.config.mediaDir,
    libraryDir: ingestPaths.library,
    live,
    channels,
    now,
    audience,
    items,
    customerId: options.config.customerId,
  });
  shareLinkRoutes(app, { items, customerId: options.config.customerId });
  await webRoutes(app, { appDir: config.appDir, studioDir: config.studioDir, customerId: config.customerId, pagePolicy: headers.pagePolicy });
  return app;
}
