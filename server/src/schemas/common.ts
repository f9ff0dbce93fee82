import { Type } from '@sinclair/typebox';

/** Ids of items and catalogues: short, plain characters only. */
export const ItemId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const Page = Type.Integer({ minimum: 1, maximum: 100_000 });

export const ErrorResponse = Type.Object({
  error: Type.Object({ message: Type.String() }),
});
