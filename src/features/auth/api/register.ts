import * as v from 'valibot';
import { apiRequest } from '../../../api/client';
import { parseWith } from '../../../api/auth-schemas';
import { passwordDigest } from '../../../lib/password-digest';
import { splitName } from '../../../lib/validation';

const RegisterResponse = v.looseObject({
  message: v.optional(v.string(), ''),
  user_token: v.optional(v.string(), ''),
  clientToken: v.optional(v.string(), ''),
});

export interface RegisterInput {
  name: string;
  email: string;
  /** With its dial code, or empty. */
  telephone: string;
  password: string;
}

/** POST /register: the name split at the first space, the password as its digest. */
export function register(input: RegisterInput) {
  const { firstName, lastName } = splitName(input.name);
  const email = input.email.trim();
  return apiRequest('/register', {
    method: 'POST',
    body: {
      first_name: firstName,
      last_name: lastName,
      ...(input.telephone ? { telephone: input.telephone } : {}),
      username: email,
      email_address: email,
      password: passwordDigest(input.password),
      metaData: { emailupdate: true },
    },
    parse: parseWith(RegisterResponse),
  });
}
