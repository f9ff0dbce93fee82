import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../contract/answers.js';
import { bearer, caller } from '../../test/accounts.js';
import { build, demoCatalogue, type TestServer } from '../../test/helper.js';
import { keyPrefixes, searchTermsOf } from '../lib/search-terms.js';
import { foldText, normalizeSearchText } from '../lib/text.js';
import { indexTags } from '../seed/items.js';
import { EMPTY_KEY_MESSAGE, ITEM_TYPES_FOUND } from './search.js';

let server: TestServer;
beforeAll(async () => {
  server = await build();
});
afterAll(async () => {
  await server.close();
});
const client = caller(() => server);

type SearchType = keyof typeof ITEM_TYPES_FOUND;
type Mode = 'PHRASE' | 'WORD';
interface Answer {
  items: ContentItem[];
  count: number;
}

const url = (type: SearchType, key: string, mode: Mode, page: number, limit: number) =>
  mode === 'WORD'
    ? `/api/v2/search?type=${type}&search=${encodeURIComponent(key)}&tagsearch=true&st=WORD&page=${page}&limit=${limit}`
    : `/api/search?type=${type}&search=${encodeURIComponent(key)}&page=${page}&limit=${limit}`;

async function search(type: SearchType, key: string, mode: Mode = 'PHRASE', page = 1, limit = 50, extra: Record<string, string> = {}): Promise<Answer> {
  const response = await client.call('GET', url(type, key, mode, page, limit), undefined, extra);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.count).toBe(response.body.items.length);
  return response.body as Answer;
}

