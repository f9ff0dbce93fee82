/** How many content loads are under way: start-up focus waits for the first screenful to settle. */
let pending = 0;

export function trackLoad<T>(promise: Promise<T>): Promise<T> {
  pending++;
  const done = () => {
    pending--;
  };
  promise.then(done, done);
  return promise;
}

export function pendingLoads(): number {
  return pending;
}
