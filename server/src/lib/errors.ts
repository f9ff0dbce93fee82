import { say, type Words } from '../i18n/words.js';

/**
 * An error whose message is safe to show to the person using the app: `message` in English, and
 * `words`, what the answer says in the request's language (i18n/words.ts).
 */
export class ApiError extends Error {
  readonly words: Words;
  constructor(
    readonly statusCode: number,
    message: string | Words,
    /** A machine-readable flag the app acts on (e.g. NOT_REGISTERED: sign up, then retry). */
    readonly flag?: string,
    /** Seconds until trying again makes sense; sent as Retry-After (429 and 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(say(null, message));
    this.words = typeof message === 'string' ? { id: message } : message;
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string | Words) => new ApiError(400, message);
export const unauthorized = (message: string | Words) => new ApiError(401, message);
export const forbidden = (message: string | Words) => new ApiError(403, message);
export const notFound = (message: string | Words) => new ApiError(404, message);

/** What a viewer reads when an address names something that is not (or no longer) there. */
export const NOT_FOUND_MESSAGES = {
  video: /*i18n*/ 'This video could not be found. It may have been removed.',
  catalogue: /*i18n*/ 'This collection could not be found. It may have been removed.',
  liveChannel: /*i18n*/ 'This live channel could not be found.',
  schedule: /*i18n*/ 'This channel has no schedule.',
} as const;

/** Retry-After for a 429 that names no wait of its own. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A 429; `waitMs` (how long the limit still holds) becomes its Retry-After header. */
export const tooManyRequests = (message: string | Words, waitMs?: number) =>
  new ApiError(429, message, undefined, waitMs === undefined ? undefined : Math.max(1, Math.ceil(waitMs / 1000)));

/** The wire shape of every failure: `{ error: { message } }`. */
export interface ErrorBody {
  error: { message: string; status?: string };
}

export function errorBody(message: string, flag?: string): ErrorBody {
  return flag ? { error: { message, status: flag } } : { error: { message } };
}
