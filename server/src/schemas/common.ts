import { Type, type Static, type TObject } from '@sinclair/typebox';

/** Ids of items and catalogues: short, plain characters only. */
export const ItemId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const Page = Type.Integer({ minimum: 1, maximum: 100_000 });

export const ErrorResponse = Type.Object({
  error: Type.Object({ message: Type.String() }),
});

/**
 * The headers the API reads, bounded. Other headers pass untouched (no additionalProperties:
 * false here: stripping would delete them from the request). The customerid check and its
 * messages stay in the /api hook, which runs first.
 */
export const ApiHeaders = Type.Object({
  customerid: Type.Optional(Type.String({ maxLength: 64 })),
  // "Bearer " and a token of at most 512 characters (longer ones are no token: see bearerToken).
  authorization: Type.Optional(Type.String({ maxLength: 1024 })),
  // Longer than a profile id (64) is simply no profile (see audience.ts); this only bounds it.
  profileid: Type.Optional(Type.String({ maxLength: 1024 })),
  'x-api-key': Type.Optional(Type.String({ maxLength: 200 })),
});

/** A route without query parameters: any sent are stripped. */
export const NoQuery = Type.Object({}, { additionalProperties: false });

/** Anything but a JSON object (or nothing: Fastify gives a request without a body as null). */
const NOT_AN_OBJECT = { type: ['string', 'number', 'integer', 'boolean', 'array'] };

/**
 * A write that takes no body: none, or a JSON object (whose fields are stripped); a string, array
 * or number is a bad request. No `type`, so an absent body passes.
 */
export const NoBody = Type.Unsafe<Record<string, never> | undefined>({ not: NOT_AN_OBJECT, properties: {}, additionalProperties: false });

/** A body that may be left out altogether, or else is `schema` (an object schema without its `type`, so absence passes). */
export function OptionalBody<T extends TObject>(schema: T) {
  const { type: _object, ...rest } = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  return Type.Unsafe<Static<T> | undefined>({ ...rest, not: NOT_AN_OBJECT });
}
