import type { TVouchers } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { fromCents } from '@shop/domain/money';
import { availableCents } from '@shop/domain/vouchers';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftCards, orders, vouchers } from '../../db/schema';
import { toVoucher, type VoucherRow } from './voucher-view';

/** The rows of vouchers with what their labels name, for one query's `where`. */
export const voucherRows = (db: Db) =>
  db
    .select({
      ...getTableColumns(vouchers),
      lastFour: giftCards.lastFour,
      orderNumber: orders.number,
    })
    .from(vouchers)
    .leftJoin(giftCards, eq(giftCards.id, vouchers.giftCardId))
    .leftJoin(orders, eq(orders.id, vouchers.orderId));

/**
 * GET /secure/account/vouchers: every voucher and credit of the customer, newest first, used
 * and expired ones included (the account shows their history); `available` is what can pay now.
 */
export async function listVouchers(
  db: Db,
  customerId: number,
  locale: Locale,
  now = new Date(),
): Promise<TVouchers> {
  const rows: VoucherRow[] = await voucherRows(db)
    .where(eq(vouchers.customerId, customerId))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id));
  return {
    vouchers: rows.map((row) => toVoucher(row, locale, now)),
    available: fromCents(availableCents(rows, now)),
  };
}
