import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import type Stripe from 'stripe';
import type { PaymentProvider } from '../port';
import { createStripeClient } from './client';
import { createStripePayment, getStripePayment } from './payments';
import { refundStripePayment } from './refunds';
import { deleteStripeCard, listStripeCards } from './saved-cards';
import { parseStripeWebhook } from './webhooks';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: the SDK's HTTP client, answering recorded Stripe JSON. */
  httpClient?: Parameters<typeof createStripeClient>[1];
}

/**
 * PAYMENT_PROVIDER=stripe: cards and PayPal through the official SDK. PayPal is Stripe's PayPal
 * payment method, in one payment: Stripe does not offer PayPal's Pay in 4, so PayPal 4x is not
 * offered with Stripe.
 */
export function createStripeProvider({
  secretKey,
  webhookSecret,
  httpClient,
}: StripeProviderOptions): PaymentProvider {
  const stripe: Stripe = createStripeClient(secretKey, httpClient);
  return {
    name: 'stripe',
    methods: [PAYMENT_METHOD_IDS.card, PAYMENT_METHOD_IDS.paypal],
    paypalInstallments: [1],
    createPayment: (input) => createStripePayment(stripe, input),
    getPayment: (id) => getStripePayment(stripe, id),
    refund: (id, amountCents, idempotencyKey) =>
      refundStripePayment(stripe, id, amountCents, idempotencyKey),
    listSavedMethods: (customer) => listStripeCards(stripe, customer),
    deleteSavedMethod: (customer, methodId) => deleteStripeCard(stripe, customer, methodId),
    parseWebhook: (rawBody, headers) => parseStripeWebhook(stripe, webhookSecret, rawBody, headers),
  };
}
