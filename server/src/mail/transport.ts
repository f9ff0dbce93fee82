import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { createOutboxRepository } from '../repositories/outbox.js';
import { smtpMailer, type MailDelivery } from './delivery.js';

export interface OutgoingMessage {
  customerId: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
}

/** Where e-mail and SMS go. */
export interface Transport {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Every message is kept in the outbox first, so none is lost to a mail server that is down. Without
 * an SMTP server they stay there undelivered: the operator reads them with `npm run outbox`
 * (server/src/outbox-cli.ts); with DEMO_OUTBOX=1 they are also served at /dev/outbox for
 * development and tests. With `delivery` (MAIL_TRANSPORT=smtp://...), e-mail is marked due and
 * sent from the outbox, with retries (mail/delivery.ts); SMS, which has no gateway yet, stays for
 * the operator. Messages older than OUTBOX_RETENTION_MS are deleted by the server's sweep.
 */
export function createOutboxTransport(db: Db, now: () => number = Date.now, delivery?: MailDelivery): Transport {
  const outbox = createOutboxRepository(db);
  return {
    async send(message) {
      const send = delivery !== undefined && message.channel === 'email';
      await outbox.add(
        message.customerId,
        { channel: message.channel, recipient: message.to, subject: message.subject.slice(0, 200), body: message.body },
        now(),
        send,
      );
      // Not waited for: the viewer's answer does not hang on the mail server.
      if (send) void delivery.kick();
    },
  };
}

/**
 * Why the SMTP server in MAIL_TRANSPORT cannot be used, checked at start-up (a greeting and, with
 * credentials, a sign-in); null when it can. The URL's password is never shown.
 */
export async function smtpProblem(url: string, from: string): Promise<string | null> {
  const mailer = smtpMailer(url, from);
  try {
    await mailer.verify();
    return null;
  } catch (error) {
    let where = 'the SMTP server';
    try {
      const parsed = new URL(url);
      where = `the SMTP server ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
    } catch {
      // config.ts checked its shape; the check below still names MAIL_TRANSPORT.
    }
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ');
    return (
      `WARNING: MAIL_TRANSPORT: could not reach ${where} (${reason}). E-mail is kept in the outbox and sent once it answers; ` +
      'until then read it with `npm run outbox`, and check MAIL_TRANSPORT.'
    );
  } finally {
    mailer.close();
  }
}

/** How long undelivered messages are kept: longer than any link or code in them lives (tokens.ts, codes.ts). */
export const OUTBOX_RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

/** Deletes outbox messages older than the retention; the number deleted. */
export function deleteOldOutboxMessages(db: Db, now: number): Promise<number> {
  return createOutboxRepository(db).deleteBefore(now - OUTBOX_RETENTION_MS);
}

/** What start-up says about undelivered mail and the outbox: loudly, since sign-up depends on it. */
export function mailWarnings(
  config: Pick<ServerConfig, 'mailTransport' | 'demoOutbox' | 'publicUrl'> & Partial<Pick<ServerConfig, 'mailTransportSet'>>,
): string[] {
  const lines: string[] = [];
  if (config.mailTransport === 'outbox' && config.mailTransportSet) {
    // Chosen: said once, plainly, without the alarm of a setting forgotten.
    lines.push(
      'Note: MAIL_TRANSPORT=outbox: no e-mail or SMS is delivered; sign-up links, password resets and codes are kept for the operator (`npm run outbox`).',
    );
  } else if (config.mailTransport === 'outbox') {
    lines.push(
      'WARNING: MAIL_TRANSPORT is not set, so no e-mail or SMS is delivered. Sign-up links, password resets and codes are kept for the operator: read them with `npm run outbox` (set MAIL_TRANSPORT=smtp://... to deliver e-mail).',
    );
  } else {
    lines.push('Note: SMS has no gateway yet: text messages (phone codes) are kept for the operator, read with `npm run outbox`.');
  }
  if (config.demoOutbox) {
    lines.push(
      `WARNING: DEMO_OUTBOX=1: every e-mail and SMS, password resets included, is readable by anyone at ${config.publicUrl}/dev/outbox. For development and demos only: never on a server others can reach.`,
    );
  }
  return lines;
}
