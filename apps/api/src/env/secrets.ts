import { LOCAL_JWT_SECRET } from './auth';
import type { Source } from './load';
import { LOCAL_SANDBOX_WEBHOOK_SECRET } from './payment';

/**
 * Secrets production refuses: the public defaults (.env.example, the code's local defaults,
 * the local search service's keys) and values anyone would try first, such as 32 identical
 * characters. `npm start` generates real ones into the data directory (scripts/lib/secrets.mjs).
 */
export const PUBLIC_DEFAULT_SECRETS: readonly string[] = [
  LOCAL_JWT_SECRET,
  LOCAL_SANDBOX_WEBHOOK_SECRET,
  'local-encryption-key-not-for-production',
  'local-admin-token',
  'local-admin-key',
  'local-search-only-key',
];

const SECRET_SETTINGS = [
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'ADMIN_TOKEN',
  'ALGOLIA_ADMIN_KEY',
  'SANDBOX_WEBHOOK_SECRET',
  'BOT_CHECK_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

// A random secret of 16 characters or more from any usual alphabet has far more than this.
const MIN_DISTINCT_CHARACTERS = 8;

/** Why a secret is not one (null when it may be used). */
export function weakSecretReason(value: string): string | null {
  if (PUBLIC_DEFAULT_SECRETS.includes(value)) return 'a public default';
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS)
    return `fewer than ${MIN_DISTINCT_CHARACTERS} distinct characters`;
  return null;
}

/**
 * Under NODE_ENV=production, every secret given (or left to its default) must be a real one.
 * `present` is the source without empty values; `defaults` the values the loaders fall back to.
 */
export function weakSecretProblems(
  present: Source,
  defaults: Partial<Record<(typeof SECRET_SETTINGS)[number], string>>,
): string[] {
  return SECRET_SETTINGS.flatMap((name) => {
    const value = present[name] ?? defaults[name];
    const reason = value === undefined ? null : weakSecretReason(value);
    return reason ? [`${name}: ${reason}; set a secret of your own when NODE_ENV=production`] : [];
  });
}

/** The sandbox's webhook secret matters only while the sandbox is the payment provider. */
export function withoutUnusedSandboxSecret(present: Source): Source {
  if ((present.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox') return present;
  const { SANDBOX_WEBHOOK_SECRET: _unused, ...rest } = present;
  return rest;
}
