// A build's output is replaced whole, never written in place: each build goes into a folder of
// its own, and the output's path (dist/, build/package-app/) is a symbolic link that is switched to
// it in one rename. A server reading dist/ meanwhile sees the old build or the new one, never half
// of one or none. Builders take turns through a lock, so two `npm start`s from one folder build
// once. The previous build is kept beside the current one, so a file being read from it as the
// link switches is read whole.
import fs from 'node:fs';
import path from 'node:path';

/** The file inside a build that says its sources were built (its time is the build's). */
export const STAMP = '.build-stamp';
/** Builds kept: the current one and the one before it. */
const KEEP = 2;
/** How long a builder waits for another one before building anyway. */
const LOCK_WAIT_MS = 15 * 60_000;
const LOCK_POLL_MS = 250;

/** The newest modification time under `target` (a file or folder), 0 when it does not exist. */
export function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `output` holds a whole build at least as new as every input. */
export function isCurrent(output, inputs) {
  const stamp = fs.statSync(path.join(output, STAMP), { throwIfNoEntry: false });
  if (!stamp || !fs.existsSync(path.join(output, 'index.html'))) return false;
  return stamp.mtimeMs >= Math.max(0, ...inputs.map(newestMtime));
}

/** The folder the builds behind `output` live in: dist -> build/dist-builds, build/package-app -> build/package-app-builds. */
export function buildsFolder(output, root) {
  const relative = path.relative(root, output).split(path.sep).join('-');
  return path.join(root, 'build', `${relative}-builds`);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `work` holding the lock at `lockFile`. A lock whose builder has died is taken over; one held
 * past LOCK_WAIT_MS is ignored. Returns whether another builder held it first (so the caller knows
 * to look again at what that one built).
 */
export function withLock(lockFile, work, { waitMs = LOCK_WAIT_MS } = {}) {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const started = Date.now();
  let waited = false;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let holder = 0;
      try {
        holder = Number(fs.readFileSync(lockFile, 'utf8')) || 0;
      } catch {
        continue; // Released just now.
      }
      if ((holder && !alive(holder)) || Date.now() - started > waitMs) {
        fs.rmSync(lockFile, { force: true });
        continue;
      }
      waited = true;
      sleep(LOCK_POLL_MS);
    }
  }
  try {
    return work(waited);
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/**
 * Points `output` at `buildDir` in one step. An `output` that is still a plain folder (from before
 * builds were switched this way) is moved into the builds folder first.
 */
export function switchTo(output, buildDir) {
  const stat = fs.lstatSync(output, { throwIfNoEntry: false });
  if (stat && !stat.isSymbolicLink()) {
    fs.renameSync(output, path.join(path.dirname(buildDir), `earlier-${Date.now()}`));
  }
  const link = `${output}.next-${process.pid}`;
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.relative(path.dirname(output), buildDir), link, 'dir');
  fs.renameSync(link, output);
}

/** Removes the builds behind `output` but the current one and the newest other one. */
export function pruneBuilds(output, folder) {
  const current = fs.realpathSync(output);
  const others = fs
    .readdirSync(folder)
    .map((name) => path.join(folder, name))
    .filter((dir) => dir !== current && fs.statSync(dir).isDirectory())
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const dir of others.slice(KEEP - 1)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Builds into `output` when it is not current (or `force`): `build(dir)` writes a whole build into
 * an empty folder, which becomes `output` only once it has finished. Returns 'current' when
 * nothing needed building, 'built' otherwise.
 */
export function ensureBuild({ root, output, inputs, build, force = false }) {
  if (!force && isCurrent(output, inputs)) return 'current';
  const folder = buildsFolder(output, root);
  return withLock(path.join(folder, '.lock'), (waited) => {
    // Another builder finished while this one waited: its build is this one's.
    if (waited && isCurrent(output, inputs)) return 'current';
    fs.mkdirSync(folder, { recursive: true });
    const dir = fs.mkdtempSync(path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-`));
    // A temporary folder is its owner's alone (0700); a build is served, by nginx's workers too
    // (www-data), so it is readable by all, as a plain folder would be.
    fs.chmodSync(dir, 0o755);
    // The stamp carries the time the build began: a source saved while it ran is newer, and builds again.
    const began = new Date();
    try {
      build(dir);
      const stamp = path.join(dir, STAMP);
      fs.writeFileSync(stamp, began.toISOString() + '\n');
      fs.utimesSync(stamp, began, began);
    } catch (error) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    switchTo(output, dir);
    pruneBuilds(output, folder);
    return 'built';
  });
}
