/**
 * The language of a request's answer, and the hooks that write its messages in it (i18n/words.ts
 * holds the words themselves; this is apart from it so that lib/errors.ts, which request-locale.ts
 * imports, can use the words without a circle).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from '../../../contract/locales.js';
import { acceptedLanguages, localeOfHeader, resolveLocale } from '../lib/request-locale.js';
import { say, type ServerLocale, type Words } from './words.js';

/**
 * The language a request's answer is written in: its `?lang=` or Accept-Language, as its content
 * (request.locale, request-locale.ts); English when it names none Lumen speaks. The test language
 * when Accept-Language puts `pseudo` first.
 */
export function localeOfRequest(request: FastifyRequest): ServerLocale {
  const header = request.headers['accept-language'];
  const joined = Array.isArray(header) ? header.join(',') : header;
  if (acceptedLanguages(joined)[0]?.toLowerCase() === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  // request.locale is set on /api requests (after their ?lang= is checked); elsewhere, the header.
  return (request.locale as Locale | null | undefined) ?? localeOfHeader(joined) ?? SOURCE_LOCALE;
}

/**
 * The `message` of an /api answer (a preSerialization hook): one of the server's texts, or words
 * with placeholders, written in the request's language; any other message is left as it is.
 */
export async function sayAnswerMessage(request: FastifyRequest, _reply: unknown, payload: unknown): Promise<unknown> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload) || !('message' in payload)) return payload;
  const message = (payload as { message: unknown }).message;
  const text = typeof message === 'string' ? message : isWords(message) ? message : null;
  if (text === null) return payload;
  return { ...payload, message: say(localeOfRequest(request), text) };
}

const isWords = (value: unknown): value is Words => value !== null && typeof value === 'object' && typeof (value as Words).id === 'string';

/**
 * The /api hooks of a request's language: request.locale from `?lang=` or Accept-Language (its
 * content's language, request-locale.ts), and the `message` of its answers written in it (its
 * errors' are error-handling.ts's).
 */
export function answerInRequestLanguage(api: FastifyInstance): void {
  api.addHook('onRequest', resolveLocale);
  api.addHook('preSerialization', sayAnswerMessage);
}
