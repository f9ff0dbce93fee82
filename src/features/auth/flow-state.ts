import * as v from 'valibot';
import { readPersisted, writePersisted } from '../../stores/persisted';

/**
 * What the account flows carry from one page to the next in this tab ("reset
 * state: token, email, password, telephone, code"; sign-up keeps its registration data), read
 * back through a schema: a field that is missing, of the wrong type or too long counts as
 * nothing, and the rest of what was kept still counts.
 */

/** Longer than any token, address or name the flows keep. */
const MAX_LENGTH = 512;

/** One kept text: a string of sensible length, else left out (never the whole state lost). */
const text = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(MAX_LENGTH))), undefined);

const ResetSchema = v.object({ token: text, uid: text, email: text, telephone: text, code: text });
const RegistrationSchema = v.object({ email: text, telephone: text, firstName: text });

export type ResetState = v.InferOutput<typeof ResetSchema>;
export type RegistrationState = v.InferOutput<typeof RegistrationSchema>;

const RESET = 'lumen.reset';
const REGISTRATION = 'lumen.registration';

/** Drops the fields the schema left out, so the state reads like what was written. */
function defined<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = v;
  return out as T;
}

export const readReset = (): ResetState => defined(readPersisted(RESET, ResetSchema, {}, 'session'));
export const writeReset = (state: ResetState) => writePersisted(RESET, state, 'session');
export const clearReset = () => writePersisted(RESET, {}, 'session');
export const readRegistration = (): RegistrationState => defined(readPersisted(REGISTRATION, RegistrationSchema, {}, 'session'));
export const writeRegistration = (state: RegistrationState) => writePersisted(REGISTRATION, state, 'session');
