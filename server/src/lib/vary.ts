import type { FastifyReply } from 'fastify';

/** Adds request header names to an answer's Vary (once each; a `*` already says everything). */
export function addVary(reply: FastifyReply, ...names: string[]): void {
  const current = reply.getHeader('vary');
  const text = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  const existing = text.split(',').map((name) => name.trim().toLowerCase());
  if (existing.includes('*')) return;
  const missing = names.filter((name) => !existing.includes(name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [text, ...missing].filter(Boolean).join(', '));
}
