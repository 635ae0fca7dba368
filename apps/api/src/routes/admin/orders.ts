import { BACK_OFFICE } from '@shop/api-client/contract';
import type { Locale } from '@shop/domain/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
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

/**
 * The back office's orders: the list, and the moves the domain rule allows (409 otherwise).
 * Each action answers the order as it now is.
 */
export function registerAdminOrders(app: FastifyInstance, context: AppContext): void {
  const bank = context.env.orders.bankAccount;
  const route = router(app, context);

  route(BACK_OFFICE.adminOrders, ({ query, shop, reply }) => {
    void reply.header('Cache-Control', 'no-store');
    return listAdminOrders(context.db, query, shop().locale, bank);
  });

  /** Runs a move on the order, a refusal as its 409 or 422, then answers the order. */
  async function moved(
    id: number,
    locale: Locale,
    reply: { header: (name: string, value: string) => unknown },
    move: () => Promise<unknown>,
  ) {
    try {
      await move();
    } catch (error) {
      if (error instanceof OrderRefusal)
        throw new HttpError(error.status, error.message, error.field);
      throw error;
    }
    reply.header('Cache-Control', 'no-store');
    const order = await viewOrder(context.db, id, locale, bank);
    if (!order) throw new HttpError(404, `No order ${id}`, 'id');
    return order;
  }
  const deps = (request: FastifyRequest) => orderDeps(context, request.log);

  route(BACK_OFFICE.markOrderPaid, ({ params: { id }, shop, request, reply }) => {
    const { locale } = shop();
    return moved(id, locale, reply, () => markPaid(deps(request), id, locale));
  });
  route(BACK_OFFICE.shipOrder, ({ params: { id }, body, shop, reply }) => {
    const { locale } = shop();
    return moved(id, locale, reply, () => shipOrder(context.db, id, body.trackingNumber, locale));
  });
  route(BACK_OFFICE.deliverOrder, ({ params: { id }, shop, reply }) => {
    const { locale } = shop();
    return moved(id, locale, reply, () => deliverOrder(context.db, id, locale));
  });
  route(BACK_OFFICE.cancelOrder, ({ params: { id }, shop, request, reply }) => {
    const { locale } = shop();
    return moved(id, locale, reply, () => cancelOrder(deps(request), id, locale));
  });
  route(BACK_OFFICE.refundOrder, ({ params: { id }, shop, request, reply }) => {
    const { locale } = shop();
    return moved(id, locale, reply, () => refundOrder(deps(request), id, locale));
  });
}
