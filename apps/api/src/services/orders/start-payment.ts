import type { TPaymentChoice } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import { PAYMENT_ERRORS } from '@shop/domain/payment-errors';
import type { Store } from '@shop/domain/stores';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderPayments } from '../../db/schema';
import type { PaymentProvider, ProviderPayment } from '../../payments/port';
import { shopLink } from '../security/links';
import type { PlacedOrder } from './place-order';
import { settleFailed, settlePaid } from './settle';
import { lockOrder } from './transitions';

export interface PaymentDeps {
  db: Db;
  payments: PaymentProvider;
  stores: readonly Store[];
  log: { warn(details: object, message: string): void };
}

/** Our code for a provider that could not be reached (the payment's own error list). */
const SERVICE_UNAVAILABLE_CODE = PAYMENT_ERRORS.find(
  (error) => error.key === 'serviceUnavailable',
)!.code;

type PaymentRow = typeof orderPayments.$inferSelect;

/**
 * How the payment started: `none` (transfer, cheque), `started` (the shopper goes to
 * `redirectUrl`), `paid` or `refused` at once (the order changed: read it again). `payment` is
 * the payment row as it now is, when known.
 */
export interface PaymentStart {
  outcome: 'none' | 'started' | 'paid' | 'refused';
  payment: PaymentRow | null;
}

type Result = Omit<ProviderPayment, 'providerPaymentId'> & { providerPaymentId: string | null };

const STATUS = {
  requires_action: 'requires_action',
  processing: 'pending',
  succeeded: 'succeeded',
  failed: 'failed',
} as const;

/** The provider's key for this order's payment: a retried creation charges nothing twice. */
export const paymentIdempotencyKey = (orderId: number) => `order-${orderId}-payment`;

/**
 * Asks the provider for the card or PayPal payment of an order just placed (outside the
 * order's transaction: no row stays locked during a call to the outside). What it answers is
 * applied like a webhook would: paid at once (a saved card), refused at once (the order is
 * cancelled and its stock back), or waiting for the shopper on `redirectUrl`.
 */
export async function startPayment(
  deps: PaymentDeps,
  placed: PlacedOrder,
  choice: TPaymentChoice,
  customer: { id: number; email: string },
  store: Store,
): Promise<PaymentStart> {
  const { order } = placed;
  if (choice.methodId !== PAYMENT_METHOD_IDS.card && choice.methodId !== PAYMENT_METHOD_IDS.paypal)
    return { outcome: 'none', payment: placed.payment };
  // Nothing to charge (a promotion and free shipping cover it all): paid as it is.
  if (order.totalCents === 0)
    return applyStart(deps, placed, {
      providerPaymentId: null,
      status: 'succeeded',
      redirectUrl: null,
      errorCode: null,
    });
  let result: Result;
  try {
    result = await deps.payments.createPayment({
      orderId: order.id,
      orderNumber: order.number,
      amountCents: order.totalCents,
      kind: choice.methodId === PAYMENT_METHOD_IDS.card ? 'card' : 'paypal',
      installments: choice.methodId === PAYMENT_METHOD_IDS.paypal ? choice.installments : 1,
      customer,
      savedMethodId:
        choice.methodId === PAYMENT_METHOD_IDS.card ? (choice.savedCardId ?? null) : null,
      saveMethod: choice.methodId === PAYMENT_METHOD_IDS.card ? (choice.remember ?? false) : false,
      returnUrl: shopLink(store, order.locale as Locale, `/checkout/confirm?order=${order.id}`),
      locale: order.locale,
      idempotencyKey: paymentIdempotencyKey(order.id),
    });
  } catch (error) {
    // The provider could not be reached or refused the call: nothing was charged through it
    // for this order, so it is refused like a declined card rather than left hanging.
    deps.log.warn(
      { orderId: order.id, error: (error as Error).message },
      'payment creation failed',
    );
    result = {
      providerPaymentId: null,
      status: 'failed',
      redirectUrl: null,
      errorCode: SERVICE_UNAVAILABLE_CODE,
    };
  }
  return applyStart(deps, placed, result);
}

/**
 * Records the provider's answer on the payment still pending (one statement in the usual case,
 * a shopper sent to the card form); an answer that settles the order moves it under its lock.
 */
async function applyStart(
  deps: PaymentDeps,
  placed: PlacedOrder,
  result: Result,
): Promise<PaymentStart> {
  const where = eq(orderPayments.id, placed.payment.id);
  const known = { providerPaymentId: result.providerPaymentId, redirectUrl: result.redirectUrl };
  const [payment] = await deps.db
    .update(orderPayments)
    .set({
      ...known,
      status: STATUS[result.status],
      errorCode: result.errorCode,
      updatedAt: new Date(),
    })
    .where(and(where, eq(orderPayments.status, 'pending')))
    .returning();
  if (!payment) {
    // Something settled it first (the release job, the back office): keep only the reference.
    await deps.db.update(orderPayments).set(known).where(where);
    return { outcome: 'started', payment: null };
  }
  if (result.status !== 'succeeded' && result.status !== 'failed')
    return { outcome: 'started', payment };
  return deps.db.transaction(async (tx): Promise<PaymentStart> => {
    const order = await lockOrder(tx, placed.order.id);
    if (!order) return { outcome: 'started', payment: null };
    if (result.status === 'succeeded') {
      await settlePaid(tx, order, 'payment.succeeded', deps.stores);
      return { outcome: 'paid', payment: null };
    }
    await settleFailed(tx, order, 'payment.failed');
    return { outcome: 'refused', payment: null };
  });
}
