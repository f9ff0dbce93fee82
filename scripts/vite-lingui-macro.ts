/**
 * Runs Lingui's macros (`t`, `msg`, `plural`, `<Trans>` from @lingui/core/macro and
 * @lingui/react/macro) over the app's sources, before the rest of the build sees them.
 *
 * Lingui's own Vite set-up hands the macros to Babel through @vitejs/plugin-react's `babel` option,
 * which plugin-react 6 (oxc) no longer has, and its Rolldown Babel plugin needs Node 22. This plugin
 * is that step and no more: Babel parses only the files that import a macro (the rest never meet
 * it), keeps their TypeScript and JSX for oxc, and writes the message descriptors the catalogues
 * are keyed by. In a production build the English texts leave the code (they are in the catalogue);
 * in development and tests they stay, so a message not yet extracted still reads.
 */
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
/** A message descriptor as Lingui's macro leaves it in the code: `/*i18n*\/ { id: "URmyfc" ... }`. */
const DESCRIPTOR_ID = /\/\*i18n\*\/\s*\{\s*id:\s*"((?:[^"\\]|\\.)*)"/g;

/** The message ids a module's code (after Lingui's macro) uses. */
export function messageIdsOf(code: string): string[] {
  return [...code.matchAll(DESCRIPTOR_ID)].map((match) => JSON.parse(`"${match[1]}"`) as string);
}

/**
 * `onMessages` is told each compiled file's message ids (scripts/vite-lingui-split.ts splits the
 * catalogues by them).
 */
export function linguiMacroPlugin(onMessages?: (file: string, ids: string[]) => void): Plugin {
  let production = false;
  return {
    name: 'lumen-lingui-macro',
    enforce: 'pre',
    configResolved(config) {
      production = config.command === 'build' && config.mode === 'production';
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE_FILE.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { stripMessageField: production }]],
      });
      if (!result?.code) throw new Error(`lingui macro: Babel returned nothing for ${file}`);
      onMessages?.(file, messageIdsOf(result.code));
      return { code: result.code, map: result.map };
    },
  };
}
