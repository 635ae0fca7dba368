import { describe, expect, it } from 'vitest';
import { readServerEnv, serverDeadlines } from './env';

describe("the storefront server's settings", () => {
  const DEFAULTS = {
    STOREFRONT_PORT: 3001,
    SERVICE_HOST: '127.0.0.1',
    API_URL: 'http://127.0.0.1:3003',
    STOREFRONT_PAGE_CACHE: 'on',
    STOREFRONT_PAGE_CACHE_MB: 128,
    STOREFRONT_REQUEST_TIMEOUT_MS: 30_000,
    STOREFRONT_HEADERS_TIMEOUT_MS: 10_000,
    STOREFRONT_KEEP_ALIVE_TIMEOUT_MS: 10_000,
    LOG_LEVEL: 'info',
  };

  it('defaults to 127.0.0.1:3001, the API on 3003 and the page cache in memory', () => {
    expect(readServerEnv({})).toEqual(DEFAULTS);
    // Empty values, as a copied .env.example leaves them, count as unset.
    expect(readServerEnv({ STOREFRONT_PORT: '', REDIS_URL: '', LOG_LEVEL: '' })).toEqual(DEFAULTS);
  });

  it('reads the port, Redis, the page cache switch and its memory', () => {
    expect(
      readServerEnv({
        STOREFRONT_PORT: '4101',
        REDIS_URL: 'redis://10.0.0.7:6379/2',
        STOREFRONT_PAGE_CACHE: 'off',
        STOREFRONT_PAGE_CACHE_MB: '0.5',
      }),
    ).toMatchObject({
      STOREFRONT_PORT: 4101,
      REDIS_URL: 'redis://10.0.0.7:6379/2',
      STOREFRONT_PAGE_CACHE: 'off',
      STOREFRONT_PAGE_CACHE_MB: 0.5,
    });
  });

  it.each([
    ['STOREFRONT_PORT', '70000'],
    ['STOREFRONT_HEADERS_TIMEOUT_MS', '-1'],
    ['STOREFRONT_REQUEST_TIMEOUT_MS', '1.5'],
    ['STOREFRONT_PAGE_CACHE_MB', 'lots'],
    ['STOREFRONT_PAGE_CACHE', 'no'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['API_URL', 'localhost:3003'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s at start rather than serving with it', (name, value) => {
    expect(() => readServerEnv({ [name]: value })).toThrow();
  });

  it('checks the deadlines every second at most', () => {
    expect(serverDeadlines(readServerEnv({ STOREFRONT_HEADERS_TIMEOUT_MS: '2000' }))).toEqual({
      requestTimeout: 30_000,
      headersTimeout: 2_000,
      keepAliveTimeout: 10_000,
      connectionsCheckingInterval: 500,
    });
  });
});
