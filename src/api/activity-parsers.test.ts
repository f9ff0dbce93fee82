import { describe, expect, it } from 'vitest';
import { contentItem } from '../testing/content-item';
import { parseFeedbackList } from './feedback';
import { parsePackages, parseSubscriptions } from './packages';
import { parseShares } from './shares';

const item = contentItem({
  id: 'sr0001',
  name: 'Pray with Saint John Bosco',
  title: 'Pray with Saint John Bosco',
  thumbnail: { small: '/s.svg', medium: '/m.svg', large: '/l.svg' },
});
const plan = {
  id: 'free',
  package_id: 'free',
  name: 'Lumen Free',
  description: '',
  price: 0,
  currency: 'USD',
  free: true,
  period_days: 365,
  kind: 'free',
  position: 1,
};
const subscription = {
  id: 's1',
  package_id: 'free',
  name: 'Lumen Free',
  started_at: '2026-03-01T12:00:00.000Z',
  expires_at: '2027-03-01T12:00:00.000Z',
  active: true,
  recurring: 1,
};
const at = '2026-03-01T00:00:00.000Z';

describe('plan parsers', () => {
  it('read the plans as the contract writes them, dropping fields a newer server adds, and refuse another shape in words', () => {
    const { items } = parsePackages({ items: [{ ...plan, colour: 'gold' }], count: 1 });
    expect(items[0]).toEqual(plan);
    expect(() => parsePackages({ packages: [] })).toThrow(/unexpected answer at items/);
    expect(() => parsePackages({ items: [{ ...plan, id: undefined }], count: 1 })).toThrow(/unexpected answer at items.0.id/);
    expect(() => parsePackages({ items: [{ ...plan, price: 'free' }], count: 1 })).toThrow(/at items.0.price/);
  });

  it('read subscriptions, one without an end too', () => {
    const { items } = parseSubscriptions({ items: [subscription, { ...subscription, id: 's2', expires_at: null }], count: 2 });
    expect(items.map((s) => [s.id, s.expires_at])).toEqual([
      ['s1', '2027-03-01T12:00:00.000Z'],
      ['s2', null],
    ]);
    expect(() => parseSubscriptions({ items: [{ ...subscription, started_at: 'yesterday' }], count: 1 })).toThrow(/at items.0.started_at/);
  });
});

describe('activity parsers', () => {
  it('read shares, with a share whose programme is gone, and refuse a programme of no known type', () => {
    const { items } = parseShares({
      items: [
        { id: 'a', video_id: 'sr0001', service: 'email', created_at: at, item },
        { id: 'b', video_id: 'gone', service: 'copy', created_at: at, item: null },
      ],
      count: 2,
      total: 2,
    });
    expect(items.map((s) => s.id)).toEqual(['a', 'b']);
    expect(items[0]!.item).toMatchObject({ id: 'sr0001', title: 'Pray with Saint John Bosco', coverart: { large: '' } });
    expect(items[1]!.item).toBeNull();
    const odd = { id: 'c', video_id: 'odd', service: 'sms', created_at: at, item: { ...item, type: 'Hologram' } };
    expect(() => parseShares({ items: [odd], count: 1, total: 1 })).toThrow(/at items.0.item.type/);
  });

  it('read feedback, with and without a rating and a programme', () => {
    const written = { id: 'f', rating: 9, message: 'Lovely', videoId: 'sr0001', programName: 'Pray', episodeName: '', created_at: at, item };
    const { items } = parseFeedbackList({ items: [written, { ...written, id: 'g', rating: null, videoId: null, item: null }], count: 2, total: 2 });
    expect(items[0]).toMatchObject({ rating: 9, message: 'Lovely', videoId: 'sr0001', item: { id: 'sr0001' } });
    expect(items[1]).toMatchObject({ rating: null, videoId: null, item: null });
    expect(() => parseFeedbackList({ items: [{ message: 'no id' }], count: 1, total: 1 })).toThrow();
  });
});
