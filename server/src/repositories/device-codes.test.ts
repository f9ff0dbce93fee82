import { describe, expect, it } from 'vitest';
import { useMigratedTestDatabase } from '../../test/migrated.js';
import { createDeviceCodeRepository } from '../repositories/device-codes.js';
import { createTokenRepository } from '../repositories/tokens.js';
import { createUserRepository } from '../repositories/users.js';

const store = useMigratedTestDatabase();

describe('the device flow hand-over', () => {
  it('uses up the pairing with the sign-in or not at all: a failed sign-in leaves it approved for the next poll', async () => {
    const user = (await createUserRepository(store.db).create({
      customerId: 'lumen',
      username: 'tv@example.org',
      email: 'tv@example.org',
      telephone: null,
      firstName: 'Tee',
      lastName: 'Vee',
      passwordHash: null,
      emailVerified: true,
      emailUpdates: false,
    }))!;
    const pairings = createDeviceCodeRepository(store.db);
    const pairing = await pairings.create('lumen');
    expect(await pairings.decide('lumen', pairing.userCode, user.id, 'approved')).toBe('ok');
    const sessions = () => store.db.selectFrom('auth_tokens').select('token_hash').where('user_id', '=', user.id).execute();

    // The sign-in's token is written, then the hand-over fails (as a lost connection would).
    const failed = pairings.poll('lumen', pairing.deviceCode, async (userId, trx) => {
      await createTokenRepository(trx).issue('lumen', userId, 'user');
      throw new Error('injected failure after the token');
    });
    await expect(failed).rejects.toThrow(/injected failure/);
    expect(await sessions()).toEqual([]);

    const signedIn = await pairings.poll('lumen', pairing.deviceCode, (userId, trx) => createTokenRepository(trx).issue('lumen', userId, 'user'));
    expect(signedIn).toMatchObject({ kind: 'approved', userId: user.id, answer: { token: expect.any(String) } });
    expect(await sessions()).toHaveLength(1);
    // Handed over once.
    expect(await pairings.poll('lumen', pairing.deviceCode, async () => 'again')).toEqual({ kind: 'invalid' });
  });
});
