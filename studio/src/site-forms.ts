import type { GenericSchema } from 'valibot';
import { schemaProblems, type FieldRules } from '../../contract/schema-problems';

/** Words for a value that breaks its schema, by what the schema asks (a web address, a phone, a length, a number). */
function describe(schema: FieldRules, fallback: string): string {
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  if (pattern.startsWith('^https?://')) return 'Enter a web address starting with https:// (or http://).';
  if (pattern.startsWith('^(|https?://')) return 'Enter a web address (https://…) or one of this site’s paths (/art/…), or leave it empty.';
  if (pattern.startsWith('^\\+?[0-9(]')) return 'Enter a phone number: digits, with an optional +, spaces, brackets, dots or hyphens (6 to 25 characters).';
  if (pattern.startsWith('^\\d{4}-')) return 'Enter a date as YYYY-MM-DD.';
  if (pattern === '^[A-Z]{3}$') return 'Enter a three-letter currency code, e.g. USD.';
  if (pattern === '^([A-Z]{3}|EU)$') return 'Enter a three-letter country code (USA, GBR…) or EU.';
  if (typeof schema.minLength === 'number' && schema.minLength > 0 && typeof schema.maxLength === 'number') return `Enter 1 to ${schema.maxLength} characters.`;
  if (typeof schema.maxLength === 'number') return `Use at most ${schema.maxLength} characters.`;
  if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number') return `Enter a number from ${schema.minimum} to ${schema.maximum}.`;
  if (typeof schema.minItems === 'number' && schema.minItems > 0) return `Keep at least ${schema.minItems}.`;
  if (typeof schema.maxItems === 'number') return `Keep at most ${schema.maxItems}.`;
  return fallback;
}

/**
 * The problems of a section's value against the contract's schema (the one the API checks the save
 * with), one message per field, keyed by the field's path: "0/title", "countries/2/phone", "presets".
 */
export function pathErrors(schema: GenericSchema, value: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of schemaProblems(schema, value)) {
    const path = problem.path.replace(/^\//, '') || 'form';
    errors[path] ??= describe(problem.rules, problem.message);
  }
  return errors;
}

/** `list` with the entry at `from` moved to `to` (the same list when `to` is outside it). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}
