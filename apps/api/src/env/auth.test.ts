import { describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET, loadAuthEnv } from './auth';

describe('identity settings', () => {
  it('works with no configuration, every provider off', () => {
    const auth = loadAuthEnv({}, 'development');
    expect(auth.jwt).toEqual({
      secret: LOCAL_JWT_SECRET,
      issuer: 'maison-rue-api',
      audience: 'maison-rue-shop',
      accessTtlS: 900,
      refreshTtlS: 1_728_000,
    });
    expect(auth).toMatchObject({ apple: null, facebook: null, google: null, redisUrl: null });
    expect(auth.outboxView).toEqual({ enabled: false });
  });

  it('refuses the local JWT secret in production and hides the outbox there', () => {
    expect(() => loadAuthEnv({}, 'production')).toThrow(/JWT_SECRET/);
    const auth = loadAuthEnv({ JWT_SECRET: 'p'.repeat(40), NODE_ENV: 'production' }, 'production');
    expect(auth.outboxView.enabled).toBe(false);
  });

  it('shows the outbox only in an explicit development or test mode', () => {
    expect(loadAuthEnv({}, 'development').outboxView.enabled).toBe(false);
    expect(loadAuthEnv({ NODE_ENV: 'development' }, 'development').outboxView.enabled).toBe(true);
    expect(loadAuthEnv({ NODE_ENV: 'test' }, 'test').outboxView.enabled).toBe(true);
  });

  it('keeps access tokens at 15 minutes at most and secrets long enough', () => {
    expect(() => loadAuthEnv({ ACCESS_TOKEN_TTL_S: '901' }, 'test')).toThrow(/ACCESS_TOKEN_TTL_S/);
    expect(() => loadAuthEnv({ JWT_SECRET: 'short' }, 'test')).toThrow(/JWT_SECRET/);
  });

  it('names what is missing from a half-configured provider', () => {
    expect(() => loadAuthEnv({ FACEBOOK_APP_ID: '123' }, 'test')).toThrow(
      /Facebook: also set FACEBOOK_APP_SECRET/,
    );
    expect(() => loadAuthEnv({ APPLE_CLIENT_ID: 'fr.shop' }, 'test')).toThrow(/APPLE_TEAM_ID/);
    const auth = loadAuthEnv(
      { FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 's', GOOGLE_CLIENT_ID: 'g' },
      'test',
    );
    expect(auth.facebook).toMatchObject({
      appId: '123',
      graphUrl: 'https://graph.facebook.com/v21.0',
    });
    expect(auth.google).toMatchObject({
      clientId: 'g',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
    });
  });

  it('reads a one-line Apple key with \\n escapes', () => {
    const auth = loadAuthEnv(
      {
        APPLE_CLIENT_ID: 'fr.shop',
        APPLE_TEAM_ID: 'T',
        APPLE_KEY_ID: 'K',
        APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
        APPLE_REDIRECT_URI: 'https://shop.example/login',
      },
      'test',
    );
    expect(auth.apple?.privateKey).toBe(
      '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    );
  });
});
