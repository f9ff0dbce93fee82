/**
 * The studio's wire shapes (operators, programmes, carousels, the audit log): one TypeBox definition
 * each. The server checks request bodies and answers with them; the studio checks its forms with
 * the same schemas (Value.Errors) before sending, so a field's rule and message cannot part.
 */
import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox';
import { THEME_DEFAULTS, type ThemeKey } from './theme.js';
import { ratioText, type ThemeCheck } from './theme-contrast.js';
import type { ContentItem } from './wire.js';
import { ProgrammePictures } from './studio-pictures.js';
import { MEDIA_STREAM_PATTERN } from './ingest.js';

/** One of these words, typed as such (TypeBox's Union of literals, kept to the words' own type). */
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<TLiteral<T>[]>;

export const OPERATOR_ROLES = ['owner', 'editor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Hours a studio session lasts: a working day, then sign in again (with the second step). */
export const STUDIO_SESSION_HOURS = 12;
/** Hours an invitation or the first owner's link stays usable. */
export const STUDIO_LINK_HOURS = 72;
export const STUDIO_PASSWORD_MIN = 12;
export const STUDIO_PASSWORD_MAX = 200;

/** What the studio says; the server sends the same words. */
export const STUDIO_MESSAGES = {
  signInRequired: 'Please sign in to the studio.',
  sessionEnded: 'Your studio session has ended. Please sign in again.',
  badSignIn: 'That e-mail address and password do not match an operator.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  badCode: 'That code is not right, or it has expired. Enter the newest code from your authenticator app.',
  ownersOnly: 'Only an owner can do this.',
  badLink: 'This studio link is invalid, already used, or expired. Ask an owner for a new invitation.',
  operatorExists: 'An operator with this e-mail address already exists.',
  lastOwner: 'The studio must keep at least one active owner.',
  programmeNotFound: 'This programme could not be found. It may have been deleted.',
  carouselNotFound: 'This carousel could not be found.',
  changedElsewhere: 'Someone else saved this since you opened it. Reload to see their changes, then make yours again.',
  badParent: (kind: string, parent: string) => `A ${kind} belongs to a ${parent}: choose one.`,
  parentMissing: 'The programme this belongs to could not be found.',
  hasChildren: 'Delete or move what belongs to this programme first.',
  unknownItems: (ids: string[]) => `These are not published programmes: ${ids.join(', ')}.`,
  notCarousels: (ids: string[]) => `A home page holds carousels only (published categories): ${ids.join(', ')} is not one.`,
  scheduleInPast: 'Choose a publication time in the future, or publish now.',
} as const;

const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
const Password = Type.String({ minLength: STUDIO_PASSWORD_MIN, maxLength: STUDIO_PASSWORD_MAX });
const TotpCode = Type.String({ maxLength: 6, pattern: '^[0-9]{6}$' });
/** Ids the studio makes (st-...), and the demo catalogue's (sr0001, cr-home...). */
export const StudioId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const IsoTime = Type.String({ minLength: 20, maxLength: 32, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z$' });

export const Operator = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: literals(OPERATOR_ROLES),
  status: literals(['invited', 'active', 'disabled'] as const),
  totp: Type.Boolean(),
  createdAt: Type.String(),
});
export type Operator = Static<typeof Operator>;

export const SignInBody = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: STUDIO_PASSWORD_MAX }), code: Type.Optional(TotpCode) },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

export const StudioSession = Type.Object({ token: Type.String(), expiresAt: Type.Number(), operator: Operator });
export type StudioSession = Static<typeof StudioSession>;

/** What the welcome page shows for a one-time link: who it is for and the authenticator's secret. */
export const WelcomeInfo = Type.Object({
  email: Type.String(),
  role: literals(OPERATOR_ROLES),
  totpRequired: Type.Boolean(),
  totpSecret: Type.String(),
  totpUri: Type.String(),
});
export type WelcomeInfo = Static<typeof WelcomeInfo>;

export const WelcomeBody = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 100 }), password: Password, code: Type.Optional(TotpCode) },
  { additionalProperties: false },
);
export type WelcomeBody = Static<typeof WelcomeBody>;

