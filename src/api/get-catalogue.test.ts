// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueResponse, ContentItem } from '../../contract/answers';
import { contentItem } from '../testing/content-item';
import { apiRequest } from './client';
import { setSlicedDrawing } from '../lib/sliced-drawing';
import { useCataloguePages } from './get-catalogue';

vi.mock('./client', async (original) => ({ ...(await original<typeof import('./client')>()), apiRequest: vi.fn() }));

const items = ['a', 'b', 'c'].map((id) => contentItem({ id, name: `Item ${id}` }));

function answer(page: ContentItem[]): CatalogueResponse {
  return {
    _embedded: { items: page, metaData: {}, title: 'Saints', name: 'saints', _id: 'cat' },
    count: page.length,
    total: items.length,
  } as CatalogueResponse;
}

afterEach(() => {
  setSlicedDrawing(false);
  vi.mocked(apiRequest).mockReset();
});

describe.each([
  ['at once', false],
  ['in slices (a phone)', true],
])('a list drawn %s', (_name, inSlices) => {
  it('shows each page as it answers, and a Load more just after asks for the page after it', async () => {
    setSlicedDrawing(inSlices);
    const asked: string[] = [];
    vi.mocked(apiRequest).mockImplementation(async (path: string) => {
      asked.push(path);
      const page = Number(new URLSearchParams(path.split('?')[1]).get('page'));
      return answer(page === 1 ? items.slice(0, 2) : items.slice(2));
    });
    const { result } = renderHook(() => useCataloguePages('cat', 2));
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['a', 'b']));
    expect(result.current.title).toBe('Saints');
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['a', 'b', 'c']));
    expect(result.current.hasMore).toBe(false);
    expect(asked).toEqual(['/catalogues?id=cat&size=2&page=1', '/catalogues?id=cat&size=2&page=2']);
  });

  // A row that shows as loaded with no cards is passed over by a key pressed towards it (its
  // arriving mark goes): the end of loading and the answer are drawn together.
  it('never draws a list as loaded and empty between its answer and its cards', async () => {
    setSlicedDrawing(inSlices);
    vi.mocked(apiRequest).mockImplementation(async () => answer(items.slice(0, 2)));
    const drawn: Array<{ loading: boolean; items: number }> = [];
    renderHook(() => {
      const pages = useCataloguePages('cat', 2);
      drawn.push({ loading: pages.loading, items: pages.items.length });
      return pages;
    });
    await waitFor(() => expect(drawn.at(-1)).toEqual({ loading: false, items: 2 }));
    const asked = drawn.findIndex((draw) => draw.loading);
    expect(asked).toBeGreaterThanOrEqual(0);
    expect(drawn.slice(asked).filter((draw) => !draw.loading && draw.items === 0)).toEqual([]);
  });
});
