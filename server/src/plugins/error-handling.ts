/**
 * Not @fastify/sensible because it brings error constructors (httpErrors) and reply helpers but no
 * handler: the one error shape, Retry-After on 429 and 503, our words for Fastify's own errors and
 * the logging of every 5xx are this file.
 */
import { isUnstorableText, storageFailure, UNSTORABLE_TEXT } from '../db/storage-errors.js';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, DEFAULT_RETRY_AFTER_SECONDS, errorBody } from '../lib/errors.js';
import { say, type Words } from '../i18n/words.js';
import { localeOfRequest } from '../i18n/request-words.js';

/** What a person sees for anything that failed on our side; the details go to the log only. */
export const GENERIC_FAILURE = /*i18n*/ 'Something went wrong on our side. Please try again in a moment.';

/**
 * Our own words for the request errors Fastify raises before a route runs (its messages name
 * internals such as content-type parsers). Keyed by Fastify's error code.
 */
export const REQUEST_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: /*i18n*/ 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: /*i18n*/ 'The request body is empty, but its content-type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: /*i18n*/ 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: /*i18n*/ 'Please send the request body as JSON (content-type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: /*i18n*/ 'The request body does not match its content-length.',
  FST_ERR_BAD_URL: /*i18n*/ 'The address of the request is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: /*i18n*/ 'The address of the request is too long.',
};

/** For any other client error without words of our own. */
const STATUS_MESSAGES: Record<number, string> = {
  400: /*i18n*/ 'Bad request.',
  401: /*i18n*/ 'Please sign in to continue.',
  403: /*i18n*/ 'This is not allowed.',
  404: /*i18n*/ 'Not found.',
  405: /*i18n*/ 'This method is not allowed here.',
  406: /*i18n*/ 'This answer is not available in the requested format.',
  408: /*i18n*/ 'The request took too long to arrive.',
  411: /*i18n*/ 'The request needs a content-length.',
  413: REQUEST_ERROR_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE!,
  414: REQUEST_ERROR_MESSAGES.FST_ERR_MAX_PARAM_LENGTH!,
  415: REQUEST_ERROR_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE!,
  416: /*i18n*/ 'The requested range is not available.',
  431: /*i18n*/ 'The request headers are too large.',
};

/** A readable sentence from a schema validation failure, e.g. "Invalid query: size must be <= 500". */
export function validationMessage(error: FastifyError): string {
  const contexts: Record<string, string> = { querystring: 'query', params: 'path', body: 'body', headers: 'headers' };
  const where = contexts[error.validationContext ?? ''] ?? 'request';
  const first = error.validation?.[0];
  if (!first) return `Invalid ${where}`;
  // NoBody and OptionalBody: a body that is there but no JSON object.
  if (first.keyword === 'not') return `Invalid ${where}: send a JSON object, or no ${where} at all`;
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  if (missing) return `Invalid ${where}: ${missing} is required`;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.') || where;
  const allowed = (first.params as { allowedValues?: unknown[] }).allowedValues;
  return `Invalid ${where}: ${field} ${first.message ?? 'is not valid'}${allowed ? ` (${allowed.join(', ')})` : ''}`;
}

/** The status and words of a failure; never a stack, never an internal message of a 5xx. */
export function describeFailure(error: FastifyError | Error): { status: number; message: string; words?: Words; flag?: string; retryAfter?: number } {
  if (error instanceof ApiError) {
    const retryAfter = error.retryAfterSeconds ?? (error.statusCode === 429 ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
    return { status: error.statusCode, message: error.message, words: error.words, flag: error.flag, retryAfter };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return { status: 400, message: validationMessage(fastifyError) };
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = REQUEST_ERROR_MESSAGES[fastifyError.code ?? ''] ?? STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!;
    return { status, message, retryAfter: status === 429 ? DEFAULT_RETRY_AFTER_SECONDS : undefined };
  }
  if (isUnstorableText(error)) return { status: 400, message: UNSTORABLE_TEXT };
  // A full, read-only or unreachable store: say so (507/503) rather than "something went wrong".
  const storage = storageFailure(error);
  if (storage) return { status: storage.statusCode, message: storage.message };
  return { status: status >= 500 && status < 600 ? status : 500, message: GENERIC_FAILURE };
}

/**
 * One error handler for the whole server: every failure is `{ error: { message } }` (with
 * `status` when the app has a flag to act on), a 429 or 503 says when to come back (Retry-After),
 * and every 5xx is logged, thrown or not.
 */
export function errorHandling(app: FastifyInstance): void {
  const logged = new WeakSet<FastifyRequest>();

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = describeFailure(error);
    if (failure.status >= 500) {
      logged.add(request);
      // An ApiError 5xx is a known state (load shed, a channel off the air): its words suffice.
      if (error instanceof ApiError) request.log.warn({ statusCode: failure.status, url: request.url }, error.message);
      else request.log.error({ err: error, statusCode: failure.status }, 'request failed');
    }
    return sendFailure(reply, failure);
  });

  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500 && !logged.has(request)) {
      request.log.error({ statusCode: reply.statusCode, method: request.method, url: request.url }, 'answered with a server error');
    }
  });
}

export function sendFailure(reply: FastifyReply, failure: ReturnType<typeof describeFailure>): FastifyReply {
  if (failure.retryAfter !== undefined) reply.header('retry-after', String(failure.retryAfter));
  // A failure is never kept, whatever caching its handler had set before failing (the art's year).
  reply.header('cache-control', 'no-store');
  // In the request's language (English when it asks for none Lumen speaks); codes and flags as they
  // are. The studio, an operator's tool in English, always in English.
  const locale = reply.request.url.startsWith('/studio-api/') ? null : localeOfRequest(reply.request);
  const message = say(locale, failure.words ?? failure.message);
  return reply.status(failure.status).type('application/json; charset=utf-8').send(errorBody(message, failure.flag));
}

/**
 * Fastify's `frameworkErrors`: a malformed URL (bad percent-encoding) or an over-long path
 * parameter, found before any route or hook runs. `decorate` adds the headers every answer carries.
 */
export function frameworkErrorHandler(decorate: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    decorate(request, reply);
    void sendFailure(reply, describeFailure(error));
  };
}
