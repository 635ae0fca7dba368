import type { Locale } from '@shop/domain/locales';
import {
  allocateVouchers,
  isVoucherSpendable,
  type SpendableVoucher,
  type VoucherAllocation,
} from '@shop/domain/vouchers';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vouchers, voucherUses } from '../../db/schema';
import { OrderRefusal } from '../orders/refusal';
import { orderText } from '../orders/texts';

/** What an order takes from the customer's vouchers, before the rest is paid otherwise. */
export interface VoucherSpending {
  allocations: VoucherAllocation[];
  coveredCents: number;
}

export const NO_VOUCHERS: VoucherSpending = { allocations: [], coveredCents: 0 };

/**
 * Locks the vouchers an order asks for, in id order (two orders spending the same ones wait
 * on each other in one order, never in a circle), and plans what each pays of `totalCents`.
 * Called after the order's sizes are locked, as every path that gives vouchers back does.
 * Each id must be a voucher of the customer that can pay now: a voucher another order just
 * used up is seen as it now is, since the lock waits for that order's end. 422 otherwise,
 * naming `voucherIds`.
 */
export async function planVoucherSpending(
  tx: Db,
  customerId: number,
  voucherIds: readonly number[] | undefined,
  totalCents: number,
  context: { now: Date; locale: Locale },
): Promise<VoucherSpending> {
  const ids = [...new Set(voucherIds ?? [])];
  if (ids.length === 0) return NO_VOUCHERS;
  const locked: SpendableVoucher[] = await tx
    .select({
      id: vouchers.id,
      remainingCents: vouchers.remainingCents,
      expiresAt: vouchers.expiresAt,
      validFrom: vouchers.validFrom,
    })
    .from(vouchers)
    .where(and(inArray(vouchers.id, ids), eq(vouchers.customerId, customerId)))
    .orderBy(asc(vouchers.id))
    .for('update');
  if (
    locked.length !== ids.length ||
    !locked.every((voucher) => isVoucherSpendable(voucher, context.now))
  )
    throw new OrderRefusal(422, orderText(context.locale, 'errors.vouchersInvalid'), 'voucherIds');
  return allocateVouchers(totalCents, locked, context.now);
}

/**
 * The two writes of a spending, as data-modifying CTEs for the order's one insert statement:
 * the amounts taken from the locked vouchers, and the uses that remember them for the order.
 */
export function voucherSpendingCtes(tx: Db, orderId: number, spending: VoucherSpending) {
  const { allocations } = spending;
  if (allocations.length === 0) return [];
  const taken = sql.join(
    allocations.map(({ id, amountCents }) => sql`WHEN ${id}::integer THEN ${amountCents}::integer`),
    sql` `,
  );
  const spent = tx.$with('spent_vouchers').as(
    tx
      .update(vouchers)
      .set({ remainingCents: sql`${vouchers.remainingCents} - CASE ${vouchers.id} ${taken} END` })
      .where(
        inArray(
          vouchers.id,
          allocations.map((allocation) => allocation.id),
        ),
      )
      .returning({ id: vouchers.id }),
  );
  const uses = tx.$with('new_voucher_uses').as(
    tx
      .insert(voucherUses)
      .values(allocations.map(({ id, amountCents }) => ({ voucherId: id, orderId, amountCents })))
      .returning({ id: voucherUses.id }),
  );
  return [spent, uses];
}