export const InviteBody = Type.Object({ email: Email, role: literals(OPERATOR_ROLES) }, { additionalProperties: false });
export type InviteBody = Static<typeof InviteBody>;

export const PROGRAMME_KINDS = ['series', 'season', 'episode', 'video', 'short', 'promo', 'playlist', 'category'] as const;
export type ProgrammeKind = (typeof PROGRAMME_KINDS)[number];
/** What each kind belongs to, when it must belong to something. */
export const PROGRAMME_PARENT: Partial<Record<ProgrammeKind, ProgrammeKind>> = { season: 'series', episode: 'season' };
export const TV_RATINGS = ['', 'tvg', 'tvpg', 'tv14', 'tvma'] as const;
export const ORIENTATIONS = ['landscape', 'portrait', 'circle'] as const;
/** The sample streams under public/media/vod a programme can play until a film is uploaded for it. */
export const SAMPLE_STREAMS = ['rosary', 'chapel', 'pilgrim', 'short', 'promo'] as const;

/** Every field of a programme an editor sets (the spec's content-item fields). */
export const ProgrammeFields = Type.Object(
  {
    kind: literals(PROGRAMME_KINDS),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.String({ maxLength: 4000 }),
    tags: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 20 }),
    genre: Type.String({ maxLength: 60 }),
    year: Type.Integer({ minimum: 1900, maximum: 2100 }),
    tvRating: literals(TV_RATINGS),
    kids: Type.Boolean(),
    episodeNumber: Type.Integer({ minimum: 0, maximum: 9999 }),
    language: Type.String({ maxLength: 5, pattern: '^[a-z]{2}(-[A-Z]{2})?$' }),
    orientation: literals(ORIENTATIONS),
    searchExclude: Type.Boolean(),
    promoUrl: Type.String({ maxLength: 500, pattern: '^(|/[^\\s]*|https://[^\\s]+)$' }),
    showId: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' }),
    relatedSearch: Type.String({ maxLength: 100 }),
    duration: Type.String({ maxLength: 8, pattern: '^(|\\d{2}:[0-5]\\d:[0-5]\\d)$' }),
    /** A sample's name, a film made by ingest (`media:` and its id), or none. */
    stream: Type.Union([literals(['', ...SAMPLE_STREAMS] as const), Type.String({ pattern: MEDIA_STREAM_PATTERN, maxLength: 22 })]),
    parentId: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' }),
    order: Type.Integer({ minimum: 0, maximum: 100000 }),
    /** Uploaded pictures (contract/studio-pictures.ts); each one left out is drawn from the title. */
    pictures: Type.Optional(ProgrammePictures),
  },
  { additionalProperties: false },
);
export type ProgrammeFields = Static<typeof ProgrammeFields>;

/** A new programme's fields before the editor has typed anything. */
export function blankProgramme(kind: ProgrammeKind, parentId = ''): ProgrammeFields {
  return {
    kind,
    title: '',
    description: '',
    tags: [],
    genre: '',
    year: new Date().getUTCFullYear(),
    tvRating: '',
    kids: false,
    episodeNumber: kind === 'episode' ? 1 : 0,
    language: 'en',
    orientation: kind === 'short' ? 'portrait' : 'landscape',
    searchExclude: kind === 'season' || kind === 'promo',
    promoUrl: '',
    showId: '',
    relatedSearch: '',
    duration: '',
    stream: kind === 'short' ? 'short' : kind === 'promo' ? 'promo' : ['episode', 'video'].includes(kind) ? 'rosary' : '',
    parentId,
    order: 0,
  };
}

export const PUBLICATION_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const Programme = Type.Object({
  id: Type.String(),
  version: Type.Integer(),
  status: literals(PUBLICATION_STATUSES),
  publishAt: Type.Union([Type.String(), Type.Null()]),
  fields: ProgrammeFields,
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});
export type Programme = Static<typeof Programme>;

/** The item viewers would get (contract/wire.ts ContentItem), for the studio's preview. */
export const ProgrammePreview = Type.Object({ item: Type.Unsafe<ContentItem>(Type.Object({}, { additionalProperties: true })) });
export type ProgrammePreview = Static<typeof ProgrammePreview>;

