#!/usr/bin/env node
// `npm run dev`: the API server (reloading on change, tsx watch) and the Vite dev server with
// its proxy to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const apiPort = process.env.PORT ?? '8080';

const children = [
  // Development serves the outbox at /dev/outbox (DEMO_OUTBOX=1), so sign-up links are a click away.
  spawn(bin('tsx'), ['watch', 'server/src/server.ts'], { cwd: root, stdio: 'inherit', env: { DEMO_OUTBOX: '1', ...process.env, PORT: apiPort } }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: { ...process.env, API_TARGET: `http://localhost:${apiPort}` } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
