import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { createOutboxRepository } from '../repositories/outbox.js';

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
 * The outbox: messages are stored undelivered. The operator reads them with `npm run outbox`
 * (server/src/outbox-cli.ts); with DEMO_OUTBOX=1 they are also served at /dev/outbox for
 * development and tests. Messages older than OUTBOX_RETENTION_MS are deleted by the server's sweep.
 */
export function createOutboxTransport(db: Db, now: () => number = Date.now): Transport {
  const outbox = createOutboxRepository(db);
  return {
    async send(message) {
      await outbox.add(
        message.customerId,
        { channel: message.channel, recipient: message.to, subject: message.subject.slice(0, 200), body: message.body },
        now(),
      );
    },
  };
}

/** E-mail over SMTP (MAIL_TRANSPORT=smtp://...); SMS, which has no gateway yet, still goes to the outbox. */
export function createSmtpTransport(db: Db, url: string, from: string): Transport {
  const mailer = nodemailer.createTransport(url);
  const outbox = createOutboxTransport(db);
  return {
    async send(message) {
      if (message.channel === 'sms') return outbox.send(message);
      await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
    },
  };
}

/** How long undelivered messages are kept: longer than any link or code in them lives (tokens.ts, codes.ts). */
export const OUTBOX_RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

/** Deletes outbox messages older than the retention; the number deleted. */
export function deleteOldOutboxMessages(db: Db, now: number): Promise<number> {
  return createOutboxRepository(db).deleteBefore(now - OUTBOX_RETENTION_MS);
}

/** What start-up says about undelivered mail and the outbox: loudly, since sign-up depends on it. */
export function mailWarnings(config: Pick<ServerConfig, 'mailTransport' | 'demoOutbox' | 'publicUrl'>): string[] {
  const lines: string[] = [];
  if (config.mailTransport === 'outbox') {
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
