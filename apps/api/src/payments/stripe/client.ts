import Stripe from 'stripe';
import { PaymentProviderError } from '../errors';

/**
 * The Stripe SDK client, on the API version this SDK's types describe. `httpClient` is for
 * tests (recorded requests, no network); production uses the SDK's own.
 */
export function createStripeClient(
  secretKey: string,
  httpClient?: Stripe.HttpClient | ReturnType<typeof Stripe.createFetchHttpClient>,
): Stripe {
  return new Stripe(secretKey, {
    apiVersion: Stripe.API_VERSION,
    // Creations carry our idempotency keys, so the SDK's retries never charge twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'maison-rue-api' },
    ...(httpClient ? { httpClient } : {}),
  });
}

/** A Stripe object's id whether the field holds the id or the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe's own failures (network, outage, our keys) as the port's `unavailable`. */
export function providerFailure(error: unknown): never {
  // Ours (a refusal already said, a bug such as a relative return URL) go out as they are.
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
    throw new PaymentProviderError('not_found', 'No such object at Stripe');
  throw new PaymentProviderError('unavailable', `Stripe failed (${error.type})`);
}
