/**
 * The fuzz table: every route the app registers, with what a good request to it looks like (the
 * fuzz edits it into bad ones) and the route's own rules: what must be refused, which item an
 * answer serves, what a refusal may change. fuzz.test.ts fails when the app has a route this
 * table does not cover.
 */
import fc from 'fast-check';
import { ORIENTATIONS } from '../../../contract/wire.js';
import { PROGRAMME_KINDS, SAMPLE_STREAMS, THEME_KEYS, TV_RATINGS, type ProgrammeKind } from '../../../contract/studio.js';
import { PICTURE_KINDS } from '../../../contract/studio-pictures.js';
import { SITE_SECTION_KEYS } from '../../../contract/studio-site.js';
import { THEME_DEFAULTS } from '../../../contract/theme.js';
import { LIVE_ZONE_NAMES, localDate, zoneAbbreviation } from '../../../contract/time-zones.js';
import { LIVE_CHANNELS } from '../../src/media/live-channels.js';
import { ART_KINDS } from '../../src/media/art.js';
import { CATALOGUE_IDS } from '../../src/seed/catalogue-ids.js';
import { SORT_OPTIONS } from '../../src/repositories/items.js';
import { SHARE_SERVICES } from '../../../contract/wire.js';
import { digest } from '../accounts.js';
import { CUSTOMER } from '../helper.js';
import { hostileNumber, hostileString } from './hostile.js';
import { headerAsRead, type FuzzRequest, type RouteSpec } from './requests.js';
import type { Change, Snapshot } from './snapshot.js';
import { OTHER_CUSTOMER, type Person, type World } from './world.js';

const WRONG_DIGEST = digest('not the password');

// Pools of good values, drawn from the world.
const allItems = (w: World) => Object.values(w.items).flat();
const itemId = (w: World) =>
  fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...allItems(w)) }, { weight: 1, arbitrary: fc.constantFrom('no-such-item', 'a', 'x'.repeat(64)) });
const vodId = (w: World) => fc.constantFrom(...w.items.kidsVod, ...w.items.adultVod, ...w.items.shorts, 'no-such-item');
const catalogueId = (w: World) =>
  fc.constantFrom(
    ...w.items.catalogues,
    ...w.items.kidsShows,
    ...w.items.adultShows,
    ...w.items.seasons,
    ...w.items.kidsCategories,
    ...w.items.adultCategories,
    ...w.items.playlists,
    ...w.items.adultVod.slice(0, 1),
    'no-such-item',
  );
const people = (w: World) => Object.values(w.people);
const profileId = (w: World) => fc.constantFrom(...people(w).flatMap((p) => [p.regularProfile, p.kidsProfile]), '00000000-0000-4000-8000-000000000000');
const email = (w: World) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...people(w).map((p) => p.email), w.unverified.email, ...Object.values(w.contacts).map((c) => c.email)) },
    { weight: 2, arbitrary: fc.uuid().map((u) => `new-${u.slice(0, 8)}@example.org`) },
    { weight: 1, arbitrary: fc.constantFrom('AVALYNN.QORVATH@EXAMPLE.ORG', ' avalynn.qorvath@example.org ', 'nobody@example.org', 'a@b', '@', 'x@y.zzzz') },
  );
const telephone = (w: World) =>
  fc.constantFrom(w.people.A.telephone!, '+15550100201', '(555) 010-0201', w.people.B.telephone!, '+1 555 999 0000', '123', '+'.repeat(20));
const passwordDigest = (w: World) =>
  fc.constantFrom(...people(w).map((p) => p.digest), w.unverified.digest, WRONG_DIGEST, digest('new password 1'), digest('new password 2'));
const page = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom(100_000, 100_001, 1e9, 2 ** 53) },
  { weight: 1, arbitrary: fc.constantFrom('1', 'NaN', '-1', '1.5', '1e3', '', '0x10', ' 2 ') },
);
const size = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -1, max: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom(100, 101, 500, 501, 1e9, -1e9) },
  { weight: 1, arbitrary: fc.constantFrom('NaN', '5', '1e9', 'all') },
);
const text = (max: number) =>
  fc.oneof({ weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: Math.min(max, 40) }) }, { weight: 1, arbitrary: hostileString });
const searchKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('rosary', 'saint', 'mary', 'kids', 'live', 'Rosary-for-Kids', 'the', 'ros', 'ß', 'é', 'mass 2024') },
  // Keys that make the index work hardest: many short, common prefixes.
  { weight: 1, arbitrary: fc.constantFrom('a b c d e f g h', 'e e e e e e e e', 's-t-a-r-s-o-n-e', 'the of and a in to for with', '1 2 3 4 5 6 7 8') },
  { weight: 2, arbitrary: hostileString },
);
const flag = fc.constantFrom<unknown>(0, 1, '0', '1', true, false, 2, -1, 'yes', null);

/** The optional fields of a good object: each present or not. */
const some = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T, required: Array<keyof T> = []) =>
  fc.record(fields, { requiredKeys: required as never }) as fc.Arbitrary<Record<string, unknown>>;

/** A tus upload's id: one of the form the server names them, or not. */
const uploadId = fc.constantFrom('0'.repeat(32), 'f'.repeat(32), 'not-an-upload', 'x'.repeat(70));
/** What a tus client sends, mostly. */
const tusHeaders = some({
  'tus-resumable': fc.constantFrom('1.0.0', '0.2.2', ''),
  'upload-length': fc.constantFrom('100', '0', '-1', '99999999999999999', 'x'),
  'upload-offset': fc.constantFrom('0', '50', '-5'),
  'content-type': fc.constantFrom('application/offset+octet-stream', 'application/json'),
  'upload-metadata': fc.constantFrom('filename ZmlsbS5tcDQ=', 'filename', '=,='),
}) as fc.Arbitrary<Record<string, string>>;
/** Captions: SRT and WebVTT that read, and text that does not. */
const captionText = fc.oneof(
  fc.constantFrom(
    '1\n00:00:01,000 --> 00:00:02,000\nHello\n',
    'WEBVTT\n\n00:01.000 --> 00:02.500\n<i>Hi</i>\n',
    '00:00:05,000 --> 00:00:01,000\nBackwards\n',
    '',
  ),
  hostileString,
);
// Rules.
/** Whether a row of `table` with this id belongs to the person, in the data before the request. */
const owns = (before: Snapshot, table: 'profiles' | 'subscriptions', person: Person, id: unknown) =>
  typeof id === 'string' && before.get(table)!.get(id)?.user_id === person.userId;
