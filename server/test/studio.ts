import { execFileSync } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import { createMemoryState } from '../src/lib/shared-state.js';
import { createOutboxTransport } from '../src/mail/transport.js';
import { createAuditLogRepository } from '../src/repositories/audit-log.js';
import { createOperatorRepository } from '../src/repositories/operators.js';
import { createOperatorService } from '../src/studio/operators.js';
import { request } from './child-server.js';
import { CUSTOMER, headers, ROOT, type TestServer } from './helper.js';

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

/** A welcome link used, with the authenticator's code where asked: the studio token (checked to be given). */
async function welcomedToken(server: TestServer, token: string, password: string, at: number): Promise<string> {
  const answer = await acceptWelcome(server, token, password, at);
  if (answer.statusCode !== 200) throw new Error(`the welcome link was refused: ${answer.statusCode} ${answer.body}`);
  return (answer.json() as { token: string }).token;
}

/** The studio's first owner, made as the command makes one, signed in at `at`: the studio token. */
export async function studioOwner(server: TestServer, email: string, at: number): Promise<string> {
  return welcomedToken(server, await firstOwnerLink(server, email, at), 'a long owner password', at);
}

/**
 * An owner (made as the command makes one, with the authenticator's code) and an editor the owner
 * invites by e-mail, both signed in at `at`: their studio tokens. `name` keeps their addresses apart.
 */
export async function studioTeam(server: TestServer, name: string, at: number): Promise<{ owner: string; editor: string }> {
  const owner = await studioOwner(server, `${name}-owner@example.org`, at);
  const email = `${name}-editor@example.org`;
  const invited = await server.app.inject({
    method: 'POST',
    url: '/studio-api/operators',
    headers: { authorization: `Bearer ${owner}` },
    payload: { email, role: 'editor' },
  });
  if (invited.statusCode !== 200) throw new Error(`the invitation was refused: ${invited.statusCode} ${invited.body}`);
  const mail = await server.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}`, headers });
  const body = ((mail.json() as { items: Array<{ body: string }> }).items[0]?.body ?? '') as string;
  const link = /\/studio\/welcome#(\S+)/.exec(body)?.[1];
  if (!link) throw new Error(`no invitation reached ${email}`);
  return { owner, editor: await welcomedToken(server, link, 'an editor password', at) };
}

/**
 * A first owner made as an operator makes one: `npm run studio -- add-owner` run with `env` (the
 * server's DATA_DIR or DATABASE_URL), then the welcome link used over HTTP on `base` with the
 * authenticator's code. The studio token.
 */
export async function ownerSessionOver(base: string, env: Record<string, string>, email = `owner-${Date.now()}@example.org`): Promise<string> {
  const printed = execFileSync(process.execPath, ['--import', 'tsx', 'server/src/studio/cli.ts', 'add-owner', email], {
    cwd: ROOT,
    env: { ...process.env, CUSTOMER_ID: CUSTOMER, PUBLIC_URL: base, ...env },
    encoding: 'utf8',
  });
  const token = /\/studio\/welcome#(\S+)/.exec(printed)?.[1];
  if (!token) throw new Error(`add-owner printed no welcome link:\n${printed}`);
  const info = await request(base, 'GET', `/studio-api/welcome?token=${token}`);
  const secret = (info.body as { totpSecret?: string } | null)?.totpSecret;
  if (info.status !== 200 || !secret) throw new Error(`welcome: ${info.status} ${info.text}`);
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const session = await request(base, 'POST', '/studio-api/welcome', { body: { token, password: 'a long owner password', code } });
  const studio = (session.body as { token?: string } | null)?.token;
  if (session.status !== 200 || !studio) throw new Error(`welcome: ${session.status} ${session.text}`);
  return studio;
}
