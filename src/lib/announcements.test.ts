import { describe, expect, it } from 'vitest';
import { cardName, positionAnnouncement, positionText } from './announcements';

const show = { name: 'Pray with Saint John Bosco', type: 'Series', metaData: {} };
const episode = (n: string | number | undefined) => ({
  name: 'Beginning Again',
  type: 'vod',
  metaData: n === undefined ? {} : ({ episode_number: n } as Record<string, string | number>),
});

describe('a card’s accessible name', () => {
  it('is the programme’s title', () => {
    expect(cardName(show)).toBe('Pray with Saint John Bosco');
    expect(cardName({ ...show, name: '  Spaced  ' })).toBe('Spaced');
  });

  it('puts an episode’s number first, as the episode list says it', () => {
    expect(cardName(episode(3))).toBe('Episode 3: Beginning Again');
    expect(cardName(episode('12'))).toBe('Episode 12: Beginning Again');
  });

  it('leaves out a number that is missing, empty or not a whole number above zero', () => {
    for (const n of [undefined, '', 'two', 0, -1, 2.5]) expect(cardName(episode(n))).toBe('Beginning Again');
    // Only episodes carry numbers: a series with one in its data is named by its title.
    expect(cardName({ ...show, metaData: { episode_number: 4 } })).toBe('Pray with Saint John Bosco');
  });
});

describe('where focus is, in words', () => {
  it('counts from one', () => {
    expect(positionText(0, 20)).toBe('1 of 20');
    expect(positionText(19, 20)).toBe('20 of 20');
  });

  it('says "or more" while the list’s full size is not known', () => {
    expect(positionText(19, 20, true)).toBe('20 of 20 or more');
  });

  it('never says a place beyond the count', () => {
    expect(positionText(4, 3)).toBe('5 of 5');
  });

  it('names the row on entering it, then only the place along it (the card’s title comes from DOM focus)', () => {
    expect(positionAnnouncement({ group: 'New Releases', index: 2, count: 20, entering: true })).toBe('New Releases, 3 of 20');
    expect(positionAnnouncement({ group: 'New Releases', index: 3, count: 20, entering: false })).toBe('4 of 20');
    expect(positionAnnouncement({ group: '  ', index: 0, count: 2, entering: true })).toBe('1 of 2');
  });

  it('adds the title where DOM focus does not say it (a banner’s slide)', () => {
    expect(positionAnnouncement({ group: 'Featured', index: 0, count: 5, entering: false, name: 'Rosary Live' })).toBe('1 of 5: Rosary Live');
    expect(positionAnnouncement({ group: 'Featured', index: 1, count: 5, entering: true, name: 'Rosary Live' })).toBe('Featured, 2 of 5: Rosary Live');
    expect(positionAnnouncement({ group: 'Shows', index: 0, count: 100, more: true, entering: true })).toBe('Shows, 1 of 100 or more');
  });
});
