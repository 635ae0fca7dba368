import type { TPaymentChoice } from '@shop/api-client/schemas';
import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orderPayments, orders, orderStatusHistory } from '../../db/schema';
import { voucherSpendingCtes, type VoucherSpending } from '../vouchers/spend-vouchers';
import type { LineSnapshot } from './line-snapshots';
import type { PlacedOrder, PlaceOrderContext } from './place-order';
import type { OrderRow } from './transitions';

const { card, paypal, bankTransfer, voucher } = PAYMENT_METHOD_IDS;

/**
 * The order, its lines, its first history line, its payments and what it took from vouchers
 * in one statement (inserts and the vouchers' update as data-modifying CTEs; the foreign keys
 * are checked at its end). Every value is known here but the generated ids, which it answers
 * with the customer's e-mail, so the rows are not read back.
 */
export async function writeOrder(
  tx: Db,
  order: OrderRow,
  snapshots: readonly LineSnapshot[],
  { choice, spending }: { choice: TPaymentChoice; spending: VoucherSpending },
  context: PlaceOrderContext,
): Promise<PlacedOrder> {
  const lineValues = snapshots.map((line, position) => ({ ...line, orderId: order.id, position }));
  const historyValue = {
    orderId: order.id,
    status: order.status,
    reason: 'checkout',
    at: order.createdAt,
  };
  const paymentValues = paymentRows(order, choice, context.provider);
  const newOrder = tx
    .$with('new_order')
    .as(tx.insert(orders).values(order).returning({ id: orders.id }));
  const newLines = tx
    .$with('new_lines')
    .as(tx.insert(orderLines).values(lineValues).returning({ id: orderLines.id }));
  const newHistory = tx
    .$with('new_history')
    .as(
      tx.insert(orderStatusHistory).values(historyValue).returning({ id: orderStatusHistory.id }),
    );
  const newPayments = tx
    .$with('new_payments')
    .as(tx.insert(orderPayments).values(paymentValues).returning({ id: orderPayments.id }));
  const rows = await tx
    .with(
      newOrder,
      newLines,
      newHistory,
      newPayments,
      ...voucherSpendingCtes(tx, order.id, spending),
    )
    .select({
      paymentId: newPayments.id,
      historyId: sql<number>`(SELECT "id" FROM "new_history")`,
      lineIds: sql<number[]>`(SELECT array_agg("id" ORDER BY "id") FROM "new_lines")`,
      customerEmail: sql<string>`(SELECT "email" FROM "customers" WHERE "id" = ${order.customerId})`,
    })
    .from(newPayments)
    .orderBy(newPayments.id);
  // Identity values are drawn in insertion order, so the sorted ids follow the positions.
  const [first] = rows;
  const lineIds = first!.lineIds;
  const payments = paymentValues.map((payment, index) => ({
    ...payment,
    id: rows[index]!.paymentId,
  }));
  return {
    order,
    lines: lineValues.map((line, index) => ({ ...line, id: lineIds[index]! })),
    history: [{ ...historyValue, id: first!.historyId }],
    payments,
    payment: payments.at(-1)!,
    choice,
    customerEmail: first!.customerEmail,
  };
}

/**
 * The payment rows of a new order: what vouchers paid (method 10, settled by the shop at
 * once), then the rest, unless nothing is left. A card or PayPal rest waits for its provider.
 */
function paymentRows(order: OrderRow, choice: TPaymentChoice, provider: string) {
  const row = (methodId: number, amountCents: number, status: string) => ({
    orderId: order.id,
    methodId,
    provider: methodId === card || methodId === paypal ? provider : 'shop',
    providerPaymentId: null,
    status,
    amountCents,
    installments: choice.methodId === paypal ? choice.installments : 1,
    redirectUrl: null,
    errorCode: null,
    createdAt: order.createdAt,
    updatedAt: order.createdAt,
  });
  const rows = [];
  if (order.vouchersCents > 0 || choice.methodId === voucher)
    rows.push({ ...row(voucher, order.vouchersCents, 'succeeded'), installments: 1 });
  if (choice.methodId !== voucher)
    rows.push(
      row(
        choice.methodId,
        order.totalCents,
        choice.methodId === bankTransfer ? 'awaiting_transfer' : 'pending',
      ),
    );
  return rows;
}
