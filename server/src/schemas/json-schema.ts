import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type JsonSchema = Record<string, unknown>;

const converted = new Map<v.GenericSchema, JsonSchema>();

/**
 * The JSON Schema of a shape written in contract/ (valibot), for Fastify to check a request by or to
 * serialise an answer with: a plain object closed (additionalProperties: false), a loose one open.
 */
export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  let json = converted.get(schema);
  if (!json) {
    const { $schema: _draft, ...rest } = toJsonSchema(schema, {
      errorMode: 'throw',
      overrideSchema: ({ valibotSchema, jsonSchema }) => (valibotSchema.type === 'object' ? { ...jsonSchema, additionalProperties: false } : undefined),
    }) as JsonSchema;
    json = rest;
    converted.set(schema, json);
  }
  return json;
}
