import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MIDDLE_POLYFILLS_LEFT_OUT, middlePolyfills } from './vite-middle-tier';

// core-js's own compat data, as the build reads it (through @vitejs/plugin-legacy's dependencies).
const fromLegacy = createRequire(createRequire(import.meta.url).resolve('@vitejs/plugin-legacy'));
const compat = fromLegacy('core-js-compat/data.json') as Record<string, { chrome?: string }>;
const module = (name: string) => `core-js/modules/${name}.js`;

describe("the middle tier's polyfills", () => {
  it('keep what Chrome 64 lacks and Chrome 105 has, and leave out what the modern tier goes without and the listed fixes', () => {
    const detected = [
      'es.array.flat', // Chrome 69
      'es.object.from-entries', // 73
      'es.promise.all-settled', // 76
      'es.object.has-own', // 93
      'es.iterator.map', // 122: newer than the modern tier's Chrome 105
      'es.set.union.v2', // 122
      'web.immediate', // in no Chrome
      'es.promise', // a fix of a builtin Chrome 64 has, left out
      'web.url', // likewise
      'es.typed-array.at', // a false hit of `.at(`, left out
    ].map(module);
    expect(middlePolyfills(detected, compat)).toEqual(['es.array.flat', 'es.object.from-entries', 'es.object.has-own', 'es.promise.all-settled'].map(module));
  });

  it('leave out only modules the Chrome 64 to 105 window would keep (a stale entry would hide nothing)', () => {
    const kept = middlePolyfills(Object.keys(MIDDLE_POLYFILLS_LEFT_OUT).map(module), compat);
    expect(kept).toEqual([]);
    for (const name of Object.keys(MIDDLE_POLYFILLS_LEFT_OUT)) {
      const since = Number(compat[name]?.chrome ?? NaN);
      expect({ name, inWindow: since > 64 && since <= 105 }).toEqual({ name, inWindow: true });
    }
  });
});
