import * as v from 'valibot';
import { PROFILE_TYPES } from '../../contract/wire';

const Profile = v.looseObject({ id: v.string(), name: v.string(), type: v.picklist(PROFILE_TYPES) });

export const SessionUserSchema = v.looseObject({
  id: v.string(),
  username: v.optional(v.string(), ''),
  first_name: v.optional(v.string(), ''),
  last_name: v.optional(v.string(), ''),
  email_address: v.optional(v.nullable(v.string()), null),
  telephone: v.optional(v.nullable(v.string()), null),
  emailVerified: v.optional(v.boolean(), false),
  mobileVerified: v.optional(v.boolean(), false),
  profiles: v.optional(v.array(Profile), []),
});

export const LoginResponseSchema = v.looseObject({ user_token: v.pipe(v.string(), v.minLength(1)), user: SessionUserSchema });
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export const MessageSchema = v.looseObject({ message: v.optional(v.string(), '') });

export const AccountSchema = v.looseObject({
  profile: v.looseObject({
    first_name: v.optional(v.string(), ''),
    name: v.optional(v.string(), ''),
    telephone: v.optional(v.nullable(v.string()), null),
    email_address: v.optional(v.nullable(v.string()), null),
    username: v.optional(v.string(), ''),
    emailVerified: v.optional(v.boolean(), false),
    mobileVerified: v.optional(v.boolean(), false),
  }),
  userid: v.string(),
  subscriptionHistory: v.optional(v.number(), 0),
  subscriptions: v.optional(v.array(v.looseObject({ package_id: v.optional(v.string(), '') })), []),
  recurring: v.optional(v.number(), 0),
});
export type Account = v.InferOutput<typeof AccountSchema>;

/** A parser for apiRequest from a schema: the data, or an error for the client to word. */
export function parseWith<S extends v.GenericSchema>(schema: S) {
  return (value: unknown): v.InferOutput<S> => {
    const result = v.safeParse(schema, value);
    if (!result.success) throw new Error(`unexpected answer: ${result.issues[0]?.message ?? 'invalid'}`);
    return result.output;
  };
}
