/** A throwaway redis-server for the tests (the same one the one-machine topology starts). */
export { freePort, redisServerBinary, startRedis, waitForPort, type LocalRedis as TestRedis } from '../../../deploy/local-services.js';

export const NO_REDIS_REASON = 'redis-server is not installed (apt-get install -y redis-server); the Redis tests are skipped';
