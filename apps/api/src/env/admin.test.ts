import { describe, expect, it } from 'vitest';
import { LOCAL_ADMIN_TOKEN, loadEnv } from './index';

// Production needs its own secrets; the other required ones are given so only ours is missing.
const production = {
  NODE_ENV: 'production',
  ENCRYPTION_KEY: 'a-production-encryption-key',
  AUTH_SECRET: 'a-production-auth-secret-of-32-characters!',
  JWT_SECRET: 'a-production-jwt-secret-of-32-characters!!',
};

describe('loadEnv: back office and search sync', () => {
  it('has local defaults', () => {
    expect(loadEnv({})).toMatchObject({
      adminToken: LOCAL_ADMIN_TOKEN,
      searchSyncIntervalMs: 1000,
    });
    expect(loadEnv({ SEARCH_SYNC_INTERVAL_MS: '0' }).searchSyncIntervalMs).toBe(0);
  });

  it('refuses the local admin token in production', () => {
    expect(() => loadEnv(production)).toThrow(/ADMIN_TOKEN/);
    const own = { ...production, ADMIN_TOKEN: 'an-operator-chosen-secret' };
    expect(() => loadEnv(own)).not.toThrow(/ADMIN_TOKEN/);
  });

  it('refuses short tokens and bad intervals', () => {
    expect(() => loadEnv({ ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN/);
    expect(() => loadEnv({ SEARCH_SYNC_INTERVAL_MS: '-1' })).toThrow(/SEARCH_SYNC_INTERVAL_MS/);
  });
});
