import { apiRequest } from '../../../api/client';
import { SignedInAnswer, type LoginResponse } from '../../../../contract/answers';
import { parser } from '../../../api/schemas';
import { passwordDigest } from '../../../lib/password-digest';

/** POST /login with the e-mail and the password's SHA-256 digest. */
export function login(username: string, password: string): Promise<LoginResponse> {
  return apiRequest('/login', {
    method: 'POST',
    body: { username: username.trim(), password: passwordDigest(password) },
    parse: parser(SignedInAnswer),
  });
}
