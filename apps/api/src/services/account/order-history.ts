import type { TOrders } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { isOrderInProgress, ORDER_STATUSES } from '@shop/domain/orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Env } from '../../env';
import { pageOfOrders } from '../orders/list-orders';
import { viewOrders } from '../orders/order-view';

export type HistoryState = 'in_progress' | 'finished';

const STATUSES: Record<HistoryState, string[]> = {
  in_progress: ORDER_STATUSES.filter(isOrderInProgress),
  finished: ORDER_STATUSES.filter((status) => !isOrderInProgress(status)),
};

/**
 * GET /secure/me/orders?page=&state=: the account's history, newest first, either list (orders
 * in progress or finished, isOrderInProgress of @shop/domain/orders) or both when no state.
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
  );
  const { rows, pages } = await pageOfOrders(db, where, query.page);
  return { orders: await viewOrders(db, rows, locale, bank), page: query.page, pages };
}
