import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { getAccount } from '../../api/get-account';
import type { LoginResponse } from '../../../contract/answers';
import { logoutOnServer } from '../../api/logout';
import { afterSignInPath } from '../../lib/pending-path';
import { subscriptionPrompt } from '../../lib/subscriptions';
import { userTokenExpiry } from '../../lib/tokens';
import { useConfig } from '../../stores/config';
import { useSession } from '../../stores/session';
import { useSubscriptionPrompt } from '../../stores/subscription-prompt';
import { useUi } from '../../stores/ui';

/** The server's words for an account whose e-mail is not yet verified (compared, not shown). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the server's message, compared
export const VERIFY_EMAIL = 'Please Verify your Email ID';

/**
 * After a successful sign-in: the account is fetched; an unverified e-mail is
 * told so and not signed in; otherwise signed in and sent to the pending or last-played page,
 * else /profile.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const notify = useUi((s) => s.notify);
  const closeLogin = useUi((s) => s.closeLogin);
  return useCallback(
    async (response: LoginResponse): Promise<boolean> => {
      const account = await getAccount(response.user_token, { force: true });
      if (!account.profile.emailVerified) {
        notify(t`Please Verify your Email ID`, 'error');
        await logoutOnServer(response.user_token);
        return false;
      }
      useSession
        .getState()
        .signIn({ value: response.user_token, expiresAt: userTokenExpiry(Date.now()) }, { id: account.userid, firstName: account.profile.first_name });
      closeLogin();
      // The subscription popup; with a restriction package, no plan means /packages.
      const prompt = subscriptionPrompt(account, useConfig.getState().values.restriction_package);
      const next = afterSignInPath();
      navigate(prompt === 'restricted' ? '/packages' : next);
      if (prompt) useSubscriptionPrompt.getState().show(prompt);
      return true;
    },
    [closeLogin, navigate, notify],
  );
}
