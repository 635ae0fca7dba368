import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  WebhookSignatureError,
  type CreatePaymentInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPayment,
} from '../../src/payments/port';

const SECRET = 'scripted-webhook-secret';
const HEADER = 'x-scripted-signature';

/** Saved cards the script knows: one that pays at once, one the bank refuses. */
export const PAYING_CARD = 'card_pays';
export const REFUSED_CARD = 'card_refused';
export const REFUSAL_CODE = '4000002';

const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

/**
 * A payment provider on the port, for tests: what a provider outside the machine would
 * answer, scripted. A new card or PayPal waits on a redirect, PAYING_CARD pays at once,
 * REFUSED_CARD is refused; `delayMs` holds each creation (to overlap requests); `failNext`
 * makes the next call throw as an unreachable provider. Webhooks are HMAC-signed JSON.
 */
export function scriptedPayments() {
  const calls: CreatePaymentInput[] = [];
  const refunds: { providerPaymentId: string; amountCents: number; idempotencyKey: string }[] = [];
  const byKey = new Map<string, ProviderPayment>();
  let counter = 0;
  const state = { delayMs: 0, failNext: false };

  const outcome = (input: CreatePaymentInput, id: string): ProviderPayment => {
    if (input.savedMethodId === PAYING_CARD)
      return { providerPaymentId: id, status: 'succeeded', redirectUrl: null, errorCode: null };
    if (input.savedMethodId === REFUSED_CARD)
      return {
        providerPaymentId: id,
        status: 'failed',
        redirectUrl: null,
        errorCode: REFUSAL_CODE,
      };
    return {
      providerPaymentId: id,
      status: 'requires_action',
      redirectUrl: `https://pay.example.test/${input.kind}/${id}`,
      errorCode: null,
    };
  };

  const provider: PaymentProvider = {
    name: 'sandbox',
    methods: [12, 7],
    paypalInstallments: [1, 4],
    async createPayment(input) {
      calls.push(input);
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (state.failNext) {
        state.failNext = false;
        throw new Error('connect ECONNREFUSED');
      }
      const known = byKey.get(input.idempotencyKey);
      if (known) return known;
      counter += 1;
      const payment = outcome(input, `pay_${process.pid}_${counter}`);
      byKey.set(input.idempotencyKey, payment);
      return payment;
    },
    async getPayment(providerPaymentId) {
      const found = [...byKey.values()].find((p) => p.providerPaymentId === providerPaymentId);
      if (!found) throw new Error('no such payment');
      return found;
    },
    async refund(providerPaymentId, amountCents, idempotencyKey) {
      refunds.push({ providerPaymentId, amountCents, idempotencyKey });
      return { refundId: `re_${idempotencyKey}` };
    },
    listSavedMethods: async () => [],
    deleteSavedMethod: async () => undefined,
    parseWebhook(rawBody, headers) {
      const given = headers[HEADER];
      const expected = Buffer.from(sign(rawBody.toString('utf8')));
      const actual = Buffer.from(typeof given === 'string' ? given : '');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
        throw new WebhookSignatureError();
      return JSON.parse(rawBody.toString('utf8')) as PaymentEvent;
    },
  };

  return {
    provider,
    calls,
    refunds,
    state,
    /** A signed webhook request (body and headers) for `event`; `forge` signs it wrongly. */
    webhook(event: PaymentEvent, forge = false) {
      const body = JSON.stringify(event);
      return {
        body,
        headers: { 'content-type': 'application/json', [HEADER]: forge ? sign('x') : sign(body) },
      };
    },
    /** The provider id given for an order's payment. */
    paymentOf(orderId: number): string {
      const payment = byKey.get(`order-${orderId}-payment`);
      if (!payment) throw new Error(`no payment created for order ${orderId}`);
      return payment.providerPaymentId;
    },
  };
}

export type ScriptedPayments = ReturnType<typeof scriptedPayments>;