export const ProgrammeList = Type.Object({ programmes: Type.Array(Programme) });
export type ProgrammeList = Static<typeof ProgrammeList>;

export const CreateProgrammeBody = Type.Object({ fields: ProgrammeFields }, { additionalProperties: false });
/** A save names the version the editor opened: a save over someone else's newer one is refused. */
export const SaveProgrammeBody = Type.Object(
  { fields: ProgrammeFields, version: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }) },
  { additionalProperties: false },
);
export type SaveProgrammeBody = Static<typeof SaveProgrammeBody>;

export const PublishBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
    status: literals(PUBLICATION_STATUSES),
    publishAt: Type.Optional(IsoTime),
  },
  { additionalProperties: false },
);
export type PublishBody = Static<typeof PublishBody>;

export const DeleteBody = Type.Object({ version: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }) }, { additionalProperties: false });

export const CarouselEntry = Type.Object({ id: Type.String(), title: Type.String(), type: Type.String() });
export const Carousel = Type.Object({ id: Type.String(), title: Type.String(), kids: Type.Boolean(), items: Type.Array(CarouselEntry) });
export type Carousel = Static<typeof Carousel>;
export const CarouselList = Type.Object({
  carousels: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), kids: Type.Boolean(), count: Type.Integer() })),
});
export type CarouselList = Static<typeof CarouselList>;
/** A carousel's new order; `expected` is the order the editor saw, so a change made meanwhile is not lost. */
export const CarouselOrderBody = Type.Object(
  { ids: Type.Array(StudioId, { maxItems: 500 }), expected: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 500 }) },
  { additionalProperties: false },
);
export type CarouselOrderBody = Static<typeof CarouselOrderBody>;

export const AuditEntry = Type.Object({
  id: Type.String(),
  at: Type.String(),
  operator: Type.String(),
  action: Type.String(),
  target: Type.String(),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditList = Type.Object({ entries: Type.Array(AuditEntry) });
export type AuditList = Static<typeof AuditList>;

export const OperatorList = Type.Object({ operators: Type.Array(Operator) });
export type OperatorList = Static<typeof OperatorList>;

/** The look: the global configuration's theme colours (contract/theme.ts), with a human name each. */
export const THEME_KEYS = Object.keys(THEME_DEFAULTS) as ThemeKey[];
export const THEME_NAMES: Record<ThemeKey, string> = {
  shalom_theme_color: 'Theme colour',
  category_title_text_color: 'Carousel title text',
  thumbnail_title_text_color: 'Card title text',
  thumbnail_focus_color: 'Card focus ring',
  banner_button_color: 'Banner button',
  banner_button_text_color: 'Banner button text',
  banner_button_highlight_color: 'Button focus ring',
  detail_page_button_focus_color: 'Focused button (detail page)',
  detail_page_button_color: 'Button (detail page)',
  detail_button_text_color: 'Button text (detail page)',
  detail_page_description_text_color: 'Description text (detail page)',
  menu_button_focus_color: 'Focused menu entry',
  search_button_focus_color: 'Focused search key',
  player_button_focus_color: 'Focused player button',
  player_seek_bar_color: 'Seek bar',
  player_button_color: 'Player button',
};

/** A colour the look takes: #rrggbb, what a colour input gives. */
export const HexColour = Type.String({ minLength: 7, maxLength: 7, pattern: '^#[0-9a-fA-F]{6}$' });
const themeObject = <T extends TSchema>(value: T) =>
  Type.Object(Object.fromEntries(THEME_KEYS.map((key) => [key, value])) as Record<ThemeKey, T>, { additionalProperties: false });

/**
 * A change of the look: every theme colour; `expected` the values the editor started from (a change
 * made meanwhile is not overwritten); `acceptLowContrast` saves colours that fail a contrast check.
 */
export const LookBody = Type.Object(
  {
    colours: themeObject(HexColour),
    expected: themeObject(Type.String({ maxLength: 100 })),
    acceptLowContrast: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LookBody = Static<typeof LookBody>;

export const LookCheck = Type.Object({
  key: Type.String(),
  against: Type.String(),
  againstKey: Type.Union([Type.String(), Type.Null()]),
  ratio: Type.Number(),
  needed: Type.Number(),
  where: Type.String(),
  passes: Type.Boolean(),
});
export const Look = Type.Object({
  colours: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), value: Type.String(), default: Type.String() })),
  checks: Type.Array(LookCheck),
  /** One line per failing check (saved with acceptLowContrast, or set before the studio). */
  warnings: Type.Array(Type.String()),
});
export type Look = Static<typeof Look>;