/** The profileid header names a profile that is not the signed-in person's own. */
const foreignProfileHeader = (request: FuzzRequest, person: Person, before: Snapshot) => {
  const header = headerAsRead(request, 'profileid');
  return header !== undefined && header !== '' && !owns(before, 'profiles', person, header);
};
const foreignProfileParam = (request: FuzzRequest, person: Person, before: Snapshot) => !owns(before, 'profiles', person, request.params.id);
const foreignSubscription = (request: FuzzRequest, person: Person, before: Snapshot) => !owns(before, 'subscriptions', person, request.params.id);
/** Only a wrong code's count may change when a code is refused (5 wrong tries lock it). */
const codeAttemptCounted = (change: Change) =>
  change.table === 'one_time_codes' &&
  change.before !== undefined &&
  change.after !== undefined &&
  JSON.stringify({ ...change.before, failed_attempts: 0 }) === JSON.stringify({ ...change.after, failed_attempts: 0 });
/** RFC 8628: a poll while pending notes its time (and a too-early one slows the TV down). */
const pollNoted = (change: Change) =>
  change.table === 'device_codes' &&
  change.before !== undefined &&
  change.after !== undefined &&
  JSON.stringify({ ...change.before, last_polled_at: 0, poll_interval: 0 }) === JSON.stringify({ ...change.after, last_polled_at: 0, poll_interval: 0 });
/** This device's own id, another device's, and ones the server refuses. */
const deviceId = fc.constantFrom('device-fuzz-0001', 'device-fuzz-0002', 'short', '../../etc/passwd', 'x'.repeat(65));
const answerVideoId = (_request: FuzzRequest, answer: any) => (answer?.status === 1 || answer?.resumeTime !== undefined ? answer?.video_id : undefined);

const acceptLanguage = fc.record({
  'accept-language': fc.oneof(fc.constantFrom('en-GB,en;q=0.9', 'ga-IE', 'de-AT', 'xx-ZZ', '*', ';;;,,,', 'en-'.repeat(2000)), hostileString),
  'cf-ipcountry': fc.oneof(fc.constantFrom('IE', 'us', 'XX', 'T1', ''), hostileString),
});
const staticHeaders = fc.oneof(
  fc.constant({}),
  fc.record({
    range: fc.constantFrom(
      'bytes=0-10',
      'bytes=10-0',
      'bytes=-1',
      'bytes=0-1,2-3,4-5',
      'bytes=999999999-',
      'bytes=abc',
      'items=0-1',
      `bytes=${'0-1,'.repeat(500)}0-1`,
    ),
  }),
  fc.record({ 'if-none-match': fc.constantFrom('*', '"x"', 'W/"1"'), 'if-modified-since': fc.constantFrom('Thu, 01 Jan 2099 00:00:00 GMT', 'yesterday', '') }),
);

const A = (w: World) => w.people.A;
const contact = (w: World) => w.contacts[CUSTOMER]!;
const otherContact = (w: World) => w.contacts[OTHER_CUSTOMER]!;

// The studio's pools and rules.
const studioIds = (w: World) => Object.values(w.studio.programmes);
/** A studio programme, now and then one that is not (a demo catalogue item, a deleted one, the other customer's). */
const programmeId = (w: World) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...studioIds(w)) },
    { weight: 1, arbitrary: fc.constantFrom('st-nosuchthing', w.items.adultShows[0]!, 'cr-home', 'x'.repeat(64)) },
  );
/** Mostly a version some programme is at (so about a third are current), sometimes one no programme is at. */
const version = (w: World) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...new Set(Object.values(w.studio.versions))) },
    { weight: 1, arbitrary: fc.constantFrom(4, 99, 1_000_000_000) },
    { weight: 1, arbitrary: fc.oneof(hostileNumber, fc.constantFrom(0, -1, 1.5, '2', null)) },
  );
/** What each kind belongs to in the world: a season to the series, an episode to the season, a video to the playlist or nothing. */
const parentFor = (w: World, kind: ProgrammeKind): fc.Arbitrary<string> => {
  const p = w.studio.programmes;
  if (kind === 'season') return fc.constant(p.series);
  if (kind === 'episode') return fc.constant(p.season);
  if (['video', 'short', 'promo'].includes(kind)) return fc.constantFrom('', p.playlist);
  return fc.constant('');
};
/** ProgrammeFields (contract/studio.ts): every field, the kind and its parent mostly agreeing. */
const programmeFields = (w: World) =>
  fc.constantFrom(...PROGRAMME_KINDS).chain((kind) =>
    fc.record({
      kind: fc.constant(kind),
      title: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('Fuzzed Vespers', 'Lauds at Dawn', 'Songs for Little Ones') },
        { weight: 1, arbitrary: text(200) },
      ),
      description: text(4000),
      tags: fc.array(fc.constantFrom('fuzz', 'studio', 'kids', 'rosary'), { maxLength: 3 }),
      genre: fc.constantFrom('', 'Teaching', 'Music'),
      year: fc.integer({ min: 1900, max: 2100 }),
      tvRating: fc.constantFrom(...TV_RATINGS),
      kids: fc.boolean(),
      episodeNumber: fc.integer({ min: 0, max: 9999 }),
      language: fc.constantFrom('en', 'en-GB', 'ga'),
      orientation: fc.constantFrom(...ORIENTATIONS),
      searchExclude: fc.boolean(),
      promoUrl: fc.constantFrom('', '/promo/fuzz', 'https://example.org/promo'),
      showId: fc.constantFrom('', w.studio.programmes.series, w.items.adultShows[0]!),
      relatedSearch: fc.constantFrom('', 'rosary'),
      duration: fc.constantFrom('', '00:24:00', '01:59:59'),
      stream: fc.constantFrom('', ...SAMPLE_STREAMS),
      parentId: fc.oneof({ weight: 6, arbitrary: parentFor(w, kind) }, { weight: 1, arbitrary: fc.constantFrom('', ...studioIds(w), 'st-nosuchthing') }),
      order: fc.integer({ min: 0, max: 100_000 }),
    }),
  );
/** The version a request names, once a programme of the studio that is at another one. */
const staleVersion = (version: unknown) => (request: FuzzRequest, before: Snapshot) => {
  const row = before.get('studio_programmes')!.get(`${CUSTOMER}|${request.params.id}`);
  return row !== undefined && typeof version === 'number' && Number.isInteger(version) && version >= 1 && version <= 1e9 && version !== Number(row.version);
};
const bodyField = (request: FuzzRequest, key: string) =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>)[key] : undefined;
const queryField = (request: FuzzRequest, key: string) =>
  request.query && typeof request.query === 'object' && !Array.isArray(request.query) ? (request.query as Record<string, unknown>)[key] : undefined;
