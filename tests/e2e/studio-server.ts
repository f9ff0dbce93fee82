/** What the studio's specs share: a free port for a server of their own, and its first owner's link. */
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** `npm run studio -- add-owner EMAIL` beside the server running on `dataDir` at `base`: its one-time link. */
export function addOwner(dataDir: string, base: string, email: string): string {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: base };
  delete env.DATABASE_URL;
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'server/src/studio/cli.ts', 'add-owner', email], { env, encoding: 'utf8' });
  return /(http\S+\/studio\/welcome#\S+)/.exec(out)![1]!;
}

/** The first owner, as `npm run studio -- add-owner` makes one, welcomed with `password` and the authenticator: signed in to the studio. */
export async function signInAsFirstOwner(page: Page, dataDir: string, base: string, email: string, password = 'a long owner password'): Promise<void> {
  await page.goto(addOwner(dataDir, base, email));
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('The same password again').fill(password);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByLabel('6-digit code').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Programmes' })).toBeVisible();
}
