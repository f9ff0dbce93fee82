/**
 * Each language's catalogue in two chunks: its *start* part, the messages of the modules the first
 * page loads statically (the entries' static import graph, the same modules as the 'app' chunk and
 * the entry), and its *rest*, every other message. The start part is fetched before the first draw
 * (src/main.tsx); the rest comes with the first lazily loaded chunk, which waits for it: in a
 * build, every dynamic `import()` of the app's sources is wrapped in `withAllWords(...)`
 * (src/i18n/all-words.ts), so no code outside the start graph runs before its words are in.
 * Every language is split alike.
 *
 * `src/i18n/catalogues.ts` imports `../locales/<locale>.po?start` and `?rest`. Lingui's own plugin
 * compiles the .po file (failOnMissing and failOnCompileError hold as before); which messages go
 * where is known only once the module graph is complete, so each part's chunk is written with a
 * placeholder and filled in `renderChunk`, before chunk hashes are computed. In development and
 * tests there is no graph to split by: the start part is the whole catalogue and the rest empty.
 *
 * The build fails if a message a module uses is in neither part of a language's catalogue, or a
 * start module's message is not in its start part.
 */
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { init, parse } from 'es-module-lexer';
import { lingui, type LinguiPluginOpts } from '@lingui/vite-plugin';
import type { Plugin, TransformResult } from 'vite';
import { linguiMacroPlugin } from './vite-lingui-macro.js';

/** A part's specifier as src/i18n/catalogues.ts writes it: `../locales/es.po?start`. */
const PART_SPECIFIER = /^(.*[\\/])?([\w-]+)\.po\?(start|rest)$/;
/** A part's module id: `<root>/src/locales/es.start.words.js`, named apart so the chunks are (es.start-*.js). */
const PART_ID = /^(.*[\\/])([\w-]+)\.(start|rest)\.words\.js$/;
/** Where the built chunk's messages go, filled in renderChunk. */
const PLACEHOLDER = /(["'`])__LUMEN_WORDS__([\w-]+)__(start|rest)__\1/g;
/** The modules the entries import statically, followed: what a page loads before any lazy chunk. */
export function staticClosure(entries: Iterable<string>, importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...importsOf(id));
  }
  return seen;
}

/** A compiled catalogue split in two by the start ids; every message is in exactly one part. */
export function splitMessages(
  messages: Record<string, unknown>,
  startIds: ReadonlySet<string>,
): { start: Record<string, unknown>; rest: Record<string, unknown> } {
  const start: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(messages)) (startIds.has(id) ? start : rest)[id] = message;
  return { start, rest };
}

/** The messages of Lingui's compiled catalogue module (`export const messages = JSON.parse("...")`). */
export function compiledMessages(code: string): Record<string, unknown> {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1];
  if (!literal) throw new Error('lingui split: the compiled catalogue is not JSON.parse("...")');
  // A JS string literal (it may hold \xA0 and the like, which JSON does not read).
  return JSON.parse(runInNewContext(literal) as string) as Record<string, unknown>;
}

/** The module that wraps the app's dynamic imports (its `withAllWords` export). */
const ALL_WORDS_MODULE = 'src/i18n/all-words.ts';

/**
 * Wraps each dynamic `import(...)` of `code` (plain JS) in `withAllWords(...)`, imported from
 * `allWords`; null when there is none.
 */
export function wrapDynamicImports(code: string, allWords: string): string | null {
  const [imports] = parse(code);
  const dynamic = imports.filter((entry) => entry.d > -1);
  if (dynamic.length === 0) return null;
  let out = '';
  let at = 0;
  for (const entry of dynamic) {
    // entry.ss is where `import` starts, entry.se where its closing parenthesis ends.
    out += `${code.slice(at, entry.ss)}__lumenWithAllWords(${code.slice(entry.ss, entry.se)})`;
    at = entry.se;
  }
  out += code.slice(at);
  return `import { withAllWords as __lumenWithAllWords } from ${JSON.stringify(allWords)};\n${out}`;
}

