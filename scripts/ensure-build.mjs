#!/usr/bin/env node
// Builds the app when its output is missing or older than its sources, so `npm start` always
// serves the current app without rebuilding on every start. `npm run build` is this with --force.
// The output is replaced whole (scripts/build-output.mjs): a running server never serves a
// half-written build, and two builders from one folder take turns.
//   node scripts/ensure-build.mjs             the web build, dist/
//   node scripts/ensure-build.mjs --package   the build a TV package holds (relative paths,
//                                             `vite build --base ./`), build/package-app/; the
//                                             tests that open packaged apps from file:// stage it
//   --force (or FORCE_BUILD=1)                build even when the output is current
// The studio (studio/, served at /studio) is built beside the web build, into build/studio, by its
// own small Vite config: none of it is in dist/ or in a TV package.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './build-output.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const forPackage = process.argv.includes('--package');
const force = process.argv.includes('--force') || process.env.FORCE_BUILD === '1';
const output = path.join(root, forPackage ? 'build/package-app' : 'dist');
const inputs = [
  'src',
  'contract',
  'index.html',
  'harness',
  'vite.config.ts',
  'package-lock.json',
  'public/brand',
  'public/manifest.webmanifest',
  'scripts/vite-service-worker.ts',
  'scripts/vite-legacy-boot.ts',
  'scripts/vite-react-router-trim.ts',
  'scripts/vite-norigin-trim.ts',
  'scripts/vite-middle-tier.ts',
  'scripts/vite-lingui-macro.ts',
  'lingui.config.ts',
  'scripts/precompress.mjs',
].map((input) => path.join(root, input));

/** One vite build, its steps and a line every 15 s printed as it goes (scripts/build-progress.mjs). */
function withProgress(label, vite, args) {
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'build-progress.mjs'), label, vite, ...args], { cwd: root, stdio: 'inherit' });
}

function viteBuild(outDir) {
  console.log(`Building the app (vite build${forPackage ? ' --base ./, for TV packages' : ''})...`);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = ['build', ...(forPackage ? ['--base', './'] : []), '--outDir', outDir, '--emptyOutDir'];
  const result = withProgress(forPackage ? 'TV package build' : 'app build', vite, args);
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  // A web server sends these copies (a TV package's files are read from disk, uncompressed).
  if (!forPackage) {
    precompress(outDir);
    console.log('  Compressed the build (gzip and brotli copies for the server to send).');
  }
}

/** The studio's bundle: a plain Vite build of studio/ (seconds; no legacy pass). */
function studioBuild(outDir) {
  console.log('Building the studio (vite build --config studio/vite.config.ts)...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = ['build', '--config', 'studio/vite.config.ts', '--outDir', outDir, '--emptyOutDir'];
  const result = withProgress('studio build', vite, args);
  if (result.status !== 0) throw new Error(`the studio's vite build failed (exit ${result.status ?? result.signal})`);
  precompress(outDir);
}
const studioInputs = ['studio', 'contract', 'package-lock.json'].map((input) => path.join(root, input));

try {
  ensureBuild({ root, output, inputs, force, build: viteBuild });
  if (!forPackage) ensureBuild({ root, output: path.join(root, 'build', 'studio'), inputs: studioInputs, force, build: studioBuild });
} catch (error) {
  console.error(`The app build failed; see the messages above. ${error.message}`);
  process.exit(1);
}
