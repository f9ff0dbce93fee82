import { RegisteredAnswer } from '../../../../contract/answers';
import { apiRequest } from '../../../api/client';
import { parser } from '../../../api/schemas';
import { passwordDigest } from '../../../lib/password-digest';
import { splitName } from '../../../lib/validation';

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
    parse: parser(RegisteredAnswer),
  });
}
