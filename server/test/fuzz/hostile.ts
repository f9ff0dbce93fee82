/**
 * Hostile inputs for the fuzz suite: strings, values and whole bodies that a careless or malicious
 * client could send. Everything here is a fast-check arbitrary, so a failure shrinks and replays.
 */
import fc from 'fast-check';

/** Strings chosen by hand: SQL, HTML, paths, templates, numbers as text, unicode traps. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n',
  '\0',
  'a\0b',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '1.5',
  '0x1F',
  '9007199254740993',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '%',
  '_',
  '\\',
  '%%%___\\\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '$(id)',
  '`id`',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D\uFEFF',
  '\uD800',
  '\uDFFF',
  'a\uD83Db',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z\u0351\u0360\u0361\u0362\u0363\u0364\u0365\u0366\u0367\u0368',
  '🙏🏽✝️👨‍👩‍👧‍👦',
  'مرحبا بالعالم',
  'שלום',
  '日本語のテキスト',
  'İıŞşĞğ',
  'ß'.repeat(50),
  'ﷺ'.repeat(30),
  '\u0000\u0001\u0002\u001F\u007F',
  '\r\nX-Injected: 1',
  'lumen',
  'Bearer',
  'Bearer ',
  'bearer null',
  'a'.repeat(65),
  'a'.repeat(513),
  '-'.repeat(64),
  'rosary',
  'ROSARY',
  'r%s%s%s%n',
];

/** A lone surrogate or two, which JSON can carry (as \uD800) but UTF-8 cannot. */
const loneSurrogates = fc.array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 3 }).map((units) => String.fromCharCode(...units));

/** Huge strings: 100 KB and more of text (a body of this size is over the 64 KB limit on purpose). */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', 'é', '🙏', '\u0301', '%', '\0', 'ab '), fc.constantFrom(70_000, 100_000, 150_000))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** Long, but still within most length limits' neighbourhoods (64, 100, 320, 512, 2000, 5000 ...). */
const nearLimits = fc
  .tuple(fc.constantFrom('x', 'é', '🙏', '1'), fc.constantFrom(33, 64, 65, 100, 101, 254, 255, 320, 321, 512, 513, 1000, 2000, 2001, 5001, 8193))
  .map(([unit, length]) => unit.repeat(length));

/** Any string a client could put in JSON or a query: mostly odd, sometimes huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
  { weight: 1, arbitrary: loneSurrogates },
  { weight: 1, arbitrary: nearLimits },
  { weight: 1, arbitrary: hugeString },
);

/** Numbers that break naive code: negative, fractional, huge, unsafe, -0. (JSON has no NaN.) */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 1e9, -1e9, 1e21, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 0.1 + 0.2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value of the wrong kind for almost any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({ toString: 'x' }, { length: 1e9 }, { $gt: '' }, JSON.parse('{"__proto__":{"admin":true}}')) },
);

/** Keys a client could add to an object: prototype names, operators, huge ones. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '$where',
    '$gt',
    'id',
    'user_id',
    'customer_id',
    'profile_id',
    'admin',
    'kids',
    '',
    ' ',
    'a.b',
    'a[b]',
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
);

/** Bodies that are not the JSON object a route expects, as raw text with the content type sent. */
export const rawBodies: fc.Arbitrary<{ text: string; contentType: string | undefined }> = fc.oneof(
  fc
    .constantFrom(
      '',
      'null',
      'true',
      '0',
      '"text"',
      '[]',
      '[{}]',
      '{',
      '{"a":}',
      "{'single': 'quotes'}",
      '{"a":1,"a":2}',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"a":"\\ud800"}',
      '\uFEFF{}',
      '{"a":1}garbage',
      '\0\0\0',
      'a=1&b=2',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      `${'{"a":'.repeat(8_000)}1${'}'.repeat(8_000)}`,
      `{"__proto__":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
      `{"x":"${'a'.repeat(70_000)}"}`,
    )
    .chain((text) =>
      fc
        .constantFrom<string | undefined>('application/json', 'application/json; charset=utf-8', 'text/plain', undefined)
        .map((contentType) => ({ text, contentType })),
    ),
  fc
    .tuple(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom<string | undefined>(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=----x',
        'application/octet-stream',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'APPLICATION/JSON',
        'application/vnd.api+json',
        'application/jsonx',
        'application/json, text/plain',
        '',
        ';;;',
        'text/html; charset="\0"',
        undefined,
      ),
    )
    .map(([text, contentType]) => ({ text, contentType })),
);

/** One edit to a JSON object: drop, replace, add or retype one of its fields. */
export type Mutation =
  | { kind: 'drop'; index: number }
  | { kind: 'set'; index: number; value: unknown }
  | { kind: 'add'; key: string; value: unknown }
  | { kind: 'duplicate'; index: number }
  | { kind: 'whole'; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), index: fc.nat() }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('set' as const), index: fc.nat(), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('add' as const), key: hostileKey, value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), index: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }) },
);

/** A copy of a JSON-like value, so edits never touch a value fast-check hands out again. */
function copy(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

/** Applies edits to a copy of `base` (an object template); 'whole' replaces it by anything. */
export function mutate(base: Record<string, unknown>, edits: readonly Mutation[]): unknown {
  let current: unknown = copy(base);
  for (const edit of edits) {
    if (edit.kind === 'whole') {
      current = copy(edit.value);
      continue;
    }
    if (typeof current !== 'object' || current === null || Array.isArray(current)) current = {};
    const object = current as Record<string, unknown>;
    if (edit.kind === 'add') {
      // defineProperty, so even "__proto__" becomes an own key that JSON.stringify sends.
      Object.defineProperty(object, edit.key, { value: copy(edit.value), enumerable: true, configurable: true, writable: true });
      continue;
    }
    const keys = Object.keys(object);
    if (keys.length === 0) continue;
    const key = keys[edit.index % keys.length]!;
    if (edit.kind === 'drop') delete object[key];
    else if (edit.kind === 'set') object[key] = copy(edit.value);
    // A repeated query key (?a=1&a=2) or a field given as a list of itself.
    else object[key] = [object[key], copy(object[key])];
  }
  return current;
}

/**
 * Header values as Node would hand them over: a header's bytes read as latin1, so no control
 * characters (Node refuses those before any route runs) and non-latin1 text arrives as its UTF-8 bytes.
 */
export function asHeaderValue(text: string): string {
  const bytes = Buffer.from(text, 'utf8').toString('latin1');
  return bytes.replace(/[\0-\x08\x0A-\x1F\x7F]/g, '');
}

export const hostileHeaderValue: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 6, arbitrary: hostileString.filter((s) => s.length < 20_000) },
    { weight: 1, arbitrary: fc.constantFrom(8_000, 15_000).map((n) => 'h'.repeat(n)) },
  )
  .map(asHeaderValue);
