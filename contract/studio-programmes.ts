/**
 * Programmes and carousels in the studio: a programme's kinds and fields, a new one's blank fields,
 * its publication, the bodies of its create, save, publish and delete requests, and the carousels
 * (published categories) that list programmes in an editor's order.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { ContentItem } from './answers.js';
import { ORIENTATIONS } from './wire.js';
import { ProgrammePictures } from './studio-pictures.js';
import { MEDIA_STREAM_PATTERN } from './ingest.js';
import { literals, StudioId } from './studio-common.js';

const IsoTime = Type.String({ minLength: 20, maxLength: 32, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z$' });

export const PROGRAMME_KINDS = ['series', 'season', 'episode', 'video', 'short', 'promo', 'playlist', 'category'] as const;
export type ProgrammeKind = (typeof PROGRAMME_KINDS)[number];
/** Kinds a viewer finds in All Shows once published; the studio offers them a related search. */
export const SHOW_KINDS: readonly ProgrammeKind[] = ['series', 'playlist'];
/** What each kind belongs to, when it must belong to something. */
export const PROGRAMME_PARENT: Partial<Record<ProgrammeKind, ProgrammeKind>> = { season: 'series', episode: 'season' };
export const TV_RATINGS = ['', 'tvg', 'tvpg', 'tv14', 'tvma'] as const;
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
