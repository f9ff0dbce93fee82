import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../contract/answers.js';
import { bearer, caller } from '../../test/accounts.js';
import { build, demoCatalogue, type TestServer } from '../../test/helper.js';
import { NOT_FOR_KIDS } from '../accounts/audience.js';
import { foldText } from '../lib/text.js';
import { CATALOGUE_IDS } from '../seed/catalogue-ids.js';
import { CATALOGUE_FILTER_MESSAGES } from './content.js';

let server: TestServer;
beforeAll(async () => {
  server = await build();
});
afterAll(async () => {
  await server.close();
});
const client = caller(() => server);

const ALL_SHOWS = CATALOGUE_IDS.allShows;

interface Page {
  _embedded: { items: ContentItem[]; metaData: unknown; title: string; name: string; _id: string };
  count: number;
  total: number;
}

async function page(query: string, extra: Record<string, string> = {}): Promise<Page> {
  const response = await client.call('GET', `/api/catalogues?${query}`, undefined, extra);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Page;
}

/** Every item of a filtered catalogue, read 500 at a time, with the total of each page. */
async function everything(query: string, extra: Record<string, string> = {}): Promise<{ items: ContentItem[]; total: number }> {
  const items: ContentItem[] = [];
  let total = -1;
  for (let number = 1; ; number++) {
    const body = await page(`${query}&size=500&page=${number}`, extra);
    if (total >= 0) expect(body.total).toBe(total);
    total = body.total;
    if (body.count === 0) break;
    items.push(...body._embedded.items);
  }
  expect(items).toHaveLength(total);
  return { items, total };
}

// What the demo catalogue holds, worked out here without the server.
const catalogue = () => demoCatalogue();
let itemsById: Map<string, ContentItem> | undefined;
const byId = () => (itemsById ??= new Map(catalogue().items.map((s) => [s.item.id, s.item])));
const childrenOf = (id: string) => catalogue().entries.get(id) ?? [];
const allShows = () => childrenOf(ALL_SHOWS).map((id) => byId().get(id)!);
/** The newest createdAt of a show, its children and theirs. */
function addedAt(item: ContentItem): string {
  const items = byId();
  const dates = [item.createdAt];
  for (const child of childrenOf(item.id)) {
    dates.push(items.get(child)!.createdAt);
    for (const grandchild of childrenOf(child)) dates.push(items.get(grandchild)!.createdAt);
  }
  return dates.sort().at(-1)!;
}
const name = (item: ContentItem) => foldText(item.name);
const ids = (items: ContentItem[]) => items.map((item) => item.id);

/** Checks that items are in order by `keys` (each compared with <), then by folded name, then id. */
function expectOrdered(items: ContentItem[], keys: Array<(item: ContentItem) => string | number>, directions: Array<'asc' | 'desc'>): void {
  const all = [...keys, name, (item: ContentItem) => item.id];
  const dirs = [...directions, 'asc', 'asc'];
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [items[i - 1]!, items[i]!];
    for (let k = 0; k < all.length; k++) {
      const [x, y] = [all[k]!(a), all[k]!(b)];
      if (x === y) continue;
      expect(dirs[k] === 'asc' ? x < y : x > y, `${a.id} before ${b.id} (key ${k}: ${x} / ${y})`).toBe(true);
      break;
    }
  }
}

describe('GET /catalogues without filters', () => {
  it('answers as before: the catalogue order, total from items_count', async () => {
    const { items, total } = await everything(`id=${ALL_SHOWS}`);
    expect(ids(items)).toEqual(childrenOf(ALL_SHOWS));
    expect(total).toBe(childrenOf(ALL_SHOWS).length);
    expect(total).toBeGreaterThan(900);
  });

  it('filterBy=alphabet&filterOption=All filters nothing', async () => {
    const { items, total } = await everything(`id=${ALL_SHOWS}&filterBy=alphabet&filterOption=All`);
    expect(ids(items)).toEqual(childrenOf(ALL_SHOWS));
    expect(total).toBe(childrenOf(ALL_SHOWS).length);
  });
});

