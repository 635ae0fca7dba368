import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_ENCRYPTION_KEY, loadEnv } from './index';
import { findUp } from '../paths';

const repoRoot = findUp(process.cwd(), 'pnpm-workspace.yaml')!;

describe('loadEnv', () => {
  it('runs with no settings at all', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      port: 3003,
      workers: 1,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: join(repoRoot, '.data'),
      pgliteDir: join(repoRoot, '.data', 'pglite'),
      searchUrl: 'http://127.0.0.1:3004',
      algoliaAppId: 'SHOPLOCAL',
      logLevel: 'info',
      seedProducts: 5000,
    });
    expect(env.storeHosts).toMatchObject({ fr: 'localhost:3000', es: 'es.localhost:3000' });
  });

  it('treats empty values as unset, as in a copied .env.example', () => {
    expect(loadEnv({ DATABASE_URL: '', SHOP_STORE_HOSTS: ' ', API_PORT: '' })).toMatchObject({
      databaseUrl: null,
      port: 3003,
    });
  });

  it('reads store hosts and PostgreSQL settings', () => {
    const env = loadEnv({
      SHOP_STORE_HOSTS: 'fr=www.maisonrue.fr, es=www.maisonrue.es',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      DATA_DIR: '/var/lib/shop',
      SHOP_PUBLIC_PORT: '8080',
    });
    expect(env.storeHosts).toMatchObject({
      fr: 'www.maisonrue.fr',
      es: 'www.maisonrue.es',
      it: 'it.localhost:8080',
    });
    expect(env).toMatchObject({
      databaseUrl: 'postgres://shop@db:5432/shop',
      dataDir: '/var/lib/shop',
    });
  });

  it('uses the hosted search hosts for a real Algolia app without SEARCH_URL', () => {
    expect(loadEnv({ ALGOLIA_APP_ID: 'ABC123XYZ' }).searchUrl).toBeNull();
    expect(
      loadEnv({ ALGOLIA_APP_ID: 'ABC123XYZ', SEARCH_URL: 'https://search.example' }).searchUrl,
    ).toBe('https://search.example');
  });

  it('runs several API workers only on PostgreSQL with Redis', () => {
    const postgres = 'postgres://postgres@127.0.0.1:5432/shop';
    expect(() => loadEnv({ API_WORKERS: '2' })).toThrow(/API_WORKERS: above 1 needs DATABASE_URL/);
    expect(() => loadEnv({ API_WORKERS: '2', DATABASE_URL: postgres })).toThrow(
      /API_WORKERS: above 1 needs REDIS_URL/,
    );
    const env = loadEnv({
      API_WORKERS: '2',
      DATABASE_URL: postgres,
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(env.workers).toBe(2);
    expect(() => loadEnv({ API_WORKERS: '0' })).toThrow(/API_WORKERS/);
  });

  it('fails clearly on bad values', () => {
    expect(() => loadEnv({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadEnv({ SHOP_STORE_HOSTS: 'uk=www.maisonrue.co.uk' })).toThrow(
      /SHOP_STORE_HOSTS/,
    );
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('has a local encryption key and demands a real one in production', () => {
    expect(loadEnv({}).encryptionKey).toBe(LOCAL_ENCRYPTION_KEY);
    expect(loadEnv({ ENCRYPTION_KEY: 'a-long-enough-secret' }).encryptionKey).toBe(
      'a-long-enough-secret',
    );
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/ENCRYPTION_KEY/);
    expect(() => loadEnv({ ENCRYPTION_KEY: 'short' })).toThrow(/ENCRYPTION_KEY/);
  });
});
