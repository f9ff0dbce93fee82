/**
 * Programmes and carousels in the studio: a programme's kinds and fields, a new one's blank fields,
 * its publication, the bodies of its create, save, publish and delete requests, and the carousels
 * (published categories) that list programmes in an editor's order.
 */
import * as v from 'valibot';
import type { ContentItem } from './answers.js';
import { ORIENTATIONS } from './wire.js';
import { ProgrammePictures } from './studio-pictures.js';
import { MEDIA_STREAM_PATTERN } from './ingest.js';
import { StudioId, type Output } from './studio-common.js';
import { LOCALE_CODES } from './locales.js';

const IsoTime = v.pipe(v.string(), v.minLength(20), v.maxLength(32), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/));
const Int = v.pipe(v.number(), v.integer());
const Version = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000));

export const PROGRAMME_KINDS = ['series', 'season', 'episode', 'video', 'short', 'promo', 'playlist', 'category'] as const;
export type ProgrammeKind = (typeof PROGRAMME_KINDS)[number];
/** Kinds a viewer finds in All Shows once published; the studio offers them a related search. */
export const SHOW_KINDS: readonly ProgrammeKind[] = ['series', 'playlist'];
/** What each kind belongs to, when it must belong to something. */
export const PROGRAMME_PARENT: Partial<Record<ProgrammeKind, ProgrammeKind>> = { season: 'series', episode: 'season' };
export const TV_RATINGS = ['', 'tvg', 'tvpg', 'tv14', 'tvma'] as const;
/** The sample streams under public/media/vod a programme can play until a film is uploaded for it. */
export const SAMPLE_STREAMS = ['rosary', 'chapel', 'pilgrim', 'short', 'promo'] as const;

const Title = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const Description = v.pipe(v.string(), v.maxLength(4000));

/**
 * A programme's title and description in another language Lumen speaks (contract/locales.ts), as
 * long as its own may be: viewers asking in that language get them (issue 52). One per language,
 * never the programme's own (its title and description are that one); the server says so when not.
 */
export const ProgrammeTranslation = v.object({ locale: v.picklist(LOCALE_CODES), title: Title, description: Description });
export type ProgrammeTranslation = Output<typeof ProgrammeTranslation>;
export const ProgrammeTranslations = v.pipe(v.array(ProgrammeTranslation), v.maxLength(LOCALE_CODES.length));

/**
 * True when a translation into `locale` would be in the programme's own `language` (its title and
 * description are that one): the same code, or the same language with no region given (en for en-US).
 */
export function isOwnLanguage(language: string, locale: string): boolean {
  const own = language.toLowerCase();
  const other = locale.toLowerCase();
  return own === other || (!other.includes('-') && own.split('-')[0] === other);
}

export const TRANSLATION_MESSAGES = {
  twice: (locale: string) => `There are two translations into ${locale}: keep one.`,
  ownLanguage: (locale: string) =>
    `This programme's own language is ${locale}: its title and description are that one, so a translation is for another language.`,
} as const;

/** Every field of a programme an editor sets (the spec's content-item fields). */
export const ProgrammeFields = v.object({
  kind: v.picklist(PROGRAMME_KINDS),
  title: Title,
  description: Description,
  tags: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(50))), v.maxLength(20)),
  genre: v.pipe(v.string(), v.maxLength(60)),
  year: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100)),
  tvRating: v.picklist(TV_RATINGS),
  kids: v.boolean(),
  episodeNumber: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999)),
  language: v.pipe(v.string(), v.maxLength(5), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/)),
  orientation: v.picklist(ORIENTATIONS),
  searchExclude: v.boolean(),
  promoUrl: v.pipe(v.string(), v.maxLength(500), v.regex(/^(|\/[^\s]*|https:\/\/[^\s]+)$/)),
  showId: v.pipe(v.string(), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]*$/)),
  relatedSearch: v.pipe(v.string(), v.maxLength(100)),
  duration: v.pipe(v.string(), v.maxLength(8), v.regex(/^(|\d{2}:[0-5]\d:[0-5]\d)$/)),
  /** A sample's name, a film made by ingest (`media:` and its id), or none. */
  stream: v.union([v.picklist(['', ...SAMPLE_STREAMS] as const), v.pipe(v.string(), v.regex(new RegExp(MEDIA_STREAM_PATTERN)), v.maxLength(22))]),
  parentId: v.pipe(v.string(), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]*$/)),
  order: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100000)),
  /** Uploaded pictures (contract/studio-pictures.ts); each one left out is drawn from the title. */
  pictures: v.optional(ProgrammePictures),
  /** Its title and description in other languages; none when left out. */
  translations: v.optional(ProgrammeTranslations),
});
export type ProgrammeFields = Output<typeof ProgrammeFields>;

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

export const Programme = v.looseObject({
  id: v.string(),
  version: Int,
  status: v.picklist(PUBLICATION_STATUSES),
  publishAt: v.nullable(v.string()),
  fields: ProgrammeFields,
  updatedAt: v.string(),
  updatedBy: v.string(),
});
export type Programme = Output<typeof Programme>;

/** The item viewers would get (contract/wire.ts ContentItem), for the studio's preview: passed on whole. */
const AnyItem = v.objectWithRest({}, v.unknown()) as unknown as v.GenericSchema<ContentItem>;
export const ProgrammePreview = v.looseObject({ item: AnyItem });
export type ProgrammePreview = Output<typeof ProgrammePreview>;

export const ProgrammeList = v.looseObject({ programmes: v.array(Programme) });
export type ProgrammeList = Output<typeof ProgrammeList>;

export const CreateProgrammeBody = v.object({ fields: ProgrammeFields });
/** A save names the version the editor opened: a save over someone else's newer one is refused. */
export const SaveProgrammeBody = v.object({ fields: ProgrammeFields, version: Version });
export type SaveProgrammeBody = Output<typeof SaveProgrammeBody>;

export const PublishBody = v.object({ version: Version, status: v.picklist(PUBLICATION_STATUSES), publishAt: v.optional(IsoTime) });
export type PublishBody = Output<typeof PublishBody>;

export const DeleteBody = v.object({ version: Version });

export const CarouselEntry = v.looseObject({ id: v.string(), title: v.string(), type: v.string() });
export const Carousel = v.looseObject({ id: v.string(), title: v.string(), kids: v.boolean(), items: v.array(CarouselEntry) });
export type Carousel = Output<typeof Carousel>;
export const CarouselList = v.looseObject({
  carousels: v.array(v.looseObject({ id: v.string(), title: v.string(), kids: v.boolean(), count: Int })),
});
export type CarouselList = Output<typeof CarouselList>;
/** A carousel's new order; `expected` is the order the editor saw, so a change made meanwhile is not lost. */
export const CarouselOrderBody = v.object({
  ids: v.pipe(v.array(StudioId), v.maxLength(500)),
  expected: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(500)),
});
export type CarouselOrderBody = Output<typeof CarouselOrderBody>;
