import {
  ZAdminReturnOrders,
  ZAdminReturnOrdersQuery,
  ZReturnOrder,
} from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { returnOrders } from '../../db/schema';
import { requireAdminToken } from '../../http/admin-token';
import { parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { receiveReturn } from '../../services/returns/receive-return';
import { refuseReturn } from '../../services/returns/refuse-return';
import { viewReturns } from '../../services/returns/return-view';
import { orderDeps } from '../orders/deps';
import { answering } from './errors';
import { ZReturnParams } from './shopper';

const PAGE_SIZE = 50;

/**
 * The back office's returns (X-Admin-Token, like the order actions): the list, and the parcel
 * received (done: credit or refund, stock back) or refused. 409 once a return is closed.
 */
export async function registerAdminReturns(
  api: FastifyInstance,
  context: AppContext,
): Promise<void> {
  await api.register(async (admin) => {
    admin.addHook('onRequest', requireAdminToken(context.env.adminToken));

    admin.get('/admin/return-orders', async (request, reply) => {
      const { status, page } = parseInput(
        ZAdminReturnOrdersQuery,
        request.query,
        'query parameter',
      );
      const { locale } = requestContext(request, context.stores);
      const where = status ? eq(returnOrders.status, status) : undefined;
      const answer = {
        returnOrders: await viewReturns(
          context.db,
          where,
          locale,
          PAGE_SIZE,
          (page - 1) * PAGE_SIZE,
        ),
      };
      void reply.header('Cache-Control', 'no-store');
      return context.validateResponses ? ZAdminReturnOrders.parse(answer) : answer;
    });

    admin.post('/admin/return-orders/:returnOrderId/receive', async (request, reply) => {
      const { returnOrderId } = parseInput(ZReturnParams, request.params, 'path');
      const { locale } = requestContext(request, context.stores);
      const answer = await answering(() =>
        receiveReturn(orderDeps(context, request.log), returnOrderId, locale),
      );
      void reply.header('Cache-Control', 'no-store');
      return context.validateResponses ? ZReturnOrder.parse(answer) : answer;
    });

    admin.post('/admin/return-orders/:returnOrderId/refuse', async (request, reply) => {
      const { returnOrderId } = parseInput(ZReturnParams, request.params, 'path');
      const { locale } = requestContext(request, context.stores);
      const answer = await answering(() =>
        refuseReturn(context.db, context.stores, returnOrderId, locale),
      );
      void reply.header('Cache-Control', 'no-store');
      return context.validateResponses ? ZReturnOrder.parse(answer) : answer;
    });
  });
}
