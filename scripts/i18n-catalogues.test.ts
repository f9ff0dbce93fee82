import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES, PSEUDO_LOCALE, SOURCE_LOCALE } from '../contract/locales';
import linguiConfig from '../lingui.config';
import { SERVER_CATALOGUES, type ServerLocale } from '../server/src/i18n/words';
import { pseudoCatalogue } from './i18n-pseudo';

/**
 * The catalogues keep up with the code: every message the code holds is in each language's
 * catalogue (extracted again here and compared, so a text added without `npm run i18n:extract`
 * fails), each is translated, and each translation keeps the English's placeholders and tags
 * (a translator's `{nmae}` or a lost `<0>` would draw wrong). The build fails on an untranslated
 * message too; this says which and why first.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const LOCALES_DIR = path.join(ROOT, 'src/locales');
/** The server's catalogues (its answers' messages, e-mail and SMS), lingui.config.ts's second. */
const SERVER_DIR = path.join(ROOT, 'server/locales');
const read = (locale: string, dir = LOCALES_DIR) => PO.parse(fs.readFileSync(path.join(dir, `${locale}.po`), 'utf8'));
/** A catalogue's messages as msgid -> msgstr (the context, when there is one, kept in the key). */
const messagesOf = (po: PO) => new Map(po.items.map((item) => [`${item.msgctxt ?? ''}\u0004${item.msgid}`, item.msgstr.join('')]));
/** What a message must keep: its {placeholders} (not plural forms' words) and its <n> tags. */
const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\s*(\w+)\s*[,}]|<\/?(\d+)\/?>/g)].map((match) => match[1] ?? `<${match[0].includes('/') ? '/' : ''}${match[2]}>`).sort();

