/** An error whose message is safe to show to the person using the app. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A machine-readable flag the app acts on (e.g. NOT_REGISTERED: sign up, then retry). */
    readonly flag?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);

/** The wire shape of every failure: `{ error: { message } }`. */
export const tooManyRequests = (message: string) => new ApiError(429, message);

export interface ErrorBody {
  error: { message: string; status?: string };
}

export function errorBody(message: string, flag?: string): ErrorBody {
  return flag ? { error: { message, status: flag } } : { error: { message } };
}
