import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnOrders } from '../../db/schema';
import { sendReturnEmail } from './emails';
import { moveReturn } from './transitions';

/**
 * Expires up to `batchSize` returns still waiting for their parcel past their deadline, each
 * with its e-mail, in one transaction. Rows another worker holds are skipped, not waited for.
 * Answers how many expired.
 */
export async function expireReturns(
  db: Db,
  stores: readonly Store[],
  now: Date,
  batchSize: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(returnOrders)
      .where(and(eq(returnOrders.status, 'waitClient'), lt(returnOrders.deadlineAt, now)))
      .orderBy(asc(returnOrders.deadlineAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    for (const row of due) {
      // The e-mail says it in the order's language; the status message is never shown.
      await moveReturn(tx, row, 'expired', 'fr' as Locale, {}, now);
      await sendReturnEmail(tx, stores, row.id, 'expired');
    }
    return due.length;
  });
}