/** The graph's parts a split needs (rolldown's plugin context). */
interface Graph {
  getModuleIds(): IterableIterator<string> | Iterable<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

/**
 * The ids of the start modules' messages, once the graph is complete; throws when a module uses a
 * message some language's catalogue lacks.
 */
function startIdsOfGraph(
  graph: Graph,
  messagesByLocale: ReadonlyMap<string, Record<string, unknown>>,
  idsByModule: ReadonlyMap<string, string[]>,
): Set<string> {
  const all = [...graph.getModuleIds()];
  const entries = all.filter((id) => graph.getModuleInfo(id)?.isEntry);
  const start = staticClosure(entries, (id) => graph.getModuleInfo(id)?.importedIds ?? []);
  const ids = new Set<string>();
  for (const [module, used] of idsByModule) if (start.has(module)) for (const id of used) ids.add(id);
  for (const [locale, messages] of messagesByLocale) {
    for (const [module, used] of idsByModule) {
      const lacking = used.filter((id) => !(id in messages));
      if (lacking.length) throw new Error(`lingui split: ${path.basename(module)} uses ${lacking.join(', ')}, which the ${locale} catalogue lacks`);
    }
  }
  return ids;
}

/**
 * The plugin. `compile` is @lingui/vite-plugin's transform (its second plugin's), called on the
 * .po file: the catalogue, compiled and checked as that plugin checks it.
 */
export function linguiSplitPlugin(compile: NonNullable<Plugin['transform']>): Plugin {
  let root = process.cwd();
  let build = false;
  const messagesByLocale = new Map<string, Record<string, unknown>>();
  const idsByModule = new Map<string, string[]>();
  let startIds: Set<string> | null = null;
  const transformCatalogue = typeof compile === 'function' ? compile : compile.handler;

  return {
    name: 'lumen:lingui-split',
    api: {
      /** Told by scripts/vite-lingui-macro.ts of each module's message ids. */
      messagesOf(file: string, ids: string[]) {
        if (ids.length) idsByModule.set(file, ids);
        else idsByModule.delete(file);
      },
    },
    configResolved(config) {
      root = config.root;
      build = config.command === 'build';
    },
    buildStart() {
      startIds = null;
    },
    resolveId: {
      // Before Vite's own resolver, which would find the .po file and drop the part.
      order: 'pre',
      handler(source, importer) {
        const part = PART_SPECIFIER.exec(source);
        if (part) {
          const dir = part[1] ? path.resolve(importer ? path.dirname(importer.split('?')[0]!) : root, part[1]) : path.dirname(importer ?? root);
          return path.join(dir, `${part[2]}.${part[3]}.words.js`);
        }
        // The dev server asks again by the address the browser fetched.
        const asked = PART_ID.exec(source);
        if (asked) return source.startsWith(root) ? source : path.join(root, source);
        return null;
      },
    },
    async load(id) {
      const part = PART_ID.exec(id);
      if (!part) return null;
      const [, dir, locale, which] = part as unknown as [string, string, string, 'start' | 'rest'];
      const po = path.join(dir, `${locale}.po`);
      const compiled = (await transformCatalogue.call(this as never, '', po)) as TransformResult | null;
      if (!compiled?.code) throw new Error(`lingui split: Lingui compiled nothing for ${po}`);
      const messages = compiledMessages(compiled.code);
      messagesByLocale.set(locale, messages);
      this.addWatchFile(po);
      if (!build) return { code: `export const messages = ${JSON.stringify(which === 'start' ? messages : {})};`, moduleType: 'js' };
      return { code: `export const messages = JSON.parse("__LUMEN_WORDS__${locale}__${which}__");`, moduleType: 'js' };
    },
    transform: {
      order: 'post',
      handler(code, id) {
        if (!build) return null;
        const file = id.split('?')[0] ?? id;
        if (file.includes('/node_modules/') || !file.startsWith(path.join(root, 'src') + path.sep)) return null;
        if (file === path.join(root, ALL_WORDS_MODULE) || file === path.join(root, 'src/i18n/catalogues.ts') || !/\.[cm]?[jt]sx?$/.test(file)) return null;
        if (!code.includes('import(')) return null;
        return init.then(() => {
          const wrapped = wrapDynamicImports(code, path.join(root, ALL_WORDS_MODULE));
          return wrapped === null ? null : { code: wrapped, map: null };
        });
      },
    },
    renderChunk: {
      order: 'pre',
      handler(code) {
        if (!code.includes('__LUMEN_WORDS__')) return null;
        startIds ??= startIdsOfGraph(this, messagesByLocale, idsByModule);
        const ids = startIds;
        return {
          code: code.replace(PLACEHOLDER, (_match, _quote, locale: string, which: 'start' | 'rest') => {
            const messages = messagesByLocale.get(locale);
            if (!messages) throw new Error(`lingui split: no catalogue compiled for ${locale}`);
            return JSON.stringify(JSON.stringify(splitMessages(messages, ids)[which]));
          }),
          map: null,
        };
      },
    },
  } as Plugin & { renderChunk: unknown };
}

/**
 * The app's words in a build or the dev server: Lingui's macros compiled out of the sources
 * (scripts/vite-lingui-macro.ts), each language's catalogue compiled and checked by Lingui's plugin
 * (`options`: failOnMissing and failOnCompileError), and split into its start and rest parts.
 */
export function linguiWords(options: LinguiPluginOpts): Plugin[] {
  const catalogues = lingui(options);
  const compile = catalogues.find((plugin) => plugin.name === 'vite-plugin-lingui')?.transform;
  if (!compile) throw new Error("lingui split: @lingui/vite-plugin has no 'vite-plugin-lingui' transform");
  const split = linguiSplitPlugin(compile);
  const { messagesOf } = split.api as { messagesOf(file: string, ids: string[]): void };
  return [linguiMacroPlugin(messagesOf), ...catalogues, split];
}
