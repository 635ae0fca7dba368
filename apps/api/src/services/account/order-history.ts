import type { TOrders } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { isOrderInProgress, ORDER_STATUSES } from '@shop/domain/orders';
import { and, eq, exists, inArray, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderPayments, orders } from '../../db/schema';
import type { Env } from '../../env';
import { pageOfOrders } from '../orders/list-orders';
import { viewOrders } from '../orders/order-view';

export type HistoryState = 'in_progress' | 'finished';

const STATUSES: Record<HistoryState, string[]> = {
  in_progress: ORDER_STATUSES.filter(isOrderInProgress),
  finished: ORDER_STATUSES.filter((status) => !isOrderInProgress(status)),
};

/**
 * A payment the provider refused at once or on its page (its error code is set; a hold that ran
 * out sets none) cancelled its order: the shopper was told at once that nothing was debited, and
 * such attempts are not orders of the history (docs/decisions.md). Their page stays reachable.
 */
function refusedAttempt(db: Db): SQL {
  return sql`${and(
    eq(orders.status, 'cancelled'),
    exists(
      db
        .select({ one: sql`1` })
        .from(orderPayments)
        .where(
          and(
            eq(orderPayments.orderId, orders.id),
            eq(orderPayments.status, 'failed'),
            isNotNull(orderPayments.errorCode),
          ),
        ),
    ),
  )}`;
}

/**
 * GET /secure/me/orders?page=&state=: the account's history, newest first, either list (orders
 * in progress or finished, isOrderInProgress of @shop/domain/orders) or both when no state;
 * refused payment attempts left out.
 */
export async function listOrderHistory(
  db: Db,
  customerId: number,
  query: { page: number; state?: HistoryState | undefined },
  locale: Locale,
  bank: Env['orders']['bankAccount'],
): Promise<TOrders> {
  const where = and(
    eq(orders.customerId, customerId),
    query.state ? inArray(orders.status, STATUSES[query.state]) : undefined,
    not(refusedAttempt(db)),
  );
  const { rows, pages } = await pageOfOrders(db, where, query.page);
  return { orders: await viewOrders(db, rows, locale, bank), page: query.page, pages };
}
