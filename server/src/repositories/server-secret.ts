import type { Db } from '../db/database.js';
import { newToken } from '../lib/secrets.js';

/**
 * A secret of the server's own, made on first use and kept in the database so every process and
 * every restart shares it (the one-time codes' HMAC key). Two processes asking at once agree: the
 * first insert stands and both read it back.
 */
export async function serverSecret(db: Db, name: string, now: () => number = Date.now): Promise<string> {
  const read = () => db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  const found = await read();
  if (found) return found.value;
  await db
    .insertInto('server_secrets')
    .values({ name, value: newToken(), created_at: now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await read())!.value;
}
