/**
 * Snapshots of the data requests may change, to prove that a refused request changed nothing and
 * that a successful one changed only the caller's own rows; and a restore to the world's baseline.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { FOOTER_COUNTRIES_KEY, SHARE_DONATE_BANNER_KEY } from '../../../contract/site-content.js';
import { THEME_DEFAULTS } from '../../../contract/theme.js';
import type { Db } from '../../src/db/database.js';
import { isPostgres } from '../../src/db/engine.js';
import type { Database } from '../../src/db/schema.js';
import { CUSTOMER } from '../helper.js';

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
  // The studio's own data: operators, their links and sessions, the audit log, its programmes.
  operators: { key: ['id'] },
  operator_links: { key: ['token_hash'] },
  operator_sessions: { key: ['token_hash'] },
  audit_log: { key: ['id'] },
  studio_programmes: { key: ['customer_id', 'id'] },
  live_channels: { key: ['customer_id', 'id'] },
  live_schedules: { key: ['customer_id', 'channel_id', 'day'] },
};

/**
 * What viewers read that the studio writes when it publishes or arranges (only there): the studio's
 * items (ids st-...), every list's row (its count and "added" time) and the first customer's list
 * entries. Snapshotted and put back like the tables above, but only these rows of them (the whole
 * catalogue is thousands of rows), and put back row by row.
 */
const STUDIO_ID = `st-%`;
/** Live channels' items (the demo's lv01..., the studio's lv-...): the studio's Live page writes them. */
const LIVE_ID = `lv%`;
export const STUDIO_REACH: Partial<Record<Table, TableRule & { rows: (db: Db) => Promise<Row[]> }>> = {
  items: {
    key: ['customer_id', 'id'],
    rows: (db) =>
      db
        .selectFrom('items')
        .selectAll()
        .where('customer_id', '=', CUSTOMER)
        .where((eb) => eb.or([eb('id', 'like', STUDIO_ID), eb('type', 'not in', ['vod'])]))
        .execute() as Promise<Row[]>,
  },
  catalogue_entries: {
    key: ['customer_id', 'catalogue_id', 'position'],
    rows: (db) => db.selectFrom('catalogue_entries').selectAll().where('customer_id', '=', CUSTOMER).execute() as Promise<Row[]>,
  },
  search_terms: {
    key: ['customer_id', 'item_type', 'term', 'item_id'],
    rows: (db) =>
      db
        .selectFrom('search_terms')
        .selectAll()
        .where('customer_id', '=', CUSTOMER)
        .where((eb) => eb.or([eb('item_id', 'like', STUDIO_ID), eb('item_id', 'like', LIVE_ID)]))
        .execute() as Promise<Row[]>,
  },
  item_tags: {
    key: ['customer_id', 'item_id', 'tag'],
    rows: (db) =>
      db
        .selectFrom('item_tags')
        .selectAll()
        .where('customer_id', '=', CUSTOMER)
        .where((eb) => eb.or([eb('item_id', 'like', STUDIO_ID), eb('item_id', 'like', LIVE_ID)]))
        .execute() as Promise<Row[]>,
  },
  // The look: the theme colours of the global configuration; the site's own words: its keys of the configuration.
  app_config: {
    key: ['customer_id', 'key'],
    rows: (db) =>
      db
        .selectFrom('app_config')
        .selectAll()
        .where('customer_id', '=', CUSTOMER)
        .where('key', 'in', [...Object.keys(THEME_DEFAULTS), ...SITE_CONFIG_KEYS])
        .execute() as Promise<Row[]>,
  },
  // The site's own words: FAQ and blog entries, plans (a few dozen rows).
  blogs: { key: ['customer_id', 'id'], rows: (db) => db.selectFrom('blogs').selectAll().where('customer_id', '=', CUSTOMER).execute() as Promise<Row[]> },
  blog_tags: {
    key: ['customer_id', 'blog_id', 'tag'],
    rows: (db) => db.selectFrom('blog_tags').selectAll().where('customer_id', '=', CUSTOMER).execute() as Promise<Row[]>,
  },
  packages: { key: ['customer_id', 'id'], rows: (db) => db.selectFrom('packages').selectAll().where('customer_id', '=', CUSTOMER).execute() as Promise<Row[]> },
};
/** The keys of the global configuration the studio's site pages write (server/src/studio/site.ts). */
const SITE_CONFIG_KEYS = ['network_items', 'donation_url', 'main_site_url', 'home_nav_list_item', FOOTER_COUNTRIES_KEY, SHARE_DONATE_BANNER_KEY];

