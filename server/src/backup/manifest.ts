/**
 * A Lumen backup (`npm run backup -- FILE`): one gzipped tar archive holding, in this order,
 *
 *   manifest.json              what is inside, for `npm run restore` to check before it writes
 *   database/lumen.sqlite      the embedded database (SQLite's online backup), or
 *   database/lumen.pgdump      PostgreSQL's (pg_dump's custom format)
 *   files/...                  everything else DATA_DIR held (pictures, media), by its path in DATA_DIR
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { DbEngine } from '../db/database.js';

export const MANIFEST_NAME = 'manifest.json';
export const BACKUP_FORMAT = 'lumen-backup';
/** The manifest's version this code writes; restore knows these. */
export const MANIFEST_VERSION = 1;
export const KNOWN_VERSIONS: readonly number[] = [1];
export const SQLITE_ENTRY = 'database/lumen.sqlite';
export const POSTGRES_ENTRY = 'database/lumen.pgdump';
export const FILES_PREFIX = 'files/';

export interface ManifestFile {
  /** The path inside the archive (database/... or files/...). */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** ISO 8601. */
  createdAt: string;
  engine: DbEngine;
  customerId: string;
  /** The schema migrations the database had applied, in order. */
  migrations: string[];
  files: ManifestFile[];
}

/** An operator's problem with a backup or a restore: one clear line, exit 1. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export const databaseEntry = (engine: DbEngine) => (engine === 'sqlite' ? SQLITE_ENTRY : POSTGRES_ENTRY);

/** A file's size and SHA-256, read as a stream. */
export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A safe relative archive path: no absolute path, no `..`, no empty or odd segments. */
export function isSafeEntryPath(entry: string): boolean {
  if (!entry || entry.startsWith('/') || entry.includes('\\') || entry.includes('\0')) return false;
  return entry.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** manifest.json's text, checked; throws BackupError naming what is wrong. */
export function parseManifest(text: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError('its manifest.json is not valid JSON');
  }
  if (!isRecord(value) || value.format !== BACKUP_FORMAT) throw new BackupError('its manifest.json is not a Lumen backup manifest');
  if (typeof value.version !== 'number' || !KNOWN_VERSIONS.includes(value.version)) {
    throw new BackupError(
      `its manifest is version ${String(value.version)}, which this Lumen does not know (it knows ${KNOWN_VERSIONS.join(', ')}): restore it with the Lumen that made it, or a newer one`,
    );
  }
  const { createdAt, engine, customerId, migrations, files } = value;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) throw new BackupError('its manifest has no valid createdAt');
  if (engine !== 'sqlite' && engine !== 'postgres') throw new BackupError(`its manifest names an unknown database engine (${String(engine)})`);
  if (typeof customerId !== 'string' || !customerId) throw new BackupError('its manifest has no customerId');
  if (!Array.isArray(migrations) || !migrations.every((name) => typeof name === 'string')) throw new BackupError('its manifest has no list of migrations');
  if (!Array.isArray(files)) throw new BackupError('its manifest has no list of files');
  const seen = new Set<string>();
  for (const file of files) {
    if (!isRecord(file) || typeof file.path !== 'string' || !isSafeEntryPath(file.path)) throw new BackupError('its manifest lists a file with a bad path');
    if (typeof file.size !== 'number' || !Number.isSafeInteger(file.size) || file.size < 0)
      throw new BackupError(`its manifest gives no valid size for ${file.path}`);
    if (typeof file.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(file.sha256)) throw new BackupError(`its manifest gives no valid sha256 for ${file.path}`);
    if (file.path !== databaseEntry(engine) && !file.path.startsWith(FILES_PREFIX))
      throw new BackupError(`its manifest lists ${file.path}, which is not a place a backup puts files`);
    if (seen.has(file.path)) throw new BackupError(`its manifest lists ${file.path} twice`);
    seen.add(file.path);
  }
  if (!seen.has(databaseEntry(engine))) throw new BackupError(`its manifest lists no database (${databaseEntry(engine)})`);
  return { format: BACKUP_FORMAT, version: value.version, createdAt, engine, customerId, migrations: migrations as string[], files: files as ManifestFile[] };
}
