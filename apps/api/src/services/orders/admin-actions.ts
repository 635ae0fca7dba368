import type { Locale } from '@shop/domain/locales';
import {
  canTransition,
  isOfflinePayment,
  PAYMENT_METHOD_IDS,
  type OrderStatus,
} from '@shop/domain/orders';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderPayments } from '../../db/schema';
import { OrderRefusal } from './refusal';
import { settlePaid } from './settle';
import type { PaymentDeps } from './start-payment';
import { orderText } from './texts';
import { lockOrder, moveOrder, TransitionRefused, type OrderRow } from './transitions';

/** The provider's key for the back office's refund of an order: asked twice, paid back once. */
export const refundKey = (orderId: number) => `order-${orderId}-refund`;

/** A refused back-office action: 404 for no such order, 409 for a move the rule forbids. */
function refusal(error: unknown, locale: Locale): never {
  if (error instanceof TransitionRefused) {
    const label = (status: OrderStatus) => orderText(locale, `status.${status}`);
    throw new OrderRefusal(
      409,
      orderText(locale, 'errors.transition', { from: label(error.from), to: label(error.to) }),
      'status',
    );
  }
  throw error;
}

/** Runs `change` on the locked order in one transaction; 404 without it, 409 when refused. */
export async function changeOrder<T>(
  db: Db,
  orderId: number,
  locale: Locale,
  change: (tx: Db, order: OrderRow) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new OrderRefusal(404, orderText(locale, 'errors.notFound'), 'orderId');
      return change(tx, order);
    });
  } catch (error) {
    return refusal(error, locale);
  }
}

/** The money taken for the order, but the vouchers' part (which moveOrder gives back). */
const succeededPayment = (tx: Db, orderId: number) =>
  tx
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        eq(orderPayments.status, 'succeeded'),
        ne(orderPayments.methodId, PAYMENT_METHOD_IDS.voucher),
      ),
    )
    .then((rows) => rows[0] ?? null);

/** A transfer or cheque arrived: the order is paid and its confirmation e-mailed. */
export function markPaid(deps: PaymentDeps, orderId: number, locale: Locale) {
  return changeOrder(deps.db, orderId, locale, async (tx, order) => {
    if (
      !isOfflinePayment(order.paymentMethodId) ||
      !canTransition(order.status as OrderStatus, 'paid')
    )
      throw new TransitionRefused(order.status as OrderStatus, 'paid');
    await settlePaid(tx, order, 'admin', deps.stores);
    await tx
      .update(orderPayments)
      .set({ status: 'succeeded', updatedAt: new Date() })
      .where(eq(orderPayments.orderId, order.id));
  });
}

/**
 * Cancels the order (its stock goes back, as the domain only lets unshipped orders be
 * cancelled). Money already taken by the provider goes back through it.
 */
export async function cancelOrder(deps: PaymentDeps, orderId: number, locale: Locale) {
  const paid = await changeOrder(deps.db, orderId, locale, async (tx, order) => {
    await moveOrder(tx, order, 'cancelled', 'admin');
    return succeededPayment(tx, order.id);
  });
  if (paid && paid.provider === deps.payments.name && paid.providerPaymentId)
    await refundThroughProvider(deps, orderId, paid.providerPaymentId, paid.amountCents, locale);
}

/** Gives the money back: through the provider for a card or PayPal, by hand otherwise. */
export async function refundOrder(deps: PaymentDeps, orderId: number, locale: Locale) {
  const paid = await changeOrder(deps.db, orderId, locale, async (tx, order) => {
    if (!canTransition(order.status as OrderStatus, 'refunded'))
      throw new TransitionRefused(order.status as OrderStatus, 'refunded');
    return succeededPayment(tx, order.id);
  });
  if (paid && paid.provider === deps.payments.name && paid.providerPaymentId)
    await refundThroughProvider(deps, orderId, paid.providerPaymentId, paid.amountCents, locale);
  await changeOrder(deps.db, orderId, locale, async (tx, order) => {
    // The provider's refund event may have moved it already.
    if (order.status !== 'refunded') await moveOrder(tx, order, 'refunded', 'admin');
  });
}

/** Ships with the carrier's tracking number. */
export const shipOrder = (db: Db, orderId: number, trackingNumber: string, locale: Locale) =>
  changeOrder(db, orderId, locale, (tx, order) =>
    moveOrder(tx, order, 'shipped', 'admin', { trackingNumber }),
  );

export const deliverOrder = (db: Db, orderId: number, locale: Locale) =>
  changeOrder(db, orderId, locale, (tx, order) => moveOrder(tx, order, 'delivered', 'admin'));

async function refundThroughProvider(
  deps: PaymentDeps,
  orderId: number,
  providerPaymentId: string,
  amountCents: number,
  locale: Locale,
) {
  try {
    await deps.payments.refund(providerPaymentId, amountCents, refundKey(orderId));
  } catch (error) {
    deps.log.warn(
      { orderId, error: (error as Error).message },
      'refund through the provider failed',
    );
    throw new OrderRefusal(502, orderText(locale, 'payment.providerUnavailable'), 'payment');
  }
  await deps.db
    .update(orderPayments)
    .set({ status: 'refunded', updatedAt: new Date() })
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        eq(orderPayments.providerPaymentId, providerPaymentId),
      ),
    );
}
