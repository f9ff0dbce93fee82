import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ART_ASPECT, ART_WIDTHS } from '../../../contract/art-sizes.js';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MAX_PIXELS,
  PICTURE_MESSAGES,
  pictureFileName,
  pictureSizes,
  type PictureKind,
  type PictureRef,
  type PictureUpload,
} from '../../../contract/studio-pictures.js';
import { ApiError, badRequest } from '../lib/errors.js';
// sharp's settings (one thread a picture, no cache of libvips' own) are made there, once.
import './art-picture.js';

/** The formats an editor may upload, by the first bytes of the file (never its name or Content-Type). */
export type PictureFormat = 'jpeg' | 'png' | 'webp';

/** What the file is, read from its first bytes: JPEG's SOI marker, PNG's signature, WebP's RIFF....WEBP. */
export function sniffFormat(file: Buffer): PictureFormat | null {
  if (file.length >= 3 && file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff) return 'jpeg';
  if (file.length >= 8 && file.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (file.length >= 12 && file.toString('latin1', 0, 4) === 'RIFF' && file.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** A picture's id: the same kind and file always give the same id, so uploading it again changes nothing. */
export const pictureId = (kind: PictureKind, file: Buffer) => createHash('sha256').update(kind).update('\n').update(file).digest('hex').slice(0, 32);

/**
 * The studio's uploaded pictures in one folder (DATA_DIR/pictures, so a backup carries them): each
 * cut to its kind's shape and made into the viewer's three widths as WebP, named by its id and width.
 */
export function createPictureStore(dir: string) {
  const fileOf = (id: string, width: number) => path.join(dir, pictureFileName(id, width));
  // Pictures are cut one at a time: decoding one may take up to PICTURE_MAX_PIXELS x 4 bytes, and
  // editors uploading at once should not add those up.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  /** Writes `data` as `target` whole or not at all (a half-written picture is never served). */
  async function writeWhole(target: string, data: Buffer): Promise<void> {
    const partial = `${target}.${process.pid}.${Date.now()}.partial`;
    await fs.writeFile(partial, data);
    await fs.rename(partial, target);
  }

  return {
    dir,

    /** Checks the file by its content and limits, then writes its three sizes; a refusal is a 4xx in the studio's words. */
    async make(kind: PictureKind, file: unknown): Promise<PictureUpload> {
      if (!Buffer.isBuffer(file) || file.length === 0) throw badRequest(PICTURE_MESSAGES.empty);
      if (file.length > PICTURE_MAX_BYTES) throw new ApiError(413, PICTURE_MESSAGES.tooLarge);
      const format = sniffFormat(file);
      if (!format) throw new ApiError(415, PICTURE_MESSAGES.wrongType);
      let meta: sharp.Metadata;
      try {
        // Only the header is read here: the pixel count is checked before anything is decoded.
        meta = await sharp(file, { limitInputPixels: false }).metadata();
      } catch {
        throw badRequest(PICTURE_MESSAGES.damaged);
      }
      if (meta.format !== format || !meta.width || !meta.height) throw badRequest(PICTURE_MESSAGES.damaged);
      if (meta.width * meta.height > PICTURE_MAX_PIXELS) throw new ApiError(413, PICTURE_MESSAGES.tooManyPixels);

      const id = pictureId(kind, file);
      const widths = ART_WIDTHS[kind];
      const present = await Promise.all(widths.map((w) => exists(fileOf(id, w))));
      if (!present.every(Boolean)) {
        let made: Buffer[];
        try {
          // failOn 'warning': a JPEG cut short (libjpeg's "premature end") is refused, not half grey.
          // rotate(): a phone's picture is turned as its EXIF says before it is cut. The file is
          // decoded once, cut to the largest size; the smaller ones are made from that.
          made = await oneAtATime(async () => {
            const largest = widths[2];
            const cut = await sharp(file, { failOn: 'warning', limitInputPixels: PICTURE_MAX_PIXELS })
              .rotate()
              .resize(largest, Math.round(largest / ART_ASPECT[kind]), { fit: 'cover', position: 'attention' })
              .raw()
              .toBuffer({ resolveWithObject: true });
            const raw = { raw: { width: cut.info.width, height: cut.info.height, channels: cut.info.channels } };
            const sizes: Buffer[] = [];
            for (const width of widths) {
              sizes.push(
                await sharp(cut.data, raw)
                  .resize(width, Math.round(width / ART_ASPECT[kind]))
                  .webp({ quality: 82 })
                  .toBuffer(),
              );
            }
            return sizes;
          });
        } catch {
          throw badRequest(PICTURE_MESSAGES.damaged);
        }
        await fs.mkdir(dir, { recursive: true });
        await Promise.all(widths.map((width, i) => writeWhole(fileOf(id, width), made[i]!)));
      }
      const picture = { kind, id };
      return { picture, sizes: pictureSizes(picture), source: { format, width: meta.width, height: meta.height } };
    },

    /** Whether all three sizes of the picture are here (a programme may only name pictures that are). */
    async has(picture: PictureRef): Promise<boolean> {
      const found = await Promise.all(ART_WIDTHS[picture.kind].map((w) => exists(fileOf(picture.id, w))));
      return found.every(Boolean);
    },
  };
}
export type PictureStore = ReturnType<typeof createPictureStore>;

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
