import { describe, expect, it } from 'vitest';
import { useMigratedTestDatabase } from '../../test/migrated.js';
import { createLiveChannelRepository } from '../repositories/live-channels.js';
import { createLiveDirectory } from './live-directory.js';
import { demoChannelRows } from './live-channels.js';

const store = useMigratedTestDatabase();

describe('the live directory (what viewers’ requests read of the channels)', () => {
  it('sees a change at once when told, and within 3 s when the word was lost (another process, Redis away)', async () => {
    let now = Date.parse('2026-11-29T15:00:00Z');
    const repo = createLiveChannelRepository(store.db);
    for (const row of demoChannelRows('dir', now)) await repo.insert(row);
    const directory = createLiveDirectory(store.db, () => now);
    expect((await directory.channel('dir', 'lv01'))?.sample).toBe('chapel');

    const rename = async (name: string, version: number) => {
      const row = (await repo.get('dir', 'lv01'))!;
      expect(
        await repo.update('dir', 'lv01', version, { fields: JSON.stringify({ ...JSON.parse(row.fields), name }), updated_at: now, updated_by: 'test' }),
      ).toBe(true);
    };
    await rename('Told', 1);
    expect((await directory.channel('dir', 'lv01'))?.fields.name).toBe('Lumen TV Americas');
    directory.forget();
    expect((await directory.channel('dir', 'lv01'))?.fields.name).toBe('Told');

    await rename('Not told', 2);
    now += 2_900;
    expect((await directory.channel('dir', 'lv01'))?.fields.name).toBe('Told');
    now += 200;
    expect((await directory.channel('dir', 'lv01'))?.fields.name).toBe('Not told');
  });

  it('keeps nothing for a customer with no channels (any customerid header reaches it)', async () => {
    const directory = createLiveDirectory(store.db, () => 0);
    expect(await directory.channel('nobody', 'lv01')).toBeUndefined();
    await createLiveChannelRepository(store.db).insert(demoChannelRows('nobody', 0)[0]!);
    expect((await directory.channel('nobody', 'lv01'))?.id).toBe('lv01');
  });
});
