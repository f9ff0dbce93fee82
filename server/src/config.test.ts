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
      CUSTOMER_ID: 'parish-tv_2',
      PUBLIC_URL: 'https://tv.example.org/',
    });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/var/lib/lumen',
      databaseUrl: 'postgres://u:p@db.internal:5432/lumen',
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

  it('lists every problem at once', () => {
    expect(problems({ PORT: 'x', CUSTOMER_ID: '!', PUBLIC_URL: 'nope' })).toHaveLength(3);
  });
});