const keyOf = (rule: TableRule, row: Row) => rule.key.map((k) => String(row[k])).join('|');
type ReachRule = TableRule & { rows: (db: Db) => Promise<Row[]> };

/**
 * Writes to the tables of STUDIO_REACH are counted (by triggers the world adds), so that a snapshot
 * reads those rows again only after one: every write to any table would otherwise cost thousands
 * of rows read, twice.
 */
let watching = false;
let reachMemo: { writes: number; tables: Map<string, Map<string, Row>> } | undefined;
export async function watchCatalogueWrites(db: Db): Promise<void> {
  await sql`create table fuzz_catalogue_writes (n bigint not null)`.execute(db);
  await sql`insert into fuzz_catalogue_writes (n) values (0)`.execute(db);
  if (isPostgres(db)) {
    await sql`create function fuzz_note_catalogue_write() returns trigger language plpgsql as $$ begin update fuzz_catalogue_writes set n = n + 1; return null; end $$`.execute(
      db,
    );
    for (const table of Object.keys(STUDIO_REACH))
      await sql`create trigger ${sql.raw(`fuzz_${table}_writes`)} after insert or update or delete on ${sql.table(table)} for each statement execute function fuzz_note_catalogue_write()`.execute(
        db,
      );
  } else {
    for (const table of Object.keys(STUDIO_REACH))
      for (const event of ['insert', 'update', 'delete'])
        await sql`create trigger ${sql.raw(`fuzz_${table}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)} begin update fuzz_catalogue_writes set n = n + 1; end`.execute(
          db,
        );
  }
  watching = true;
}

/** The rows of STUDIO_REACH, read again only when they were written to since the last read. */
async function reachRows(db: Db): Promise<Map<string, Map<string, Row>>> {
  const writes = watching ? Number((await sql<{ n: number | string }>`select n from fuzz_catalogue_writes`.execute(db)).rows[0]!.n) : undefined;
  if (writes !== undefined && reachMemo?.writes === writes) return reachMemo.tables;
  const tables = new Map<string, Map<string, Row>>();
  for (const [table, rule] of Object.entries(STUDIO_REACH) as Array<[Table, ReachRule]>) {
    tables.set(table, new Map((await rule.rows(db)).map((row) => [keyOf(rule, row), row])));
  }
  if (writes !== undefined) reachMemo = { writes, tables };
  return tables;
}

/** Told when a restore put back rows viewers read (apps must empty their answer caches). */
const catalogueListeners: Array<() => Promise<void>> = [];
export function whenCatalogueRestored(listener: () => Promise<void>): void {
  catalogueListeners.push(listener);
}

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
    result.set(table, new Map(rows.map((row) => [keyOf(rule, row), row])));
  }
  for (const [table, rows] of await reachRows(db)) result.set(table, rows);
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
    if (rowsAfter === rowsBefore) continue;
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
  let catalogueChanged = false;
  await db.transaction().execute(async (trx) => {
    const reachNow = await reachRows(trx);
    for (const [table, rows] of baseline) {
      const reach = STUDIO_REACH[table as Table];
      if (reach) {
        // Only the rows that differ: deleted by their key, and put back as they were.
        const now = reachNow.get(table)!;
        if (now === rows) continue;
        const changed = [...new Set([...now.keys(), ...rows.keys()])].filter((key) => {
          const a = now.get(key);
          const b = rows.get(key);
          return !a || !b || !same(a, b);
        });
        for (const key of changed) {
          const row = now.get(key);
          if (row) {
            let query = trx.deleteFrom(table as Table);
            for (const column of reach.key) query = query.where(column as never, '=', row[column] as never);
            await query.execute();
          }
        }
        const back = changed.flatMap((key) => (rows.has(key) ? [rows.get(key)!] : []));
        for (let i = 0; i < back.length; i += 50)
          await trx
            .insertInto(table as Table)
            .values(back.slice(i, i + 50) as never)
            .execute();
        if (changed.length > 0) catalogueChanged = true;
        continue;
      }
      await trx.deleteFrom(table as Table).execute();
      const list = [...rows.values()];
      for (let i = 0; i < list.length; i += 50)
        await trx
          .insertInto(table as Table)
          .values(list.slice(i, i + 50) as never)
          .execute();
    }
    // What viewers read is now the baseline's, row for row: the next snapshot need not read it.
    if (watching) {
      const writes = Number((await sql<{ n: number | string }>`select n from fuzz_catalogue_writes`.execute(trx)).rows[0]!.n);
      reachMemo = { writes, tables: new Map(Object.keys(STUDIO_REACH).map((table) => [table, baseline.get(table)!])) };
    }
  });
  if (catalogueChanged) for (const listener of catalogueListeners) await listener();
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
