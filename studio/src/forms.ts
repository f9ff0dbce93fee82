import type { GenericSchema } from 'valibot';
import { schemaProblems, type FieldRules } from '../../contract/schema-problems';

/** Words for a field whose value breaks its schema, by what the schema asks. */
function describe(schema: FieldRules, fallback: string): string {
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
export function fieldErrors(schema: GenericSchema, value: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of schemaProblems(schema, value)) {
    const field = problem.path.replace(/^\//, '').split('/')[0] || 'form';
    errors[field] ??= describe(problem.rules, problem.message);
  }
  return errors;
}
