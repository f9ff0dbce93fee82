import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest, type OpenedDatabase } from '../db/database.js';
import { openTestDatabase } from '../../test/databases.js';
import type { Kysely } from 'kysely';
import type { AuditLogTable } from '../db/schema.js';
import { createAuditLogRepository } from './audit-log.js';

let store: OpenedDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
  await migrateToLatest(store.db);
});
afterAll(async () => {
  await store.close();
});

describe('the audit log', () => {
  // Found in CI: with the clock standing still, entries came back in the order of their random ids,
  // and a test's programme save fell out of the latest five.
  it('reads back newest first in the order written, though the clock stands still, each customer apart', async () => {
    const audit = createAuditLogRepository(store.db, () => 1_000);
    const written = Array.from({ length: 12 }, (_, i) => `programme-${i}`);
    for (const [i, target] of written.entries()) {
      await audit.write('lumen', { operator: 'owner@example.org', action: 'programme.save', target });
      if (i % 3 === 0) await audit.write('other', { operator: 'owner@example.org', action: 'programme.save', target: `other-${i}` });
    }
    const latest = await audit.latest('lumen', 5);
    expect(latest.map((e) => e.target)).toEqual(written.slice(-5).reverse());
    expect((await audit.latest('other', 10)).map((e) => e.target)).toEqual(['other-9', 'other-6', 'other-3', 'other-0']);
  });

  it('numbers a log written before the numbering in the order it was read then: time, then id', async () => {
    expect((await createMigrator(store.db).migrateTo('0016_site_content')).error).toBeUndefined();
    const old = store.db as unknown as Kysely<{ audit_log: Omit<AuditLogTable, 'seq'> }>;
    const entry = (id: string, at: number) => ({
      id,
      customer_id: 'parish',
      at,
      operator: 'o@example.org',
      action: 'site.save',
      target: id,
      before: null,
      after: null,
    });
    await old
      .insertInto('audit_log')
      .values([entry('b', 5), entry('a', 5), entry('c', 1), entry('d', 9)])
      .execute();
    await migrateToLatest(store.db);
    const audit = createAuditLogRepository(store.db, () => 2);
    await audit.write('parish', { operator: 'o@example.org', action: 'site.save', target: 'new' });
    expect((await audit.latest('parish', 10)).map((e) => [e.target, e.seq])).toEqual([
      ['new', 5],
      ['d', 4],
      ['b', 3],
      ['a', 2],
      ['c', 1],
    ]);
  });
});
