// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '../../contract/answers';
import { contentItem } from '../testing/content-item';
import { initFocusEngine } from '../focus/engine';
import { Banner, titleArtSize } from './Banner';

function slide(id: string): ContentItem {
  return contentItem({
    id,
    name: `Show ${id}`,
    title: `Show ${id}`,
    description: 'About it',
    coverart: { small: '', medium: '', large: '/c.svg' },
    metaData: { bannerImage: `/b-${id}.svg` },
  });
}

const current = () => Number(document.querySelector('.banner')?.getAttribute('data-slide'));

describe('the banner', () => {
  beforeAll(() => initFocusEngine('jsdom'));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns every 6 s and stops at the last slide (the top banner)', () => {
    render(
      <Banner
        focusKey="b1"
        label="Featured"
        items={[slide('a'), slide('b'), slide('c')]}
        intervalMs={6000}
        stopAtLast
        buttonLabel="Watch Now"
        onSelect={() => undefined}
      />,
    );
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(5999));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(6000));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(60_000));
    expect(current()).toBe(2);
    expect(screen.getByRole('heading', { name: 'Show c' })).toBeInTheDocument();
  });

  it('goes round when it is not the top banner (the network banner, 3 s)', () => {
    render(<Banner focusKey="b2" label="Network" items={[slide('a'), slide('b')]} intervalMs={3000} buttonLabel="Watch Now" onSelect={() => undefined} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(0);
  });

  it('stops turning once someone picks a slide', () => {
    render(
      <Banner
        focusKey="b3"
        label="Featured"
        items={[slide('a'), slide('b'), slide('c')]}
        intervalMs={6000}
        stopAtLast
        buttonLabel="Watch Now"
        onSelect={() => undefined}
      />,
    );
    act(() => screen.getByRole('button', { name: 'Show Show b' }).click());
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(30_000));
    expect(current()).toBe(1);
  });

  it('presses its button with the slide shown', () => {
    const onSelect = vi.fn();
    render(<Banner focusKey="b4" label="Featured" items={[slide('a'), slide('b')]} intervalMs={6000} buttonLabel="Watch Now" onSelect={onSelect} />);
    act(() => screen.getByRole('button', { name: 'Watch Now' }).click());
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
  });

  it('stays on its slide for viewers who ask for less motion; the dots still turn it', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    render(
      <Banner
        focusKey="b5"
        label="Featured"
        items={[slide('a'), slide('b'), slide('c')]}
        intervalMs={6000}
        stopAtLast
        buttonLabel="Watch Now"
        onSelect={() => undefined}
      />,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(current()).toBe(0);
    act(() => screen.getByRole('button', { name: 'Show Show c' }).click());
    expect(current()).toBe(2);
  });
});

describe('titleArtSize', () => {
  it.each([
    ['/art/title.svg?t=Mission%20India&h=210&w=800', { width: 800, height: 210 }],
    ['https://cdn.example.org/t.svg?w=640&h=189', { width: 640, height: 189 }],
    ['/art/title.svg?t=x', { width: 800, height: 210 }],
    ['/art/title.svg?w=0&h=-3', { width: 800, height: 210 }],
    ['/art/title.svg?w=1.5&h=abc', { width: 800, height: 210 }],
    ['', { width: 800, height: 210 }],
  ])('%s is drawn at %o', (url, size) => {
    expect(titleArtSize(url)).toEqual(size);
  });
});
