/**
 * `npm run restore -- FILE`: checks a backup made by `npm run backup`, then puts it in place of the
 * server's data (DATA_DIR, and on PostgreSQL the empty database in DATABASE_URL). Refused while a
 * server runs on DATA_DIR; what DATA_DIR held is kept in DATA_DIR/before-restore-<time>. Exit 2 for a
 * wrong command line or settings, 1 when the file is refused or the restore failed (and then
 * nothing was changed).
 */
import path from 'node:path';
import type { ServerConfig } from '../config.js';
import { whenRunDirectly } from '../operator-command.js';
import { DataDirInUseError } from '../db/database.js';
import { readFileArgument } from './backup-cli.js';
import { restoreBackup } from './restore.js';

export const RESTORE_USAGE =
  'Usage: npm run restore -- FILE   (checks FILE, a backup from npm run backup, then restores it into DATA_DIR, or into the empty PostgreSQL database in DATABASE_URL; stop the server first)';

type Args = Exclude<ReturnType<typeof readFileArgument>, { problem: string }>;

/** The command's work, once its command line and the server's settings are read. */
async function run(args: Args, config: ServerConfig): Promise<number> {
  const file = path.resolve(args.file);
  try {
    const result = await restoreBackup({ file, dataDir: config.dataDir, databaseUrl: config.databaseUrl, customerId: config.customerId });
    const { manifest } = result;
    const into = manifest.engine === 'sqlite' ? `DATA_DIR ${result.dataDir}` : `the PostgreSQL database in DATABASE_URL and DATA_DIR ${result.dataDir}`;
    console.log(
      `Restored ${file} (made ${manifest.createdAt}, ${manifest.migrations.length} migrations applied, ${result.files} other files) into ${into}.` +
        (result.asideDir ? ` What DATA_DIR held before is in ${result.asideDir}.` : '') +
        ' Start the server (npm start): it brings the schema up to date.',
    );
    return 0;
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`Not restored, nothing changed: ${error.message}`);
      return 1;
    }
    console.error(`Not restored, nothing changed: ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

await whenRunDirectly(import.meta.url, (argv) => readFileArgument(argv, RESTORE_USAGE), run);
