import { ORDERS } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { listOrderHistory } from '../../services/account/order-history';
import { viewOrder } from '../../services/orders/order-view';
import { orderText } from '../../services/orders/texts';
import { offlineDetails } from './deps';
import { registerOrderDocuments } from './documents';

/**
 * GET /secure/orders/{orderId} (its owner only), its bill and purchase order, and
 * GET /secure/me/orders?page=&state=.
 */
export function registerReadOrders(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);
  const bank = offlineDetails(context);

  route(ORDERS.order, async ({ caller: { customerId }, params: { orderId }, shop, reply }) => {
    const { locale } = shop();
    // Someone else's order answers as one that does not exist: ids say nothing.
    const order = await viewOrder(context.db, orderId, locale, bank, customerId);
    if (!order) throw new HttpError(404, orderText(locale, 'errors.notFound'), 'orderId');
    void reply.header('Cache-Control', 'no-store');
    return order;
  });

  route(ORDERS.orders, async ({ caller: { customerId }, query, shop, reply }) => {
    const { locale } = shop();
    const orders = await listOrderHistory(context.db, customerId, query, locale, bank);
    void reply.header('Cache-Control', 'no-store');
    return orders;
  });

  registerOrderDocuments(app, context);
}
