import { forgetAccount } from '../api/get-account';
import { logoutOnServer } from '../api/logout';
import { create } from 'zustand';
import { downloadsOfUser } from '../lib/offline-keys';
import { useSession } from './session';

/** Sign-out: the server forgets the token, the app forgets the token and the logged-in flag. */
export async function signOutSession(): Promise<void> {
  const token = useSession.getState().userToken?.value;
  useSession.getState().signOut();
  forgetAccount();
  if (token) await logoutOnServer(token);
}

/**
 * A viewer signing out who keeps downloads on this device is asked first whether to remove them
 * (SignOutDialog); the dialog is open while `asking`.
 */
export const useSignOutPrompt = create<{ asking: boolean; ask: () => void; close: () => void }>()((set) => ({
  asking: false,
  ask: () => set({ asking: true }),
  close: () => set({ asking: false }),
}));

/** Whether signing out should ask about downloads first: the signed-in user keeps some here. */
export function signOutAsksAboutDownloads(): boolean {
  const { userId, loggedIn } = useSession.getState();
  return loggedIn && downloadsOfUser(userId ?? 'user');
}
