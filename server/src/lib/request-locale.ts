import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_CODES, isLocale, matchLocale, type Locale } from '../../../contract/locales.js';
import { badRequest } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language an /api request asks its content in (issue 52): `?lang=` when given, else the
     * best of its Accept-Language that Lumen speaks (English when it names none Lumen speaks);
     * null when it asks for none, and items then come in their own language.
     */
    locale: Locale | null;
  }
}

export const LOCALE_MESSAGES = {
  badLang: `lang must be one of the languages Lumen speaks: ${LOCALE_CODES.join(', ')}.`,
} as const;

/** At most this many languages of an Accept-Language header are looked at. */
const MAX_TAGS = 20;

/**
 * The languages of an Accept-Language header, best first (RFC 9110: by q, ties in the order given;
 * q=0 and `*` left out); [] when there is none.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const tags: Array<{ tag: string; q: number; at: number }> = [];
  for (const [at, part] of header.split(',').slice(0, MAX_TAGS).entries()) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = (rawTag ?? '').trim();
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    tags.push({ tag, q, at });
  }
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map((t) => t.tag);
}

/** The language a request's Accept-Language asks for, as matchLocale picks it; null when it names none. */
export function localeOfHeader(header: string | undefined): Locale | null {
  const tags = acceptedLanguages(header);
  return tags.length === 0 ? null : matchLocale(tags);
}

/**
 * An onRequest hook for /api: sets request.locale from `?lang=` (taken out of the query, so every
 * route's query schema stays its own; a code Lumen does not speak is refused, 400) or Accept-Language.
 */
export async function resolveLocale(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Object.hasOwn(query, 'lang')) {
    const lang = query.lang;
    delete query.lang;
    if (!isLocale(lang)) throw badRequest(LOCALE_MESSAGES.badLang);
    request.locale = lang;
    return;
  }
  const header = request.headers['accept-language'];
  request.locale = localeOfHeader(Array.isArray(header) ? header.join(',') : header);
}

/** Says which language an answer with content items was prepared in (Content-Language), when one was asked for. */
export function markLanguage(request: FastifyRequest, reply: FastifyReply): void {
  if (request.locale !== null) reply.header('content-language', request.locale);
}
