import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILL_TEXT, FOCUS_TEXT } from '../../contract/theme-contrast';

const SRC = path.resolve(import.meta.dirname, '..');

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [path.relative(SRC, full)] : [];
  });
}

describe('styles.ts', () => {
  it('lists every stylesheet of the app, so none arrives late with a lazy page', () => {
    const listed = [...fs.readFileSync(path.join(SRC, 'app/styles.ts'), 'utf8').matchAll(/^import '(.+\.css)';$/gm)].map((m) =>
      path.relative(SRC, path.resolve(SRC, 'app', m[1]!)),
    );
    // Shared with the row harness, loaded before the rest: app/base.css, components/VirtualRow.css.
    const expected = stylesheets(SRC).filter((file) => !file.startsWith('harness/') && file !== 'app/base.css' && file !== 'components/VirtualRow.css');
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it('falls back to the dark label on every focus colour, as the contrast check leaves the default colours (start-up skips it for them)', () => {
    const css = stylesheets(SRC)
      .map((file) => fs.readFileSync(path.join(SRC, file), 'utf8'))
      .join('\n');
    for (const { variable } of FILL_TEXT) {
      const uses = [...css.matchAll(new RegExp(`var\\(${variable}\\b([^)]*)\\)`, 'g'))].map((m) => m[1]);
      expect(uses.length, variable).toBeGreaterThan(0);
      expect(new Set(uses), variable).toEqual(new Set([`, ${FOCUS_TEXT}`]));
      const declared = [...css.matchAll(new RegExp(`${variable}:\\s*([^;]+);`, 'g'))].map((m) => m[1]);
      expect(new Set(declared), variable).toEqual(new Set([FOCUS_TEXT]));
    }
  });
});
