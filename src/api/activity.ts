/** How many content loads are under way: start-up focus waits for the first screenful to settle. */
let pending = 0;
/** How many loads have started, and the numbers of those still under way. */
let started = 0;
const underWay = new Set<number>();

export function trackLoad<T>(promise: Promise<T>): Promise<T> {
  pending++;
  const id = ++started;
  underWay.add(id);
  const done = () => {
    pending--;
    underWay.delete(id);
  };
  promise.then(done, done);
  return promise;
}

export function pendingLoads(): number {
  return pending;
}

/** How many loads have started so far: with loadingSince, what began after a moment (a key) is told from what was under way before it. */
export function loadsStarted(): number {
  return started;
}

/** Whether a load that started after the first `since` is still under way. */
export function loadingSince(since: number): boolean {
  for (const id of underWay) if (id > since) return true;
  return false;
}
