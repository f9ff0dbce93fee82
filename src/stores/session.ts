import * as v from 'valibot';
import { PROFILE_TYPES, type ProfileType } from '../../contract/wire';
import { create } from 'zustand';
import { setRequestSession } from '../api/request-context';
import { isTokenUsable, type StoredToken } from '../lib/tokens';
import { readPersisted, writePersisted } from './persisted';

export const SESSION_STORAGE_KEY = 'lumen.session.v1';

export type { ProfileType };

const TokenSchema = v.object({ value: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)), expiresAt: v.number() });

const PersistedSessionSchema = v.object({
  v: v.literal(1),
  appToken: v.nullable(TokenSchema),
  userToken: v.nullable(TokenSchema),
  loggedIn: v.boolean(),
  profileId: v.nullable(v.pipe(v.string(), v.maxLength(128))),
  profileType: v.nullable(v.picklist(PROFILE_TYPES)),
  userId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64))), null),
  firstName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100))), null),
  profileName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(240))), null),
});
type PersistedSession = v.InferOutput<typeof PersistedSessionSchema>;

const EMPTY: PersistedSession = {
  v: 1,
  appToken: null,
  userToken: null,
  loggedIn: false,
  profileId: null,
  profileType: null,
  userId: null,
  firstName: null,
  profileName: null,
};

export interface SessionState {
  appToken: StoredToken | null;
  userToken: StoredToken | null;
  /** The logged-in flag: set once a login completed with a verified account. */
  loggedIn: boolean;
  profileId: string | null;
  profileType: ProfileType | null;
  userId: string | null;
  firstName: string | null;
  /** The chosen profile's name, shown in the navigation. */
  profileName: string | null;
  setAppToken: (token: StoredToken) => void;
  clearAppToken: () => void;
  signIn: (token: StoredToken, user?: { id: string; firstName: string }) => void;
  selectProfile: (profile: { id: string; type: ProfileType; name: string }) => void;
  /** The chosen profile is gone (removed on another device): nobody is chosen until the viewer picks. */
  clearProfile: () => void;
  /** Logout clears the token and the logged-in flag. */
  signOut: () => void;
}

/** The signed-in user's chosen profile as one key ('user|profile'); null when nobody is signed in. */
export function viewerKey(session: Pick<SessionState, 'loggedIn' | 'userToken' | 'userId' | 'profileId'>): string | null {
  if (!session.loggedIn || !session.userToken) return null;
  return `${session.userId ?? 'user'}|${session.profileId ?? ''}`;
}

/**
 * The user-authenticated check: what is stored, minus anything expired. Runs before the app
 * renders; a corrupt or foreign value yields a signed-out session.
 */
export function loadSession(now: number = Date.now()): PersistedSession {
  const stored = readPersisted(SESSION_STORAGE_KEY, PersistedSessionSchema, EMPTY);
  const userToken = isTokenUsable(stored.userToken, now) ? stored.userToken : null;
  return {
    ...stored,
    appToken: isTokenUsable(stored.appToken, now) ? stored.appToken : null,
    userToken,
    loggedIn: stored.loggedIn && userToken !== null,
    profileId: userToken ? stored.profileId : null,
    profileType: userToken ? stored.profileType : null,
    userId: userToken ? (stored.userId ?? null) : null,
    firstName: userToken ? (stored.firstName ?? null) : null,
    profileName: userToken ? (stored.profileName ?? null) : null,
  };
}

export const useSession = create<SessionState>()((set) => ({
  ...loadSession(),
  setAppToken: (appToken) => set({ appToken }),
  clearAppToken: () => set({ appToken: null }),
  signIn: (userToken, user) => set({ userToken, loggedIn: true, userId: user?.id ?? null, firstName: user?.firstName ?? null }),
  selectProfile: (profile) => set({ profileId: profile.id, profileType: profile.type, profileName: profile.name }),
  clearProfile: () => set({ profileId: null, profileType: null, profileName: null }),
  signOut: () => set({ userToken: null, loggedIn: false, profileId: null, profileType: null, userId: null, firstName: null, profileName: null }),
}));

useSession.subscribe((state) => {
  writePersisted(SESSION_STORAGE_KEY, {
    v: 1,
    appToken: state.appToken,
    userToken: state.userToken,
    loggedIn: state.loggedIn,
    profileId: state.profileId,
    profileType: state.profileType,
    userId: state.userId,
    firstName: state.firstName,
    profileName: state.profileName,
  } satisfies PersistedSession);
});

// The API client signs requests with the session's tokens and profile (api/request-context.ts).
const tellApi = (state: SessionState) =>
  setRequestSession({ appToken: state.appToken?.value ?? null, userToken: state.userToken?.value ?? null, profileId: state.profileId });
tellApi(useSession.getState());
useSession.subscribe(tellApi);

/** Re-reads storage into the store (start-up, another tab's change, tests). */
export function reloadSession(now: number = Date.now()): void {
  useSession.setState(loadSession(now));
}

/**
 * Another tab of the app signed in, signed out or chose a profile: this one follows at once. Without
 * it, this tab's next change (a renewed app token) would write its stale copy over the other's.
 * Browsers send the event only to the other tabs; a null key is storage cleared.
 */
export function followOtherTabs(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) reloadSession();
  });
}

if (typeof window !== 'undefined') followOtherTabs();
