import type { Db } from '../db/client';
import type { Env } from '../env';
import type { PaymentProvider } from './port';
import { SANDBOX_PAGES_BASE } from './sandbox/paths';
import { createSandboxProvider } from './sandbox/provider';
import { createStripeProvider } from './stripe/provider';

/** The provider PAYMENT_PROVIDER names: the offline sandbox (default) or Stripe. */
export function createPaymentProvider(env: Env, db: Db): PaymentProvider {
  const { provider, stripe, sandbox } = env.payment;
  if (provider === 'stripe' && stripe) return createStripeProvider(stripe);
  return createSandboxProvider({
    db,
    webhookSecret: sandbox.webhookSecret,
    pagesBase: SANDBOX_PAGES_BASE,
  });
}
