/**
 * Writes the test language's catalogue (src/locales/pseudo.po, or with `server` the server's,
 * server/locales/pseudo.po) from the English one: each text
 * accented, 40% longer and in brackets ("[Ĥöɱé ~~]"), its placeholders ({name}, <0>…</0>, ICU
 * plural forms' keywords) kept as they are. The browser tests draw every layout in it: a text the
 * layout cuts, a word left out of the catalogues, or a string built by hand shows at once.
 * Run by `npm run i18n:extract`; scripts/i18n-catalogues.test.ts checks it is current.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PO from 'pofile';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LOCALES_DIR = path.join(ROOT, 'src/locales');
/** The server's catalogues (answers' messages, e-mail, SMS). */
export const SERVER_LOCALES_DIR = path.join(ROOT, 'server/locales');
/** How much longer each pseudo text is than its English: German and Finnish run about this much. */
export const PSEUDO_GROWTH = 0.4;

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ğ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ğ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ü',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** What a message keeps untouched: `{placeholder}`, `{count, plural, one {` and `} other {` joints, `<0>` tags, `#`. */
const KEPT = /(\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,\s*(?:offset:\d+\s*)?=?\w+\s*\{|\}\s*(?:=?\w+)\s*\{|\{\s*\w+\s*\}|<\/?\d+\/?>|#)/g;

/** One English text as the test language writes it. */
export function pseudoText(english: string): string {
  let letters = 0;
  const accented = english
    .split(KEPT)
    .map((part, index) => {
      if (index % 2 === 1) return part;
      letters += part.replace(/\s/g, '').length;
      return part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);
    })
    .join('');
  const padding = '~'.repeat(Math.max(1, Math.round(letters * PSEUDO_GROWTH) - 2));
  return `[${accented} ${padding}]`;
}

/** The pseudo catalogue's text for the English catalogue's. */
export function pseudoCatalogue(englishPo: string): string {
  const po = PO.parse(englishPo);
  po.headers.Language = 'pseudo';
  for (const item of po.items) item.msgstr = [pseudoText(item.msgstr[0] || item.msgid)];
  return po.toString() + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = process.argv[2] === 'server' ? SERVER_LOCALES_DIR : LOCALES_DIR;
  const english = fs.readFileSync(path.join(dir, 'en.po'), 'utf8');
  fs.writeFileSync(path.join(dir, 'pseudo.po'), pseudoCatalogue(english));
  console.log(`i18n: ${path.relative(ROOT, dir)}/pseudo.po written from en.po`);
}
