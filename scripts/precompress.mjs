// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of a web build, so the server
// sends the smallest one a browser accepts without compressing on every request (the server's
// static files use them: server/src/routes/web.ts; nginx's gzip_static and brotli_static read the
// same files). Source maps are left alone (never served), and so is a file the compressors do not
// make smaller by at least a twentieth.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The files worth compressing: text the browser fetches. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Smaller files gain less than a request's headers. */
export const MIN_BYTES = 1024;

/** The compressed copies of one file's bytes, or null when neither is worth keeping. */
export function compressedCopies(bytes) {
  if (bytes.length < MIN_BYTES) return null;
  const br = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gz = zlib.gzipSync(bytes, { level: 9 });
  const worth = (copy) => copy.length <= bytes.length * 0.95;
  return worth(gz) || worth(br) ? { br: worth(br) ? br : null, gz: worth(gz) ? gz : null } : null;
}

/** Compresses every text file under `dir` in place; returns how many files got copies. */
export function precompress(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const copies = compressedCopies(fs.readFileSync(file));
    if (!copies) continue;
    if (copies.br) fs.writeFileSync(`${file}.br`, copies.br);
    if (copies.gz) fs.writeFileSync(`${file}.gz`, copies.gz);
    count++;
  }
  return count;
}
