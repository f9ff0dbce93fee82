/**
 * Builds the TV packages: a Samsung Tizen .wgt and an LG webOS .ipk, each holding the app built
 * with relative paths, its manifest, its icons and a config.js that names the server.
 * The CLI is platforms/package.ts; the tests (packaging.test.ts) run these functions on a tiny app.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { copyFile, cp, mkdir, readFile, readdir, realpath, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create as createTar } from 'tar';
import yazl from 'yazl';

export const PLATFORMS_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(PLATFORMS_DIR, '..');

export type TvPlatform = 'tizen' | 'webos';

export interface PackageOptions {
  platform: TvPlatform;
  /** The Lumen server the packaged app talks to (http or https, no query). */
  serverUrl: string;
  /** The customer id the app sends (the web app reads it from index.html, where the server writes it). */
  customerId: string;
  /** Where the artefacts go (default `build/`). */
  outDir: string;
  /** An app already built with relative paths; without it the app is built first. */
  appDir: string | null;
}

export const DEFAULT_SERVER = 'http://localhost:8080';

/**
 * Reads `--server URL`, `--customer ID`, `--out DIR`, `--app DIR` (or LUMEN_SERVER_URL,
 * LUMEN_CUSTOMER_ID), checking each. Throws with a message naming what is wrong.
 */
export function parsePackageOptions(platform: string | undefined, args: string[], env: NodeJS.ProcessEnv): PackageOptions & { warnings: string[] } {
  if (platform !== 'tizen' && platform !== 'webos') throw new Error(`the platform must be tizen or webos (got "${platform ?? ''}")`);
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const match = /^--(server|customer|out|app)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unknown option "${arg}" (use --server URL, --customer ID, --out DIR, --app DIR)`);
    const value = match[2] ?? args[++i];
    if (value === undefined || value === '') throw new Error(`--${match[1]} needs a value`);
    flags.set(match[1]!, value);
  }
  const warnings: string[] = [];
  let server = flags.get('server') ?? env.LUMEN_SERVER_URL?.trim() ?? '';
  if (!server) {
    server = DEFAULT_SERVER;
    warnings.push(`no --server or LUMEN_SERVER_URL given: the package talks to ${DEFAULT_SERVER}, which a TV cannot reach. Name your server for a real TV.`);
  }
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw new Error(`the server must be an http:// or https:// address (got "${server}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`the server must be an http:// or https:// address (got "${server}")`);
  if (url.search || url.hash) throw new Error('the server address must not carry a query or fragment');
  if (url.protocol === 'http:' && !['localhost', '127.0.0.1'].includes(url.hostname)) {
    warnings.push('the server is plain http: fine on a home network for testing, but use https for people.');
  }
  const customerId = flags.get('customer') ?? env.LUMEN_CUSTOMER_ID?.trim() ?? 'lumen';
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(customerId)) throw new Error(`the customer id must be letters, digits, _ or - (got "${customerId}")`);
  return {
    platform,
    serverUrl: `${url.origin}${url.pathname}`.replace(/\/+$/, ''),
    customerId,
    outDir: path.resolve(ROOT, flags.get('out') ?? 'build'),
    appDir: flags.has('app') ? path.resolve(flags.get('app')!) : null,
    warnings,
  };
}

