import { z } from 'zod';
import { parseSettings, refuseProblems, type NodeEnv, type Source } from './load';

/**
 * Payment provider settings (index.ts reads them from the same source). `sandbox`, our offline
 * provider, is the default outside production; production names its provider (a shop that
 * forgot the setting would otherwise take orders paid with test cards). `stripe` needs its two
 * keys. Secrets are handed to the adapters only, never logged.
 */

/** Local default only: refused under NODE_ENV=production while the sandbox takes payments. */
export const LOCAL_SANDBOX_WEBHOOK_SECRET = 'local-sandbox-webhook-secret-not-for-production';

const ZPaymentSource = z.object({
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/,
      'must be a Stripe secret key (sk_test_..., sk_live_...)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9]+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  SANDBOX_WEBHOOK_SECRET: z
    .string()
    .min(24, 'must be at least 24 characters')
    .default(LOCAL_SANDBOX_WEBHOOK_SECRET),
  SANDBOX_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  // How often the sandbox looks for webhook events to deliver; 0 turns delivery off.
  SANDBOX_WEBHOOK_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
});

export interface StripeEnv {
  secretKey: string;
  webhookSecret: string;
}

export interface SandboxEnv {
  webhookSecret: string;
  /** Where events go; null means this API itself (its own listening port). */
  webhookUrl: string | null;
  webhookIntervalMs: number;
}

export interface PaymentEnv {
  provider: 'sandbox' | 'stripe';
  /** Set when PAYMENT_PROVIDER=stripe (both keys are then required). */
  stripe: StripeEnv | null;
  sandbox: SandboxEnv;
}

/** `present` is the source without empty values. */
export function loadPaymentEnv(present: Source, nodeEnv: NodeEnv): PaymentEnv {
  const { PAYMENT_PROVIDER: chosen, ...settings } = parseSettings(ZPaymentSource, present);
  const problems: string[] = [];
  if (!chosen && nodeEnv === 'production')
    problems.push(
      'PAYMENT_PROVIDER: required when NODE_ENV=production (sandbox takes test cards only, stripe real ones)',
    );
  const raw = { ...settings, PAYMENT_PROVIDER: chosen ?? 'sandbox' };
  if (raw.PAYMENT_PROVIDER === 'stripe') {
    if (!raw.STRIPE_SECRET_KEY)
      problems.push('STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');
    if (!raw.STRIPE_WEBHOOK_SECRET)
      problems.push('STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe');
  }
  // Anyone could sign sandbox events with the public default and mark orders paid.
  if (
    nodeEnv === 'production' &&
    raw.PAYMENT_PROVIDER === 'sandbox' &&
    raw.SANDBOX_WEBHOOK_SECRET === LOCAL_SANDBOX_WEBHOOK_SECRET
  )
    problems.push(
      'SANDBOX_WEBHOOK_SECRET: the public local default; set a secret one when NODE_ENV=production',
    );
  refuseProblems(problems);
  return {
    provider: raw.PAYMENT_PROVIDER,
    stripe:
      raw.PAYMENT_PROVIDER === 'stripe'
        ? { secretKey: raw.STRIPE_SECRET_KEY!, webhookSecret: raw.STRIPE_WEBHOOK_SECRET! }
        : null,
    sandbox: {
      webhookSecret: raw.SANDBOX_WEBHOOK_SECRET,
      webhookUrl: raw.SANDBOX_WEBHOOK_URL ?? null,
      webhookIntervalMs: raw.SANDBOX_WEBHOOK_INTERVAL_MS,
    },
  };
}
