#!/usr/bin/env node
// Builds the app when its output is missing or older than its sources, so `npm start` always
// serves the current app without rebuilding on every start.
//   node scripts/ensure-build.mjs             the web build, dist/
//   node scripts/ensure-build.mjs --package   the build a TV package holds (relative paths,
//                                             `vite build --base ./`), build/package-app/; the
//                                             tests that open packaged apps from file:// stage it
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const forPackage = process.argv.includes('--package');
const outDir = path.join(root, forPackage ? 'build/package-app' : 'dist');
const stamp = path.join(outDir, '.build-stamp');
const inputs = [
  'src',
  'index.html',
  'harness',
  'vite.config.ts',
  'package-lock.json',
  'public/brand',
  'public/manifest.webmanifest',
  'scripts/vite-service-worker.ts',
  'scripts/vite-legacy-boot.ts',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const built = fs.existsSync(stamp) && fs.existsSync(path.join(outDir, 'index.html')) ? fs.statSync(stamp).mtimeMs : 0;
const sources = Math.max(...inputs.map(newestMtime));
if (built >= sources && process.env.FORCE_BUILD !== '1') {
  process.exit(0);
}
console.log(`Building the app (vite build${forPackage ? ' --base ./, for TV packages' : ''})...`);
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const args = forPackage ? ['build', '--base', './', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'] : ['build', '--logLevel', 'warn'];
const result = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) {
  console.error('The app build failed; see the messages above.');
  process.exit(result.status ?? 1);
}
fs.writeFileSync(stamp, new Date().toISOString() + '\n');
