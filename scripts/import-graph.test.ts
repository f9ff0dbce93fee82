import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, importGraph, sourceFiles } from './import-graph';

const root = path.resolve(import.meta.dirname, '..');

describe('import circles', () => {
  it('are found, however long the loop', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e2']],
      ['e2', ['e']],
    ]);
    expect(circles(graph).map((circle) => circle.join(' '))).toEqual(['a b c', 'e e2']);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('are none in the code: every module can be read, tested and loaded without the ones that import it', () => {
    const files = sourceFiles(root, ['contract', 'src', 'server', 'scripts', 'tests', 'platforms', 'deploy']);
    const graph = importGraph(files);
    // The graph is real: the app's entry reaches the router, the router a page.
    expect(graph.get(path.join(root, 'src/main.tsx'))?.length).toBeGreaterThan(3);
    const found = circles(graph).map((circle) => circle.map((file) => path.relative(root, file)).join(' <-> '));
    expect(found).toEqual([]);
  });
});