/** A colour as an editor knows it, with its configuration key for API callers: “Seek bar (player_seek_bar_color)”. */
const colourName = (key: string) => (key in THEME_NAMES ? `${THEME_NAMES[key as ThemeKey]} (${key})` : key);

/** One failing check in words: both colours by name and key (or the colour and the app's own) and the ratio. */
export function lowContrastLine(check: ThemeCheck): string {
  const pair = check.againstKey
    ? `${colourName(check.key)} on ${colourName(check.againstKey)}`
    : check.against.startsWith('its label')
      ? `${colourName(check.key)} with ${check.against}`
      : `${colourName(check.key)} on ${check.against}`;
  return `${pair}: ${ratioText(check.ratio)}, needs ${check.needed}:1 (${check.where})`;
}

export const LOOK_MESSAGES = {
  /** The server's refusal (an API caller's way past it: the flag). */
  lowContrast: (lines: string[]) =>
    `These colours would be hard to read: ${lines.join('; ')}. Change them, or send acceptLowContrast: true to save them anyway.`,
  /** The studio's own words before anything is sent (its way past: the tick box, not an API field). */
  lowContrastInStudio: (lines: string[]) =>
    `These colours would be hard to read: ${lines.join('; ')}. Change them, or tick “Save even though” below the checks to save them anyway.`,
  savedLowContrast: 'Saved, though some colours are hard to read: the viewer app draws those in a readable colour instead.',
} as const;

/*
 * Import and export (issue 48, section 3): a catalogue as a Roku Direct Publisher JSON feed (the
 * format small OTT publishers keep), or as Media RSS text. Unknown fields of a feed are stripped;
 * every string, number and list is bounded. A feed may be up to FEED_MAX_BYTES (the import route's
 * own body limit; the viewer API keeps its 64 KB) and FEED_MAX_ITEMS programmes.
 */
