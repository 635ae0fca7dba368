import type { Locale } from '@shop/domain/locales';
import { canMoveReturn, type ReturnStatus } from '@shop/domain/returns';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnOrders } from '../../db/schema';
import type { ReturnRow } from './return-view';
import { returnText, ReturnRefusal, statusLabel } from './texts';

/**
 * The return locked for the caller's transaction: the customer's (customerId) or any (the
 * back office, the expiry job: null). Missing or another customer's: 404.
 */
export async function lockReturn(
  tx: Db,
  returnOrderId: number,
  customerId: number | null,
  locale: Locale,
): Promise<ReturnRow> {
  const mine = customerId === null ? undefined : eq(returnOrders.customerId, customerId);
  const [row] = await tx
    .select()
    .from(returnOrders)
    .where(and(eq(returnOrders.id, returnOrderId), mine))
    .for('update');
  if (!row) throw new ReturnRefusal(404, returnText(locale, 'errors.notFound'), 'returnOrderId');
  return row;
}

/** 409 unless the locked return is still waiting (the only status that moves). */
export function assertWaiting(row: ReturnRow, locale: Locale, to: ReturnStatus = 'cancelled') {
  const from = row.status as ReturnStatus;
  if (!canMoveReturn(from, to))
    throw new ReturnRefusal(
      409,
      returnText(locale, 'errors.status', { status: statusLabel(from, locale).toLowerCase() }),
      'status',
    );
}

/** Moves a locked, waiting return to `to`, closing it. */
export async function moveReturn(
  tx: Db,
  row: ReturnRow,
  to: ReturnStatus,
  locale: Locale,
  changes: Partial<Pick<ReturnRow, 'refundedCents' | 'creditId'>> = {},
  now = new Date(),
): Promise<void> {
  assertWaiting(row, locale, to);
  await tx
    .update(returnOrders)
    .set({ status: to, updatedAt: now, closedAt: now, ...changes })
    .where(eq(returnOrders.id, row.id));
}
