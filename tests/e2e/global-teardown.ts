import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { crawlResultsDir, crawlTable } from './crawler/table';
import { walkResultsDir, walkTable } from './walker/table';

/** Prints the focus crawl's and the random walk's tables when the run had them; removes the run's throwaway database once the server has stopped. */
export default function globalTeardown(config: FullConfig): void {
  // The run's own output folder (--output), which Playwright empties as a run starts.
  const outputDir = config.projects[0]?.outputDir;
  const table = outputDir ? crawlTable(crawlResultsDir(outputDir)) : null;
  if (table) console.log(`\nFocus crawl (tests/e2e/focus-crawl.spec.ts):\n${table}\n`);
  const walks = outputDir ? walkTable(walkResultsDir(outputDir)) : null;
  if (walks) console.log(`\nRandom walk (tests/e2e/focus-walk.spec.ts):\n${walks}\n`);
  const dir = process.env.E2E_DATA_DIR;
  if (dir && path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith('lumen-e2e-')) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
