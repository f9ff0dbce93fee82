/**
 * Whether the server could be reached, as the app's own requests find it. A browser's `online`
 * event says only that a network interface came up: it does not come when the network was there
 * and the server was not (a router without a line, a captive portal, a server restarting), nor on
 * some TVs at all. The first answer after a failure to reach the server is the sign that it is
 * back: what waited for it (resume points kept offline) goes then.
 */
type Listener = () => void;

let unreachable = false;
const listeners = new Set<Listener>();

/** A request could not reach the server (no answer, or none in time). */
export function noteUnreachable(): void {
  unreachable = true;
}

/** A request had an answer (any status): after a failure, those waiting for the server are told. */
export function noteReached(): void {
  if (!unreachable) return;
  unreachable = false;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` each time the server answers again after it could not be reached. Answers the clean-up. */
export function onServerBack(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Waits to try again after a failure, longer each time: 5 s, 10 s, 20 s, then every 60 s (a TV left
 * offline asks once a minute, not in a loop). `attempt` counts from 0.
 */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt), 60_000);
}
