import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../contract/answers';
import { contentItem } from '../testing/content-item';
import { cardAction, cardPictures, carouselOrientation, homeBlocks, networkPage } from './home-blocks';

function item(partial: Partial<ContentItem>): ContentItem {
  return contentItem({
    id: 'x',
    _id: 'x',
    name: 'X',
    title: 'X',
    thumbnail: { small: 's', medium: 'm', large: 'l' },
    coverart: { small: 'cs', medium: 'cm', large: 'cl' },
    ...partial,
  });
}

describe('home blocks', () => {
  it('puts the share/donate banner after the 8th carousel and draws the Middle Banner as a banner', () => {
    const carousels = Array.from({ length: 12 }, (_, i) => item({ id: `c${i}`, name: i === 3 ? 'Middle Banner' : `Row ${i}` }));
    const blocks = homeBlocks(carousels);
    expect(blocks.map((b) => b.kind)).toEqual([
      'carousel',
      'carousel',
      'carousel',
      'middle-banner',
      'carousel',
      'carousel',
      'carousel',
      'carousel',
      'share-donate',
      'carousel',
      'carousel',
      'carousel',
      'carousel',
    ]);
    expect(homeBlocks(carousels.slice(0, 5)).some((b) => b.kind === 'share-donate')).toBe(false);
  });

  it('chooses orientation, Networks always landscape', () => {
    expect(carouselOrientation(item({ name: 'Our Networks', metaData: { orientation: 'portrait' } }))).toBe('landscape');
    expect(carouselOrientation(item({ name: 'Saints', metaData: { orientation: 'circle' } }))).toBe('circle');
    expect(carouselOrientation(item({ name: 'Saints', orientation: 'portrait', metaData: {} }))).toBe('portrait');
    expect(carouselOrientation(item({ name: 'Saints', metaData: { orientation: 'square' } }))).toBe('landscape');
  });

  it('makes Networks, Shortease and Continue cards do their own thing', () => {
    expect(cardAction('Our Networks', 'cr-networks', item({ id: 'nw01', type: 'Category' }))).toEqual({ kind: 'network', to: '/network/nw01/Category' });
    expect(cardAction('Shortease: Faith in a Minute', 'cr-shorts', item({ id: 'sv001', type: 'vod' }))).toEqual({
      kind: 'short',
      to: '/ShortVideo/sv001/vod/cr-shorts',
    });
    expect(cardAction('Continue Watching', 'continue', item({ id: 'ep1', type: 'vod' }))).toEqual({
      kind: 'resume',
      to: '/viewVideo/ep1/vod/continue?resume=true',
    });
    expect(cardAction('Live TV', 'cr-live', item({ id: 'lv01', type: 'livestream' }))).toEqual({ kind: 'live', to: '/liveVideo/lv01/livestream/cr-live' });
    expect(cardAction('Saints', 'cr-saints', item({ id: 'sr1', type: 'Series' }))).toEqual({
      kind: 'detail',
      id: 'sr1',
      type: 'Series',
      catalogueId: 'cr-saints',
    });
  });

  it('falls back to cover art for dummy or missing thumbnails', () => {
    expect(cardPictures(item({}))).toEqual({ small: 's', medium: 'm', large: 'l' });
    expect(cardPictures(item({ thumbnail: { small: '/img/dummy.png', medium: '/img/dummy.png', large: '/img/dummy.png' } }))).toEqual({
      small: 'cs',
      medium: 'cm',
      large: 'cl',
    });
    expect(cardPictures(item({ thumbnail: { small: '', medium: '', large: '' } })).large).toBe('cl');
    expect(cardPictures(item({ thumbnail: { small: '', medium: '', large: 'l' } })).large).toBe('l');
  });

  it('pages a network 12 first, then 2 at a time from page 7', () => {
    expect(networkPage(0)).toEqual({ page: 1, size: 12 });
    expect(networkPage(12)).toEqual({ page: 7, size: 2 });
    expect(networkPage(14)).toEqual({ page: 8, size: 2 });
  });
});
