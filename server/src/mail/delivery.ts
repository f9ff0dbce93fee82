import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import { createOutboxRepository, type DueMessage } from '../repositories/outbox.js';

/** Hands one e-mail to the mail server; throws when it is not taken. */
export type SendMail = (message: { to: string; subject: string; text: string }) => Promise<void>;

/** The first wait after a failed try; each further failure doubles it, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 30_000;
/** The longest wait between tries: once the SMTP server is back, mail waiting goes out within this. */
export const RETRY_MAX_MS = 15 * 60_000;
/**
 * How long a message taken for sending is left to its sender (longer than the SMTP timeouts below
 * add up to): a process that dies while sending leaves it to be tried again after this.
 */
const CLAIM_MS = 2 * 60_000;
/** How often the outbox is looked at for mail due, besides each new message. */
export const DEFAULT_POLL_MS = 5_000;
const BATCH = 20;

/** The wait before the next try of a message that failed `attempts` times. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/**
 * SMTP as nodemailer speaks it, with timeouts short enough that a server that does not answer
 * holds a message for seconds, not minutes (settings in the URL's query win over these).
 */
export function smtpMailer(url: string, from: string): { send: SendMail; verify: () => Promise<unknown>; close: () => void } {
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    send: async (message) => {
      await transporter.sendMail({ from, ...message });
    },
    verify: () => transporter.verify(),
    close: () => transporter.close(),
  };
}

/**
 * Sends the outbox's e-mail that is due (every customer's), one at a time: a message the mail server
 * takes is marked sent; one it refuses, or that cannot reach it, is tried again after retryDelay.
 * Nothing is ever dropped here: the outbox's retention sweep is the only end of an unsent message.
 * `kick` looks at once (a new message); `start` looks every `pollMs` until `stop`.
 */
export function createMailDelivery(db: Db, sendMail: SendMail, now: () => number = Date.now) {
  const outbox = createOutboxRepository(db);
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function sendOne(message: DueMessage): Promise<void> {
    if (!(await outbox.claim(message, now() + CLAIM_MS))) return;
    try {
      await sendMail({ to: message.recipient, subject: message.subject, text: message.body });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await outbox.markFailed(message.id, now() + retryDelay(message.attempts + 1), reason);
      return;
    }
    await outbox.markSent(message.id, now());
  }

  async function deliverDue(): Promise<void> {
    do {
      again = false;
      for (const message of await outbox.due(now(), BATCH)) await sendOne(message);
    } while (again);
  }

  /** Looks for mail due now, unless a look is under way (which then looks once more). */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    // A database that fails now is tried again on the next look: the message stays in the outbox.
    running = deliverDue()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    kick,
    start(pollMs = DEFAULT_POLL_MS): void {
      timer ??= setInterval(() => void kick(), pollMs);
      timer.unref();
      void kick();
    },
    /** Stops looking, and waits for a look under way to end. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;
