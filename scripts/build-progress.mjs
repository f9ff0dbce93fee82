#!/usr/bin/env node
// Runs one `vite build` and says how it is getting on, for the minutes a first build takes on a
// small machine: Vite's own steps (building, modules transformed, rendering chunks, built in...),
// each with the seconds since the start, and a line every 15 s while none comes. The list of every
// file written (hundreds of lines with two bundles) is left out; warnings and errors all pass.
//   node scripts/build-progress.mjs LABEL VITE_BIN [vite arguments...]
// Exits with Vite's own status. scripts/ensure-build.mjs runs it.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const [label, vite, ...args] = process.argv.slice(2);
if (!label || !vite) {
  console.error('Usage: node scripts/build-progress.mjs LABEL VITE_BIN [vite arguments...]');
  process.exit(2);
}

/** A file of the output with its size: Vite lists every one; the step lines around them are what tells progress. */
const FILE_LINE = /^\s*\S+\.(?:js|mjs|css|html|map|svg|png|webp|jpe?g|json|webmanifest|woff2?|txt|pdf|ico|gz|br)\s+[\d.,]+\s*[kKmM]?B\b/;
const QUIET = /^\s*$|computing gzip size/;
const HEARTBEAT_MS = 15_000;

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
let lastSaid = Date.now();
const say = (text) => {
  lastSaid = Date.now();
  console.log(`  [${label}, ${seconds()}] ${text}`);
};

const env = { ...process.env, NO_COLOR: '1' };
delete env.FORCE_COLOR;
const child = spawn(process.execPath, [vite, ...args], { stdio: ['ignore', 'pipe', 'inherit'], env });
// eslint-disable-next-line no-control-regex -- the colour codes a tool may still write
const COLOUR = /\x1b\[[0-9;]*m/g;
readline.createInterface({ input: child.stdout }).on('line', (raw) => {
  const line = raw.replace(COLOUR, '');
  if (FILE_LINE.test(line) || QUIET.test(line)) return;
  say(line.trim());
});
const heartbeat = setInterval(() => {
  if (Date.now() - lastSaid >= HEARTBEAT_MS) say('still building...');
}, 1000);
child.on('error', (error) => {
  clearInterval(heartbeat);
  console.error(`Could not start vite: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  clearInterval(heartbeat);
  process.exit(code ?? (signal ? 1 : 0));
});