/** The entries of a list in order, per the data before the request. */
const entriesOf = (before: Snapshot, list: string) =>
  [...before.get('catalogue_entries')!.values()]
    .filter((e) => e.catalogue_id === list)
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((e) => String(e.item_id));
/** A small Roku Direct Publisher feed (studio/feed-import.ts): ids that repeat now and then, titles that fit or not. */
const feedVideo = fc.record({
  id: fc.constantFrom('fz-1', 'fz-2', 'fz odd/id', ''),
  title: fc.constantFrom('A Film', 'Another Film', '', 'x'.repeat(300)),
  releaseDate: fc.constantFrom('2024-01-01', 'not a date', '1800-01-01'),
  tags: fc.constantFrom(['prayer'], [], ['x'.repeat(60)]),
  content: fc.constantFrom({ duration: 60, videos: [{ url: 'https://cdn.example.org/a.m3u8' }] }, { duration: 10_000_000, videos: [] }),
  rating: fc.constantFrom({ rating: 'TV-G' }, { rating: 'TV-Y' }, { rating: 'R' }),
});
const fuzzFeed = fc.record(
  {
    providerName: fc.constant('Fuzz'),
    movies: fc.array(feedVideo, { maxLength: 2 }),
    shortFormVideos: fc.array(feedVideo, { maxLength: 1 }),
    series: fc.array(
      fc.record({
        id: fc.constantFrom('fz-s', 'fz-1'),
        title: fc.constant('A Series'),
        seasons: fc.array(fc.record({ seasonNumber: fc.constantFrom<unknown>(1, '2', 1), episodes: fc.array(feedVideo, { maxLength: 2 }) }), { maxLength: 2 }),
      }),
      { maxLength: 1 },
    ),
    playlists: fc.constant([{ name: 'P', itemIds: ['fz-1', 'fz-s', 'nope'] }]),
    categories: fc.constantFrom([{ name: 'Fuzz picks', playlistName: 'P' }], [{ name: 'Fuzz prayer', query: 'prayer OR kids' }], []),
  },
  { requiredKeys: ['providerName'] },
);
const fuzzMrss = fc.constantFrom(
  '<rss><channel><item><guid>fz-r</guid><title>Vespers</title><media:content url="https://cdn.example.org/v.mp4" duration="600"/></item></channel></rss>',
  '<rss><channel><item><title>No guid</title></item></channel></rss>',
  '<!DOCTYPE x [<!ENTITY a "b">]><rss/>',
  'not xml',
);

/** A carousel's new order over one that is no longer the order (studio/carousels.ts: the lists an editor arranges). */
/** The look's `expected` is not what the configuration held before the request. */
const staleLook = (request: FuzzRequest, before: Snapshot) => {
  const expected = bodyField(request, 'expected');
  if (!expected || typeof expected !== 'object' || Array.isArray(expected)) return false;
  const rows = before.get('app_config')!;
  return THEME_KEYS.some((key) => (expected as Record<string, unknown>)[key] !== (rows.get(`${CUSTOMER}|${key}`)?.value ?? THEME_DEFAULTS[key]));
};
const lookColour = fc.constantFrom('#7fd4ff', '#1e3a8a', '#ffffff', '#000000', '#333333', '#777777', '#F0D256', 'red', '#fff', 'rgb(0, 0, 0)', '#12345g', '');
/** A version no section has (a digest is 20 hex digits drawn from sha256): saving over it must answer 409. */
const STALE_SITE_VERSION = 'ffffffffffffffffffff';
/** Leaves a site section's value may get instead of its own: scripts, bad links and phones, numbers out of range, hostile text. */
const siteLeaf = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      '<p><b>bold</b><script>alert(1)</script><img src=x onerror=alert(2)></p>',
      'javascript:alert(1)',
      'https://example.org/x',
      '/art/x.webp',
      '+1 555 010 0100',
      'call me',
      'EU',
      'NZL',
      '',
      4.99,
      -1,
      1e9,
      0,
      null,
      true,
      [],
    ),
  },
  { weight: 1, arbitrary: hostileString },
);
/** A section's value with one leaf replaced, or (a list) reversed, one entry fewer, or a new entry copied from the first. */
function siteChange(value: unknown): fc.Arbitrary<unknown> {
  const leaves: string[][] = [];
  const walk = (node: unknown, path: string[]) => {
    if (node && typeof node === 'object') for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
    else leaves.push(path);
  };
  walk(value, []);
  const replaced = leaves.length
    ? fc.tuple(fc.constantFrom(...leaves), siteLeaf).map(([path, leaf]) => {
        const copy = structuredClone(value) as Record<string, unknown>;
        let node = copy;
        for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
        node[path.at(-1)!] = leaf;
        return copy as unknown;
      })
    : fc.constant(value);
  if (!Array.isArray(value) || value.length === 0) return replaced;
  const lists = fc.constantFrom<unknown>([...value].reverse(), value.slice(1), [{ ...(value[0] as object), id: '' }, ...value]);
  return fc.oneof(replaced, lists);
}
const staleOrder = (request: FuzzRequest, before: Snapshot) => {
  const ids = bodyField(request, 'ids');
  const expected = bodyField(request, 'expected');
  if (!Array.isArray(ids) || !Array.isArray(expected) || ![...ids, ...expected].every((v) => typeof v === 'string')) return false;
  const id = request.params.id!;
  const fixed: string[] = [
    CATALOGUE_IDS.homeCarousels,
    CATALOGUE_IDS.kidsCarousels,
    CATALOGUE_IDS.featured,
    CATALOGUE_IDS.featuredMobile,
    CATALOGUE_IDS.featuredKids,
    CATALOGUE_IDS.bottomBanner,
  ];
  const arrangeable = [...fixed, ...entriesOf(before, CATALOGUE_IDS.homeCarousels), ...entriesOf(before, CATALOGUE_IDS.kidsCarousels)];
  return arrangeable.includes(id) && new Set(ids).size === ids.length && entriesOf(before, id).join(',') !== expected.join(',');
};
/** Live channels: the demo's, and one that is not there. */
const liveChannelId = fc.constantFrom(...LIVE_CHANNELS.map((c) => c.id), 'lv99');
const liveVersion = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(0, 1, 1, 2, 99) },
  { weight: 1, arbitrary: fc.oneof(hostileNumber, fc.constantFrom(-1, 1.5, '1', null)) },
);
const liveFields = fc.record({
  name: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('Lumen TV Fuzz', 'Ä channel') }, { weight: 1, arbitrary: text(120) }),
  description: fc.constantFrom('', 'Live from the fuzz.'),
  stream: fc.constantFrom(
    'sample:chapel',
    'sample:pilgrim',
    'sample:nope',
    'https://streams.example.org/a.m3u8',
    'http://x',
    'ftp://x.org/a',
    'https://',
    'javascript:alert(1)',
    '',
  ),
  timeZone: fc.constantFrom<string>(...LIVE_ZONE_NAMES, 'America/Los_Angeles', 'Mars/Olympus'),
  location: fc.constantFrom('', 'Knock, Ireland'),
  tags: fc.constantFrom<string[]>(
    [],
    ['fuzz'],
    [''],
    Array.from({ length: 21 }, (_, i) => `t${i}`),
  ),
  sampleSchedule: fc.constantFrom<unknown>(true, false, 1, null),
});
/** A schedule for today in a demo channel's zone, now and then with a line cut short, out of order, in another zone, empty, or junk. */
const scheduleText = (w: World) =>
  fc.tuple(fc.constantFrom(...LIVE_CHANNELS.map((c) => c.timeZone)), fc.nat(6)).map(([zone, how]) => {
    const day = localDate(zone, w.now());
    const at = (time: string) => `${day} ${time} ${zoneAbbreviation(zone, w.now())}`;
    const lines = ['title|subtitle|start_time', `Morning Mass|From the chapel|${at('06:00:00')}`, `Vespers||${at('18:00:00')}`];
    if (how === 1) lines.push('Compline|no time');
    if (how === 2) lines.push(`Compline|Night prayer|${at('05:00:00')}`);
    if (how === 3) lines.push('Compline|Night prayer|2001-01-01 21:00:00 PST');
    if (how === 4) return '';
    if (how === 5) return `${'x|y|'.repeat(5)}\n\u0000|\u202e|${at('07:00:00')}`;
    return lines.join('\n');
  });
