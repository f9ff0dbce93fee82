import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { createOutboxRepository, outboxRecipient } from '../repositories/outbox.js';
import { noStore } from '../http.js';

const OutboxQuery = Type.Object(
  { to: Type.Optional(Type.String({ maxLength: 320 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) },
  { additionalProperties: false },
);

async function latest(db: Db, customerId: string, to: string | undefined, limit: number) {
  const messages = await createOutboxRepository(db).latest(customerId, outboxRecipient(to), limit);
  return messages.map((m) => ({ ...m, created_at: new Date(Number(m.created_at)).toISOString() }));
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The outbox (only when MAIL_TRANSPORT is the outbox): what was "sent", for people and tests. */
export function outboxApiRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Static<typeof OutboxQuery> }>('/dev/outbox', { schema: { querystring: OutboxQuery }, onSend: noStore }, async (request) => {
    return { items: await latest(db, request.customerId, request.query.to, request.query.limit ?? 50) };
  });
}

export function outboxPageRoute(app: FastifyInstance, db: Db, customerId: string): void {
  app.get('/dev/outbox', { onSend: noStore }, async (_request, reply) => {
    const messages = await latest(db, customerId, undefined, 50);
    const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
    const rows = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">${m.channel.toUpperCase()} to ${escapeHtml(m.recipient)} · ${m.created_at}</p><pre>${linkify(m.body)}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox · Lumen</title>` +
          `<style>body{font-family:system-ui,sans-serif;background:#111;color:#eee;max-width:860px;margin:0 auto;padding:24px}article{background:#1c1c22;border-radius:12px;padding:16px 20px;margin:0 0 16px}h2{margin:0 0 4px;font-size:18px}.meta{color:#aaa;margin:0 0 8px;font-size:14px}pre{white-space:pre-wrap;font:15px/1.5 system-ui,sans-serif}a{color:#f0d256}</style></head>` +
          `<body><h1>Outbox</h1><p>E-mail and SMS the server would have sent (newest first). This page exists only while MAIL_TRANSPORT is the outbox.</p>${rows || '<p>No messages yet.</p>'}</body></html>`,
      );
  });
}