export async function packageVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * Builds the app for a package: relative asset paths (`--base ./`, it runs from the TV's storage)
 * into its own folder, so the web build in dist/ is untouched. vite.config.ts is used as it is.
 */
export function buildApp(outDir: string): void {
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--base', './', '--outDir', outDir, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

/**
 * What the server serves that a package must not carry: sample streams, the test harness, source
 * maps, the service worker (a package runs from file://, where none is registered), and hidden
 * files (the build's stamp).
 */
function leftOut(relative: string): boolean {
  const parts = relative.split(path.sep);
  return (
    parts.some((part) => part.startsWith('.')) ||
    parts[0] === 'media' ||
    parts[0] === 'harness' ||
    (parts[0] === 'assets' && parts[1]?.startsWith('harness-') === true) ||
    relative.endsWith('.map') ||
    relative === 'sw.js'
  );
}

/** config.js: read by src/lib/runtime-config.ts before the app starts. */
export function configScript(serverUrl: string): string {
  return `// Written by platforms/package.ts: the server this TV package talks to.\nwindow.LUMEN_CONFIG = ${JSON.stringify({ serverUrl })};\n`;
}

/**
 * index.html for a package: config.js first (before the boot script, which starts the app); the
 * customer id written in, as the server does for the web; no `crossorigin` attributes (a module
 * script from file:// with it never runs on some TVs; the boot script adds its scripts without).
 */
export function packagedIndexHtml(html: string, customerId: string): string {
  if (!/<script\b/.test(html)) throw new Error('index.html has no script: is this a built app?');
  return html
    .replace('__LUMEN_CUSTOMER_ID__', customerId)
    .replace(/\s+crossorigin(?:="[^"]*")?(?=[\s>])/g, '')
    .replace(/<script\b/, '<script src="config.js"></script>\n    <script');
}

/** Copies the built app into `stageDir` for a package, with config.js and index.html adapted. */
export async function stageApp(appDir: string, stageDir: string, options: Pick<PackageOptions, 'serverUrl' | 'customerId'>): Promise<void> {
  await rm(stageDir, { recursive: true, force: true });
  await mkdir(stageDir, { recursive: true });
  // The build folder may be a link to the build (scripts/build-output.mjs): copy what it points at.
  const from = await realpath(appDir);
  await cp(from, stageDir, { recursive: true, filter: (source) => !leftOut(path.relative(from, source)) });
  const index = path.join(stageDir, 'index.html');
  await writeFile(index, packagedIndexHtml(await readFile(index, 'utf8'), options.customerId));
  await writeFile(path.join(stageDir, 'config.js'), configScript(options.serverUrl));
}

/** Every file under `dir`, as sorted relative paths with forward slashes. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

// ---- Tizen ----

/** config.xml with the package's version. */
export function tizenConfigXml(template: string, version: string): string {
  if (!/^\d{1,3}\.\d{1,3}\.\d{1,5}$/.test(version)) throw new Error(`Tizen needs a version like 1.2.3 (got "${version}")`);
  const widget = /(<widget\b[^>]*?\sversion=")[^"]*(")/;
  if (!widget.test(template)) throw new Error('config.xml has no <widget version="...">');
  return template.replace(widget, `$1${version}$2`);
}

/** Zips a folder into a .wgt (unsigned: sign it with a Samsung certificate to install it, see README). */
export async function writeZip(dir: string, file: string): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const name of await listFiles(dir)) zip.addFile(path.join(dir, name), name);
  zip.end();
  await mkdir(path.dirname(file), { recursive: true });
  await new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file);
    out.on('close', resolve).on('error', reject);
    zip.outputStream.on('error', reject).pipe(out);
  });
}

export async function packageTizen(appDir: string, options: PackageOptions, version: string): Promise<{ stageDir: string; artefact: string }> {
  const stageDir = path.join(options.outDir, 'tizen/package');
  await stageApp(appDir, stageDir, options);
  const template = await readFile(path.join(PLATFORMS_DIR, 'tizen/config.xml'), 'utf8');
  await writeFile(path.join(stageDir, 'config.xml'), tizenConfigXml(template, version));
  await copyFile(path.join(PLATFORMS_DIR, 'tizen/icon.png'), path.join(stageDir, 'icon.png'));
  const artefact = path.join(options.outDir, `Lumen-${version}.wgt`);
  await writeZip(stageDir, artefact);
  return { stageDir, artefact };
}

// ---- webOS ----

export interface AppInfo {
  id: string;
  version: string;
  vendor: string;
  type: string;
  main: string;
  title: string;
  icon: string;
  largeIcon: string;
  resolution: string;
  disableBackHistoryAPI: boolean;
  [key: string]: unknown;
}

/** appinfo.json with the package's version. */
export function webosAppInfo(template: string, version: string): AppInfo {
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`webOS needs a version like 1.2.3 (got "${version}")`);
  const info = JSON.parse(template) as AppInfo;
  return { ...info, version };
}

/** A member of an `ar` archive (what an .ipk, like a .deb, is). */
export interface ArMember {
  name: string;
  data: Buffer;
}

/** Writes a GNU-style `ar` archive: "!<arch>\n", then per member a 60-byte header and its data, padded to even. */
export function arArchive(members: ArMember[], mtime = Math.floor(Date.now() / 1000)): Buffer {
  const parts: Buffer[] = [Buffer.from('!<arch>\n', 'ascii')];
  for (const member of members) {
    if (member.name.length > 15 || /[\s/]/.test(member.name)) throw new Error(`ar member name too long or odd: ${member.name}`);
    const header =
      `${member.name}/`.padEnd(16) +
      String(mtime).padEnd(12) +
      '0'.padEnd(6) +
      '0'.padEnd(6) +
      '100644'.padEnd(8) +
      String(member.data.length).padEnd(10) +
      '`\n';
    parts.push(Buffer.from(header, 'ascii'), member.data);
    if (member.data.length % 2 === 1) parts.push(Buffer.from('\n', 'ascii'));
  }
  return Buffer.concat(parts);
}

