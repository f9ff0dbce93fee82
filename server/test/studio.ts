import { Secret, TOTP } from 'otpauth';
import { createMemoryState } from '../src/lib/shared-state.js';
import { createOutboxTransport } from '../src/mail/transport.js';
import { createAuditLogRepository } from '../src/repositories/audit-log.js';
import { createOperatorRepository } from '../src/repositories/operators.js';
import { createOperatorService } from '../src/studio/operators.js';
import { CUSTOMER, type TestServer } from './helper.js';

/** The studio's first owner as `npm run studio -- add-owner` makes one (the same service), at the test clock's `at`: the welcome link's token. */
export async function firstOwnerLink(server: TestServer, email: string, at: number): Promise<string> {
  const service = createOperatorService({
    operators: createOperatorRepository(server.db, () => at),
    audit: createAuditLogRepository(server.db, () => at),
    transport: createOutboxTransport(server.db, () => at),
    counters: createMemoryState().counters,
    publicUrl: 'http://localhost:8080',
    now: () => at,
  });
  return new URL((await service.addOwner(CUSTOMER, email)).link).hash.slice(1);
}

/** The authenticator's code for `secret` at `at`. */
export const authenticatorCode = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** Uses a welcome link: the password and, where the page asks for it, the authenticator's code at `at`. The raw answer. */
export async function acceptWelcome(server: TestServer, token: string, password: string, at: number, withCode?: boolean) {
  const info = (await server.app.inject({ method: 'GET', url: `/studio-api/welcome?token=${token}` })).json() as { totpRequired: boolean; totpSecret: string };
  const code = (withCode ?? info.totpRequired) ? authenticatorCode(info.totpSecret, at) : undefined;
  return server.app.inject({ method: 'POST', url: '/studio-api/welcome', payload: { token, password, ...(code && { code }) } });
}
