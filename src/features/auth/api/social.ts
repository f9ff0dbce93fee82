import { apiRequest, ApiError } from '../../../api/client';
import { LoginResponseSchema, parseWith, type LoginResponse } from '../../../api/auth-schemas';

import type { SocialProvider } from '../../../../contract/wire';

export type { SocialProvider };

export interface SocialPayload {
  token: string;
  provider: SocialProvider;
  email?: string;
  username?: string;
  first_name?: string;
  last_name?: string;
}

/** POST /social-login. */
export function socialLogin(payload: SocialPayload): Promise<LoginResponse> {
  return apiRequest('/social-login', { method: 'POST', body: payload, parse: parseWith(LoginResponseSchema) });
}

/** POST /social-register. */
export function socialRegister(payload: SocialPayload): Promise<LoginResponse> {
  return apiRequest('/social-register', { method: 'POST', body: payload, parse: parseWith(LoginResponseSchema) });
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
