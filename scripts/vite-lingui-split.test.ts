import { init } from 'es-module-lexer';
import { describe, expect, it } from 'vitest';
import { compiledMessages, splitMessages, staticClosure, wrapDynamicImports } from './vite-lingui-split';
import { messageIdsOf } from './vite-lingui-macro';

describe("the catalogues' split (scripts/vite-lingui-split.ts)", () => {
  it("reads the message ids Lingui's macro leaves in the code", () => {
    const code = 'const a = i18n._(/*i18n*/ {\n  id: "URmyfc"\n});\nconst b = /*i18n*/{ id: "F7G/TS", values: { n } };\nconst c = { id: "not-a-message" };';
    expect(messageIdsOf(code)).toEqual(['URmyfc', 'F7G/TS']);
  });

  it('follows static imports only, from every entry', () => {
    const imports: Record<string, string[]> = { main: ['app', 'words'], app: ['menu'], menu: ['app'], harness: ['row'], lazy: ['menu'] };
    expect([...staticClosure(['main', 'harness'], (id) => imports[id] ?? [])].sort()).toEqual(['app', 'harness', 'main', 'menu', 'row', 'words']);
  });

  it('puts every message in exactly one part', () => {
    const messages = { a: ['A'], b: ['B'], c: ['C'] };
    const { start, rest } = splitMessages(messages, new Set(['a', 'x']));
    expect(start).toEqual({ a: ['A'] });
    expect(rest).toEqual({ b: ['B'], c: ['C'] });
    expect({ ...start, ...rest }).toEqual(messages);
  });

  it("reads Lingui's compiled catalogue, JS escapes included", () => {
    const code = '/*eslint-disable*/export const messages=JSON.parse("{\\"a\\":[\\"Regarder maintenant\\xA0!\\"]}");';
    expect(compiledMessages(code)).toEqual({ a: ['Regarder maintenant\u00a0!'] });
  });

  it('wraps each dynamic import, and nothing else, in withAllWords', async () => {
    await init;
    const code = "import { x } from './x';\nconst page = () => import('./page').then((m) => m.Page);\nexport const y = [import(`./a`), x];";
    const wrapped = wrapDynamicImports(code, '/app/src/i18n/all-words.ts');
    expect(wrapped).toBe(
      'import { withAllWords as __lumenWithAllWords } from "/app/src/i18n/all-words.ts";\n' +
        "import { x } from './x';\nconst page = () => __lumenWithAllWords(import('./page')).then((m) => m.Page);\nexport const y = [__lumenWithAllWords(import(`./a`)), x];",
    );
    expect(wrapDynamicImports("import { x } from './x';", '/all-words.ts')).toBeNull();
  });
});
