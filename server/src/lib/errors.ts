/** An error whose message is safe to show to the person using the app. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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
export interface ErrorBody {
  error: { message: string };
}

export function errorBody(message: string): ErrorBody {
  return { error: { message } };
}
