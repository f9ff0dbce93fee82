import { t } from '@lingui/core/macro';
import type { SocialPayload } from './api/social';

/**
 * Google and Facebook sign-in through their own SDKs, loaded only when someone chooses them.
 * Each resolves with what the server needs to check the sign-in.
 */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(t`The sign-in service could not be reached. Please try again.`));
    document.head.append(script);
  });
}

interface GoogleIdentity {
  accounts: {
    id: { initialize: (options: object) => void; prompt: (listener?: (n: { isNotDisplayed: () => boolean; isSkippedMoment: () => boolean }) => void) => void };
  };
}

export async function googleSignIn(clientId: string): Promise<SocialPayload> {
  await loadScript('https://accounts.google.com/gsi/client');
  const google = (window as unknown as { google?: GoogleIdentity }).google;
  if (!google) throw new Error(t`Google sign-in is not available right now.`);
  return new Promise((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: clientId,
      callback: (response: { credential?: string }) =>
        response.credential ? resolve({ token: response.credential, provider: 'google' }) : reject(new Error(t`Google sign-in was cancelled.`)),
    });
    google.accounts.id.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment()) reject(new Error(t`Google sign-in was cancelled.`));
    });
  });
}

interface FacebookSdk {
  init: (options: object) => void;
  login: (callback: (response: { authResponse?: { accessToken: string } }) => void, options: object) => void;
}

export async function facebookSignIn(appId: string): Promise<SocialPayload> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const fb = (window as unknown as { FB?: FacebookSdk }).FB;
  if (!fb) throw new Error(t`Facebook sign-in is not available right now.`);
  fb.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
  return new Promise((resolve, reject) => {
    fb.login(
      (response) =>
        response.authResponse
          ? resolve({ token: response.authResponse.accessToken, provider: 'facebook' })
          : reject(new Error(t`Facebook sign-in was cancelled.`)),
      { scope: 'email,public_profile' },
    );
  });
}
