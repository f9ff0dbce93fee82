import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes the run's throwaway database once the server has stopped. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith('lumen-e2e-')) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
