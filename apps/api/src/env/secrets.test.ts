import { describe, expect, it } from 'vitest';
import { loadEnv } from './index';

// Finding 8 of issue 19: production accepted the public defaults of .env.example.
const real = {
  NODE_ENV: 'production',
  JWT_SECRET: 'Vx9kQ2mLr7ZpT4yH8nB3cW6eJ1sD5fGa',
  ENCRYPTION_KEY: 'q8Z3xLm2Rt9VbN4k',
  ADMIN_TOKEN: 'Hk3Pz8Qw2Lm9Xc4V',
  ALGOLIA_ADMIN_KEY: 'aS8dF3gH7jK2lZ9x',
  PAYMENT_PROVIDER: 'sandbox',
  SANDBOX_WEBHOOK_SECRET: 'Wq2Er5Ty8Ui1Op4AsDfGhJkL',
  SHOP_IBAN: 'DE89370400440532013000',
  SHOP_VAT_NUMBER: 'DE123456789',
};

describe('production secrets', () => {
  it('starts with secrets of its own', () => {
    expect(loadEnv(real).nodeEnv).toBe('production');
  });

  it.each([
    ['ENCRYPTION_KEY', 'local-encryption-key-not-for-production'],
    ['ALGOLIA_ADMIN_KEY', 'local-admin-key'],
    ['JWT_SECRET', 'a'.repeat(32)],
    ['JWT_SECRET', 'local-jwt-secret-not-for-production-change-me'],
    ['ADMIN_TOKEN', 'local-admin-token'],
    ['ADMIN_TOKEN', 'abababababababab'],
    ['SANDBOX_WEBHOOK_SECRET', 'local-sandbox-webhook-secret-not-for-production'],
    ['BOT_CHECK_KEY', '0'.repeat(32)],
  ])('refuses %s = %s', (name, value) => {
    expect(() => loadEnv({ ...real, [name]: value })).toThrow(new RegExp(name));
  });

  it('refuses a default left unset (the search admin key)', () => {
    const { ALGOLIA_ADMIN_KEY: _unset, ...rest } = real;
    expect(() => loadEnv(rest)).toThrow(/ALGOLIA_ADMIN_KEY: a public default/);
  });

  it('lets development run on the local defaults', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).encryptionKey).toBe(
      'local-encryption-key-not-for-production',
    );
  });
});
