// A worker thread's first module: registers tsx (as `npm start` runs the server) and loads the
// TypeScript module named in workerData, so a thread runs our .ts files in every way the server is
// started, vitest included. See startTypeScriptThread in threads.ts.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