describe('sortOption', () => {
  it('newest: by release date, newest first', async () => {
    const { items, total } = await everything(`id=${ALL_SHOWS}&sortOption=newest`);
    expect(total).toBe(childrenOf(ALL_SHOWS).length);
    expect(new Set(ids(items))).toEqual(new Set(childrenOf(ALL_SHOWS)));
    expectOrdered(items, [(i) => i.createdAt], ['desc']);
  });

  it('oldest: by release date, oldest first', async () => {
    const { items } = await everything(`id=${ALL_SHOWS}&sortOption=oldest`);
    expectOrdered(items, [(i) => i.createdAt], ['asc']);
    expect(items[0]!.createdAt <= items.at(-1)!.createdAt).toBe(true);
  });

  it('recently-added: by the newest content of the show, its seasons and episodes', async () => {
    const { items } = await everything(`id=${ALL_SHOWS}&sortOption=recently-added`);
    expectOrdered(items, [addedAt], ['desc']);
    // Not the same as newest: a show's later seasons count.
    const newest = await everything(`id=${ALL_SHOWS}&sortOption=newest`);
    expect(ids(items)).not.toEqual(ids(newest.items));
    expect(items.some((item) => addedAt(item) > item.createdAt)).toBe(true);
  });

  it('upcoming: upcoming shows first, then newest', async () => {
    const { items } = await everything(`id=${ALL_SHOWS}&sortOption=upcoming`);
    const upcoming = (item: ContentItem) => (item.metaData.upcoming === 'true' ? 1 : 0);
    const expected = allShows().filter((item) => upcoming(item) === 1).length;
    expect(expected).toBeGreaterThan(0);
    expect(items.slice(0, expected).every((item) => upcoming(item) === 1)).toBe(true);
    expectOrdered(items, [upcoming, (i) => i.createdAt], ['desc', 'desc']);
  });

  it('award-winning: shows with awards first, then newest', async () => {
    const { items } = await everything(`id=${ALL_SHOWS}&sortOption=award-winning`);
    const awarded = (item: ContentItem) => (item.metaData.awards ? 1 : 0);
    const expected = allShows().filter((item) => awarded(item) === 1).length;
    expect(expected).toBeGreaterThan(0);
    expect(items.slice(0, expected).every((item) => awarded(item) === 1)).toBe(true);
    expectOrdered(items, [awarded, (i) => i.createdAt], ['desc', 'desc']);
  });

  it('pages without gaps or repeats, and a page past the end is empty with the same total', async () => {
    const { items, total } = await everything(`id=${ALL_SHOWS}&sortOption=upcoming&yearFilterOption=2025`);
    const paged: ContentItem[] = [];
    for (let number = 1; number <= Math.ceil(total / 7); number++) {
      const body = await page(`id=${ALL_SHOWS}&sortOption=upcoming&yearFilterOption=2025&size=7&page=${number}`);
      expect(body.total).toBe(total);
      paged.push(...body._embedded.items);
    }
    expect(ids(paged)).toEqual(ids(items));
    const past = await page(`id=${ALL_SHOWS}&sortOption=upcoming&yearFilterOption=2025&size=7&page=${Math.ceil(total / 7) + 1}`);
    expect(past).toMatchObject({ count: 0, total, _embedded: { items: [], _id: ALL_SHOWS, name: 'All Shows' } });
  });
});

