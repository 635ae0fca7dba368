import type { TReturnOrder } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import { RETURN_REFUND_TYPES, returnCreditExpiry, splitRefund } from '@shop/domain/returns';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  orderLines,
  orderPayments,
  returnOrderLines,
  returnOrders,
  vouchers,
} from '../../db/schema';
import { giveBackStock } from '../orders/stock';
import type { PaymentDeps } from '../orders/start-payment';
import { sendReturnEmail, type Settlement } from './emails';
import type { ReturnRow } from './return-view';
import { viewReturn } from './return-view';
import { returnText, ReturnRefusal } from './texts';
import { assertWaiting, lockReturn, moveReturn } from './transitions';

/** The provider's key for a return's refund: asked twice, paid back once. */
export const returnRefundKey = (returnOrderId: number) => `return-${returnOrderId}-refund`;

/**
 * The back office received the parcel: the money goes back first through the provider (by its
 * idempotency key, outside any transaction: the sandbox writes to this database too), then one
 * transaction puts the stock back, issues the credit, closes the return and writes its e-mail.
 * A retry after a failure refunds nothing twice.
 */
export async function receiveReturn(
  deps: PaymentDeps,
  returnOrderId: number,
  locale: Locale,
  now = new Date(),
): Promise<TReturnOrder> {
  const plan = await planSettlement(deps, returnOrderId, locale);
  if (plan.providerCents > 0 && plan.providerPaymentId) {
    try {
      await deps.payments.refund(
        plan.providerPaymentId,
        plan.providerCents,
        returnRefundKey(returnOrderId),
      );
    } catch (error) {
      deps.log.warn(
        { returnOrderId, error: (error as Error).message },
        'return refund through the provider failed',
      );
      throw new ReturnRefusal(502, returnText(locale, 'errors.refundFailed'), 'payment');
    }
  }
  await deps.db.transaction(async (tx) => {
    const row = await lockReturn(tx, returnOrderId, null, locale);
    assertWaiting(row, locale, 'done');
    await giveBackStock(tx, await stockLines(tx, row.id));
    const creditId =
      plan.creditCents > 0 ? await issueCredit(tx, row, plan.creditCents, now) : null;
    await moveReturn(tx, row, 'done', locale, { refundedCents: plan.providerCents, creditId }, now);
    const settlement: Settlement = {
      creditCents: plan.creditCents,
      providerCents: plan.providerCents,
      creditExpiry: creditId ? returnCreditExpiry(now) : null,
    };
    await sendReturnEmail(tx, deps.stores, row.id, 'done', settlement);
  });
  return (await viewReturn(deps.db, returnOrderId, null, locale))!;
}

/** How much goes back, and how: a credit, or the provider as far as it holds the money. */
async function planSettlement(deps: PaymentDeps, returnOrderId: number, locale: Locale) {
  const [row] = await deps.db.select().from(returnOrders).where(eq(returnOrders.id, returnOrderId));
  if (!row) throw new ReturnRefusal(404, returnText(locale, 'errors.notFound'), 'returnOrderId');
  assertWaiting(row, locale, 'done');
  const amountCents = row.goodsCents - row.feeCents;
  if (row.refundTypeId === RETURN_REFUND_TYPES.credit)
    return { creditCents: amountCents, providerCents: 0, providerPaymentId: null };
  const payment = await providerPayment(deps, row.orderId);
  const [refunded] = await deps.db
    .select({ cents: sql<number>`coalesce(sum(${returnOrders.refundedCents}), 0)::integer` })
    .from(returnOrders)
    .where(and(eq(returnOrders.orderId, row.orderId), eq(returnOrders.status, 'done')));
  const left = payment ? payment.amountCents - (refunded?.cents ?? 0) : 0;
  const split = splitRefund(amountCents, left);
  return { ...split, providerPaymentId: payment?.providerPaymentId ?? null };
}

/** The order's money the provider took (not the vouchers' part, not a transfer). */
async function providerPayment(deps: PaymentDeps, orderId: number) {
  const [payment] = await deps.db
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        eq(orderPayments.status, 'succeeded'),
        eq(orderPayments.provider, deps.payments.name),
        ne(orderPayments.methodId, PAYMENT_METHOD_IDS.voucher),
      ),
    );
  return payment?.providerPaymentId ? payment : null;
}

const stockLines = (tx: Db, returnOrderId: number) =>
  tx
    .select({
      productId: orderLines.productId,
      productSizeId: orderLines.productSizeId,
      quantity: returnOrderLines.quantity,
    })
    .from(returnOrderLines)
    .innerJoin(orderLines, eq(orderLines.id, returnOrderLines.orderLineId))
    .where(eq(returnOrderLines.returnOrderId, returnOrderId));

async function issueCredit(tx: Db, row: ReturnRow, cents: number, now: Date): Promise<number> {
  const [credit] = await tx
    .insert(vouchers)
    .values({
      customerId: row.customerId,
      kind: 'credit',
      origin: 'return',
      amountCents: cents,
      remainingCents: cents,
      validFrom: now,
      expiresAt: returnCreditExpiry(now),
      orderId: row.orderId,
    })
    .returning({ id: vouchers.id });
  return credit!.id;
}
