import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from './config.js';

const read = (env: Record<string, string>) => readServerConfig(env as NodeJS.ProcessEnv, '/srv/lumen');

function problems(env: Record<string, string>): string[] {
  try {
    read(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('readServerConfig', () => {
  it('has working defaults', () => {
    const config = read({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/srv/lumen/data');
    expect(config.redisUrl).toBeNull();
    expect(config.databaseUrl).toBeNull();
    expect(config.customerId).toBe('lumen');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.crmApiKey).toBe('lumen-dev-crm-key');
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(read({ SHUTDOWN_TIMEOUT_SECONDS: '2.5' }).shutdownTimeoutMs).toBe(2500);
    expect(read({ CRM_API_KEY: ' a-much-longer.production_key~1 ' }).crmApiKey).toBe('a-much-longer.production_key~1');
  });

  it('accepts good values', () => {
    const config = read({
      PORT: '3000',
      DATA_DIR: '/var/lib/lumen',
      DATABASE_URL: 'postgres://u:p@db.internal:5432/lumen',
      REDIS_URL: 'redis://:secret@cache.internal:6379/2',
      CUSTOMER_ID: 'parish-tv_2',
      PUBLIC_URL: 'https://tv.example.org/',
    });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/var/lib/lumen',
      databaseUrl: 'postgres://u:p@db.internal:5432/lumen',
      redisUrl: 'redis://:secret@cache.internal:6379/2',
      customerId: 'parish-tv_2',
      publicUrl: 'https://tv.example.org',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 1 to 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535'],
    [{ PORT: '0' }, 'PORT must be a whole number from 1 to 65535'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    [{ REDIS_URL: 'cache:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    [{ REDIS_URL: 'redis://' }, 'REDIS_URL must name a host'],
    [{ REDIS_URL: 'redis://cache:6379/lumen' }, 'REDIS_URL may end only in a database number'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL is not a valid URL'],
    [{ CUSTOMER_ID: 'has spaces' }, 'CUSTOMER_ID must be 1-64 letters'],
    [{ CUSTOMER_ID: '-leading' }, 'CUSTOMER_ID must be 1-64 letters'],
    [{ PUBLIC_URL: 'ftp://example.org' }, 'PUBLIC_URL must start with http:// or https://'],
    [{ PUBLIC_URL: 'example.org' }, 'PUBLIC_URL is not a valid URL'],
    [{ DATA_DIR: '   ' }, 'DATA_DIR must not be empty'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ CONTENT_CACHE_MB: '-1' }, 'CONTENT_CACHE_MB must be a whole number of megabytes'],
    [{ CRM_API_KEY: 'short' }, 'CRM_API_KEY must be 16-200 letters'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '0' }, 'SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds above 0'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: 'soon' }, 'SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds above 0'],
    [{ CRM_API_KEY: 'has spaces in the middle of it' }, 'CRM_API_KEY must be 16-200 letters'],
    [{ CONTENT_CACHE_MB: 'lots' }, 'CONTENT_CACHE_MB must be a whole number of megabytes'],
  ])('rejects %j with a clear message', (env, message) => {
    expect(problems(env).join('\n')).toContain(message);
  });

  it("admits PUBLIC_URL's origin and the packaged TV apps by default, and reads CORS_ORIGINS", () => {
    expect(read({})).toMatchObject({ corsOrigins: ['http://localhost:8080'], corsAllowPackaged: true, cspExtraOrigins: [] });
    expect(read({ PUBLIC_URL: 'https://tv.example.org/lumen/' }).corsOrigins).toEqual(['https://tv.example.org']);
    expect(read({ CORS_ORIGINS: ' https://a.example.org, http://b.example.org:8080/ ,https://a.example.org' }).corsOrigins).toEqual([
      'https://a.example.org',
      'http://b.example.org:8080',
    ]);
    expect(read({ CORS_ORIGINS: '*' }).corsOrigins).toEqual(['*']);
    expect(read({ CORS_ALLOW_PACKAGED: 'false' }).corsAllowPackaged).toBe(false);
    expect(read({ CSP_EXTRA_ORIGINS: 'https://cdn.example.org' }).cspExtraOrigins).toEqual(['https://cdn.example.org']);
  });

  it('reads TRUST_PROXY and the load-shedding threshold', () => {
    expect(read({}).trustProxy).toBe(false);
    expect(read({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(read({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(read({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1, fd00::/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(read({}).loadShedEventLoopDelayMs).toBe(1000);
    expect(read({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' }).loadShedEventLoopDelayMs).toBe(0);
  });

  it.each([
    [{ CORS_ORIGINS: 'https://a.example.org/app' }, 'CORS_ORIGINS must be a comma-separated list of origins'],
    [{ CORS_ORIGINS: 'tv.example.org' }, '"tv.example.org" is not one'],
    [{ CORS_ORIGINS: 'https://a.example.org,*' }, 'CORS_ORIGINS must be a comma-separated list of origins'],
    [{ CORS_ORIGINS: ' , ' }, 'CORS_ORIGINS must name at least one origin'],
    [{ CORS_ALLOW_PACKAGED: 'maybe' }, 'CORS_ALLOW_PACKAGED must be true or false'],
    [{ CSP_EXTRA_ORIGINS: '*' }, 'CSP_EXTRA_ORIGINS must be a comma-separated list of origins'],
    [{ TRUST_PROXY: 'true' }, '"true" is not accepted'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be false, a number of proxy hops'],
    [{ TRUST_PROXY: '99' }, 'TRUST_PROXY must be false, a number of proxy hops'],
    [{ LOAD_SHED_EVENT_LOOP_DELAY_MS: 'fast' }, 'LOAD_SHED_EVENT_LOOP_DELAY_MS must be a whole number'],
    [{ LOAD_SHED_EVENT_LOOP_DELAY_MS: '-5' }, 'LOAD_SHED_EVENT_LOOP_DELAY_MS must be a whole number'],
  ])('rejects %j with a clear message', (env, message) => {
    expect(problems(env).join('\n')).toContain(message);
  });

  it('lists every problem at once', () => {
    expect(problems({ PORT: 'x', CUSTOMER_ID: '!', PUBLIC_URL: 'nope' })).toHaveLength(3);
  });
});
