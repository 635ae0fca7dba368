/**
 * The payment provider port (ARCHITECTURE: money moves through ports). Orders talk to this
 * interface only; `sandbox` (default, offline, a provider of our own) and `stripe` (the official
 * SDK) implement it, chosen by PAYMENT_PROVIDER. Amounts are integer cents in EUR.
 */

import type { ProviderMethodId } from '@shop/domain/orders';
import { PaymentProviderError } from './errors';

export type PaymentKind = 'card' | 'paypal';

export interface CreatePaymentInput {
  /** Our order, for the provider's records and the idempotency of the call. */
  orderId: number;
  orderNumber: string;
  amountCents: number;
  kind: PaymentKind;
  /** PayPal 1x or 4x; cards always 1. */
  installments: 1 | 4;
  customer: { id: number; email: string };
  /** A card the provider keeps for this customer, charged without the hosted form. */
  savedMethodId?: string | null;
  /** Keep the card entered on the hosted form for next time. */
  saveMethod?: boolean;
  /** Where the provider sends the shopper back (site-relative or absolute). */
  returnUrl: string;
  locale: string;
  /** The key the provider deduplicates this creation with. */
  idempotencyKey: string;
}

export type ProviderPaymentStatus = 'requires_action' | 'processing' | 'succeeded' | 'failed';

export interface ProviderPayment {
  providerPaymentId: string;
  status: ProviderPaymentStatus;
  /** The hosted card form, 3-D Secure challenge or PayPal approval page; null when none. */
  redirectUrl: string | null;
  /** A refusal: one of the provider error codes (4000001...) the shop has messages for. */
  errorCode: string | null;
}

export interface SavedMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What a verified webhook tells; `id` is unique per event (replays carry the same id). */
export interface PaymentEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'refund.succeeded';
  providerPaymentId: string;
  errorCode: string | null;
  amountCents: number;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** What it takes (section 9's ids): the payment page offers these and the API refuses others. */
  readonly methods: readonly ProviderMethodId[];
  /**
   * PayPal in how many payments it can take (issue 30): the page offers PayPal 4x only where
   * the provider takes it, and the API refuses it elsewhere.
   */
  readonly paypalInstallments: readonly (1 | 4)[];
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(providerPaymentId: string): Promise<ProviderPayment>;
  refund(
    providerPaymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string }>;
  listSavedMethods(customer: { id: number; email: string }): Promise<SavedMethod[]>;
  deleteSavedMethod(customer: { id: number; email: string }, methodId: string): Promise<void>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it fails. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent;
}

/**
 * The port's amounts are positive whole numbers of cents: every provider refuses another
 * payment or refund amount with `invalid_amount` before it calls out or writes anything.
 */
export function assertPositiveCents(amountCents: number, what: 'amount' | 'refund'): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new PaymentProviderError(
      'invalid_amount',
      `The ${what} must be a positive number of cents`,
    );
}
