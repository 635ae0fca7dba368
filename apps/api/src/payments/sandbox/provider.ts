import { createHmac } from 'node:crypto';
import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import type { Db } from '../../db/client';
import { PaymentProviderError } from '../errors';
import type { PaymentProvider } from '../port';
import { forgetCard, listSavedCards } from './cards';
import { createSandboxPayment } from './create-payment';
import { parseSandboxWebhook } from './parse-webhook';
import { findPayment, toProviderPayment } from './payments';
import { refundSandboxPayment } from './refund';

export interface SandboxProviderOptions {
  db: Db;
  /** Signs the webhooks; the card fingerprints' key is derived from it. */
  webhookSecret: string;
  /** Where the hosted pages are served (`/api/v5/sandbox`). */
  pagesBase: string;
  now?: () => Date;
}

/** The key of card fingerprints: one secret to configure, two uses kept apart. */
export const fingerprintKey = (webhookSecret: string) =>
  createHmac('sha256', webhookSecret).update('sandbox-card-fingerprints').digest('hex');

/** The offline provider: its payments, cards and events live in this database's sandbox_* tables. */
export function createSandboxProvider({
  db,
  webhookSecret,
  pagesBase,
  now = () => new Date(),
}: SandboxProviderOptions): PaymentProvider {
  return {
    name: 'sandbox',
    methods: [PAYMENT_METHOD_IDS.card, PAYMENT_METHOD_IDS.paypal],
    paypalInstallments: [1, 4],
    createPayment: (input) => createSandboxPayment({ db, pagesBase, now }, input),
    async getPayment(providerPaymentId) {
      const payment = await findPayment(db, providerPaymentId);
      if (!payment) throw new PaymentProviderError('not_found', 'No such payment');
      return toProviderPayment(payment, pagesBase);
    },
    refund: (providerPaymentId, amountCents, idempotencyKey) =>
      refundSandboxPayment(db, providerPaymentId, amountCents, idempotencyKey),
    listSavedMethods: (customer) => listSavedCards(db, customer.id),
    async deleteSavedMethod(customer, methodId) {
      if (!(await forgetCard(db, customer.id, methodId)))
        throw new PaymentProviderError('not_found', 'No such saved card for this customer');
    },
    parseWebhook: (rawBody, headers) =>
      parseSandboxWebhook(webhookSecret, rawBody, headers, Math.floor(now().getTime() / 1000)),
  };
}
