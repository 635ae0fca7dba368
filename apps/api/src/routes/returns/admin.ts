import { RETURNS } from '@shop/api-client/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { returnOrders } from '../../db/schema';
import { router } from '../route';
import { receiveReturn } from '../../services/returns/receive-return';
import { refuseReturn } from '../../services/returns/refuse-return';
import { viewReturns } from '../../services/returns/return-view';
import { orderDeps } from '../orders/deps';
import { answering } from './errors';

const PAGE_SIZE = 50;

const unstored = (reply: FastifyReply) => void reply.header('Cache-Control', 'no-store');

/**
 * The back office's returns (X-Admin-Token, like the order actions): the list, and the parcel
 * received (done: credit or refund, stock back) or refused. 409 once a return is closed.
 */
export function registerAdminReturns(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);

  route(RETURNS.adminReturnOrders, async ({ query: { status, page }, shop, reply }) => {
    unstored(reply);
    const where = status ? eq(returnOrders.status, status) : undefined;
    const offset = (page - 1) * PAGE_SIZE;
    return { returnOrders: await viewReturns(context.db, where, shop().locale, PAGE_SIZE, offset) };
  });

  route(RETURNS.receiveReturnOrder, ({ params, shop, request, reply }) => {
    unstored(reply);
    const deps = orderDeps(context, request.log);
    return answering(() => receiveReturn(deps, params.returnOrderId, shop().locale));
  });

  route(RETURNS.refuseReturnOrder, ({ params, shop, reply }) => {
    unstored(reply);
    const { db, stores } = context;
    return answering(() => refuseReturn(db, stores, params.returnOrderId, shop().locale));
  });
}
