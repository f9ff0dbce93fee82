// @vitest-environment jsdom
// (jsdom for its DOMParser, to read config.xml as XML; everything else is Node.)
import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { list as listTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arArchive,
  packagedIndexHtml,
  packageTizen,
  packageVersion,
  packageWebos,
  parsePackageOptions,
  PLATFORMS_DIR,
  pngSize,
  readArArchive,
  ROOT,
  tizenConfigXml,
  type PackageOptions,
} from './packaging';

/** The entries of a zip (a .wgt), read from its central directory; `inflate` one by name. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataAt, dataAt + compressed);
    files.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

async function tarEntries(tgz: Buffer, dir: string, name: string): Promise<string[]> {
  const file = path.join(dir, name);
  await writeFile(file, tgz);
  const entries: string[] = [];
  await listTar({ file, onReadEntry: (entry) => entries.push(entry.path) });
  // Entries start with ./ as dpkg and ares-package write them.
  expect(entries.every((entry) => entry.startsWith('./'))).toBe(true);
  return entries.map((entry) => entry.slice(2));
}

let work: string;
let appDir: string;
let version: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'lumen-packaging-'));
  // A tiny stand-in for `vite build --base ./`: what packaging must keep, and what it must leave out.
  appDir = path.join(work, 'app');
  await mkdir(path.join(appDir, 'assets'), { recursive: true });
  await mkdir(path.join(appDir, 'media/vod'), { recursive: true });
  await mkdir(path.join(appDir, 'harness'), { recursive: true });
  await mkdir(path.join(appDir, 'brand'), { recursive: true });
  await writeFile(
    path.join(appDir, 'index.html'),
    '<!doctype html><html><head><meta name="lumen-customer-id" content="__LUMEN_CUSTOMER_ID__" />' +
      '<script id="lumen-boot" data-modern="./assets/main-abc.js" data-preload="./assets/base-abc.js" data-legacy-polyfills="./assets/polyfills-legacy-abc.js" ' +
      'data-legacy="./assets/main-legacy-abc.js">boot()</script><link rel="stylesheet" crossorigin href="./assets/app-abc.css"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(appDir, 'assets/main-abc.js'), 'console.log("lumen")\n//# sourceMappingURL=main-abc.js.map');
  await writeFile(path.join(appDir, 'assets/main-abc.js.map'), '{}');
  await writeFile(path.join(appDir, 'assets/harness-abc.js'), '');
  await writeFile(path.join(appDir, 'media/vod/master.m3u8'), '#EXTM3U');
  await writeFile(path.join(appDir, 'harness/row.html'), '<html></html>');
  await writeFile(path.join(appDir, 'brand/icon.svg'), '<svg/>');
  await writeFile(path.join(appDir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  // scripts/ensure-build.mjs --package leaves its stamp in the build.
  await writeFile(path.join(appDir, '.build-stamp'), '2026-01-01T00:00:00.000Z\n');
  version = await packageVersion();
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

function options(platform: 'tizen' | 'webos'): PackageOptions {
  return { platform, serverUrl: 'https://tv.example.org', customerId: 'lumen', outDir: path.join(work, `out-${platform}`), appDir };
}

describe('package options', () => {
  it('reads the server from --server or LUMEN_SERVER_URL, and defaults with a warning', () => {
    expect(parsePackageOptions('tizen', ['--server', 'https://tv.example.org/'], {}).serverUrl).toBe('https://tv.example.org');
    expect(parsePackageOptions('webos', ['--server=https://a.example.org/lumen'], {}).serverUrl).toBe('https://a.example.org/lumen');
    expect(parsePackageOptions('webos', [], { LUMEN_SERVER_URL: 'https://env.example.org' }).serverUrl).toBe('https://env.example.org');
    const fallback = parsePackageOptions('tizen', [], {});
    expect(fallback.serverUrl).toBe('http://localhost:8080');
    expect(fallback.warnings.join(' ')).toMatch(/LUMEN_SERVER_URL/);
    expect(parsePackageOptions('tizen', ['--server', 'http://192.168.1.5:8080'], {}).warnings.join(' ')).toMatch(/https/);
    expect(parsePackageOptions('tizen', ['--customer', 'acme-tv'], {}).customerId).toBe('acme-tv');
  });

  it('says what is wrong with a bad option', () => {
    expect(() => parsePackageOptions('roku', [], {})).toThrow(/tizen or webos/);
    expect(() => parsePackageOptions('tizen', ['--server', 'ftp://x'], {})).toThrow(/http/);
    expect(() => parsePackageOptions('tizen', ['--server', 'https://x/?a=1'], {})).toThrow(/query/);
    expect(() => parsePackageOptions('tizen', ['--server'], {})).toThrow(/needs a value/);
    expect(() => parsePackageOptions('tizen', ['--colour', 'red'], {})).toThrow(/unknown option/);
    expect(() => parsePackageOptions('tizen', ['--customer', 'a b'], {})).toThrow(/customer id/);
  });
});

describe('the packaged index.html', () => {
  it('loads config.js first, carries the customer id and drops crossorigin', () => {
    const html = packagedIndexHtml(
      '<head><meta content="__LUMEN_CUSTOMER_ID__"><script id="lumen-boot" data-modern="./a.js">boot()</script><link rel="stylesheet" crossorigin href="./a.css"></head>',
      'acme',
    );
    expect(html).toContain('content="acme"');
    expect(html).not.toContain('crossorigin');
    expect(html.indexOf('config.js')).toBeLessThan(html.indexOf('id="lumen-boot"'));
  });
});

describe('the Tizen package', () => {
  it("keeps config.xml's version in step with package.json", async () => {
    const doc = parseXml(await readFile(path.join(PLATFORMS_DIR, 'tizen/config.xml'), 'utf8'));
    expect(doc.documentElement.getAttribute('version')).toBe(version);
    expect(() => tizenConfigXml('<widget version="1"/>', '1.2.3-beta')).toThrow(/version/);
  });

  it('is a .wgt with the app, config.js, a parseable config.xml and the icon', async () => {
    const { artefact } = await packageTizen(appDir, options('tizen'), version);
    expect(path.basename(artefact)).toBe(`Lumen-${version}.wgt`);
    const files = readZip(await readFile(artefact));
    expect([...files.keys()].sort()).toEqual(['assets/main-abc.js', 'brand/icon.svg', 'config.js', 'config.xml', 'icon.png', 'index.html']);

    const doc = parseXml(files.get('config.xml')!.toString('utf8'));
    const widget = doc.documentElement;
    expect(widget.localName).toBe('widget');
    expect(widget.getAttribute('version')).toBe(version);
    const tizenNs = 'http://tizen.org/ns/widgets';
    const app = doc.getElementsByTagNameNS(tizenNs, 'application')[0]!;
    expect(app.getAttribute('id')).toBe('LumenTV001.Lumen');
    expect(app.getAttribute('package')).toBe('LumenTV001');
    expect(app.getAttribute('id')!.startsWith(`${app.getAttribute('package')}.`)).toBe(true);
    expect(app.getAttribute('package')).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(doc.getElementsByTagName('content')[0]!.getAttribute('src')).toBe('index.html');
    expect(doc.getElementsByTagName('icon')[0]!.getAttribute('src')).toBe('icon.png');
    expect(doc.getElementsByTagName('access')[0]!.getAttribute('origin')).toBe('*');
    expect(doc.getElementsByTagNameNS(tizenNs, 'profile')[0]!.getAttribute('name')).toBe('tv-samsung');
    const privileges = [...doc.getElementsByTagNameNS(tizenNs, 'privilege')].map((p) => p.getAttribute('name'));
    expect(privileges).toEqual(expect.arrayContaining(['http://tizen.org/privilege/tv.inputdevice', 'http://tizen.org/privilege/internet']));
    const setting = doc.getElementsByTagNameNS(tizenNs, 'setting')[0]!;
    expect(setting.getAttribute('screen-orientation')).toBe('landscape');
    expect(setting.getAttribute('context-menu')).toBe('disable');
    expect(setting.getAttribute('background-support')).toBe('disable');
    expect(setting.getAttribute('hwkey-event')).toBe('enable');

    expect(pngSize(files.get('icon.png')!)).toEqual({ width: 512, height: 423 });
    expect(files.get('config.js')!.toString()).toContain('"serverUrl":"https://tv.example.org"');
    const index = files.get('index.html')!.toString();
    expect(index).toContain('<script src="config.js"></script>');
    expect(index).toContain('content="lumen"');
  });

  it('packs the build a link points at, as build/package-app is (scripts/build-output.mjs)', async () => {
    const link = path.join(work, 'linked-app');
    await symlink(appDir, link, 'dir');
    const { artefact } = await packageTizen(link, { ...options('tizen'), outDir: path.join(work, 'out-linked') }, version);
    const files = readZip(await readFile(artefact));
    expect([...files.keys()].sort()).toEqual(['assets/main-abc.js', 'brand/icon.svg', 'config.js', 'config.xml', 'icon.png', 'index.html']);
  });
});

describe('the webOS package', () => {
  it("keeps appinfo.json's version in step with package.json", async () => {
    const info = JSON.parse(await readFile(path.join(PLATFORMS_DIR, 'webos/appinfo.json'), 'utf8'));
    expect(info.version).toBe(version);
  });

  it('is an .ipk: an ar archive of debian-binary, control.tar.gz and data.tar.gz with the app in place', async () => {
    const { artefact, stageDir } = await packageWebos(appDir, options('webos'), version);
    expect(path.basename(artefact)).toBe(`org.lumen.tv_${version}_all.ipk`);
    const members = readArArchive(await readFile(artefact));
    expect(members.map((m) => m.name)).toEqual(['debian-binary', 'control.tar.gz', 'data.tar.gz']);
    expect(members[0]!.data.toString()).toBe('2.0\n');

    const control = await tarEntries(members[1]!.data, work, 'control.tar.gz');
    expect(control).toEqual(['control']);
    const data = await tarEntries(members[2]!.data, work, 'data.tar.gz');
    const app = 'usr/palm/applications/org.lumen.tv/';
    for (const file of ['appinfo.json', 'index.html', 'config.js', 'icon.png', 'largeIcon.png', 'assets/main-abc.js']) expect(data).toContain(app + file);
    expect(data).toContain('usr/palm/packages/org.lumen.tv/packageinfo.json');
    expect(data.some((entry) => entry.includes('media/') || entry.endsWith('.map') || entry.includes('harness'))).toBe(false);

    const info = JSON.parse(await readFile(path.join(stageDir, 'appinfo.json'), 'utf8'));
    expect(info).toMatchObject({
      id: 'org.lumen.tv',
      version,
      type: 'web',
      main: 'index.html',
      title: 'Lumen',
      icon: 'icon.png',
      largeIcon: 'largeIcon.png',
      resolution: '1920x1080',
      disableBackHistoryAPI: true,
      // LG's Audio Guidance reads the app (the focused element, the live region) only when it says so.
      supportsAudioGuidance: true,
    });
    expect(typeof info.vendor).toBe('string');
    expect(pngSize(await readFile(path.join(stageDir, info.icon)))).toEqual({ width: 80, height: 80 });
    expect(pngSize(await readFile(path.join(stageDir, info.largeIcon)))).toEqual({ width: 130, height: 130 });
  });

  it('reads back as binutils does, where ar is installed', () => {
    const archive = arArchive(
      [
        { name: 'debian-binary', data: Buffer.from('2.0\n') },
        { name: 'odd', data: Buffer.from('x') },
        { name: 'after', data: Buffer.from('yz') },
      ],
      0,
    );
    expect(readArArchive(archive).map((m) => [m.name, m.data.toString()])).toEqual([
      ['debian-binary', '2.0\n'],
      ['odd', 'x'],
      ['after', 'yz'],
    ]);
    let listed: string | null = null;
    try {
      const file = path.join(os.tmpdir(), `lumen-ar-${process.pid}.a`);
      execFileSync('sh', ['-c', `cat > ${file}`], { input: archive });
      listed = execFileSync('ar', ['t', file], { encoding: 'utf8' });
    } catch {
      // no binutils here: the reader above is the check
    }
    if (listed !== null) expect(listed.trim().split('\n')).toEqual(['debian-binary', 'odd', 'after']);
  });
});

it('ships the committed icons at the sizes the manifests name', async () => {
  expect(pngSize(await readFile(path.join(ROOT, 'platforms/tizen/icon.png')))).toEqual({ width: 512, height: 423 });
  expect(pngSize(await readFile(path.join(ROOT, 'platforms/webos/icon.png')))).toEqual({ width: 80, height: 80 });
  expect(pngSize(await readFile(path.join(ROOT, 'platforms/webos/largeIcon.png')))).toEqual({ width: 130, height: 130 });
});
