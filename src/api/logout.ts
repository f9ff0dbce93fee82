import { apiRequest } from './client';

/** POST /logout: the server forgets the token. Failing quietly is fine: the app forgets it anyway. */
export async function logoutOnServer(token: string): Promise<void> {
  try {
    await apiRequest('/logout', { method: 'POST', body: {}, headers: { authorization: `Bearer ${token}` } });
  } catch {
    // offline or already ended
  }
}