describe('filters', () => {
  it('yearFilterOption keeps the shows of that year', async () => {
    for (const year of [2014, 2020, 2025]) {
      const { items, total } = await everything(`id=${ALL_SHOWS}&yearFilterOption=${year}`);
      const expected = allShows().filter((item) => item.createdAt.startsWith(String(year)));
      expect(total).toBe(expected.length);
      expect(total).toBeGreaterThan(0);
      // In the catalogue's own order when no sort is asked for.
      expect(ids(items)).toEqual(ids(expected));
      expect(items.every((item) => item.metaData.Year === String(year))).toBe(true);
    }
  });

  it('filterBy=alphabet keeps the names starting with a letter, or with a digit', async () => {
    for (const letter of ['A', 'R', 'S', 'Z']) {
      const { items, total } = await everything(`id=${ALL_SHOWS}&filterBy=alphabet&filterOption=${letter}`);
      const expected = allShows().filter((item) => name(item).startsWith(letter.toLowerCase()));
      expect(total, letter).toBe(expected.length);
      expect(ids(items)).toEqual(ids(expected));
    }
    expect((await page(`id=${ALL_SHOWS}&filterBy=alphabet&filterOption=S&size=1`)).total).toBeGreaterThan(10);
    const digits = await everything(`id=${ALL_SHOWS}&filterBy=alphabet&filterOption=0-9&sortOption=newest`);
    const expected = allShows().filter((item) => /^[0-9]/.test(name(item)));
    expect(expected.length).toBeGreaterThan(0);
    expect(digits.total).toBe(expected.length);
    expect(new Set(ids(digits.items))).toEqual(new Set(ids(expected)));
  });

  it('filterBy=category keeps the shows of that category', async () => {
    for (const category of ['ct01', 'ct07']) {
      const { items, total } = await everything(`id=${ALL_SHOWS}&filterBy=category&filterOption=${category}`);
      const inCategory = new Set(childrenOf(category));
      const expected = allShows().filter((item) => inCategory.has(item.id));
      expect(total).toBeGreaterThan(0);
      expect(total).toBe(expected.length);
      expect(ids(items)).toEqual(ids(expected));
    }
    // The empty category of the categories page.
    expect(await page(`id=${ALL_SHOWS}&filterBy=category&filterOption=ct99`)).toMatchObject({ count: 0, total: 0 });
  });

  it('filterText keeps the names holding every word, whatever the case, accents and hyphens', async () => {
    const rosary = await everything(`id=${ALL_SHOWS}&filterText=Rosary`);
    expect(rosary.total).toBe(allShows().filter((item) => name(item).includes('rosary')).length);
    expect(rosary.total).toBeGreaterThan(0);
    const two = await everything(`id=${ALL_SHOWS}&filterText=${encodeURIComponent('  MARY  Hól')}`);
    const expected = allShows().filter((item) => name(item).includes('mary') && name(item).includes('hol'));
    expect(two.total).toBe(expected.length);
    expect(ids(two.items)).toEqual(ids(expected));
    expect((await page(`id=${ALL_SHOWS}&filterText=holy-rosary&size=1`)).total).toBe(
      allShows().filter((item) => name(item).includes('holy') && name(item).includes('rosary')).length,
    );
    expect(await page(`id=${ALL_SHOWS}&filterText=zzyzx`)).toMatchObject({ count: 0, total: 0 });
    // A wildcard is a character like any other.
    expect(await page(`id=${ALL_SHOWS}&filterText=%25`)).toMatchObject({ count: 0, total: 0 });
    // Nothing but spaces filters nothing.
    expect((await page(`id=${ALL_SHOWS}&filterText=%20%20&size=1`)).total).toBe(childrenOf(ALL_SHOWS).length);
  });

  it('combines every filter with a sort', async () => {
    const query = `id=${ALL_SHOWS}&sortOption=newest&yearFilterOption=2019&filterBy=alphabet&filterOption=S&filterText=saint`;
    const { items, total } = await everything(query);
    const expected = allShows().filter((item) => item.createdAt.startsWith('2019') && name(item).startsWith('s') && name(item).includes('saint'));
    expect(total).toBe(expected.length);
    expect(new Set(ids(items))).toEqual(new Set(ids(expected)));
    expectOrdered(items, [(i) => i.createdAt], ['desc']);

    const categoryQuery = `id=${ALL_SHOWS}&sortOption=oldest&filterBy=category&filterOption=ct02&yearFilterOption=2022`;
    const inCategory = await everything(categoryQuery);
    const members = new Set(childrenOf('ct02'));
    expect(inCategory.total).toBe(allShows().filter((item) => members.has(item.id) && item.createdAt.startsWith('2022')).length);
    expectOrdered(inCategory.items, [(i) => i.createdAt], ['asc']);
  });

  it('keeps answers for different filters apart in the cache', async () => {
    const newest = await page(`id=${ALL_SHOWS}&size=5&page=1&sortOption=newest`);
    const oldest = await page(`id=${ALL_SHOWS}&size=5&page=1&sortOption=oldest`);
    const plain = await page(`id=${ALL_SHOWS}&size=5&page=1`);
    const text = await page(`id=${ALL_SHOWS}&size=5&page=1&filterText=mary`);
    const sets = [newest, oldest, plain, text].map((body) => ids(body._embedded.items).join());
    expect(new Set(sets).size).toBe(4);
    // The same filter again is the same answer.
    expect(await page(`id=${ALL_SHOWS}&size=5&page=1&sortOption=newest`)).toEqual(newest);
  });
});

