import { describe, expect, it } from 'vitest';
import { coreJsModulesOf, legacyPolyfills } from './vite-legacy-polyfills';

const compat = {
  'es.object.entries': { chrome: '54' },
  'es.promise': { chrome: '67' },
  'es.array.at': { chrome: '92' },
  'es.regexp.flags': { chrome: '111' },
  'es.iterator.map': { chrome: '135' },
  'esnext.array.group': {},
};

describe('legacyPolyfills', () => {
  it('keeps the modules of builtins Chrome has by 105, and drops newer ones and those of no Chrome', () => {
    const found = ['es.iterator.map', 'es.promise', 'esnext.array.group', 'es.object.entries', 'es.regexp.flags', 'es.array.at', 'web.unknown'];
    expect(legacyPolyfills(found, compat)).toEqual(['core-js/modules/es.array.at.js', 'core-js/modules/es.object.entries.js', 'core-js/modules/es.promise.js']);
  });

  it('keeps a module found twice once', () => {
    expect(legacyPolyfills(['es.promise', 'es.promise'], compat)).toEqual(['core-js/modules/es.promise.js']);
  });
});

describe('coreJsModulesOf', () => {
  it("names the core-js modules of a source map's sources, leaving out its internals and other files", () => {
    const sources = [
      '../../../../../core-js/modules/es.array.iterator.js',
      '../../../../../core-js/internals/export.js',
      '../../../../../systemjs/dist/s.min.js',
      'node_modules/core-js/modules/web.url.js',
    ];
    expect(coreJsModulesOf(sources)).toEqual(['es.array.iterator', 'web.url']);
  });
});