export const FEED_MAX_BYTES = 20 * 1024 * 1024;
export const FEED_MAX_ITEMS = 50_000;
const FeedId = Type.String({ minLength: 1, maxLength: 200 });
const FeedText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const FeedWords = Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }));
const FeedNumber = Type.Union([Type.Integer({ minimum: 0, maximum: 9999 }), Type.String({ maxLength: 4, pattern: '^[0-9]{1,4}$' })]);
export const FeedContent = Type.Object(
  {
    dateAdded: FeedText(40),
    duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    videos: Type.Optional(
      Type.Array(
        Type.Object(
          {
            url: Type.String({ maxLength: 2000 }),
            quality: FeedText(20),
            videoType: FeedText(20),
            bitrate: Type.Optional(Type.Integer({ minimum: 0, maximum: 1e9 })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 20 },
      ),
    ),
    language: FeedText(20),
    captions: Type.Optional(
      Type.Array(Type.Object({ url: Type.String({ maxLength: 2000 }), language: FeedText(20), captionType: FeedText(20) }, { additionalProperties: false }), {
        maxItems: 20,
      }),
    ),
  },
  { additionalProperties: false },
);
const FeedRating = Type.Object({ rating: Type.String({ maxLength: 20 }), ratingSource: FeedText(40) }, { additionalProperties: false });
const feedItemFields = {
  id: FeedId,
  title: Type.String({ minLength: 1, maxLength: 1000 }),
  shortDescription: FeedText(20_000),
  longDescription: FeedText(20_000),
  releaseDate: FeedText(40),
  tags: FeedWords,
  genres: FeedWords,
  thumbnail: FeedText(2000),
  rating: Type.Optional(FeedRating),
};
/** A movie, TV special, short-form video or episode. */
export const FeedVideoItem = Type.Object(
  { ...feedItemFields, content: Type.Optional(FeedContent), episodeNumber: Type.Optional(FeedNumber) },
  { additionalProperties: false },
);
export type FeedVideoItem = Static<typeof FeedVideoItem>;
export const FeedSeason = Type.Object(
  { seasonNumber: FeedNumber, episodes: Type.Array(FeedVideoItem, { maxItems: 10_000 }), thumbnail: FeedText(2000) },
  { additionalProperties: false },
);
/** A series: its seasons, or (Roku allows either) its episodes straight away, taken as season 1. */
export const FeedSeries = Type.Object(
  {
    ...feedItemFields,
    seasons: Type.Optional(Type.Array(FeedSeason, { maxItems: 500 })),
    episodes: Type.Optional(Type.Array(FeedVideoItem, { maxItems: 10_000 })),
  },
  { additionalProperties: false },
);
export type FeedSeries = Static<typeof FeedSeries>;
export const FeedCategory = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), playlistName: FeedText(200), query: FeedText(1000), order: FeedText(40) },
  { additionalProperties: false },
);
export const FeedPlaylist = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), itemIds: Type.Array(FeedId, { maxItems: 10_000 }) },
  { additionalProperties: false },
);
export const RokuFeed = Type.Object(
  {
    providerName: Type.String({ maxLength: 200 }),
    lastUpdated: FeedText(40),
    language: FeedText(20),
    movies: Type.Optional(Type.Array(FeedVideoItem, { maxItems: FEED_MAX_ITEMS })),
    series: Type.Optional(Type.Array(FeedSeries, { maxItems: 5000 })),
    shortFormVideos: Type.Optional(Type.Array(FeedVideoItem, { maxItems: FEED_MAX_ITEMS })),
    tvSpecials: Type.Optional(Type.Array(FeedVideoItem, { maxItems: FEED_MAX_ITEMS })),
    categories: Type.Optional(Type.Array(FeedCategory, { maxItems: 500 })),
    playlists: Type.Optional(Type.Array(FeedPlaylist, { maxItems: 500 })),
  },
  { additionalProperties: false },
);
export type RokuFeed = Static<typeof RokuFeed>;

/** An import: a JSON feed or a Media RSS document; a dry run writes nothing; `publish` publishes what is imported. */
export const ImportBody = Type.Object(
  {
    feed: Type.Optional(RokuFeed),
    mrss: Type.Optional(Type.String({ maxLength: FEED_MAX_BYTES })),
    dryRun: Type.Boolean(),
    publish: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ImportBody = Static<typeof ImportBody>;

export const IMPORT_ACTIONS = ['create', 'update', 'skip', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];
export const ImportReportItem = Type.Object({
  feedId: Type.String(),
  id: Type.String(),
  kind: literals(PROGRAMME_KINDS),
  title: Type.String(),
  action: literals(IMPORT_ACTIONS),
  reason: Type.String(),
});
export type ImportReportItem = Static<typeof ImportReportItem>;
export const ImportReport = Type.Object({
  dryRun: Type.Boolean(),
  published: Type.Boolean(),
  counts: Type.Object({ create: Type.Integer(), update: Type.Integer(), skip: Type.Integer(), refuse: Type.Integer() }),
  items: Type.Array(ImportReportItem),
});
export type ImportReport = Static<typeof ImportReport>;

export const FEED_MESSAGES = {
  oneFeed: 'Send one feed: a Roku Direct Publisher JSON feed (feed) or a Media RSS document (mrss).',
  tooLarge: `This feed is larger than the studio takes (${FEED_MAX_BYTES / 1024 / 1024} MB). Split it into smaller feeds.`,
  tooMany: (count: number) => `This feed has ${count} programmes; the studio takes up to ${FEED_MAX_ITEMS} in one import.`,
  duplicateIds: (lines: string[]) => `These ids are used more than once in the feed: ${lines.join('; ')}.`,
  badMrss: (problem: string) => `This is not a Media RSS feed the studio can read: ${problem}.`,
  notPlayable: (url: string) =>
    `its video (${url}) cannot be played yet: video ingest comes in a later release, so the programme keeps the stream it has (none when new)`,
} as const;
