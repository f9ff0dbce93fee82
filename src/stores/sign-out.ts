import { forgetAccount } from '../api/get-account';
import { logoutOnServer } from '../api/logout';
import { useSession } from './session';

/** Sign-out: the server forgets the token, the app forgets the token and the logged-in flag. */
export async function signOutSession(): Promise<void> {
  const token = useSession.getState().userToken?.value;
  useSession.getState().signOut();
  forgetAccount();
  if (token) await logoutOnServer(token);
}
