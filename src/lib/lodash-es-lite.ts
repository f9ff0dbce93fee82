/**
 * The dozen lodash-es functions the focus engine (norigin-spatial-navigation) calls, written on the
 * platform. The build points `lodash-es` here (`resolve.alias` in vite.config.ts): lodash's own
 * `sortBy`, `filter` and `findKey` accept any iteratee shorthand, which pulls in its deep-equality
 * and path machinery, 9 KB gzip on every visit where these take about 1 KB. Only the call shapes
 * norigin uses are supported: arrays or plain objects as collections, functions as iteratees.
 * `lodash-es-lite.test.ts` checks each against lodash itself.
 */

type Collection<T> = readonly T[] | Record<string, T>;

function valuesOf<T>(collection: Collection<T> | null | undefined): readonly T[] {
  if (collection == null) return [];
  return Array.isArray(collection) ? collection : Object.values(collection as Record<string, T>);
}

export function noop(): void {}

let idCounter = 0;
/** `prefix` followed by a number that grows with every call of the page. */
export function uniqueId(prefix = ''): string {
  idCounter += 1;
  return `${prefix}${idCounter}`;
}

export const assign = Object.assign;

export function first<T>(array: readonly T[] | null | undefined): T | undefined {
  return array && array.length > 0 ? array[0] : undefined;
}

/** Items of `array` that are not in `exclude` (SameValueZero, as lodash compares). */
export function difference<T>(array: readonly T[] | null | undefined, exclude: readonly T[] = []): T[] {
  if (!array) return [];
  const excluded = new Set(exclude);
  return array.filter((item) => !excluded.has(item));
}

/** Calls `iteratee` for each value (and key or index); returning false stops early. */
export function forEach<T>(collection: Collection<T> | null | undefined, iteratee: (value: T, key: string | number) => unknown) {
  if (Array.isArray(collection)) {
    for (let index = 0; index < collection.length; index++) if (iteratee(collection[index], index) === false) break;
  } else if (collection) {
    forOwn(collection as Record<string, T>, iteratee);
  }
  return collection;
}

export function forOwn<T>(object: Record<string, T> | null | undefined, iteratee: (value: T, key: string) => unknown) {
  if (object) for (const [key, value] of Object.entries(object)) if (iteratee(value, key) === false) break;
  return object;
}

export function filter<T>(collection: Collection<T> | null | undefined, predicate: (value: T) => unknown): T[] {
  return valuesOf(collection).filter((value) => predicate(value));
}

export function findKey<T>(object: Record<string, T> | null | undefined, predicate: (value: T, key: string) => unknown): string | undefined {
  if (!object) return undefined;
  return Object.entries(object).find(([key, value]) => predicate(value, key))?.[0];
}

/** A stable sort by the value `iteratee` gives each item; as in lodash, undefined then NaN go last. */
export function sortBy<T>(collection: Collection<T> | null | undefined, iteratee: (value: T) => unknown): T[] {
  const keyed = valuesOf(collection).map((value, index) => ({ value, index, key: iteratee(value) }));
  keyed.sort((a, b) => compareAscending(a.key, b.key) || a.index - b.index);
  return keyed.map(({ value }) => value);
}

/** Where a key sorts: 0 a comparable value, 1 undefined, 2 NaN. */
const rank = (key: unknown) => (key === undefined ? 1 : key !== key ? 2 : 0);

function compareAscending(a: unknown, b: unknown): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0 || rank(a) !== 0) return byRank;
  return (a as number) > (b as number) ? 1 : (a as number) < (b as number) ? -1 : 0;
}

export interface TimedOptions {
  leading?: boolean;
  trailing?: boolean;
}

export interface Timed<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Calls `func` once calls have stopped for `wait` ms (trailing), or at the first call of a burst
 * (leading); with both, the trailing call happens only when there was a second call in the burst.
 */
export function debounce<A extends unknown[]>(func: (...args: A) => unknown, wait = 0, { leading = false, trailing = true }: TimedOptions = {}): Timed<A> {
  return timed(func, wait, leading, trailing, true);
}

/** Calls `func` at most once every `wait` ms: at the first call (leading) and/or at the end of the wait. */
export function throttle<A extends unknown[]>(func: (...args: A) => unknown, wait = 0, { leading = true, trailing = true }: TimedOptions = {}): Timed<A> {
  return timed(func, wait, leading, trailing, false);
}

/** One timer: a debounce restarts it on every call, a throttle lets it run out. */
function timed<A extends unknown[]>(func: (...args: A) => unknown, wait: number, leading: boolean, trailing: boolean, restart: boolean): Timed<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { self: unknown; args: A } | undefined;

  const expire = () => {
    timer = undefined;
    const call = pending;
    pending = undefined;
    if (trailing && call) {
      func.apply(call.self, call.args);
      // A throttle's trailing call opens a new window, as a leading one does.
      if (!restart) timer = setTimeout(expire, wait);
    }
  };

  const wrapped = function (this: unknown, ...args: A) {
    if (timer === undefined) {
      timer = setTimeout(expire, wait);
      if (leading) {
        func.apply(this, args);
        return;
      }
    } else if (restart) {
      clearTimeout(timer);
      timer = setTimeout(expire, wait);
    }
    pending = { self: this, args };
  } as Timed<A>;
  wrapped.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return wrapped;
}
