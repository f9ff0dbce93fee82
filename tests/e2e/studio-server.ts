/** What the studio's specs share: a free port for a server of their own, and its first owner's link. */
import { execFileSync } from 'node:child_process';
import net from 'node:net';

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
