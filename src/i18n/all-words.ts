import { loadAllWords } from './language';

/**
 * A lazily loaded module, once the rest of the language's words are in too: a build wraps every
 * dynamic `import()` of the app's sources in this (scripts/vite-lingui-split.ts), because only the
 * words of the first page's code come before the first draw. Both are fetched at once; either
 * failing fails the load (a ChunkLoadError for the words).
 */
export function withAllWords<M>(load: Promise<M>): Promise<M> {
  return Promise.all([load, loadAllWords()]).then(([module]) => module);
}
