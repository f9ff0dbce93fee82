/** The app on the benchmarks' port and a throwaway database, until Ctrl-C (for profile.ts). */
import { startServer } from './api-throughput.js';
import { PORTS } from './common.js';

const server = await startServer(PORTS.app);
console.log(`serving on http://127.0.0.1:${PORTS.app}`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
