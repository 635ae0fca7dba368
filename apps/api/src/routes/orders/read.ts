import { ZIdParam, ZOrder, ZOrders, ZOrdersQuery } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { listOrderHistory } from '../../services/account/order-history';
import { viewOrder } from '../../services/orders/order-view';
import { orderText } from '../../services/orders/texts';
import { requireCustomer } from '../security/authenticate';
import { offlineDetails } from './deps';
import { registerOrderDocuments } from './documents';

const ZOrderParams = z.object({ orderId: ZIdParam });

/**
 * GET /secure/orders/{orderId} (its owner only), its bill and purchase order, and
 * GET /secure/me/orders?page=&state=.
 */
export function registerReadOrders(app: FastifyInstance, context: AppContext): void {
  const bank = offlineDetails(context);

  app.get('/secure/orders/:orderId', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const { orderId } = parseInput(ZOrderParams, request.params, 'path');
    const { locale } = requestContext(request, context.stores);
    // Someone else's order answers as one that does not exist: ids say nothing.
    const order = await viewOrder(context.db, orderId, locale, bank, customerId);
    if (!order) throw new HttpError(404, orderText(locale, 'errors.notFound'), 'orderId');
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZOrder.parse(order) : order;
  });

  app.get('/secure/me/orders', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const query = parseInput(ZOrdersQuery, request.query, 'query parameter');
    const { locale } = requestContext(request, context.stores);
    const orders = await listOrderHistory(context.db, customerId, query, locale, bank);
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZOrders.parse(orders) : orders;
  });

  registerOrderDocuments(app, context);
}
