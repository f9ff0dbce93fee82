import { apiRequest, ApiError } from '../../../api/client';
import { SignedInAnswer, type LoginResponse } from '../../../../contract/answers';
import { parser } from '../../../api/schemas';

import type { SocialPayload } from '../../../../contract/requests';
import type { SocialProvider } from '../../../../contract/wire';

export type { SocialPayload, SocialProvider };

/** POST /social-login. */
export function socialLogin(payload: SocialPayload): Promise<LoginResponse> {
  return apiRequest('/social-login', { method: 'POST', body: payload, parse: parser(SignedInAnswer) });
}

/** POST /social-register. */
export function socialRegister(payload: SocialPayload): Promise<LoginResponse> {
  return apiRequest('/social-register', { method: 'POST', body: payload, parse: parser(SignedInAnswer) });
}

/** Social sign-in: when the error carries a status flag, sign up with the same token and try again. */
export async function socialSignIn(payload: SocialPayload): Promise<LoginResponse> {
  try {
    return await socialLogin(payload);
  } catch (error) {
    if (!(error instanceof ApiError) || !error.flag) throw error;
    await socialRegister(payload);
    return socialLogin(payload);
  }
}
