/**
 * Snapshots of the data requests may change, to prove that a refused request changed nothing and
 * that a successful one changed only the caller's own rows; and a restore to the world's baseline.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { isPostgres } from '../../src/db/engine.js';
import type { Database } from '../../src/db/schema.js';

type Row = Record<string, unknown>;
type Table = keyof Database;

interface TableRule {
  key: string[];
  /** The user a row belongs to (directly, or through its profile); null for rows of nobody. */
  owner?: (row: Row, profileOwners: Map<string, string>) => string | null;
}

const byUser = (row: Row) => (row.user_id as string | null) ?? null;
const byProfile = (row: Row, owners: Map<string, string>) => owners.get(row.profile_id as string) ?? `profile:${String(row.profile_id)}`;

/** Every table a request can write to, with its primary key and owner. */
export const MUTABLE_TABLES: Partial<Record<Table, TableRule>> = {
  app_tokens: { key: ['token_hash'] },
  users: { key: ['id'], owner: (row) => row.id as string },
  user_identities: { key: ['customer_id', 'provider', 'subject'], owner: byUser },
  auth_tokens: { key: ['token_hash'], owner: byUser },
  one_time_codes: { key: ['id'], owner: byUser },
  profiles: { key: ['id'], owner: byUser },
  outbox: { key: ['id'] },
  my_list: { key: ['customer_id', 'profile_id', 'item_id'], owner: byProfile },
  resume_points: { key: ['customer_id', 'profile_id', 'video_id'], owner: byProfile },
  subscriptions: { key: ['id'], owner: byUser },
  shares: { key: ['id'], owner: byUser },
  feedback: { key: ['id'], owner: byUser },
  analytics_events: { key: ['id'], owner: byUser },
  contacts: { key: ['id'] },
  contact_messages: { key: ['id'] },
  device_codes: { key: ['id'], owner: byUser },
};

/** Tables no request may ever change: the catalogue, configuration and plans. */
export const FIXED_TABLES: Table[] = ['customers', 'items', 'search_terms', 'catalogue_entries', 'item_tags', 'app_config', 'blogs', 'blog_tags', 'packages'];

export type Snapshot = Map<string, Map<string, Row>>;

/**
 * A cheap "did anything change?": a number that moves whenever a write happened. On SQLite, the rows
 * written on this connection so far (total_changes()). On PostgreSQL, the next transaction id
 * (every transaction that writes takes one; reads do not): it also moves for writes by other test
 * files on the same server, which only costs a snapshot that finds nothing.
 */
export async function writeCount(db: Db): Promise<number> {
  const query = isPostgres(db)
    ? sql<{ n: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as n`
    : sql<{ n: number }>`select total_changes() as n`;
  const { rows } = await query.execute(db);
  return Number(rows[0]!.n);
}

export async function snapshot(db: Db): Promise<Snapshot> {
  const result: Snapshot = new Map();
  for (const [table, rule] of Object.entries(MUTABLE_TABLES) as Array<[Table, TableRule]>) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Row[];
    result.set(table, new Map(rows.map((row) => [rule.key.map((k) => String(row[k])).join('|'), row])));
  }
  return result;
}

export interface Change {
  table: string;
  key: string;
  before: Row | undefined;
  after: Row | undefined;
}

const same = (a: Row, b: Row) => JSON.stringify(a) === JSON.stringify(b);

export function diff(before: Snapshot, after: Snapshot): Change[] {
  const changes: Change[] = [];
  for (const [table, rowsBefore] of before) {
    const rowsAfter = after.get(table)!;
    for (const [key, row] of rowsBefore) {
      const other = rowsAfter.get(key);
      if (!other || !same(row, other)) changes.push({ table, key, before: row, after: other });
    }
    for (const [key, row] of rowsAfter) if (!rowsBefore.has(key)) changes.push({ table, key, before: undefined, after: row });
  }
  return changes;
}

/** The users whose rows a change touches (before or after); rows of nobody add none. */
export function ownersOf(change: Change, before: Snapshot, after: Snapshot): string[] {
  const rule = MUTABLE_TABLES[change.table as Table];
  if (!rule?.owner) return [];
  const owners = new Set<string>();
  for (const [snap, row] of [
    [before, change.before],
    [after, change.after],
  ] as const) {
    if (!row) continue;
    const profileOwners = new Map([...snap.get('profiles')!.values()].map((p) => [p.id as string, p.user_id as string]));
    const owner = rule.owner(row, profileOwners);
    if (owner !== null) owners.add(owner);
  }
  return [...owners];
}

/** Puts every mutable table back as it was in `baseline`. */
export async function restore(db: Db, baseline: Snapshot): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [table, rows] of baseline) {
      await trx.deleteFrom(table as Table).execute();
      const list = [...rows.values()];
      for (let i = 0; i < list.length; i += 50)
        await trx
          .insertInto(table as Table)
          .values(list.slice(i, i + 50) as never)
          .execute();
    }
  });
}

/** A digest of the tables that must never change (checked once at the start and once at the end). */
export async function fixedTablesDigest(db: Db): Promise<string> {
  const hash = createHash('sha256');
  for (const table of FIXED_TABLES) {
    const rows = await sql<Row>`select * from ${sql.table(table)} order by 1, 2`.execute(db);
    hash.update(table);
    for (const row of rows.rows) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

/** A short account of changes for a failure message. */
export function describeChanges(changes: Change[]): string {
  return changes
    .slice(0, 5)
    .map(
      (c) =>
        `${c.table}[${c.key}]: ${c.before ? JSON.stringify(c.before).slice(0, 200) : '(none)'} -> ${c.after ? JSON.stringify(c.after).slice(0, 200) : '(none)'}`,
    )
    .join('\n');
}
