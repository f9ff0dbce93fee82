import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCataloguePage, PREFETCH_FRESH_MS } from '../../api/get-catalogue';
import { setRequestSession } from '../../api/request-context';
import { contentItem } from '../../testing/content-item';
import { useConfig } from '../../stores/config';
import { useUi } from '../../stores/ui';
import { homeCatalogues, prefetchHome } from './home-prefetch';

/** A server of catalogues: each id answers its items; `failing` ids answer 503. */
function stubServer(catalogues: Record<string, string[]>, failing = new Set<string>()) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = new URL(url, 'http://localhost').searchParams;
      const id = query.get('id') ?? '';
      asked.push(`${id}:${query.get('size')}:${query.get('page')}`);
      if (failing.has(id)) return new Response(JSON.stringify({ error: { message: 'Busy' } }), { status: 503 });
      const items = (catalogues[id] ?? []).map((name) => contentItem({ id: name, name }));
      return new Response(JSON.stringify({ _embedded: { items, metaData: {}, title: id, name: id, _id: id }, count: items.length, total: items.length }), {
        status: 200,
      });
    }),
  );
  return asked;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("home's first lists asked for ahead", () => {
  let now = 0;
  beforeEach(() => {
    now += PREFETCH_FRESH_MS * 10;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    setRequestSession({ appToken: null, userToken: null, profileId: null });
    useUi.getState().setFormFactor('tv');
    useConfig.getState().setConfig({ featured_carousel: 'bn-top', regular_carousel_shalom_web: 'cr-set', bottom_banner: 'bn-bottom' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the banner and the set, then the first rows, and home takes those answers instead of asking again', async () => {
    const asked = stubServer({ 'bn-top': ['slide'], 'cr-set': ['row-1', 'Middle Banner', 'row-2', 'row-3', 'row-4'], 'row-1': ['a'], 'row-2': ['b'] });
    prefetchHome();
    await settle();
    // The middle banner is no row of cards; only the first three blocks are on the first screen.
    expect(asked.sort()).toEqual(['bn-top:20:1', 'cr-set:50:1', 'row-1:20:1', 'row-2:20:1'].sort());
    const row = await getCataloguePage('row-1', 20, 1);
    expect(row._embedded.items.map((item) => item.id)).toEqual(['a']);
    await getCataloguePage('cr-set', 50, 1);
    expect(asked).toHaveLength(4);
    // Taken once: a list that loads again (a retry, a return) asks the server.
    await getCataloguePage('row-1', 20, 1);
    expect(asked).toHaveLength(5);
  });

  it('lets a list ask for itself when the answer asked ahead failed', async () => {
    const failing = new Set(['bn-top']);
    const asked = stubServer({ 'bn-top': ['slide'], 'cr-set': [] }, failing);
    prefetchHome();
    await settle();
    failing.clear();
    const banner = await getCataloguePage('bn-top', 20, 1);
    expect(banner._embedded.items.map((item) => item.id)).toEqual(['slide']);
    expect(asked.filter((request) => request.startsWith('bn-top'))).toHaveLength(2);
  });

  it('does not hand an old answer, another page size, or another profile’s answer to a list', async () => {
    const asked = stubServer({ 'bn-top': ['slide'], 'cr-set': [] });
    prefetchHome();
    await settle();
    await getCataloguePage('bn-top', 10, 1);
    expect(asked.filter((request) => request.startsWith('bn-top'))).toHaveLength(2);
    setRequestSession({ appToken: null, userToken: null, profileId: 'kid' });
    await getCataloguePage('bn-top', 20, 1);
    expect(asked.filter((request) => request.startsWith('bn-top'))).toHaveLength(3);
    setRequestSession({ appToken: null, userToken: null, profileId: null });
    now += PREFETCH_FRESH_MS + 1;
    await getCataloguePage('bn-top', 20, 1);
    expect(asked.filter((request) => request.startsWith('bn-top'))).toHaveLength(4);
  });

  it('chooses the lists of the profile type and layout', () => {
    const values = {
      featured_carousel: 'bn',
      featured_carousel_mobile: 'bn-m',
      featured_carousel_shalom_web_kids: 'bn-k',
      regular_carousel_shalom_web: 'cr',
      regular_carousel_shalom_web_kids: 'cr-k',
      bottom_banner: 'bb',
    };
    expect(homeCatalogues(values, false, false)).toEqual({ bannerId: 'bn', setId: 'cr', bottomId: 'bb' });
    expect(homeCatalogues(values, false, true)).toEqual({ bannerId: 'bn-m', setId: 'cr', bottomId: 'bb' });
    expect(homeCatalogues(values, true, true)).toEqual({ bannerId: 'bn-k', setId: 'cr-k', bottomId: '' });
    expect(homeCatalogues({ featured_carousel: 'bn' }, false, true)).toEqual({ bannerId: 'bn', setId: '', bottomId: '' });
  });
  it("fetches the banner's first picture ahead of the banner, the tall one on a phone", async () => {
    useUi.getState().setFormFactor('mobile');
    const slide = (id: string) => ({
      ...contentItem({ id, name: id }),
      metaData: { bannerImage: `/art/${id}-wide.svg`, mobileBannerImage: `/art/${id}-tall.svg` },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const id = new URL(url, 'http://localhost').searchParams.get('id') ?? '';
        const items = id === 'bn-top' ? [slide('one'), slide('two')] : [];
        return new Response(JSON.stringify({ _embedded: { items, metaData: {}, title: id, name: id, _id: id }, count: items.length, total: items.length }), {
          status: 200,
        });
      }),
    );
    const fetched: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        set src(url: string) {
          fetched.push(`${url} (${this.fetchPriority})`);
        }
      },
    );
    prefetchHome();
    await settle();
    expect(fetched).toEqual(['/art/one-tall.svg (high)']);
  });
});
