import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface SocialClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** Checks a provider's token and says who it belongs to; throws when it is not genuine. */
export type SocialVerifier = (token: string) => Promise<SocialClaims>;

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const GOOGLE_JWKS = 'https://www.googleapis.com/oauth2/v3/certs';

/** Google ID tokens: signature against Google's keys, audience our client id, Google as issuer. */
export function googleVerifier(clientId: string, keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(GOOGLE_JWKS))): SocialVerifier {
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, { issuer: GOOGLE_ISSUERS, audience: clientId, algorithms: ['RS256'] });
    if (!payload.sub) throw new Error('no subject');
    return {
      subject: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : null,
      emailVerified: payload.email_verified === true,
      firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
      lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  };
}

/** Facebook access tokens: checked with Graph's debug_token for our app, then the profile read. */
export function facebookVerifier(appId: string, appSecret: string, fetcher: typeof fetch = fetch): SocialVerifier {
  const graph = 'https://graph.facebook.com/v19.0';
  return async (token) => {
    const debug = (await (
      await fetcher(`${graph}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(`${appId}|${appSecret}`)}`)
    ).json()) as { data?: { is_valid?: boolean; app_id?: string; user_id?: string } };
    if (!debug.data?.is_valid || debug.data.app_id !== appId || !debug.data.user_id) throw new Error('token not valid for this app');
    const me = (await (await fetcher(`${graph}/me?fields=id,email,first_name,last_name&access_token=${encodeURIComponent(token)}`)).json()) as {
      id?: string;
      email?: string;
      first_name?: string;
      last_name?: string;
    };
    if (me.id !== debug.data.user_id) throw new Error('profile does not match the token');
    return { subject: me.id, email: me.email ?? null, emailVerified: Boolean(me.email), firstName: me.first_name ?? '', lastName: me.last_name ?? '' };
  };
}
