/**
 * Preloaded into a test's server child (child-server.ts, `heapProbe`): on the message 'heap' over
 * the IPC channel it runs a full garbage collection and answers with the bytes V8 still holds, so a
 * soak can tell memory the server keeps from heap V8 has not yet collected. Never in the product.
 */
const collect = (globalThis as { gc?: () => void }).gc;

export {};

process.on('message', (message) => {
  if (message !== 'heap' || !process.send) return;
  collect?.();
  process.send({ heapUsed: process.memoryUsage().heapUsed, collected: collect !== undefined });
});
// The channel must not keep a server alive that was told to stop.
process.channel?.unref();
