/**
 * `npm run studio -- add-owner EMAIL`: makes the studio's first owner (or a new link for an owner who
 * lost theirs) and prints the one-time link to choose a password and set up the authenticator. It
 * uses the server's own settings (DATA_DIR or DATABASE_URL, CUSTOMER_ID, PUBLIC_URL), and works
 * whether or not the server is running.
 */
import { EMAIL_MAX } from '../../../contract/limits.js';
import type { ServerConfig } from '../config.js';
import { whenRunDirectly } from '../operator-command.js';
import { migrateToLatest, openDatabaseForTool } from '../db/database.js';
import { createMemoryState } from '../lib/shared-state.js';
import { createOutboxTransport } from '../mail/transport.js';
import { createAuditLogRepository } from '../repositories/audit-log.js';
import { createOperatorRepository } from '../repositories/operators.js';
import { createOperatorService, normalizeOperatorEmail } from './operators.js';

export const USAGE = 'Usage: npm run studio -- add-owner EMAIL   (prints a one-time link for that owner to sign in to the studio)';

/** The command line, checked: the owner's address, or the problem to print. */
export function readStudioArguments(args: string[]): { email: string } | { problem: string } {
  const [command, email, ...rest] = args;
  if (command !== 'add-owner' || !email || rest.length > 0) return { problem: USAGE };
  const normal = normalizeOperatorEmail(email);
  if (normal.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normal)) return { problem: `"${email}" is not an e-mail address.\n${USAGE}` };
  return { email: normal };
}

type Args = Exclude<ReturnType<typeof readStudioArguments>, { problem: string }>;

/** The command's work, once its command line and the server's settings are read. */
async function run(args: Args, config: ServerConfig): Promise<number> {
  let store;
  try {
    store = openDatabaseForTool({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  try {
    await migrateToLatest(store.db);
    const service = createOperatorService({
      operators: createOperatorRepository(store.db),
      audit: createAuditLogRepository(store.db),
      transport: createOutboxTransport(store.db),
      counters: createMemoryState().counters,
      publicUrl: config.publicUrl,
      now: Date.now,
    });
    const { link, expiresAt, created } = await service.addOwner(config.customerId, args.email);
    console.log(`${created ? 'Added' : 'A new link for'} ${args.email}, owner of the Lumen studio.`);
    console.log(`Open this link (once, before ${new Date(expiresAt).toISOString()}) to choose a password and set up your authenticator app:\n\n${link}\n`);
    return 0;
  } catch (error) {
    console.error(`Could not add the owner: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await store.close().catch(() => undefined);
  }
}

await whenRunDirectly(import.meta.url, readStudioArguments, run);
