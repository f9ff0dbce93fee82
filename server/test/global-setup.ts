import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for this run's seeded database template (see seeded.ts); removed at the end. */
    seedCacheDir: string;
  }
}

/** Server project set-up: only a folder; the template in it is made by the first test that needs one. */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-seed-cache-'));
  project.provide('seedCacheDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
