import {
  ZAdminOrders,
  ZAdminOrdersQuery,
  ZIdParam,
  ZOrder,
  ZShipOrderRequest,
} from '@shop/api-client/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import {
  cancelOrder,
  deliverOrder,
  markPaid,
  refundOrder,
  shipOrder,
} from '../../services/orders/admin-actions';
import { listAdminOrders } from '../../services/orders/list-orders';
import { viewOrder } from '../../services/orders/order-view';
import { OrderRefusal } from '../../services/orders/refusal';
import { orderDeps } from '../orders/deps';

const ZOrderParams = z.object({ id: ZIdParam });

/**
 * The back office's orders: the list, and the moves the domain rule allows (409 otherwise).
 * Each action answers the order as it now is.
 */
export function registerAdminOrders(app: FastifyInstance, context: AppContext): void {
  const bank = context.env.orders.bankAccount;

  app.get('/admin/orders', async (request, reply) => {
    const query = parseInput(ZAdminOrdersQuery, request.query, 'query parameter');
    const { locale } = requestContext(request, context.stores);
    const orders = await listAdminOrders(context.db, query, locale, bank);
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZAdminOrders.parse(orders) : orders;
  });

  const action = (
    name: string,
    run: (
      request: FastifyRequest,
      orderId: number,
      locale: ReturnType<typeof requestContext>['locale'],
    ) => Promise<unknown>,
  ) =>
    app.post(`/admin/orders/:id/${name}`, async (request: FastifyRequest, reply: FastifyReply) => {
      const { id } = parseInput(ZOrderParams, request.params, 'path');
      const { locale } = requestContext(request, context.stores);
      try {
        await run(request, id, locale);
      } catch (error) {
        if (error instanceof OrderRefusal)
          throw new HttpError(error.status, error.message, error.field);
        throw error;
      }
      const order = await viewOrder(context.db, id, locale, bank);
      void reply.header('Cache-Control', 'no-store');
      return context.validateResponses ? ZOrder.parse(order) : order;
    });

  action('mark-paid', (request, id, locale) =>
    markPaid(orderDeps(context, request.log), id, locale),
  );
  action('ship', (request, id, locale) => {
    const { trackingNumber } = parseInput(ZShipOrderRequest, request.body, 'body');
    return shipOrder(context.db, id, trackingNumber, locale);
  });
  action('deliver', (_request, id, locale) => deliverOrder(context.db, id, locale));
  action('cancel', (request, id, locale) =>
    cancelOrder(orderDeps(context, request.log), id, locale),
  );
  action('refund', (request, id, locale) =>
    refundOrder(orderDeps(context, request.log), id, locale),
  );
}
