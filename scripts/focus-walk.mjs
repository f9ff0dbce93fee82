#!/usr/bin/env node
// `npm run test:fuzz -- --keys N --seed S --walks W`: the seeded random walk over the TV layout
// (tests/e2e/focus-walk.spec.ts) with another budget or seed than `npm test`'s. Anything else on
// the command line goes to Playwright (e.g. --workers=1).
import { spawnSync } from 'node:child_process';

const env = { ...process.env, WALK: '1' };
const rest = [];
const names = { '--keys': 'WALK_KEYS', '--seed': 'WALK_SEED', '--walks': 'WALK_WALKS', '--slow-walks': 'WALK_SLOW_WALKS' };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const [flag, inline] = args[i].split('=');
  if (!(flag in names)) {
    rest.push(args[i]);
    continue;
  }
  const value = inline ?? args[++i];
  if (!/^\d+$/.test(value ?? '')) {
    console.error(`${flag} takes a whole number, e.g. ${flag} 200`);
    process.exit(2);
  }
  env[names[flag]] = value;
}
for (const command of [
  ['node', ['scripts/ensure-build.mjs']],
  ['npx', ['playwright', 'test', 'tests/e2e/focus-walk.spec.ts', '--project=tv', ...rest]],
]) {
  const run = spawnSync(command[0], command[1], { stdio: 'inherit', env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