/** Reads an `ar` archive back (for the tests and for a quick look at an .ipk). */
export function readArArchive(buffer: Buffer): ArMember[] {
  if (buffer.subarray(0, 8).toString('ascii') !== '!<arch>\n') throw new Error('not an ar archive');
  const members: ArMember[] = [];
  let at = 8;
  while (at + 60 <= buffer.length) {
    const header = buffer.subarray(at, at + 60).toString('ascii');
    if (header.slice(58, 60) !== '`\n') throw new Error(`bad ar header at ${at}`);
    const name = header.slice(0, 16).trim().replace(/\/$/, '');
    const size = Number(header.slice(48, 58).trim());
    members.push({ name, data: buffer.subarray(at + 60, at + 60 + size) });
    at += 60 + size + (size % 2);
  }
  return members;
}

async function gzippedTar(cwd: string, entries: string[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = createTar({ cwd, gzip: true, portable: true }, entries);
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const name of await listFiles(dir)) total += (await stat(path.join(dir, name))).size;
  return total;
}

/**
 * Builds the .ipk as ares-package does: debian-binary "2.0", control.tar.gz (the control file),
 * data.tar.gz with the app under usr/palm/applications/{id} and usr/palm/packages/{id}/packageinfo.json.
 */
export async function writeIpk(stageDir: string, info: AppInfo, file: string, workDir: string): Promise<void> {
  await rm(workDir, { recursive: true, force: true });
  const data = path.join(workDir, 'data');
  const appTarget = path.join(data, 'usr/palm/applications', info.id);
  const packageTarget = path.join(data, 'usr/palm/packages', info.id);
  await mkdir(packageTarget, { recursive: true });
  await cp(stageDir, appTarget, { recursive: true });
  await writeFile(
    path.join(packageTarget, 'packageinfo.json'),
    `${JSON.stringify({ app: info.id, id: info.id, loc_name: info.title, package_format_version: 2, vendor: info.vendor, version: info.version }, null, 2)}\n`,
  );
  const control = path.join(workDir, 'control');
  await mkdir(control, { recursive: true });
  await writeFile(
    path.join(control, 'control'),
    [
      `Package: ${info.id}`,
      `Version: ${info.version}`,
      'Section: misc',
      'Priority: optional',
      'Architecture: all',
      `Installed-Size: ${Math.ceil((await folderSize(data)) / 1024)}`,
      `Maintainer: ${info.vendor} <nobody@example.org>`,
      `Description: ${typeof info.appDescription === 'string' ? info.appDescription : info.title}`,
      'webOS-Package-Format-Version: 2',
      'webOS-Packager-Version: lumen-platforms',
      '',
    ].join('\n'),
  );
  const ipk = arArchive([
    { name: 'debian-binary', data: Buffer.from('2.0\n', 'ascii') },
    { name: 'control.tar.gz', data: await gzippedTar(control, ['./control']) },
    { name: 'data.tar.gz', data: await gzippedTar(data, ['./usr']) },
  ]);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, ipk);
  await rm(workDir, { recursive: true, force: true });
}

export async function packageWebos(appDir: string, options: PackageOptions, version: string): Promise<{ stageDir: string; artefact: string }> {
  const stageDir = path.join(options.outDir, 'webos/package');
  await stageApp(appDir, stageDir, options);
  const info = webosAppInfo(await readFile(path.join(PLATFORMS_DIR, 'webos/appinfo.json'), 'utf8'), version);
  await writeFile(path.join(stageDir, 'appinfo.json'), `${JSON.stringify(info, null, 2)}\n`);
  await copyFile(path.join(PLATFORMS_DIR, 'webos/icon.png'), path.join(stageDir, info.icon));
  await copyFile(path.join(PLATFORMS_DIR, 'webos/largeIcon.png'), path.join(stageDir, info.largeIcon));
  const artefact = path.join(options.outDir, `${info.id}_${version}_all.ipk`);
  await writeIpk(stageDir, info, artefact, path.join(options.outDir, 'webos/ipk-work'));
  return { stageDir, artefact };
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' || png.subarray(12, 16).toString('ascii') !== 'IHDR') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
