import { createSubscriptionRepository } from '../repositories/subscriptions.js';
import type { User } from '../repositories/users.js';
import { createAccountContext, type AccountServiceOptions } from './account-context.js';
import { passwordFlows } from './passwords.js';
import { signInFlows } from './sign-in.js';
import { signUpFlows } from './sign-up.js';

/** Every account flow: sign-up, sign-in, verification by e-mail and SMS, password reset and change. */
export function createAccountService(options: AccountServiceOptions) {
  const ctx = createAccountContext(options);
  const { db, now } = ctx;
  return {
    users: ctx.users,
    tokens: ctx.tokens,
    signedIn: ctx.signedIn,
    ...signInFlows(ctx),
    ...signUpFlows(ctx),
    ...passwordFlows(ctx),

    async account(user: User) {
      return {
        profile: {
          first_name: user.first_name,
          name: `${user.first_name} ${user.last_name}`.trim(),
          telephone: user.telephone,
          email_address: user.email,
          username: user.username,
          emailVerified: user.email_verified === 1,
          mobileVerified: user.mobile_verified === 1,
        },
        userid: user.id,
        // subscriptionHistory, subscriptions (the active ones) and recurring.
        ...(await createSubscriptionRepository(db, now).summary(user.customer_id, user.id)),
      };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
