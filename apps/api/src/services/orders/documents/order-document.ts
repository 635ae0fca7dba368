import type { TOrder } from '@shop/api-client/schemas';
import { isLocale, type Locale } from '@shop/domain/locales';
import { isStoreId, MAIN_STORE_ID, type StoreId } from '@shop/domain/stores';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customers, orders } from '../../../db/schema';
import type { Env } from '../../../env';
import { viewOrders } from '../order-view';

/** What a bill or a purchase order prints: the order as the account shows it, and its setting. */
export interface OrderDocument {
  order: TOrder;
  storeId: StoreId;
  /** The order's language: its documents speak it, whatever page asks for them. */
  locale: Locale;
  customer: { firstName: string; lastName: string };
}

/** The customer's order, or null when there is none of that id for them (their 404). */
export async function loadOrderDocument(
  db: Db,
  orderId: number,
  customerId: number,
  bank: Env['orders']['bankAccount'],
): Promise<OrderDocument | null> {
  const [found] = await db
    .select({ order: orders, firstName: customers.firstName, lastName: customers.lastName })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!found) return null;
  const locale: Locale = isLocale(found.order.locale) ? found.order.locale : 'fr';
  const [order] = await viewOrders(db, [found.order], locale, bank);
  return {
    order: order!,
    storeId: isStoreId(found.order.storeId) ? found.order.storeId : MAIN_STORE_ID,
    locale,
    customer: { firstName: found.firstName, lastName: found.lastName },
  };
}
