import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/databases.js';
import { useMigratedTestDatabase } from '../../test/migrated.js';

/**
 * The migrated schema stays portable to distributed PostgreSQL-compatible engines (CockroachDB,
 * YugabyteDB), read from the engine's own catalogue: every table has a primary key (rows are placed
 * and replicated by it; a table without one gets a hidden rowid column there), and there are no
 * triggers and no sequences (no SERIAL/IDENTITY/AUTOINCREMENT ids: ids are made by the app).
 */
const store = useMigratedTestDatabase();

async function tablesAndKeys(): Promise<{ tables: string[]; withKey: string[] }> {
  if (store.engine === 'postgres') {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(store.db);
    const withKey = await sql<{ name: string }>`
      select c.relname as name from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'p' and c.relnamespace = current_schema()::regnamespace order by 1`.execute(store.db);
    return { tables: tables.rows.map((r) => r.name), withKey: withKey.rows.map((r) => r.name) };
  }
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by 1`.execute(
    store.db,
  );
  const withKey = await sql<{ name: string }>`
    select distinct m.name from sqlite_master m, pragma_table_info(m.name) p
    where m.type = 'table' and p.pk > 0 order by 1`.execute(store.db);
  return { tables: tables.rows.map((r) => r.name), withKey: withKey.rows.map((r) => r.name) };
}

describe(`the schema on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('gives every table a primary key', async () => {
    const { tables, withKey } = await tablesAndKeys();
    expect(tables).toContain('items');
    expect(tables).toContain('kysely_migration');
    expect(tables.filter((table) => !withKey.includes(table))).toEqual([]);
  });

  it('has no triggers and no sequences', async () => {
    if (store.engine === 'postgres') {
      const triggers = await sql`select trigger_name from information_schema.triggers where trigger_schema = current_schema()`.execute(store.db);
      const sequences = await sql`select sequence_name from information_schema.sequences where sequence_schema = current_schema()`.execute(store.db);
      expect(triggers.rows).toEqual([]);
      expect(sequences.rows).toEqual([]);
    } else {
      const triggers = await sql`select name from sqlite_master where type = 'trigger'`.execute(store.db);
      // sqlite_sequence exists once a table uses AUTOINCREMENT.
      const sequences = await sql`select name from sqlite_master where name = 'sqlite_sequence'`.execute(store.db);
      expect(triggers.rows).toEqual([]);
      expect(sequences.rows).toEqual([]);
    }
  });
});
