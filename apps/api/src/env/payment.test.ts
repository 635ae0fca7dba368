import { describe, expect, it } from 'vitest';
import { LOCAL_SANDBOX_WEBHOOK_SECRET, loadPaymentEnv } from './payment';

const STRIPE = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_51abcDEF',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};

describe('loadPaymentEnv', () => {
  it('takes payments with the offline sandbox unless told otherwise', () => {
    expect(loadPaymentEnv({}, 'development')).toEqual({
      provider: 'sandbox',
      stripe: null,
      sandbox: {
        webhookSecret: LOCAL_SANDBOX_WEBHOOK_SECRET,
        webhookUrl: null,
        webhookIntervalMs: 1000,
      },
    });
  });

  it('reads the sandbox delivery settings', () => {
    const env = loadPaymentEnv(
      {
        PAYMENT_PROVIDER: 'sandbox',
        SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:4003/api/v5/payments/webhooks/sandbox',
        SANDBOX_WEBHOOK_INTERVAL_MS: '0',
        SANDBOX_WEBHOOK_SECRET: 'a-sandbox-secret-of-our-own-1234',
      },
      'production',
    );
    expect(env.sandbox).toEqual({
      webhookSecret: 'a-sandbox-secret-of-our-own-1234',
      webhookUrl: 'http://127.0.0.1:4003/api/v5/payments/webhooks/sandbox',
      webhookIntervalMs: 0,
    });
  });

  it('needs both Stripe keys with PAYMENT_PROVIDER=stripe, without echoing them', () => {
    expect(loadPaymentEnv(STRIPE, 'production').stripe).toEqual({
      secretKey: 'sk_test_51abcDEF',
      webhookSecret: 'whsec_abc123',
    });
    const { STRIPE_WEBHOOK_SECRET: _, ...noWebhook } = STRIPE;
    expect(() => loadPaymentEnv(noWebhook, 'development')).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe/,
    );
    const badKey = () =>
      loadPaymentEnv({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_hunter2' }, 'test');
    expect(badKey).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(badKey).not.toThrow(/hunter2/);
  });

  it('refuses to start in production unless the provider is named (issue 30)', () => {
    const secret = { SANDBOX_WEBHOOK_SECRET: 'a-sandbox-secret-of-our-own-1234' };
    expect(() => loadPaymentEnv(secret, 'production')).toThrow(
      /PAYMENT_PROVIDER: required when NODE_ENV=production/,
    );
    expect(loadPaymentEnv({ ...secret, PAYMENT_PROVIDER: 'sandbox' }, 'production').provider).toBe(
      'sandbox',
    );
    expect(loadPaymentEnv(secret, 'development').provider).toBe('sandbox');
  });

  it('refuses the public sandbox secret in production, only while the sandbox takes payments', () => {
    expect(() => loadPaymentEnv({ PAYMENT_PROVIDER: 'sandbox' }, 'production')).toThrow(
      /SANDBOX_WEBHOOK_SECRET/,
    );
    expect(loadPaymentEnv(STRIPE, 'production').provider).toBe('stripe');
    expect(() => loadPaymentEnv({ PAYMENT_PROVIDER: 'paypal' }, 'test')).toThrow(
      /PAYMENT_PROVIDER/,
    );
    expect(() => loadPaymentEnv({ SANDBOX_WEBHOOK_URL: 'ftp://x' }, 'test')).toThrow(
      /SANDBOX_WEBHOOK_URL/,
    );
  });
});
