import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type OpenedDatabase } from '../db/database.js';
import { openTestDatabase } from '../../test/databases.js';
import { QUERY_JITTER } from '../../test/helper.js';
import { createCodeRepository, MAX_FAILED_ATTEMPTS } from '../repositories/codes.js';

let store: OpenedDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
  await migrateToLatest(store.db);
  // Codes belong to accounts: sends hold the account's row (asAccount), which on PostgreSQL is
  // what keeps sends at once apart, so the row must be there as it always is outside this test.
  await store.db
    .insertInto('users')
    .values(
      ['user-1', 'user-2', 'user-3'].map((id) => ({
        id,
        customer_id: 'lumen',
        username: `${id}@example.org`,
        email: `${id}@example.org`,
        telephone: null,
        first_name: 'Clare',
        last_name: 'Assisi',
        password_hash: null,
        email_verified: 1,
        mobile_verified: 0,
        email_updates: 0,
        created_at: 0,
        updated_at: 0,
      })),
    )
    .execute();
});
afterAll(async () => {
  await store.close();
});

describe('wrong codes', () => {
  // Found by the fuzz suite: wrong codes sent at once each read the count before any wrote it, so
  // five of them counted as one and the code never locked (an SMS code guessed in parallel).
  it('each count, even sent at once, and then the right code no longer works', async () => {
    // Queries answer after random pauses, as from a database across a network.
    const codes = createCodeRepository(store.db.withPlugin(QUERY_JITTER));
    const sent = await codes.send('lumen', 'user-1', 'verify_phone');
    if (!sent.ok) throw new Error('no code sent');
    const wrong = sent.code === '000000' ? '111111' : '000000';
    const outcomes = await Promise.all(Array.from({ length: MAX_FAILED_ATTEMPTS + 2 }, () => codes.check('lumen', 'user-1', 'verify_phone', wrong)));
    expect(outcomes.every((o) => o === 'wrong' || o === 'locked')).toBe(true);
    const row = await store.db.selectFrom('one_time_codes').select('failed_attempts').where('user_id', '=', 'user-1').executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBeGreaterThanOrEqual(MAX_FAILED_ATTEMPTS);
    expect(await codes.check('lumen', 'user-1', 'verify_phone', sent.code)).toBe('locked');
  });

  it('still let the right code through before the fifth', async () => {
    const codes = createCodeRepository(store.db);
    const sent = await codes.send('lumen', 'user-2', 'reset_phone');
    if (!sent.ok) throw new Error('no code sent');
    const wrong = sent.code === '000000' ? '111111' : '000000';
    for (let i = 1; i < MAX_FAILED_ATTEMPTS; i++) expect(await codes.check('lumen', 'user-2', 'reset_phone', wrong)).toBe('wrong');
    expect(await codes.check('lumen', 'user-2', 'reset_phone', sent.code)).toBe('ok');
    expect(await codes.check('lumen', 'user-2', 'reset_phone', sent.code)).toBe('expired');
  });
});

describe('resends', () => {
  // Found by the fuzz suite: resends asked at once each found the last code old enough, and four
  // SMS went out within a second (the spec allows one a minute).
  it('send one code for requests that arrive at once', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const codes = createCodeRepository(store.db.withPlugin(QUERY_JITTER), () => clock);
    expect((await codes.send('lumen', 'user-3', 'verify_phone')).ok).toBe(true);
    clock += 61_000;
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => codes.send('lumen', 'user-3', 'verify_phone')));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok && o.reason === 'too-soon')).toHaveLength(3);
  });
});
