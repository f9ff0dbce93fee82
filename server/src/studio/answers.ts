import * as v from 'valibot';
import { jsonSchemaOf, type JsonSchema } from '../schemas/json-schema.js';

/** A studio refusal: the message shown, and a flag the studio acts on (CODE_REQUIRED: ask for the authenticator's code). */
export const Failure = v.looseObject({ error: v.looseObject({ message: v.string(), status: v.optional(v.string()) }) });

/** The statuses every studio route may refuse with. */
const USUAL = [400, 401, 403, 404, 409, 429] as const;

/** A studio route's answers: `ok`, or a Failure with one of the usual statuses or `more` of its own (413 for a file too large...). */
export function studioAnswers(ok: v.GenericSchema, ...more: number[]): Record<number, JsonSchema> {
  const failure = jsonSchemaOf(Failure);
  return { 200: jsonSchemaOf(ok), ...Object.fromEntries([...USUAL, ...more].map((status) => [status, failure])) };
}