/** A channel's version that is not the one before the request. */
const staleLiveVersion = (request: FuzzRequest, before: Snapshot) => {
  const row = before.get('live_channels')!.get(`${CUSTOMER}|${request.params.id}`);
  const version = bodyField(request, 'version');
  return row !== undefined && typeof version === 'number' && Number.isInteger(version) && version >= 1 && version <= 1e9 && version !== Number(row.version);
};
/** `expected` is not the version of the channel's latest schedule (today's: older days are dropped on upload; 0 for none) before the request. */
const staleSchedule = (request: FuzzRequest, before: Snapshot) => {
  if (!before.get('live_channels')!.has(`${CUSTOMER}|${request.params.id}`)) return false;
  const expected = bodyField(request, 'expected');
  if (typeof expected !== 'number' || !Number.isInteger(expected) || expected < 0 || expected > 1e9) return false;
  const latest = [...before.get('live_schedules')!.values()]
    .filter((s) => s.customer_id === CUSTOMER && s.channel_id === request.params.id)
    .sort((a, b) => String(b.day).localeCompare(String(a.day)))[0];
  return expected !== Number(latest?.version ?? 0);
};
const studioEmail = (w: World) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(w.studio.owner.email, w.studio.editor.email, w.studio.pending.email) },
    { weight: 2, arbitrary: fc.uuid().map((u) => `studio-${u.slice(0, 8)}@example.org`) },
    { weight: 1, arbitrary: fc.constantFrom(w.studio.owner.email.toUpperCase(), ` ${w.studio.editor.email} `, A(w).email, 'a@b', 'x@y.zz') },
  );
const studioLink = (w: World) => fc.constantFrom(w.studio.pending.link, w.studio.usedLink, 'x'.repeat(43), 'short');
/** The current code of an authenticator (made when the request is), or a wrong one. */
const totp = (w: World, secret: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(null).map(() => w.studio.codeFor(secret)) },
    { weight: 1, arbitrary: fc.constantFrom('000000', '12345', 'abcdef') },
  );

