import {
  ZCreateReturnOrderRequest,
  ZIdempotencyKey,
  ZIdParam,
  ZOrderReturns,
  ZReturnOrder,
  ZReturnReasons,
} from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { createReturn } from '../../services/returns/create-return';
import { orderReturns } from '../../services/returns/order-returns';
import { viewReturn } from '../../services/returns/return-view';
import { listReasons, returnText } from '../../services/returns/texts';
import { requireCustomer } from '../security/authenticate';
import { answering } from './errors';

const ZKeyHeader = z.object({ 'Idempotency-Key': ZIdempotencyKey });
const ZOrderParams = z.object({ orderId: ZIdParam });
export const ZReturnParams = z.object({ returnOrderId: ZIdParam });

/** The reasons, a return's creation and reads (journey section 7). */
export function registerShopperReturns(app: FastifyInstance, context: AppContext): void {
  const check = <T>(schema: z.ZodType<T>, answer: T) =>
    context.validateResponses ? schema.parse(answer) : answer;

  app.get('/return-orders-reasons', async (request, reply) => {
    const { locale } = requestContext(request, context.stores);
    void reply.header('Cache-Control', 'public, max-age=3600').header('Vary', 'Accept-Language');
    return check(ZReturnReasons, listReasons(locale));
  });

  /**
   * Double submission: the `Idempotency-Key` is unique per customer in return_orders, so the
   * same key twice answers the first return (200) instead of making a second (201).
   */
  app.post('/secure/return-orders', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const header = request.headers['idempotency-key'];
    const { 'Idempotency-Key': key } = parseInput(
      ZKeyHeader,
      { 'Idempotency-Key': Array.isArray(header) ? header[0] : header },
      'header',
    );
    const body = parseInput(ZCreateReturnOrderRequest, request.body, 'body');
    const { locale } = requestContext(request, context.stores);
    const { returnOrder, created } = await answering(() =>
      createReturn(context.db, customerId, body, key, locale),
    );
    void reply.code(created ? 201 : 200).header('Cache-Control', 'no-store');
    return check(ZReturnOrder, returnOrder);
  });

  app.get('/secure/orders/:orderId/return-orders', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const { orderId } = parseInput(ZOrderParams, request.params, 'path');
    const { locale } = requestContext(request, context.stores);
    const answer = await orderReturns(context.db, orderId, customerId, locale);
    if (!answer) throw new HttpError(404, returnText(locale, 'errors.orderNotFound'), 'orderId');
    void reply.header('Cache-Control', 'private, no-store');
    return check(ZOrderReturns, answer);
  });

  app.get('/secure/return-orders/:returnOrderId', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const { returnOrderId } = parseInput(ZReturnParams, request.params, 'path');
    const { locale } = requestContext(request, context.stores);
    const found = await viewReturn(context.db, returnOrderId, customerId, locale);
    if (!found) throw new HttpError(404, returnText(locale, 'errors.notFound'), 'returnOrderId');
    void reply.header('Cache-Control', 'private, no-store');
    return check(ZReturnOrder, found);
  });
}
