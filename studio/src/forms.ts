import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** Words for a field whose value breaks its schema, by what the schema asks. */
function describe(schema: Record<string, unknown> | undefined, fallback: string): string {
  if (!schema) return fallback;
  if (typeof schema.minLength === 'number' && schema.minLength > 0 && schema.maxLength !== undefined)
    return `Enter 1 to ${String(schema.maxLength)} characters.`;
  if (typeof schema.maxLength === 'number') return `Use at most ${schema.maxLength} characters${schema.pattern ? ', in the form shown' : ''}.`;
  if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number') return `Enter a whole number from ${schema.minimum} to ${schema.maximum}.`;
  return fallback;
}

/**
 * The problems of a form's value against the contract's schema, one message per field (the field's
 * path, as "title" or "tags"): the same schema the server checks the request with.
 */
export function fieldErrors(schema: TSchema, value: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const error of Value.Errors(schema, value)) {
    const field = error.path.replace(/^\//, '').split('/')[0] || 'form';
    errors[field] ??= describe(error.schema as Record<string, unknown>, error.message);
  }
  return errors;
}
