import { describe, expect, it } from 'vitest';
import { parseFeedbackList } from './feedback';
import { parsePackages, parseSubscriptions } from './packages';
import { parseShares } from './shares';

const item = { id: 'sr0001', type: 'Series', name: 'Pray with Saint John Bosco', thumbnail: { small: '/s.svg', medium: '/m.svg', large: '/l.svg' } };

describe('plan parsers', () => {
  it('read the plans with defaults, and refuse an answer without items', () => {
    const { items } = parsePackages({ items: [{ id: 'free', name: 'Lumen Free' }], count: 1 });
    expect(items[0]).toMatchObject({ id: 'free', name: 'Lumen Free', price: 0, free: true, currency: 'USD', period_days: 365, kind: 'free', description: '' });
    expect(() => parsePackages({ packages: [] })).toThrow(/unexpected answer/);
    expect(() => parsePackages({ items: [{ name: 'No id' }] })).toThrow();
  });

  it('read subscriptions', () => {
    const { items } = parseSubscriptions({ items: [{ id: 's1', package_id: 'free', expires_at: '2027-03-01T12:00:00.000Z', active: true, recurring: 1 }] });
    expect(items[0]).toMatchObject({ id: 's1', package_id: 'free', active: true, recurring: 1, name: '' });
  });
});

describe('activity parsers', () => {
  it('read shares, keeping a share whose programme is gone or unreadable', () => {
    const { items } = parseShares({
      items: [
        { id: 'a', video_id: 'sr0001', service: 'email', created_at: '2026-03-01T00:00:00.000Z', item },
        { id: 'b', video_id: 'gone', service: 'copy', created_at: '2026-03-01T00:00:00.000Z', item: null },
        { id: 'c', video_id: 'odd', service: 'sms', item: { id: 'odd', type: 'Hologram', name: 'x' } },
      ],
      total: 3,
    });
    expect(items.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(items[0]!.item).toMatchObject({ id: 'sr0001', title: 'Pray with Saint John Bosco', coverart: { large: '' } });
    expect(items[1]!.item).toBeNull();
    expect(items[2]!.item).toBeNull();
  });

  it('read feedback with its defaults', () => {
    const { items } = parseFeedbackList({
      items: [
        { id: 'f', rating: 9, message: 'Lovely', videoId: 'sr0001', item },
        { id: 'g', message: 'Thanks' },
      ],
    });
    expect(items[0]).toMatchObject({ rating: 9, message: 'Lovely', videoId: 'sr0001', programName: '', item: { id: 'sr0001' } });
    expect(items[1]).toMatchObject({ rating: null, videoId: null, item: null });
    expect(() => parseFeedbackList({ items: [{ message: 'no id' }] })).toThrow();
  });
});
