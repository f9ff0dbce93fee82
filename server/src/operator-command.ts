/**
 * An operator's command (`npm run outbox`, `studio`, `backup`, `restore`): its command line checked,
 * the server's own settings read (DATA_DIR or DATABASE_URL, CUSTOMER_ID, PUBLIC_URL...), then its
 * work. A bad command line or setting exits 2 with one clear line; the work's own failures are its
 * to report (exit 1).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readServerConfig, type ServerConfig } from './config.js';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Checked<A> = A | { problem: string };

export async function runOperatorCommand<A extends object>(
  parse: (args: string[]) => Checked<A>,
  work: (args: A, config: ServerConfig) => Promise<number>,
  argv: string[] = process.argv.slice(2),
): Promise<number> {
  const args = parse(argv);
  if ('problem' in args) {
    console.error(args.problem);
    return 2;
  }
  let config: ServerConfig;
  try {
    config = readServerConfig(process.env, rootDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  return work(args as A, config);
}

/** Runs the command when `moduleUrl` is the file node was started with (not when a test imports it). */
export async function whenRunDirectly<A extends object>(
  moduleUrl: string,
  parse: (args: string[]) => Checked<A>,
  work: (args: A, config: ServerConfig) => Promise<number>,
): Promise<void> {
  if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl)) process.exitCode = await runOperatorCommand(parse, work);
}
