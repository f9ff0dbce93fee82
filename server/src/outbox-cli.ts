/**
 * `npm run outbox [-- --to ADDRESS] [--limit N]`: the e-mail and SMS the server kept undelivered
 * (no MAIL_TRANSPORT configured, SMS, which has no gateway, or e-mail the SMTP server has not taken
 * yet and that is still being tried), newest first, for the operator.
 * Reads the same database the server uses (DATA_DIR or DATABASE_URL, CUSTOMER_ID), beside a
 * running server. This is the only way to read them unless DEMO_OUTBOX=1 serves them over HTTP.
 */
import { parseArgs } from 'node:util';
import type { ServerConfig } from './config.js';
import { whenRunDirectly } from './operator-command.js';
import { openDatabaseToRead } from './db/database.js';
import { createOutboxRepository, outboxRecipient } from './repositories/outbox.js';

const USAGE = 'Usage: npm run outbox [-- --to ADDRESS_OR_PHONE] [--limit N]   (newest first; N from 1 to 500, 20 unless given)';

export interface OutboxMessage {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: number;
}

/** One message as the operator reads it. */
export function formatMessage(message: OutboxMessage): string {
  const when = new Date(Number(message.created_at)).toISOString();
  return `${when}  ${message.channel.toUpperCase()} to ${message.recipient}\nSubject: ${message.subject}\n\n${message.body.trim()}\n`;
}

/** The command line, checked: { to, limit } or the problem to print. */
export function readArguments(args: string[]): { to: string | null; limit: number } | { problem: string } {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { to: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean' } }, strict: true }));
  } catch (error) {
    return { problem: `${error instanceof Error ? error.message : String(error)}\n${USAGE}` };
  }
  if (values.help) return { problem: USAGE };
  const limitText = values.limit ?? '20';
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > 500) return { problem: `--limit must be a whole number from 1 to 500 (got "${limitText}")\n${USAGE}` };
  return { to: outboxRecipient(values.to), limit };
}

type Args = Exclude<ReturnType<typeof readArguments>, { problem: string }>;

/** The command's work, once its command line and the server's settings are read. */
async function run(args: Args, config: ServerConfig): Promise<number> {
  let store;
  try {
    store = openDatabaseToRead({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  try {
    const messages = await createOutboxRepository(store.db).latest(config.customerId, args.to, args.limit);
    if (messages.length === 0) {
      console.log(args.to ? `No undelivered messages to ${args.to}.` : 'No undelivered messages.');
    } else {
      console.log(messages.map(formatMessage).join('\n----------------------------------------\n\n'));
    }
    return 0;
  } catch (error) {
    const where = config.databaseUrl ? 'the PostgreSQL database in DATABASE_URL' : `the database in ${config.dataDir}`;
    console.error(`Could not read the outbox from ${where}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await store.close().catch(() => undefined);
  }
}

await whenRunDirectly(import.meta.url, readArguments, run);
