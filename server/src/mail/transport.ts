import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import { newId } from '../lib/secrets.js';

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
  /** True when messages are kept in the outbox, readable at /api/dev/outbox. */
  readonly outbox: boolean;
}

/** The outbox: messages are stored, so a person or a test can read them and finish the flow. */
export function createOutboxTransport(db: Db, now: () => number = Date.now): Transport {
  return {
    outbox: true,
    async send(message) {
      await db
        .insertInto('outbox')
        .values({
          id: newId(),
          customer_id: message.customerId,
          channel: message.channel,
          recipient: message.to,
          subject: message.subject.slice(0, 200),
          body: message.body,
          created_at: now(),
        })
        .execute();
    },
  };
}

/** E-mail over SMTP (MAIL_TRANSPORT=smtp://...); SMS, which has no gateway yet, still goes to the outbox. */
export function createSmtpTransport(db: Db, url: string, from: string): Transport {
  const mailer = nodemailer.createTransport(url);
  const outbox = createOutboxTransport(db);
  return {
    outbox: false,
    async send(message) {
      if (message.channel === 'sms') return outbox.send(message);
      await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
    },
  };
}