describe('the catalogues', () => {
  let fresh: string;

  beforeAll(() => {
    // Extraction into a copy of the catalogues, by Lingui's own CLI with the project's config.
    // The app's into fresh/, the server's into fresh/server/.
    fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-i18n-'));
    for (const file of fs.readdirSync(LOCALES_DIR)) fs.copyFileSync(path.join(LOCALES_DIR, file), path.join(fresh, file));
    fs.mkdirSync(path.join(fresh, 'server'));
    for (const file of fs.readdirSync(SERVER_DIR).filter((name) => name.endsWith('.po'))) {
      fs.copyFileSync(path.join(SERVER_DIR, file), path.join(fresh, 'server', file));
    }
    const config = path.join(fresh, 'lingui.config.ts');
    const paths = [path.join(fresh, '{locale}'), path.join(fresh, 'server', '{locale}')];
    fs.writeFileSync(
      config,
      `import config from ${JSON.stringify(path.join(ROOT, 'lingui.config.ts'))};\n` +
        `const paths = ${JSON.stringify(paths)};\n` +
        `export default { ...config, catalogs: config.catalogs.map((catalog, index) => ({ ...catalog, path: paths[index] })) };\n`,
    );
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean', '--config', config], {
      cwd: ROOT,
      stdio: 'pipe',
    });
  }, 60_000);
  afterAll(() => fs.rmSync(fresh, { recursive: true, force: true }));

  it('list the languages contract/locales.ts offers, and the test language', () => {
    expect([...linguiConfig.locales].sort()).toEqual([...LOCALE_CODES, PSEUDO_LOCALE].sort());
    expect(linguiConfig.sourceLocale).toBe(SOURCE_LOCALE);
    expect(linguiConfig.catalogs?.map((catalog) => catalog.path)).toEqual(['<rootDir>/src/locales/{locale}', '<rootDir>/server/locales/{locale}']);
  });

  it('hold every message the code has, and none it has lost (npm run i18n:extract)', () => {
    const extracted = [...messagesOf(PO.parse(fs.readFileSync(path.join(fresh, 'en.po'), 'utf8'))).keys()].sort();
    const committed = [...messagesOf(read('en')).keys()].sort();
    const added = extracted.filter((id) => !committed.includes(id)).map((id) => id.split('\u0004')[1]);
    const gone = committed.filter((id) => !extracted.includes(id)).map((id) => id.split('\u0004')[1]);
    expect({ added, gone }, 'run `npm run i18n:extract`').toEqual({ added: [], gone: [] });
  });

  it('are the test language written from the English', () => {
    expect(fs.readFileSync(path.join(LOCALES_DIR, `${PSEUDO_LOCALE}.po`), 'utf8')).toBe(
      pseudoCatalogue(fs.readFileSync(path.join(LOCALES_DIR, 'en.po'), 'utf8')),
    );
  });

  it.each(LOCALE_CODES.filter((locale) => locale !== SOURCE_LOCALE))('%s: every message translated, with the English placeholders', (locale) => {
    const english = messagesOf(read(SOURCE_LOCALE));
    const translated = messagesOf(read(locale));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    const problems: string[] = [];
    for (const [id, text] of translated) {
      const source = id.split('\u0004')[1] ?? '';
      if (!text.trim()) problems.push(`not translated: "${source}"`);
      else if (placeholdersOf(text).join() !== placeholdersOf(source).join())
        problems.push(`"${source}" -> "${text}": placeholders ${placeholdersOf(text).join(' ')} instead of ${placeholdersOf(source).join(' ')}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the server’s catalogues', () => {
  let fresh: string;

  beforeAll(() => {
    // The server's catalogue alone (lingui.server.config.ts), extracted into a copy.
    fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-i18n-server-'));
    for (const file of fs.readdirSync(SERVER_DIR).filter((name) => name.endsWith('.po'))) fs.copyFileSync(path.join(SERVER_DIR, file), path.join(fresh, file));
    const config = path.join(fresh, 'lingui.config.ts');
    fs.writeFileSync(
      config,
      `import config from ${JSON.stringify(path.join(ROOT, 'lingui.server.config.ts'))};\n` +
        `export default { ...config, catalogs: config.catalogs.map((catalog) => ({ ...catalog, path: ${JSON.stringify(path.join(fresh, '{locale}'))} })) };\n`,
    );
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean', '--config', config], {
      cwd: ROOT,
      stdio: 'pipe',
    });
  }, 60_000);
  afterAll(() => fs.rmSync(fresh, { recursive: true, force: true }));

  it('hold every text the server has, and none it has lost (npm run i18n:server)', () => {
    const extracted = [...messagesOf(PO.parse(fs.readFileSync(path.join(fresh, 'en.po'), 'utf8'))).keys()].sort();
    const committed = [...messagesOf(read('en', SERVER_DIR)).keys()].sort();
    const added = extracted.filter((id) => !committed.includes(id)).map((id) => id.split('\u0004')[1]);
    const gone = committed.filter((id) => !extracted.includes(id)).map((id) => id.split('\u0004')[1]);
    expect({ added, gone }, 'run `npm run i18n:server`').toEqual({ added: [], gone: [] });
  });

  it('are the test language written from the English', () => {
    expect(fs.readFileSync(path.join(SERVER_DIR, `${PSEUDO_LOCALE}.po`), 'utf8')).toBe(
      pseudoCatalogue(fs.readFileSync(path.join(SERVER_DIR, 'en.po'), 'utf8')),
    );
  });

  it.each(LOCALE_CODES.filter((locale) => locale !== SOURCE_LOCALE))('%s: every text translated, with the English placeholders', (locale) => {
    const english = messagesOf(read(SOURCE_LOCALE, SERVER_DIR));
    const translated = messagesOf(read(locale, SERVER_DIR));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    const problems: string[] = [];
    for (const [id, text] of translated) {
      const source = id.split('\u0004')[1] ?? '';
      if (!text.trim()) problems.push(`not translated: "${source}"`);
      else if ([...new Set(placeholdersOf(text))].join() !== [...new Set(placeholdersOf(source))].join())
        problems.push(`"${source}" -> "${text}": placeholders ${placeholdersOf(text).join(' ')} instead of ${placeholdersOf(source).join(' ')}`);
    }
    expect(problems).toEqual([]);
  });

  it.each([...LOCALE_CODES, PSEUDO_LOCALE])('%s: compiled into the module the server imports (npm run i18n:server)', (locale) => {
    const compiled = Object.fromEntries(read(locale, SERVER_DIR).items.map((item) => [item.msgid, compileMessage(item.msgstr.join('') || item.msgid)]));
    expect(SERVER_CATALOGUES[locale as ServerLocale]).toEqual(compiled);
  });
});
