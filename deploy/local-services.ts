/*
 * Throwaway services on loopback for the one-machine topology and the tests: PostgreSQL, Redis and
 * nginx, each in a folder of its own, each stopped by the handle that started it. Each service lives
 * in a module of its own (what they share in service-processes.ts); this file is the one entry.
 */

export { findBinary, freePort, stopChild, waitForPort, type Service } from './service-processes.js';
export { redisServerBinary, startRedis, type LocalRedis } from './local-redis.js';
export { findBinDir, PostgresNotInstalledError, postgresBinDir, startPostgres, type PostgresOptions, type RunningPostgres } from './local-postgres.js';
export { nginxBinary, renderSiteConfig, startNginx, type NginxOptions } from './local-nginx.js';
