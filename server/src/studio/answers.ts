import { Type, type TSchema } from '@sinclair/typebox';

/** A studio refusal: the message shown, and a flag the studio acts on (CODE_REQUIRED: ask for the authenticator's code). */
export const Failure = Type.Object({ error: Type.Object({ message: Type.String(), status: Type.Optional(Type.String()) }) });

/** The statuses every studio route may refuse with. */
const USUAL = [400, 401, 403, 404, 409, 429] as const;

/** A studio route's answers: `ok`, or a Failure with one of the usual statuses or `more` of its own (413 for a file too large...). */
export function studioAnswers<T extends TSchema>(ok: T, ...more: number[]): Record<number, TSchema> {
  return { 200: ok, ...Object.fromEntries([...USUAL, ...more].map((status) => [status, Failure])) };
}
