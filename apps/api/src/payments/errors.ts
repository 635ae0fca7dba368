/**
 * Refusals of a payment provider that are not a shopper's card being declined (those come back
 * as a failed payment with an error code): the caller maps each reason to its answer.
 */
export type PaymentProviderErrorReason =
  /** The provider does not offer this kind of payment (PayPal on Stripe). */
  | 'not_supported'
  /** No such payment, or no such saved method for this customer. */
  | 'not_found'
  /** A refund of a payment that was not taken, or beyond what is left of it. */
  | 'not_refundable'
  /** An amount the provider cannot take (not a positive whole number of cents). */
  | 'invalid_amount'
  /** The provider could not be reached or answered an error of its own. */
  | 'unavailable';

export class PaymentProviderError extends Error {
  constructor(
    readonly reason: PaymentProviderErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * A webhook whose signature is good but whose event type the shop does not act on (Stripe
 * sends many): the receiver answers 2xx so the provider stops retrying it.
 */
export class IgnoredWebhookEvent extends Error {
  constructor(readonly eventType: string) {
    super(`Webhook event ${eventType} is not one the shop acts on`);
    this.name = 'IgnoredWebhookEvent';
  }
}
