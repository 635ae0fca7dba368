import type { TOrder, TOrderPayment } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { fromCents } from '@shop/domain/money';
import { PAYMENT_METHOD_IDS, type OrderStatus } from '@shop/domain/orders';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orderPayments, orders, orderStatusHistory } from '../../db/schema';
import type { Env } from '../../env';
import { carrierTexts } from '../delivery/texts';
import { paymentError } from './texts';
import type { OrderRow } from './transitions';

type LineRow = typeof orderLines.$inferSelect;
type PaymentRow = typeof orderPayments.$inferSelect;
type HistoryRow = typeof orderStatusHistory.$inferSelect;
type BankAccount = Env['orders']['bankAccount'];

/** Whom a cheque is made out to and where it is posted: the shop's legal name and address. */
export interface ChequePayee {
  payee: string;
  address: string;
}

/**
 * Where offline payments go: the bank account of transfers and, where the caller knows it, the
 * cheques' payee (views without it answer `cheque: null`).
 */
export type OfflineDetails = BankAccount & { chequePayee?: ChequePayee };

function toPayment(
  row: PaymentRow,
  order: OrderRow,
  locale: Locale,
  bank: OfflineDetails,
): TOrderPayment {
  return {
    methodId: row.methodId as TOrderPayment['methodId'],
    provider: row.provider,
    status: row.status as TOrderPayment['status'],
    amount: fromCents(row.amountCents),
    installments: row.installments,
    // Only a payment still waiting for the shopper has somewhere to send them.
    redirectUrl:
      row.status === 'requires_action' || row.status === 'pending' ? row.redirectUrl : null,
    error: row.errorCode ? paymentError(row.errorCode, locale) : null,
    bankTransfer:
      row.methodId === PAYMENT_METHOD_IDS.bankTransfer
        ? { iban: bank.iban, bic: bank.bic, holder: bank.holder, reference: order.number }
        : null,
    cheque:
      row.methodId === PAYMENT_METHOD_IDS.cheque && bank.chequePayee
        ? { ...bank.chequePayee, reference: order.number }
        : null,
  };
}

/** An order as the shopper reads it (ZOrder), messages in `locale`. */
export function toOrder(
  order: OrderRow,
  lines: readonly LineRow[],
  payments: readonly PaymentRow[],
  history: readonly HistoryRow[],
  locale: Locale,
  bank: OfflineDetails,
): TOrder {
  return {
    id: order.id,
    number: order.number,
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    lines: lines.map((line) => ({
      productId: line.productId,
      productSizeId: line.productSizeId,
      name: line.name,
      brand: line.brand,
      size: line.size,
      picture: line.picture,
      quantity: line.quantity,
      unitPrice: fromCents(line.unitPriceCents),
      originPrice: fromCents(line.originPriceCents),
    })),
    shippingAddress: order.shippingAddress,
    relayPoint: order.relayPoint,
    carrier: {
      id: order.carrier.id,
      // The reader's language, not the one the order was placed in (the name kept is a fallback).
      name: carrierTexts(order.carrier.code, order.carrier.name, locale).name,
      type: order.carrier.type,
      amount: order.carrier.amountCents,
      deliveryDate: order.carrier.deliveryDate,
      deliveryDateLabel: order.carrier.deliveryDateLabel,
      trackingNumber: order.trackingNumber,
    },
    totals: {
      goods: fromCents(order.goodsCents),
      discount: fromCents(order.discountCents),
      shipping: fromCents(order.shippingCents),
      vouchers: fromCents(order.vouchersCents),
      total: fromCents(order.totalCents),
    },
    payments: payments.map((payment) => toPayment(payment, order, locale, bank)),
    history: history.map((line) => ({
      status: line.status as OrderStatus,
      at: line.at.toISOString(),
    })),
  };
}

const groupBy = <T extends { orderId: number }>(rows: readonly T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.orderId, [...(groups.get(row.orderId) ?? []), row]);
  return groups;
};

/** Orders with their lines, payments and history: three queries whatever their number. */
export async function viewOrders(
  db: Db,
  rows: readonly OrderRow[],
  locale: Locale,
  bank: OfflineDetails,
): Promise<TOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, payments, history] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderPayments)
      .where(inArray(orderPayments.orderId, ids))
      .orderBy(asc(orderPayments.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.id)),
  ]);
  const [lineGroups, paymentGroups, historyGroups] = [
    groupBy(lines),
    groupBy(payments),
    groupBy(history),
  ];
  return rows.map((row) =>
    toOrder(
      row,
      lineGroups.get(row.id) ?? [],
      paymentGroups.get(row.id) ?? [],
      historyGroups.get(row.id) ?? [],
      locale,
      bank,
    ),
  );
}

/** One order by id, optionally only when it is that customer's; null otherwise. */
export async function viewOrder(
  db: Db,
  orderId: number,
  locale: Locale,
  bank: OfflineDetails,
  customerId?: number,
): Promise<TOrder | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      customerId === undefined
        ? eq(orders.id, orderId)
        : and(eq(orders.id, orderId), eq(orders.customerId, customerId)),
    );
  if (!row) return null;
  const [order] = await viewOrders(db, [row], locale, bank);
  return order!;
}
