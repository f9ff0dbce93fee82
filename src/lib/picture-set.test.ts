import { describe, expect, it } from 'vitest';
import { pictureSet, pictureWidth } from './picture-set';

describe('pictureSet', () => {
  it('lists the sizes by the widths their addresses name, smallest first', () => {
    const set = pictureSet({ small: '/art/cover.webp?t=A&w=640', medium: '/art/cover.webp?t=A&w=1280', large: '/art/cover.webp?t=A&w=1920' });
    expect(set).toEqual({
      src: '/art/cover.webp?t=A&w=1280',
      srcSet: '/art/cover.webp?t=A&w=640 640w, /art/cover.webp?t=A&w=1280 1280w, /art/cover.webp?t=A&w=1920 1920w',
    });
  });

  it('takes 320, 640 and 1280 for addresses that name no width', () => {
    expect(pictureSet({ small: 'https://cdn.example/s.jpg', medium: 'https://cdn.example/m.jpg', large: 'https://cdn.example/l.jpg' })?.srcSet).toBe(
      'https://cdn.example/s.jpg 320w, https://cdn.example/m.jpg 640w, https://cdn.example/l.jpg 1280w',
    );
    expect(pictureWidth('/p.jpg?width=900', 'large')).toBe(1280);
    expect(pictureWidth('/p.jpg?sw=900&w=700', 'large')).toBe(700);
  });

  it('reads the width of an uploaded picture from its address, whatever its size', () => {
    // A portrait card's and a cover's sizes are not 320, 640 and 1280: taken as such, a portrait card
    // was given its 200-wide picture for a 320-wide box.
    const id = '0123456789abcdef0123456789abcdef';
    expect(pictureSet({ small: `/pictures/${id}-200.webp`, medium: `/pictures/${id}-400.webp`, large: `/pictures/${id}-800.webp` })?.srcSet).toBe(
      `/pictures/${id}-200.webp 200w, /pictures/${id}-400.webp 400w, /pictures/${id}-800.webp 800w`,
    );
    expect(pictureWidth(`https://api.example/pictures/${id}-1920.webp`, 'large')).toBe(1920);
    expect(pictureWidth(`/pictures/${id}-1920.webp?v=2`, 'small')).toBe(1920);
    expect(pictureWidth('/pictures/not-an-id-1920.webp', 'small')).toBe(320);
  });

  it('leaves out missing sizes and sizes of a width already listed', () => {
    expect(pictureSet({ small: '', medium: '/m.jpg', large: '/m.jpg?w=640' })).toEqual({ src: '/m.jpg', srcSet: '/m.jpg 640w' });
    expect(pictureSet({ small: '/s.jpg', medium: '', large: '' })).toEqual({ src: '/s.jpg', srcSet: '/s.jpg 320w' });
  });

  it('is null with no picture, and keeps only src when an address cannot stand in a srcset', () => {
    expect(pictureSet({ small: '', medium: '', large: '' })).toBeNull();
    expect(pictureSet({ small: '/a b.jpg', medium: '/m.jpg', large: '/l.jpg' })).toEqual({ src: '/m.jpg', srcSet: '' });
  });
});
