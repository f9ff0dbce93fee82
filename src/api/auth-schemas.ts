import * as z from 'zod/mini';

z.config({ jitless: true });

const Profile = z.looseObject({ id: z.string(), name: z.string(), type: z.enum(['REGULAR', 'KIDS']) });

export const SessionUserSchema = z.looseObject({
  id: z.string(),
  username: z._default(z.string(), ''),
  first_name: z._default(z.string(), ''),
  last_name: z._default(z.string(), ''),
  email_address: z._default(z.nullable(z.string()), null),
  telephone: z._default(z.nullable(z.string()), null),
  emailVerified: z._default(z.boolean(), false),
  mobileVerified: z._default(z.boolean(), false),
  profiles: z._default(z.array(Profile), []),
});

export const LoginResponseSchema = z.looseObject({ user_token: z.string().check(z.minLength(1)), user: SessionUserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const MessageSchema = z.looseObject({ message: z._default(z.string(), '') });

export const AccountSchema = z.looseObject({
  profile: z.looseObject({
    first_name: z._default(z.string(), ''),
    name: z._default(z.string(), ''),
    telephone: z._default(z.nullable(z.string()), null),
    email_address: z._default(z.nullable(z.string()), null),
    username: z._default(z.string(), ''),
    emailVerified: z._default(z.boolean(), false),
    mobileVerified: z._default(z.boolean(), false),
  }),
  userid: z.string(),
  subscriptionHistory: z._default(z.number(), 0),
  subscriptions: z._default(z.array(z.looseObject({ package_id: z._default(z.string(), '') })), []),
  recurring: z._default(z.number(), 0),
});
export type Account = z.infer<typeof AccountSchema>;

/** A parser for apiRequest from a schema: the data, or an error for the client to word. */
export function parseWith<S extends z.ZodMiniType>(schema: S) {
  return (value: unknown): z.infer<S> => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(`unexpected answer: ${result.error.issues[0]?.message ?? 'invalid'}`);
    return result.data;
  };
}
