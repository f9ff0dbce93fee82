import fc from 'fast-check';
import lodashDebounce from 'lodash-es/debounce.js';
import lodashDifference from 'lodash-es/difference.js';
import lodashFilter from 'lodash-es/filter.js';
import lodashFindKey from 'lodash-es/findKey.js';
import lodashForOwn from 'lodash-es/forOwn.js';
import lodashSortBy from 'lodash-es/sortBy.js';
import lodashThrottle from 'lodash-es/throttle.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, difference, filter, findKey, first, forEach, forOwn, sortBy, throttle, uniqueId } from './lodash-es-lite';

// Keys that sort like the focus engine's distances: numbers, with ties and undefined mixed in (NaN
// has its own test: lodash orders two NaN keys by whatever the engine's sort does with them).
const sortKey = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ noNaN: true }), fc.constant(undefined));
const keyed = fc.array(fc.record({ id: fc.nat(), key: sortKey }), { maxLength: 30 });
const dictionary = fc.dictionary(fc.string({ maxLength: 4 }), fc.integer({ min: -10, max: 10 }), { maxKeys: 12 });

describe('lodash-es-lite, beside lodash itself', () => {
  it('sortBy orders as lodash does, stably, undefined and NaN last', () => {
    fc.assert(
      fc.property(keyed, (items) => {
        expect(sortBy(items, (item) => item.key)).toEqual(lodashSortBy(items, (item) => item.key));
      }),
    );
  });

  it('sortBy puts a NaN key after undefined ones, as lodash does', () => {
    const items = [{ key: Number.NaN }, { key: undefined }, { key: 2 }, { key: -1 }];
    expect(sortBy(items, (item) => item.key)).toEqual(lodashSortBy(items, (item) => item.key));
  });

  it('sortBy, filter and forOwn take a plain object as lodash does', () => {
    fc.assert(
      fc.property(dictionary, fc.integer({ min: -10, max: 10 }), (object, pivot) => {
        expect(sortBy(object, (value) => -value)).toEqual(lodashSortBy(object, (value) => -value));
        expect(filter(object, (value) => value > pivot)).toEqual(lodashFilter(object, (value) => value > pivot));
        const ours: string[] = [];
        const theirs: string[] = [];
        // Returning false stops the walk in both.
        forOwn(object, (value, key) => (ours.push(key), value !== pivot));
        lodashForOwn(object, (value, key) => (theirs.push(key), value !== pivot));
        expect(ours).toEqual(theirs);
      }),
    );
  });

  it('findKey finds the first key whose value passes', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 3 }), fc.array(fc.nat(20), { maxLength: 4 })), fc.nat(20), (keyMap, code) => {
        expect(findKey(keyMap, (codes) => codes.includes(code))).toBe(lodashFindKey(keyMap, (codes) => codes.includes(code)));
      }),
    );
  });

  it('difference keeps order and compares by SameValueZero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ maxLength: 2 }), fc.constant(Number.NaN), fc.integer({ min: -3, max: 3 }))),
        fc.array(fc.oneof(fc.string({ maxLength: 2 }), fc.constant(Number.NaN), fc.integer({ min: -3, max: 3 }))),
        (array, exclude) => {
          expect(difference(array, exclude)).toEqual(lodashDifference(array, exclude));
        },
      ),
    );
  });

  it('first, forEach and uniqueId behave as their lodash namesakes', () => {
    expect(first([])).toBeUndefined();
    expect(first(['a', 'b'])).toBe('a');
    const seen: number[] = [];
    forEach([1, 2, 3, 4], (value) => (seen.push(value as number), value !== 2));
    expect(seen).toEqual([1, 2]);
    const a = uniqueId('sn:focusable-item-');
    const b = uniqueId('sn:focusable-item-');
    expect(a).toMatch(/^sn:focusable-item-\d+$/);
    expect(a).not.toBe(b);
  });
});

describe('lodash-es-lite timers, beside lodash itself', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Calls at the given gaps (ms), then waits out the timers: which calls went through, and when. */
  function replay(make: (record: (n: number) => void) => ((n: number) => void) & { cancel(): void }, gaps: number[], cancelAt: number) {
    const start = Date.now();
    const calls: Array<[number, number]> = [];
    const wrapped = make((n) => calls.push([n, Date.now() - start]));
    gaps.forEach((gap, n) => {
      vi.advanceTimersByTime(gap);
      if (n === cancelAt) wrapped.cancel();
      wrapped(n);
    });
    vi.advanceTimersByTime(1_000);
    return calls;
  }

  // Gaps between calls; odd values keep them off the 100 ms edges, where the order of a timer and a
  // call at the same instant is up to the fake clock rather than to either implementation.
  const gaps = fc.array(
    fc.integer({ min: 0, max: 120 }).map((gap) => gap * 2 + 1),
    { maxLength: 25 },
  );

  it('debounce, trailing (how the engine restores focus), calls when calls have stopped', () => {
    fc.assert(
      fc.property(gaps, fc.integer({ min: -1, max: 25 }), (steps, cancelAt) => {
        const ours = replay((record) => debounce(record, 100), steps, cancelAt);
        const theirs = replay((record) => lodashDebounce(record, 100, { leading: false, trailing: true }), steps, cancelAt);
        expect(ours).toEqual(theirs);
      }),
    );
  });

  it('throttle, leading only (how the engine throttles keys), lets one call through per window', () => {
    fc.assert(
      fc.property(gaps, fc.integer({ min: -1, max: 25 }), (steps, cancelAt) => {
        const ours = replay((record) => throttle(record, 100, { leading: true, trailing: false }), steps, cancelAt);
        const theirs = replay((record) => lodashThrottle(record, 100, { leading: true, trailing: false }), steps, cancelAt);
        expect(ours).toEqual(theirs);
      }),
    );
  });

  it('debounce keeps the caller as this, as the engine relies on', () => {
    const service = {
      key: 'service',
      seen: '',
      restore(this: { key: string; seen: string }) {
        this.seen = this.key;
      },
    };
    const restore = debounce(service.restore, 10);
    restore.call(service);
    vi.advanceTimersByTime(10);
    expect(service.seen).toBe('service');
  });
});
