import { Type, type TLiteral, type TUnion } from '@sinclair/typebox';

/** One of these words, typed as such (TypeBox's Union of literals, kept to the words' own type), for the server's own query and body schemas. */
export const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<TLiteral<T>[]>;
