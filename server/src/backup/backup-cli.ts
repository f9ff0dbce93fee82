/**
 * `npm run backup -- FILE`: a consistent copy of the server's data into FILE (a .tar.gz), while the
 * server runs: the database (DATA_DIR's SQLite file, or PostgreSQL in DATABASE_URL with pg_dump) and
 * every other file DATA_DIR holds (pictures, media). Uses the server's own settings (DATA_DIR,
 * DATABASE_URL, CUSTOMER_ID). Exit 2 for a wrong command line or settings, 1 when the backup failed
 * (and then no FILE was written).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ServerConfig } from '../config.js';
import { whenRunDirectly } from '../operator-command.js';
import { createBackup } from './backup.js';

export const BACKUP_USAGE =
  "Usage: npm run backup -- FILE   (a consistent copy of the database and of DATA_DIR's pictures and media into FILE, a .tar.gz; works beside a running server)";

/** The command line, checked: the file, or the problem to print. */
export function readFileArgument(args: string[], usage: string): { file: string } | { problem: string } {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    return { problem: `${error instanceof Error ? error.message : String(error)}\n${usage}` };
  }
  if (parsed.values.help) return { problem: usage };
  if (parsed.positionals.length !== 1 || !parsed.positionals[0]!.trim()) return { problem: usage };
  return { file: parsed.positionals[0]! };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Args = Exclude<ReturnType<typeof readFileArgument>, { problem: string }>;

/** The command's work, once its command line and the server's settings are read. */
async function run(args: Args, config: ServerConfig): Promise<number> {
  try {
    const result = await createBackup({ file: args.file, dataDir: config.dataDir, databaseUrl: config.databaseUrl, customerId: config.customerId });
    const database = result.engine === 'sqlite' ? `the database in ${config.dataDir}` : 'the PostgreSQL database in DATABASE_URL';
    console.log(
      `Backed up ${database} (${result.migrations.length} migrations applied) and ${result.files} other files from DATA_DIR to ${result.file}: ${megabytes(result.bytes)} in ${(result.ms / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    console.error(`Backup failed, nothing written to ${path.resolve(args.file)}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

await whenRunDirectly(import.meta.url, (argv) => readFileArgument(argv, BACKUP_USAGE), run);
