/**
 * What the API client signs its requests with: the session's tokens and chosen profile, and the
 * configuration's CRM key. The stores that own them tell this module of every change (see
 * stores/session.ts and stores/config.ts), so the api layer, below the stores, reads none of them.
 */
export interface RequestSession {
  appToken: string | null;
  userToken: string | null;
  profileId: string | null;
}

let session: RequestSession = { appToken: null, userToken: null, profileId: null };
let crmApiKey = '';

export function setRequestSession(next: RequestSession): void {
  session = next;
}

export function requestSession(): RequestSession {
  return session;
}

/** The CRM gateway key the configuration publishes ('' when it publishes none). */
export function setCrmApiKey(key: string): void {
  crmApiKey = key;
}

export function configuredCrmApiKey(): string {
  return crmApiKey;
}
