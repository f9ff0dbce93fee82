import { useSession } from '../stores/session';
import { apiRequest } from './client';
import { forgetAccount } from './get-account';

/** POST /logout: the server forgets the token. Failing quietly is fine: the app forgets it anyway. */
export async function logoutOnServer(token: string): Promise<void> {
  try {
    await apiRequest('/logout', { method: 'POST', body: {}, headers: { authorization: `Bearer ${token}` } });
  } catch {
    // offline or already ended
  }
}

/** Sign-out: the server forgets the token, the app forgets the token and the logged-in flag. */
export async function signOutSession(): Promise<void> {
  const token = useSession.getState().userToken?.value;
  useSession.getState().signOut();
  forgetAccount();
  if (token) await logoutOnServer(token);
}
