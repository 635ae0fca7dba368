import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('has a local default for everything', () => {
    expect(loadEnv({})).toEqual({
      port: 3004,
      host: '127.0.0.1',
      dataDir: resolve(process.cwd(), '.data'),
      appId: 'SHOPLOCAL',
      searchKey: 'local-search-only-key',
      adminKey: 'local-admin-key',
      nodeEnv: 'development',
      logLevel: 'info',
      unlimitedClients: ['loopback'],
      trustProxy: undefined,
    });
  });

  it('reads the exempt clients of the rate limit, refusing malformed ones', () => {
    const list = '10.0.0.5, 10.1.0.0/16,fd00::/8';
    expect(loadEnv({ SEARCH_UNLIMITED_CLIENTS: list }).unlimitedClients).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    expect(loadEnv({ SEARCH_UNLIMITED_CLIENTS: 'none' }).unlimitedClients).toEqual([]);
    expect(() => loadEnv({ SEARCH_UNLIMITED_CLIENTS: 'storefront' })).toThrow(
      /SEARCH_UNLIMITED_CLIENTS: not an address/,
    );
    expect(() => loadEnv({ SEARCH_UNLIMITED_CLIENTS: '10.0.0.0/33' })).toThrow(
      /SEARCH_UNLIMITED_CLIENTS/,
    );
  });

  it('logs requests unless told a level, warnings only under test', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).logLevel).toBe('warn');
    expect(loadEnv({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => loadEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads values, treating empty ones as unset', () => {
    const env = loadEnv({ SEARCH_PORT: '4000', DATA_DIR: '/var/shop', SERVICE_HOST: '' });
    expect([env.port, env.dataDir, env.host]).toEqual([4000, '/var/shop', '127.0.0.1']);
  });

  it('refuses to start in production with the default admin key', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/ALGOLIA_ADMIN_KEY/);
    expect(loadEnv({ NODE_ENV: 'production', ALGOLIA_ADMIN_KEY: 's3cret' }).adminKey).toBe(
      's3cret',
    );
  });

  it('rejects invalid values', () => {
    expect(() => loadEnv({ SEARCH_PORT: 'http' })).toThrow(/SEARCH_PORT/);
    expect(() => loadEnv({ ALGOLIA_SEARCH_KEY: 'same', ALGOLIA_ADMIN_KEY: 'same' })).toThrow(
      /must differ/,
    );
  });
});
