/**
 * A programme's pictures (thumbnail, cover art, title art) as the studio uploads them: one
 * definition of the upload's limits, its answer, the reference a programme's fields keep, the
 * addresses viewers get and the studio's words for a refused file.
 */
import * as v from 'valibot';
import type { Output } from './studio-common.js';
import { ART_ASPECT, ART_WIDTHS, type ArtKind } from './art-sizes.js';
import type { ImageSizes } from './answers.js';

/** The largest file an editor may upload (a camera's JPEG is a few MB; a poster's PNG can be more). */
export const PICTURE_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels a picture may have: decoding one takes 4 bytes a pixel, so this bounds the memory (about 160 MB). */
export const PICTURE_MAX_PIXELS = 40_000_000;

/** The three pictures of a programme. */
export const PICTURE_SLOTS = ['thumbnail', 'cover', 'title'] as const;
export type PictureSlot = (typeof PICTURE_SLOTS)[number];

/** A thumbnail is cut to the programme's card shape; cover and title art have one shape each. */
export const THUMBNAIL_KINDS = ['thumb', 'portrait', 'circle', 'short'] as const;
export const PICTURE_KINDS = [...THUMBNAIL_KINDS, 'cover', 'title'] as const satisfies readonly ArtKind[];
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** The thumbnail's shape for a programme, as the viewer's item draws it (a short is tall; otherwise the card's orientation). */
export function thumbnailKind(fields: { kind: string; orientation: string }): (typeof THUMBNAIL_KINDS)[number] {
  if (fields.kind === 'short') return 'short';
  return fields.orientation === 'portrait' ? 'portrait' : fields.orientation === 'circle' ? 'circle' : 'thumb';
}

/** The slot's kind for a programme. */
export const slotKind = (slot: PictureSlot, fields: { kind: string; orientation: string }): PictureKind =>
  slot === 'thumbnail' ? thumbnailKind(fields) : slot;

/** A picture's id: the first 32 hex digits of the sha256 of its kind and its file (the same upload, the same id). */
const PictureId = v.pipe(v.string(), v.minLength(32), v.maxLength(32), v.regex(/^[0-9a-f]{32}$/));
/** A picture of one of these kinds. */
const ref = <T extends PictureKind>(kinds: readonly T[]) => v.object({ kind: v.picklist(kinds), id: PictureId });

/** What a programme's fields keep of each picture; a picture left out is drawn from the title, as before. */
export const ProgrammePictures = v.object({
  thumbnail: v.optional(ref(THUMBNAIL_KINDS)),
  cover: v.optional(ref(['cover'] as const)),
  title: v.optional(ref(['title'] as const)),
});
export type ProgrammePictures = Output<typeof ProgrammePictures>;
export type PictureRef = { kind: PictureKind; id: string };

/** The address of one size of a picture (served by the API's origin, which the viewer's CSP allows). */
export const pictureAddress = (id: string, width: number) => `/pictures/${id}-${width}.webp`;
/** A picture's file name in DATA_DIR/pictures. */
export const pictureFileName = (id: string, width: number) => `${id}-${width}.webp`;

/** The three sizes of a picture, as the viewer's item carries them. */
export function pictureSizes(picture: PictureRef): ImageSizes {
  const [small, medium, large] = ART_WIDTHS[picture.kind];
  return { small: pictureAddress(picture.id, small), medium: pictureAddress(picture.id, medium), large: pictureAddress(picture.id, large) };
}

/** Each size's width and height (the crop's shape is the kind's). */
export function pictureDimensions(kind: PictureKind): Array<{ width: number; height: number }> {
  return ART_WIDTHS[kind].map((width) => ({ width, height: Math.round(width / ART_ASPECT[kind]) }));
}

export const PictureKindParams = v.object({ kind: v.picklist(PICTURE_KINDS) });

/** The upload's answer: the reference to keep in the programme's fields and the three crops' addresses. */
export const PictureUpload = v.looseObject({
  picture: v.looseObject({ kind: v.string(), id: v.string() }),
  sizes: v.looseObject({ small: v.string(), medium: v.string(), large: v.string() }),
  /** What was uploaded: its format (jpeg, png, webp) and its size in pixels. */
  source: v.looseObject({ format: v.string(), width: v.pipe(v.number(), v.integer()), height: v.pipe(v.number(), v.integer()) }),
});
export type PictureUpload = Output<typeof PictureUpload>;

/** What the studio says of a refused picture; the server sends the same words. */
export const PICTURE_MESSAGES = {
  empty: 'The file is empty. Choose a JPEG, PNG or WebP picture.',
  tooLarge: `The file is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB. Save the picture smaller (a 1920-pixel-wide JPEG is plenty) and upload it again.`,
  wrongType: 'This file is not a JPEG, PNG or WebP picture. Save it in one of those formats and upload it again.',
  damaged: 'This picture could not be read: the file may be damaged or cut short. Save it again and upload it again.',
  tooManyPixels: `This picture has more than ${PICTURE_MAX_PIXELS / 1_000_000} million pixels. Make it smaller (a 1920-pixel-wide picture is plenty) and upload it again.`,
  missing: (slot: string) => `The ${slot} picture was not found on the server. Upload it again.`,
} as const;

/**
 * The studio's names of the slots. Title art is the logo: the programme's name drawn as a picture
 * (a label with "title" in it would also be the programme's Title field to a screen reader's search).
 */
export const SLOT_NAMES: Record<PictureSlot, string> = { thumbnail: 'thumbnail', cover: 'cover art', title: 'logo' };