describe('bad filter values', () => {
  it.each([
    ['sortOption=best', 'sortOption'],
    ['sortOption=', 'sortOption'],
    ['sortOption=Newest', 'sortOption'],
    ['yearFilterOption=2013', 'yearFilterOption must be >= 2014'],
    ['yearFilterOption=2026', 'yearFilterOption must be <= 2025'],
    ['yearFilterOption=20x5', 'yearFilterOption'],
    ['yearFilterOption=2020.5', 'yearFilterOption'],
    ['filterBy=genre&filterOption=A', 'filterBy'],
    ['filterBy=alphabet', CATALOGUE_FILTER_MESSAGES.filterByWithoutOption],
    ['filterOption=A', CATALOGUE_FILTER_MESSAGES.optionWithoutFilterBy],
    ['filterBy=alphabet&filterOption=AB', CATALOGUE_FILTER_MESSAGES.alphabet],
    ['filterBy=alphabet&filterOption=a', CATALOGUE_FILTER_MESSAGES.alphabet],
    ['filterBy=alphabet&filterOption=%23', CATALOGUE_FILTER_MESSAGES.alphabet],
    ['filterBy=category&filterOption=nope', 'No category with id "nope"'],
    ['filterBy=category&filterOption=sr0001', 'No category with id "sr0001"'],
    ['filterBy=category&filterOption=a%2Fb', 'No category with id "a/b"'],
    [`filterBy=category&filterOption=${'c'.repeat(65)}`, 'filterOption'],
    [`filterText=${'a'.repeat(101)}`, 'filterText'],
  ])('%s answers 400 with a message', async (query, message) => {
    const response = await client.call('GET', `/api/catalogues?id=${ALL_SHOWS}&${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain(message);
  });

  it('still answers 404 for an unknown catalogue', async () => {
    const response = await client.call('GET', '/api/catalogues?id=nope&sortOption=newest');
    expect(response.status).toBe(404);
  });
});

describe('a kids profile', () => {
  let kids: Record<string, string>;
  beforeAll(async () => {
    const person = await client.signedIn('all-shows-kids');
    const created = await client.post('/api/profiles/create', { name: 'Little One', type: 'KIDS' }, bearer(person.token));
    expect(created.status).toBe(200);
    kids = { profileid: created.body.data.id as string };
  });

  it('is listed the age-appropriate shows of All Shows and the show categories, filtered or not', async () => {
    const kidsShows = allShows().filter((show) => catalogue().items.find((s) => s.item.id === show.id)!.kids);
    expect(kidsShows.length).toBeGreaterThan(0);
    const listed = await everything(`id=${ALL_SHOWS}`, kids);
    expect(ids(listed.items)).toEqual(ids(kidsShows));
    const newest = await everything(`id=${ALL_SHOWS}&sortOption=newest`, kids);
    expect(new Set(ids(newest.items))).toEqual(new Set(ids(kidsShows)));
    const filtered = await everything(`id=${ALL_SHOWS}&filterText=${encodeURIComponent(name(kidsShows[0]!))}`, kids);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.items.every((item) => kidsShows.some((show) => show.id === item.id))).toBe(true);

    const categories = await everything(`id=${CATALOGUE_IDS.showCategories}`, kids);
    expect(categories.total).toBeGreaterThan(0);
    expect(categories.items.every((item) => catalogue().items.find((s) => s.item.id === item.id)!.kids)).toBe(true);
    // Any other grown-up catalogue stays refused.
    const other = await client.call('GET', '/api/catalogues?id=cr-new', undefined, kids);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe(NOT_FOR_KIDS);
  });

  it('gets only the age-appropriate children of a kids catalogue, sorted and filtered', async () => {
    // A kids catalogue with some children not for kids: the server must still drop them.
    const kidsCatalogue = 'crk-new';
    const children = childrenOf(kidsCatalogue);
    const notForKids = childrenOf(ALL_SHOWS)
      .filter((id) => !catalogue().items.find((s) => s.item.id === id)!.kids)
      .slice(0, 3);
    const position = children.length;
    await server.db
      .insertInto('catalogue_entries')
      .values(notForKids.map((id, i) => ({ customer_id: 'lumen', catalogue_id: kidsCatalogue, position: position + i, item_id: id })))
      .execute();
    const everyone = await everything(`id=${kidsCatalogue}&sortOption=newest`);
    expect(everyone.total).toBe(children.length + notForKids.length);
    const forKids = await everything(`id=${kidsCatalogue}&sortOption=newest`, kids);
    expect(forKids.total).toBe(children.length);
    expect(new Set(ids(forKids.items))).toEqual(new Set(children));
    expectOrdered(forKids.items, [(i) => i.createdAt], ['desc']);

    const letter = name(forKids.items[0]!).charAt(0).toUpperCase();
    const byLetter = await everything(`id=${kidsCatalogue}&filterBy=alphabet&filterOption=${letter}`, kids);
    expect(ids(byLetter.items)).toEqual(children.filter((id) => name(byId().get(id)!).startsWith(letter.toLowerCase())));
  });

  it('may filter by a kids category only', async () => {
    const categories = catalogue().items.filter((s) => s.item.type === 'Category' && /^ct\d+$/.test(s.item.id));
    const kidsCategory = categories.find((s) => s.kids)!.item.id;
    const grownUpCategory = categories.find((s) => !s.kids)!.item.id;
    const allowed = await client.call('GET', `/api/catalogues?id=crk-new&filterBy=category&filterOption=${kidsCategory}`, undefined, kids);
    expect(allowed.status).toBe(200);
    expect(allowed.body.total).toBeGreaterThan(0);
    const refused = await client.call('GET', `/api/catalogues?id=crk-new&filterBy=category&filterOption=${grownUpCategory}`, undefined, kids);
    expect(refused.status).toBe(403);
  });
});
