import type { Db } from '../db/database.js';
import type { UsersTable } from '../db/schema.js';
import { newId } from '../lib/secrets.js';

export type User = UsersTable;

export interface NewUser {
  customerId: string;
  username: string;
  email: string | null;
  telephone: string | null;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  emailVerified: boolean;
  emailUpdates: boolean;
}

export function createUserRepository(db: Db, now: () => number = Date.now) {
  return {
    async byId(customerId: string, id: string): Promise<User | undefined> {
      return db.selectFrom('users').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
    },
    async byUsername(customerId: string, username: string): Promise<User | undefined> {
      return db.selectFrom('users').selectAll().where('customer_id', '=', customerId).where('username', '=', username).executeTakeFirst();
    },
    async byEmail(customerId: string, email: string): Promise<User | undefined> {
      return db.selectFrom('users').selectAll().where('customer_id', '=', customerId).where('email', '=', email).executeTakeFirst();
    },
    /**
     * The account a phone number belongs to: the one that verified it (a verified number is one
     * account's; sign-in and reset by phone use only this). An unverified claim is nobody's.
     */
    async byVerifiedTelephone(customerId: string, telephone: string): Promise<User | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('telephone', '=', telephone)
        .where('mobile_verified', '=', 1)
        .orderBy('updated_at')
        .executeTakeFirst();
    },
    /** Accounts that gave this number and have not verified it, newest first (a few at most are looked at). */
    async unverifiedByTelephone(customerId: string, telephone: string): Promise<User[]> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('telephone', '=', telephone)
        .where('mobile_verified', '=', 0)
        .orderBy('created_at', 'desc')
        .limit(10)
        .execute();
    },
    /** A new user; undefined when the username is already taken. */
    async create(input: NewUser): Promise<User | undefined> {
      const at = now();
      const user: User = {
        id: newId(),
        customer_id: input.customerId,
        username: input.username,
        email: input.email,
        telephone: input.telephone,
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: input.passwordHash,
        email_verified: input.emailVerified ? 1 : 0,
        mobile_verified: 0,
        email_updates: input.emailUpdates ? 1 : 0,
        created_at: at,
        updated_at: at,
      };
      // Two sign-ups with one address at once: the second finds the name taken here (undefined),
      // not in a unique-index error.
      const inserted = await db
        .insertInto('users')
        .values(user)
        .onConflict((oc) => oc.columns(['customer_id', 'username']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? user : undefined;
    },
    async update(user: User, changes: Partial<Pick<User, 'password_hash' | 'email_verified' | 'mobile_verified'>>): Promise<void> {
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: now() })
        .where('customer_id', '=', user.customer_id)
        .where('id', '=', user.id)
        .execute();
    },
    async identity(customerId: string, provider: string, subject: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('user_identities')
        .select('user_id')
        .where('customer_id', '=', customerId)
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.user_id;
    },
    /** Links a social identity to a user; a link a racing sign-in made first stands. */
    async link(customerId: string, provider: string, subject: string, userId: string): Promise<void> {
      await db
        .insertInto('user_identities')
        .values({ customer_id: customerId, provider, subject, user_id: userId, created_at: now() })
        .onConflict((oc) => oc.columns(['customer_id', 'provider', 'subject']).doNothing())
        .execute();
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
