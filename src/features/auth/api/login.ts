import { apiRequest } from '../../../api/client';
import { LoginResponseSchema, parseWith, type LoginResponse } from '../../../api/auth-schemas';
import { passwordDigest } from '../../../lib/password-digest';

/** POST /login with the e-mail and the password's SHA-256 digest. */
export function login(username: string, password: string): Promise<LoginResponse> {
  return apiRequest('/login', {
    method: 'POST',
    body: { username: username.trim(), password: passwordDigest(password) },
    parse: parseWith(LoginResponseSchema),
  });
}