/** Every route of the app, with how to fuzz it. */
export const ROUTE_SPECS: readonly RouteSpec[] = [
  // Tokens and configuration.
  {
    method: 'POST',
    url: '/api/get-token',
    auth: 'none',
    body: () =>
      some({ platform: fc.constantFrom('web', 'tizen', 'webos', 'android tv'), customerId: fc.constantFrom(CUSTOMER, OTHER_CUSTOMER, 'LUMEN') }, [
        'platform',
        'customerId',
      ]),
  },
  { method: 'GET', url: '/api/refresh-token', auth: 'app' },
  { method: 'GET', url: '/api/appconfig', auth: 'none' },
  {
    method: 'GET',
    url: '/api/catalogues',
    auth: 'none',
    weight: 2,
    query: (w) =>
      some(
        {
          id: catalogueId(w),
          size,
          page,
          sortOption: fc.constantFrom(...SORT_OPTIONS, 'NEWEST', 'random'),
          yearFilterOption: fc.integer({ min: 2010, max: 2030 }),
          filterBy: fc.constantFrom('alphabet', 'category', 'year'),
          filterOption: fc.constantFrom('All', '0-9', 'A', 'z', 'ZZ', ...w.items.kidsCategories, ...w.items.adultCategories, ...w.items.adultShows.slice(0, 1)),
          filterText: text(100),
        },
        ['id'],
      ),
    servesItem: (_r, answer) => answer?._embedded?._id,
  },
  {
    method: 'GET',
    url: '/api/catalogues/allowed',
    auth: 'none',
    query: (w) =>
      some(
        {
          ids: fc.oneof(
            fc.array(catalogueId(w), { minLength: 1, maxLength: 8 }).map((ids) => ids.join(',')),
            fc.constantFrom('', ',', 'a,,b', 'nav-saints;nav-kids', 'x'.repeat(70)),
          ),
        },
        ['ids'],
      ),
  },
  {
    method: 'GET',
    url: '/api/video',
    auth: 'none',
    query: (w) => some({ id: itemId(w) }, ['id']),
    servesItem: (_r, answer) => answer?._embedded?.collections?.[0]?.id,
  },
  {
    method: 'GET',
    url: '/api/blogs',
    auth: 'none',
    query: () =>
      some({
        'tags[]': fc.oneof(fc.constantFrom('faq', 'about-us-faq', 'giving', 'FAQ'), fc.constant(['faq', 'about-us-faq'])),
        tags: fc.constantFrom('faq', 'about-us-faq'),
      }),
  },

  // Accounts.
  {
    method: 'POST',
    url: '/api/login',
    auth: 'none',
    weight: 0.4,
    body: (w) =>
      some({ username: fc.oneof(email(w), telephone(w)), id: email(w), password: passwordDigest(w), type: fc.constantFrom('email', 'phone') }, ['password']),
  },
  {
    method: 'POST',
    url: '/api/register',
    auth: 'none',
    weight: 0.4,
    body: (w) =>
      some(
        {
          first_name: text(100),
          last_name: text(100),
          name: text(100),
          lastname: text(100),
          telephone: telephone(w),
          username: email(w),
          email_address: email(w),
          email: email(w),
          password: passwordDigest(w),
          metaData: fc.record({ emailupdate: fc.boolean() }),
          referralcode: text(64),
          type: fc.constant('email'),
        },
        ['first_name', 'email_address', 'password'],
      ),
  },
  ...(['/api/social-login', '/api/social-register'] as const).map((url): RouteSpec => ({
    method: 'POST',
    url,
    auth: 'none',
    body: (w) =>
      some(
        {
          token: fc.constantFrom(`ok:${A(w).socialSubject}`, 'ok:someone-new', 'ok:x', 'forged', ''),
          provider: fc.constantFrom('google', 'facebook', 'twitter'),
          email: email(w),
          username: email(w),
          first_name: text(100),
          last_name: text(100),
        },
        ['token', 'provider'],
      ),
  })),
  {
    method: 'POST',
    url: '/api/confirm/:username',
    auth: 'none',
    params: (w) => ({ username: fc.oneof(email(w), fc.constant(w.unverified.email)) }),
    query: (w) => some({ token: fc.constantFrom(w.unverified.verifyToken, A(w).resetToken!, A(w).token, 'x') }),
    body: (w) => some({ username: email(w), token: fc.constantFrom(w.unverified.verifyToken, 'x') }),
  },
  {
    method: 'POST',
    url: '/api/confirm-mobile',
    auth: 'none',
    body: (w) => some({ telephone: telephone(w), code: fc.constantFrom(A(w).phoneVerifyCode!, '000000', '12345', '1234567', 'abcdef') }, ['telephone', 'code']),
    refusalMayChange: codeAttemptCounted,
  },
  { method: 'POST', url: '/api/trigger-email-verification', auth: 'none', body: (w) => some({ email_address: email(w) }, ['email_address']) },
  { method: 'POST', url: '/api/trigger-mobile-verification', auth: 'none', body: (w) => some({ telephone: telephone(w) }, ['telephone']) },
  { method: 'POST', url: '/api/reset', auth: 'none', body: (w) => some({ email: email(w), telephone: telephone(w) }) },
  {
    method: 'POST',
    url: '/api/update-password',
    auth: 'none',
    weight: 0.5,
    body: (w) =>
      some(
        {
          userId: fc.constantFrom(...people(w).map((p) => p.userId), 'nobody'),
          token: fc.constantFrom(A(w).resetToken!, A(w).phoneResetToken!, A(w).token, 'x'.repeat(43)),
          password: passwordDigest(w),
        },
        ['userId', 'token', 'password'],
      ),
  },
  {
    method: 'POST',
    url: '/api/update-password-mobile',
    auth: 'none',
    weight: 0.5,
    body: (w) =>
      some(
        {
          code: fc.constantFrom(A(w).phoneResetCode!, '000000', '999999'),
          token: fc.constantFrom(A(w).phoneResetToken!, A(w).resetToken!, 'x'),
          password: passwordDigest(w),
        },
        ['code', 'token', 'password'],
      ),
    refusalMayChange: codeAttemptCounted,
  },
  {
    method: 'POST',
    url: '/api/change-password',
    auth: 'user',
    weight: 0.4,
    body: (w) => some({ oldPassword: passwordDigest(w), password: passwordDigest(w) }, ['oldPassword', 'password']),
  },
  { method: 'GET', url: '/api/account', auth: 'user' },
  { method: 'POST', url: '/api/logout', auth: 'user' },

  // My List and resume.
  { method: 'GET', url: '/api/mylist', auth: 'user', weight: 1.5, query: () => some({ page, size }), mustRefuse: foreignProfileHeader },
  {
    method: 'POST',
    url: '/api/mylist',
    auth: 'user',
    weight: 1.5,
    body: (w) => some({ video_id: itemId(w), id: itemId(w), status: flag, value: flag, type: fc.constantFrom('vod', 'Series', 'x') }),
    mustRefuse: foreignProfileHeader,
    servesItem: answerVideoId,
  },
  {
    method: 'POST',
    url: '/api/resume',
    auth: 'user',
    weight: 1.5,
    body: (w) =>
      some(
        {
          video_id: vodId(w),
          status: fc.constantFrom<unknown>(0, 1, 2, '1', true),
          resumeTime: fc.oneof(fc.integer({ min: -5, max: 200_000 }), hostileNumber),
          refId: fc.oneof(catalogueId(w), fc.constantFrom('', null)),
          refType: fc.constantFrom('Series', 'Season', '', null, 'Series!'),
        },
        ['video_id', 'status', 'resumeTime'],
      ),
    mustRefuse: foreignProfileHeader,
    servesItem: answerVideoId,
  },
  {
    method: 'GET',
    url: '/api/get-resume-list/',
    auth: 'user',
    weight: 1.5,
    query: (w) => some({ refId: catalogueId(w), refType: fc.constantFrom('Series', 'x') }),
    mustRefuse: foreignProfileHeader,
  },
  { method: 'DELETE', url: '/api/resume/:videoId', auth: 'user', params: (w) => ({ videoId: vodId(w) }), mustRefuse: foreignProfileHeader },

  // Downloads for offline viewing.
  {
    method: 'POST',
    url: '/api/downloads',
    auth: 'user',
    body: (w) =>
      some({ video_id: itemId(w), quality: fc.constantFrom('standard', 'data-saver', 'best', ''), device: deviceId }, ['video_id', 'quality', 'device']),
    mustRefuse: foreignProfileHeader,
    servesItem: (_request, answer: any) => answer?.download?.video_id,
  },
  { method: 'POST', url: '/api/downloads/renew', auth: 'user', body: () => some({ device: deviceId }, ['device']), mustRefuse: foreignProfileHeader },
  {
    method: 'DELETE',
    url: '/api/downloads/:id',
    auth: 'user',
    params: () => ({ id: fc.oneof(fc.uuid(), fc.constantFrom('x', '-'.repeat(36))) }),
    query: () => some({ device: deviceId }, ['device']),
    mustRefuse: foreignProfileHeader,
  },

  // Profiles.
  { method: 'GET', url: '/api/profiles', auth: 'user' },
  {
    method: 'POST',
    url: '/api/profiles/create',
    auth: 'user',
    body: () => some({ name: text(80), type: fc.constantFrom('REGULAR', 'KIDS', 'kids', 'ADMIN') }),
  },
  {
    method: 'PATCH',
    url: '/api/profiles/:id',
    auth: 'user',
    weight: 1.5,
    params: (w) => ({ id: profileId(w) }),
    body: () => some({ name: text(80), type: fc.constantFrom('REGULAR', 'KIDS', 'kids') }),
    mustRefuse: foreignProfileParam,
  },
  { method: 'DELETE', url: '/api/profiles/:id', auth: 'user', weight: 1.5, params: (w) => ({ id: profileId(w) }), mustRefuse: foreignProfileParam },
  { method: 'POST', url: '/api/profiles/verify-password', auth: 'user', weight: 0.4, body: (w) => some({ password: passwordDigest(w) }, ['password']) },

  // Plans.
  { method: 'GET', url: '/api/packages', auth: 'none' },
  { method: 'GET', url: '/api/subscriptions', auth: 'user' },
  {
    method: 'POST',
    url: '/api/subscriptions',
    auth: 'user',
    body: () => some({ package_id: fc.constantFrom('free', 'supporter', 'gold', ''), recurring: flag }),
  },
  {
    method: 'POST',
    url: '/api/subscriptions/:id/cancel',
    auth: 'user',
    params: (w) => ({ id: fc.constantFrom(...people(w).map((p) => p.subscriptionId), '00000000-0000-4000-8000-000000000000') }),
    mustRefuse: foreignSubscription,
  },
  {
    method: 'PATCH',
    url: '/api/subscriptions/:id',
    auth: 'user',
    params: (w) => ({ id: fc.constantFrom(...people(w).map((p) => p.subscriptionId), '00000000-0000-4000-8000-000000000000') }),
    body: () => some({ recurring: flag }, ['recurring']),
    mustRefuse: foreignSubscription,
  },

  // What viewers do with programmes.
  {
    method: 'POST',
    url: '/api/shares',
    auth: 'user',
    body: (w) => some({ video_id: itemId(w), service: fc.constantFrom(...SHARE_SERVICES, 'myspace', '') }),
    mustRefuse: foreignProfileHeader,
  },
  { method: 'GET', url: '/api/shares', auth: 'user', query: () => some({ page, size }) },
  {
    method: 'POST',
    url: '/api/feedback',
    auth: 'user',
    body: (w) =>
      some({
        email: email(w),
        firstname: text(100),
        lastname: text(100),
        message: text(2000),
        programName: text(300),
        episodeName: text(300),
        rating: fc.oneof(fc.integer({ min: -1, max: 12 }), hostileNumber, fc.constant(null)),
        videoId: fc.oneof(itemId(w), fc.constantFrom('', null)),
      }),
    mustRefuse: foreignProfileHeader,
  },
  { method: 'GET', url: '/api/feedback', auth: 'user', query: () => some({ page, size }) },
  {
    method: 'POST',
    url: '/api/analytics/events',
    auth: 'none',
    body: () => some({ event: fc.constantFrom('search', 'play', ''), value: text(100) }, ['event', 'value']),
  },

  // The contact form and its CRM gateway.
  {
    method: 'GET',
    url: '/api/contacts/find/:email',
    auth: 'crm',
    params: (w) => ({ email: fc.oneof(email(w), fc.constant(otherContact(w).email)) }),
    query: () => some({ idProperty: fc.constantFrom('email', 'id') }),
  },
  {
    method: 'POST',
    url: '/api/contacts/create',
    auth: 'crm',
    body: (w) =>
      some(
        {
          email: email(w),
          firstname: text(100),
          lastname: text(100),
          phone: fc.constantFrom('+12 3456 7890', '12-3456-7890', '123'),
          country: fc.constantFrom('USA', 'IRL', ''),
        },
        ['email', 'firstname', 'lastname', 'phone', 'country'],
      ),
  },
  ...(['/api/contacts/contact-us', '/api/contactus'] as const).map((url): RouteSpec => ({
    method: 'POST',
    url,
    auth: url === '/api/contactus' ? 'none' : 'crm',
    body: (w) =>
      some(
        {
          interaction_type: fc.constantFrom('contact', 'x'),
          user_interaction_name: text(100),
          email: email(w),
          first_name: text(100),
          last_name: text(100),
          phone_number: fc.constantFrom('+12 3456 7890', '1234567890', 'call me'),
          message_content: text(5000),
          country: fc.constantFrom('USA', ''),
        },
        ['interaction_type', 'user_interaction_name', 'email', 'first_name', 'last_name', 'phone_number', 'message_content', 'country'],
      ),
  })),
  {
    method: 'PUT',
    url: '/api/contacts/association',
    auth: 'crm',
    body: (w) =>
      some(
        {
          contact_us_id: fc.constantFrom(contact(w).messageId, otherContact(w).messageId, 'nope'),
          contact_id: fc.constantFrom(contact(w).contactId, otherContact(w).contactId, 'nope'),
        },
        ['contact_us_id', 'contact_id'],
      ),
  },

  // Signing in a TV.
  { method: 'POST', url: '/api/device/code', auth: 'app' },
  {
    method: 'POST',
    url: '/api/device/token',
    auth: 'none',
    body: (w) => some({ device_code: fc.constantFrom(w.device.deviceCode, 'x'.repeat(43)) }, ['device_code']),
    refusalMayChange: pollNoted,
  },
  ...(['/api/device/approve', '/api/device/deny'] as const).map((url): RouteSpec => ({
    method: 'POST',
    url,
    auth: 'user',
    body: (w) =>
      some({ user_code: fc.constantFrom(w.device.userCode, w.device.userCode.toLowerCase().replace('-', ' '), 'BCDF-GHJK', 'AAAA-AAAA', '') }, ['user_code']),
  })),
  { method: 'GET', url: '/api/dev/outbox', auth: 'none', query: (w) => some({ to: fc.oneof(email(w), telephone(w)), limit: size }) },

  // Search.
  ...(['/api/search', '/api/v2/search'] as const).map((url): RouteSpec => ({
    method: 'GET',
    url,
    auth: 'none',
    weight: 1.5,
    query: () =>
      some(
        {
          type: fc.constantFrom('CATALOGUE', 'VIDEO', 'catalogue', 'ALL'),
          search: searchKey,
          page,
          limit: size,
          size,
          tagsearch: fc.constantFrom('true', 'false', 'yes'),
          st: fc.constantFrom('WORD', 'PHRASE', 'word'),
        },
        ['type', 'search'],
      ),
  })),
  ...(['/api/searchvideo', '/api/v2/searchvideo'] as const).map((url): RouteSpec => ({
    method: 'GET',
    url,
    auth: 'none',
    query: () => some({ query: searchKey, page, limit: size }, ['query']),
  })),

  // Playback, live, schedules, country.
  { method: 'GET', url: '/api/playback/:id', auth: 'none', params: (w) => ({ id: itemId(w) }), servesItem: (r) => r.params.id },
  {
    method: 'GET',
    url: '/api/live/:id/stream',
    auth: 'app',
    params: (w) => ({ id: fc.constantFrom(...w.items.live, 'lv99', ...w.items.kidsVod.slice(0, 1)) }),
    servesItem: (r) => r.params.id,
  },
  {
    method: 'GET',
    url: '/api/epg/:file',
    auth: 'none',
    params: (w) => ({ file: fc.constantFrom(...w.items.live, 'lv99', ...w.items.kidsVod.slice(0, 1)).map((id) => `${id}.txt`) }),
    servesItem: (r) => r.params.file?.replace(/\.txt$/, ''),
  },
  { method: 'GET', url: '/api/country', auth: 'none', headers: () => acceptLanguage },

  // The studio (/studio-api): operators' sessions only; owners alone manage operators.
  {
    method: 'POST',
    url: '/studio-api/sign-in',
    auth: 'none',
    weight: 0.4,
    body: (w) =>
      some(
        {
          email: studioEmail(w),
          password: fc.constantFrom(w.studio.owner.password, w.studio.editor.password, A(w).password, 'not the studio password'),
          code: totp(w, w.studio.owner.totpSecret!),
        },
        ['email', 'password'],
      ),
  },
  { method: 'POST', url: '/studio-api/sign-out', auth: 'none' },
  { method: 'GET', url: '/studio-api/me', auth: 'studio' },
  { method: 'GET', url: '/studio-api/welcome', auth: 'none', query: (w) => some({ token: studioLink(w) }, ['token']) },
  {
    method: 'POST',
    url: '/studio-api/welcome',
    auth: 'none',
    weight: 0.4,
    body: (w) =>
      some({ token: studioLink(w), password: fc.constantFrom('a new editor password', 'too short'), code: totp(w, w.studio.pending.totpSecret) }, [
        'token',
        'password',
      ]),
  },
  { method: 'GET', url: '/studio-api/operators', auth: 'owner' },
  {
    method: 'POST',
    url: '/studio-api/operators',
    auth: 'owner',
    body: (w) => some({ email: studioEmail(w), role: fc.constantFrom('editor', 'owner', 'viewer') }, ['email', 'role']),
  },
  {
    method: 'PATCH',
    url: '/studio-api/operators/:id',
    auth: 'owner',
    params: (w) => ({ id: fc.constantFrom(w.studio.owner.id, w.studio.editor.id, w.studio.pending.id, A(w).userId, 'no-such-operator') }),
    body: () => some({ role: fc.constantFrom('owner', 'editor', 'viewer'), status: fc.constantFrom('active', 'disabled', 'invited') }),
  },
  { method: 'GET', url: '/studio-api/audit', auth: 'studio', query: () => some({ limit: fc.oneof(fc.integer({ min: -1, max: 600 }), hostileNumber) }) },
  { method: 'GET', url: '/studio-api/programmes', auth: 'studio' },
  { method: 'POST', url: '/studio-api/programmes', auth: 'studio', body: (w) => some({ fields: programmeFields(w) }, ['fields']) },
  { method: 'GET', url: '/studio-api/programmes/:id', auth: 'studio', params: (w) => ({ id: programmeId(w) }) },
  { method: 'GET', url: '/studio-api/programmes/:id/preview', auth: 'studio', params: (w) => ({ id: programmeId(w) }) },
  {
    method: 'PUT',
    url: '/studio-api/programmes/:id',
    auth: 'studio',
    params: (w) => ({ id: programmeId(w) }),
    body: (w) => some({ fields: programmeFields(w), version: version(w) }, ['fields', 'version']),
    mustConflict: (request, before) => staleVersion(bodyField(request, 'version'))(request, before),
  },
  {
    method: 'POST',
    url: '/studio-api/programmes/:id/publication',
    auth: 'studio',
    params: (w) => ({ id: programmeId(w) }),
    body: (w) =>
      some(
        {
          version: version(w),
          status: fc.constantFrom('draft', 'published', 'scheduled', 'live'),
          publishAt: fc.oneof(
            fc.constantFrom(3_600_000, 3 * 24 * 3_600_000, -60_000).map((ms) => new Date(w.now() + ms).toISOString()),
            fc.constantFrom('2020-01-01T00:00:00Z', '2100-01-01T00:00Z', '9999-12-31T23:59:59.999Z', '2026-13-45T99:99:99Z'),
          ),
        },
        ['version', 'status'],
      ),
    mustConflict: (request, before) => staleVersion(bodyField(request, 'version'))(request, before),
  },
  {
    method: 'DELETE',
    url: '/studio-api/programmes/:id',
    auth: 'studio',
    params: (w) => ({ id: programmeId(w) }),
    query: (w) => some({ version: version(w) }, ['version']),
    mustConflict: (request, before) => staleVersion(queryField(request, 'version'))(request, before),
  },
  { method: 'GET', url: '/studio-api/carousels', auth: 'studio' },
  ...(['GET', 'PUT'] as const).map((method): RouteSpec => ({
    method,
    url: '/studio-api/carousels/:id',
    auth: 'studio',
    params: (w) => ({
      id: fc.constantFrom(...Object.keys(w.studio.carousels), CATALOGUE_IDS.homeCarousels, CATALOGUE_IDS.featured, CATALOGUE_IDS.allShows, 'cr-nope'),
    }),
    ...(method === 'PUT'
      ? {
          body: (w: World) => {
            const orders = Object.values(w.studio.carousels);
            // The order as it is, rearranged, with a programme more (the studio's, the catalogue's, none) or one fewer.
            const ids = fc
              .tuple(fc.constantFrom(...orders), fc.constantFrom(...studioIds(w), ...w.items.adultVod, 'st-nosuchthing'), fc.nat(3))
              .map(([order, extra, how]) =>
                how === 0 ? [extra, ...order] : how === 1 ? [...order].reverse() : how === 2 ? order.slice(1) : [...order, order[0] ?? extra],
              );
            return some({ ids, expected: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...orders) }, { weight: 1, arbitrary: fc.constant([]) }) }, [
              'ids',
              'expected',
            ]);
          },
          mustConflict: staleOrder,
        }
      : {}),
  })),

  // Import and export (studio/feed-*.ts): a small feed, now and then with a repeated id, a title too long, or Media RSS text instead.
  {
    method: 'POST',
    url: '/studio-api/import',
    auth: 'studio',
    weight: 0.5,
    body: () => some({ feed: fuzzFeed, mrss: fuzzMrss, dryRun: fc.boolean(), publish: fc.constantFrom<unknown>(true, false, 1, null) }, ['dryRun']),
  },
  { method: 'GET', url: '/studio-api/export', auth: 'studio', weight: 0.2 },

  { method: 'GET', url: '/studio-api/look', auth: 'studio' },
  {
    method: 'PUT',
    url: '/studio-api/look',
    auth: 'studio',
    // Readable colours, unreadable ones, and ones of another form; `expected` mostly the configured ones.
    body: () =>
      some(
        {
          // The configured colours, or one of them changed (a good change most often saves).
          colours: fc.oneof(
            { weight: 1, arbitrary: fc.constant({ ...THEME_DEFAULTS }) },
            { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...THEME_KEYS), lookColour).map(([key, value]) => ({ ...THEME_DEFAULTS, [key]: value })) },
          ),
          expected: fc.oneof(
            { weight: 3, arbitrary: fc.constant({ ...THEME_DEFAULTS }) },
            { weight: 1, arbitrary: lookColour.map((value) => ({ ...THEME_DEFAULTS, shalom_theme_color: value })) },
          ),
          acceptLowContrast: fc.constantFrom<unknown>(true, true, false, 1, 'yes', null),
        },
        ['colours', 'expected'],
      ),
    mustConflict: staleLook,
  },

  // Pictures (studio/picture-routes.ts): the body is a file of any content-type, so the fuzz's junk
  // bodies (text, JSON, binary, none) are its bad uploads; each must be refused with a 4xx.
  {
    method: 'PUT',
    url: '/studio-api/pictures/:kind',
    auth: 'studio',
    params: () => ({ kind: fc.constantFrom(...PICTURE_KINDS, 'banner', 'poster') }),
  },

  // Ingest (ingest/routes.ts): tus uploads (the fuzz's junk is a bad tus request, refused with a
  // 4xx), jobs for uploads that are not there, captions good and bad, for programmes with and without a film.
  { method: 'POST', url: '/studio-api/uploads', auth: 'studio', weight: 0.3, headers: () => tusHeaders },
  ...(['GET', 'PATCH', 'DELETE'] as const).map((method): RouteSpec => ({
    method,
    url: '/studio-api/uploads/:uploadId',
    auth: 'studio',
    weight: 0.3,
    params: () => ({ uploadId: uploadId }),
    headers: () => tusHeaders,
  })),
  { method: 'GET', url: '/studio-api/ingest', auth: 'studio', weight: 0.2 },
  {
    method: 'POST',
    url: '/studio-api/programmes/:id/ingest',
    auth: 'studio',
    weight: 0.5,
    params: (w) => ({ id: programmeId(w) }),
    body: () => some({ uploadId }, ['uploadId']),
  },
  { method: 'GET', url: '/studio-api/programmes/:id/ingest', auth: 'studio', weight: 0.3, params: (w) => ({ id: programmeId(w) }) },
  ...(['GET', 'DELETE'] as const).map((method): RouteSpec => ({
    method,
    url: '/studio-api/ingest-jobs/:jobId',
    auth: 'studio',
    weight: 0.3,
    params: () => ({ jobId: fc.constantFrom('0'.repeat(24), 'a1'.repeat(12), 'nope') }),
  })),
  { method: 'GET', url: '/studio-api/programmes/:id/captions', auth: 'studio', weight: 0.3, params: (w) => ({ id: programmeId(w) }) },
  {
    method: 'PUT',
    url: '/studio-api/programmes/:id/captions',
    auth: 'studio',
    weight: 0.5,
    params: (w) => ({ id: programmeId(w) }),
    body: () => some({ language: fc.constantFrom('en', 'es', 'pt-BR', 'xx-yy', '../x'), text: captionText }, ['language', 'text']),
  },
  {
    method: 'DELETE',
    url: '/studio-api/programmes/:id/captions/:language',
    auth: 'studio',
    weight: 0.3,
    params: (w) => ({ id: programmeId(w), language: fc.constantFrom('en', 'es', 'EN', '..') }),
  },

  // Live channels (studio/live.ts): fields good and bad, today's schedule with and without bad lines, over current and stale versions.
  { method: 'GET', url: '/studio-api/live', auth: 'studio' },
  { method: 'POST', url: '/studio-api/live', auth: 'studio', weight: 0.5, body: () => some({ fields: liveFields }, ['fields']) },
  {
    method: 'PUT',
    url: '/studio-api/live/:id',
    auth: 'studio',
    params: () => ({ id: liveChannelId }),
    body: () => some({ version: liveVersion, fields: liveFields }, ['version', 'fields']),
    mustConflict: staleLiveVersion,
  },
  {
    method: 'PUT',
    url: '/studio-api/live/:id/schedule',
    auth: 'studio',
    params: () => ({ id: liveChannelId }),
    body: (w) => some({ text: scheduleText(w), expected: liveVersion }, ['text', 'expected']),
    mustConflict: staleSchedule,
  },

  // The site's own words (studio/site.ts): each section read, and saved as it is or with one leaf or the list changed.
  ...SITE_SECTION_KEYS.flatMap((section): RouteSpec[] => [
    { method: 'GET', url: `/studio-api/site/${section}`, auth: 'studio', weight: 0.3 },
    {
      method: 'PUT',
      url: `/studio-api/site/${section}`,
      auth: 'studio',
      weight: 0.5,
      body: (w) =>
        some(
          {
            version: fc.oneof(
              { weight: 4, arbitrary: fc.constant(w.studio.site[section].version) },
              { weight: 1, arbitrary: fc.constantFrom(STALE_SITE_VERSION, '', 'NOT-HEX') },
            ),
            value: fc.oneof(
              { weight: 1, arbitrary: fc.constant(w.studio.site[section].value) },
              { weight: 4, arbitrary: siteChange(w.studio.site[section].value) },
            ),
          },
          ['version', 'value'],
        ),
      mustConflict: (request) => bodyField(request, 'version') === STALE_SITE_VERSION,
    },
  ]),

  // Outside /api: the outbox page, media, art, uploaded pictures, share links and the app itself.
  {
    method: 'GET',
    url: '/pictures/:file',
    auth: 'none',
    params: () => ({ file: fc.constantFrom(`${'0'.repeat(32)}-640.webp`, `${'a'.repeat(32)}-99999.webp`, 'x.webp', '../package.json', 'x'.repeat(40)) }),
  },
  { method: 'GET', url: '/dev/outbox', auth: 'none' },
  {
    method: 'GET',
    url: '/media/live/:channel/:playlist',
    auth: 'none',
    params: (w) => ({
      channel: fc.constantFrom(...w.items.live, 'lv99'),
      playlist: fc.constantFrom('master.m3u8', 'media_0.m3u8', 'media_1.m3u8', 'media_99.m3u8'),
    }),
  },
  {
    method: 'GET',
    url: '/media/*',
    auth: 'none',
    params: () => ({
      '*': fc.constantFrom(
        'vod/rosary/master.m3u8',
        'vod/rosary/manifest.mpd',
        'splash/splash.mp4',
        'vod/../../package.json',
        '.env',
        'vod/rosary/',
        'nope.m3u8',
      ),
    }),
    headers: () => staticHeaders,
  },
  {
    method: 'GET',
    url: '/media/library/*',
    auth: 'none',
    params: () => ({
      '*': fc.constantFrom('abcdefghijklmnop/master.m3u8', 'abcdefghijklmnop/media.json', '../uploads/x', '..%2f..%2fpackage.json', 'x/manifest.base.mpd'),
    }),
    headers: () => staticHeaders,
  },
  {
    method: 'GET',
    url: '/art/:file',
    auth: 'none',
    params: () => ({ file: fc.constantFrom(...ART_KINDS.flatMap((k) => [`${k}.svg`, `${k}.webp`]), 'x.svg', 'x.webp', 'poster.png') }),
    query: () => some({ t: text(200), h: fc.integer({ min: -10, max: 400 }), w: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.constant(1e9)) }, ['t']),
  },
  ...(['/:id/episode', '/:id/episode/:slug', '/:id/show', '/:id/show/:slug'] as const).map((url): RouteSpec => ({
    method: 'GET',
    url,
    auth: 'none',
    params: (w) => ({ id: itemId(w), ...(url.endsWith(':slug') ? { slug: fc.constantFrom('a-slug', '', '..') } : {}) }),
  })),
  { method: 'GET', url: '/', auth: 'none' },
  { method: 'GET', url: '/index.html', auth: 'none' },
  {
    method: 'GET',
    url: '/*',
    auth: 'none',
    params: () => ({
      '*': fc.constantFrom(
        'assets/app-1234.js',
        'detail/x/y/z',
        'mylist',
        'assets/nope.js',
        '../package.json',
        'index.html',
        '.git/config',
        'api',
        'favicon.ico',
      ),
    }),
    headers: () => staticHeaders,
  },
];