/** Every result, page after page of 100. */
async function everything(type: SearchType, key: string, mode: Mode = 'PHRASE', extra: Record<string, string> = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { items } = await search(type, key, mode, page, 100, extra);
    ids.push(...items.map((item) => item.id));
    if (items.length < 100) return ids;
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The search as specified, worked out over the demo catalogue without the server: every word of
 * the key starts a word of the name or tags; a phrase is found whole in the tags or name; rank 0 an
 * exact tag, 1 a partial tag (WORD mode: every word an exact tag), 2 the name; then name and id.
 */
function expected(type: SearchType, key: string, mode: Mode, kidsOnly = false): string[] {
  const folded = normalizeSearchText(key);
  const words = folded.split(' ');
  const wordMode = mode === 'WORD' && words.length > 1;
  const prefixes = keyPrefixes(folded);
  const types: readonly string[] = ITEM_TYPES_FOUND[type];
  return demoCatalogue()
    .items.filter((s) => types.includes(s.item.type) && !s.searchExclude && (!kidsOnly || s.kids))
    .map((s) => ({ id: s.item.id, name: foldText(s.item.name), tags: indexTags(s.item) }))
    .filter(({ name, tags }) => {
      const terms = searchTermsOf(name, tags);
      return prefixes.every((prefix) => terms.some((term) => term.startsWith(prefix)));
    })
    .map((x) => ({ ...x, text: `|${x.tags.join('|')}|` }))
    .filter(({ name, text }) => wordMode || text.includes(folded) || name.includes(folded))
    .map((x) => ({
      ...x,
      rank: x.text.includes(`|${folded}|`) ? 0 : (wordMode ? words.every((w) => x.text.includes(`|${w}|`)) : x.text.includes(folded)) ? 1 : 2,
    }))
    .sort((a, b) => a.rank - b.rank || compare(a.name, b.name) || compare(a.id, b.id))
    .map((x) => x.id);
}

/** 0 an exact tag match, 1 a partial one, 2 a name match (PHRASE mode). */
const rankOf = (item: ContentItem, key: string) => (item.tags.includes(key) ? 0 : item.tags.some((tag) => tag.includes(key)) ? 1 : 2);

describe('search through the index', () => {
  it.each([
    ['CATALOGUE', 'joseph', 'PHRASE'],
    ['VIDEO', 'joseph', 'PHRASE'],
    ['CATALOGUE', 'mercy', 'WORD'],
    ['CATALOGUE', 'ros', 'PHRASE'],
    ['VIDEO', 'padua', 'PHRASE'],
    ['CATALOGUE', 'divine mercy', 'PHRASE'],
    ['VIDEO', 'divine-mercy', 'WORD'],
    ['CATALOGUE', 'rosary padua', 'WORD'],
    ['CATALOGUE', 'holy ros', 'PHRASE'],
    ['CATALOGUE', 'Fátima', 'PHRASE'],
    ['VIDEO', 'st. joseph', 'PHRASE'],
    ['CATALOGUE', 'div merc', 'WORD'],
    ['VIDEO', 'live', 'PHRASE'],
  ] as Array<[SearchType, string, Mode]>)('%s "%s" in %s mode answers exactly the specified list', async (type, key, mode) => {
    const want = expected(type, key, mode);
    expect(await everything(type, key, mode)).toEqual(want);
  });

  it('puts exact tag matches first, then partial tag matches, then name matches, each by name', async () => {
    const { items } = await search('CATALOGUE', 'joseph', 'PHRASE', 1, 100);
    const ranks = items.map((item) => rankOf(item, 'joseph'));
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
    expect(ranks).toEqual([...ranks].sort());
    for (const rank of [0, 1, 2]) {
      const names = items.filter((item) => rankOf(item, 'joseph') === rank).map((item) => foldText(item.name));
      expect(names).toEqual([...names].sort(compare));
    }
  });

  it('matches words from their start: a prefix finds, the middle of a word does not', async () => {
    const rosary = await everything('CATALOGUE', 'rosary');
    const ros = await everything('CATALOGUE', 'ros');
    expect(rosary.length).toBeGreaterThan(10);
    expect(ros).toEqual(expect.arrayContaining(rosary));
    expect((await search('CATALOGUE', 'osary')).count).toBe(0);
    // One or two letters are prefixes too.
    const r = await search('VIDEO', 'r', 'PHRASE', 1, 100);
    expect(r.count).toBe(100);
    expect(r.items.every((item) => searchTermsOf(foldText(item.name), indexTags(item)).some((term) => term.startsWith('r')))).toBe(true);
  });

  it('needs every word of a multi-word key', async () => {
    const phrase = await search('CATALOGUE', 'divine mercy', 'PHRASE', 1, 100);
    expect(phrase.count).toBeGreaterThan(0);
    expect(phrase.items.every((item) => item.tags.some((tag) => tag.includes('divine mercy')) || foldText(item.name).includes('divine mercy'))).toBe(true);
    // A phrase is found whole; in WORD mode each word on its own, in any order.
    expect((await search('CATALOGUE', 'mercy divine')).count).toBe(0);
    expect(await everything('CATALOGUE', 'mercy-divine', 'WORD')).toEqual(await everything('CATALOGUE', 'divine-mercy', 'WORD'));
    const words = await search('CATALOGUE', 'div merc', 'WORD', 1, 100);
    expect(words.count).toBeGreaterThan(0);
    for (const item of words.items) {
      const terms = searchTermsOf(foldText(item.name), indexTags(item));
      expect(terms.some((t) => t.startsWith('div')) && terms.some((t) => t.startsWith('merc')), item.id).toBe(true);
    }
    expect((await search('CATALOGUE', 'rosary zzyzx', 'WORD')).count).toBe(0);
  });

  it('pages: page 2 continues page 1 with no overlap, and a page past the end is empty', async () => {
    const first = await search('VIDEO', 'saint', 'PHRASE', 1, 50);
    const second = await search('VIDEO', 'saint', 'PHRASE', 2, 50);
    const both = await search('VIDEO', 'saint', 'PHRASE', 1, 100);
    expect(first.count).toBe(50);
    expect(second.count).toBe(50);
    const ids = (answer: Answer) => answer.items.map((item) => item.id);
    expect([...ids(first), ...ids(second)]).toEqual(ids(both));
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(100);
    const all = await everything('CATALOGUE', 'joseph');
    const last = Math.ceil(all.length / 10);
    expect((await search('CATALOGUE', 'joseph', 'PHRASE', last, 10)).count).toBe(all.length - (last - 1) * 10);
    expect(await search('CATALOGUE', 'joseph', 'PHRASE', last + 1, 10)).toEqual({ items: [], count: 0 });
    expect((await search('CATALOGUE', 'joseph', 'PHRASE', 9999, 10)).count).toBe(0);
  });

  it('never returns items marked searchexclude', async () => {
    const excluded = demoCatalogue().items.filter((s) => s.searchExclude && ['Series', 'Playlist', 'Category', 'vod'].includes(s.item.type));
    const archived = excluded.filter((s) => s.item.metaData.archived === 'true');
    expect(archived.length).toBeGreaterThan(0);
    const excludedIds = new Set(excluded.map((s) => s.item.id));
    for (const show of archived.slice(0, 4)) {
      for (const mode of ['PHRASE', 'WORD'] as const) {
        const found = await everything('CATALOGUE', show.item.name.slice(0, 60), mode);
        expect(found).not.toContain(show.item.id);
      }
    }
    for (const [type, key] of [
      ['VIDEO', 'promo'],
      ['CATALOGUE', 'coming soon'],
      ['CATALOGUE', 'network'],
      ['CATALOGUE', 'category'],
    ] as const) {
      const found = await everything(type, key);
      expect(
        found.filter((id) => excludedIds.has(id)),
        key,
      ).toEqual([]);
    }
  });

  it.each(['%', '...', '!!!', '?', '&', '- _ |', '  ', "'", '’', '(*)'])('refuses the key %j: nothing to look for', async (key) => {
    for (const path of [
      `/api/search?type=CATALOGUE&search=${encodeURIComponent(key)}`,
      `/api/v2/search?type=VIDEO&search=${encodeURIComponent(key)}&tagsearch=true&st=WORD`,
      `/api/searchvideo?query=${encodeURIComponent(key)}`,
      `/api/v2/searchvideo?query=${encodeURIComponent(key)}&page=1&limit=5`,
    ]) {
      const response = await client.call('GET', path);
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ error: { message: EMPTY_KEY_MESSAGE } });
    }
    expect(EMPTY_KEY_MESSAGE).toBe('Please enter search keywords to begin.');
  });

  it('reads words around punctuation', async () => {
    // A phrase is still found whole, punctuation included; WORD mode looks the words up.
    expect((await search('CATALOGUE', 'rosary!')).count).toBe(0);
    const words = await everything('CATALOGUE', 'rosary! padua?', 'WORD');
    expect(words.length).toBeGreaterThan(0);
    expect(new Set(words)).toEqual(new Set(await everything('CATALOGUE', 'rosary padua', 'WORD')));
  });
});

describe('search for a kids profile', () => {
  let kids: Record<string, string>;
  beforeAll(async () => {
    const person = await client.signedIn('search-kids');
    const created = await client.post('/api/profiles/create', { name: 'Little One', type: 'KIDS' }, bearer(person.token));
    expect(created.status).toBe(200);
    kids = { profileid: created.body.data.id as string };
  });

  it.each([
    ['CATALOGUE', 'rosary', 'PHRASE'],
    ['VIDEO', 'bible', 'PHRASE'],
    ['CATALOGUE', 'saints-mary', 'WORD'],
    ['VIDEO', 'l', 'PHRASE'],
  ] as Array<[SearchType, string, Mode]>)('%s "%s" (%s) finds only kids items', async (type, key, mode) => {
    const forKids = await everything(type, key, mode, kids);
    expect(forKids).toEqual(expected(type, key, mode, true));
    expect(forKids.length).toBeGreaterThan(0);
    const everyone = await everything(type, key, mode);
    expect(everyone.length).toBeGreaterThan(forKids.length);
  });
});
