import sharp from 'sharp';

// One thread a picture (they are small; several are drawn at once on the thread pool), and no cache
// of libvips' own: PictureCache keeps the pictures.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Generated art as a TV shows it best: a WebP picture drawn from its SVG here, once. A browser
 * decodes a WebP away from the page's thread, where an SVG picture is a document of its own that
 * it parses, lays out and paints on that thread, card after card (on home at 6x about a third of a
 * key press's time, measured; README, Benchmarks). Every engine the app runs on (Chromium 53 and
 * later) shows WebP, transparency included.
 */
export function drawPicture(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/**
 * Pictures already drawn, by address, up to a number of bytes: the least recently asked for goes
 * first. Two asks for one picture while it is being drawn share the one drawing.
 */
export class PictureCache {
  private readonly kept = new Map<string, Buffer>();
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly draw: (svg: string) => Promise<Buffer> = drawPicture,
  ) {}

  get size(): number {
    return this.kept.size;
  }

  get keptBytes(): number {
    return this.bytes;
  }

  picture(key: string, svg: () => string): Promise<Buffer> {
    const kept = this.kept.get(key);
    if (kept) {
      // Asked for again: it becomes the most recent.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return Promise.resolve(kept);
    }
    const pending = this.drawing.get(key);
    if (pending) return pending;
    const drawn = this.draw(svg())
      .then((picture) => {
        this.keep(key, picture);
        return picture;
      })
      .finally(() => this.drawing.delete(key));
    this.drawing.set(key, drawn);
    return drawn;
  }

  private keep(key: string, picture: Buffer): void {
    if (picture.length > this.maxBytes) return;
    this.kept.set(key, picture);
    this.bytes += picture.length;
    for (const [oldest, old] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.bytes -= old.length;
    }
  }
}
