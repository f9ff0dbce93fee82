import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
});
