import {
  ZCreateReturnOrderRequest,
  ZIdParam,
  ZOrderReturns,
  ZReturnOrder,
  ZReturnReasons,
} from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { idempotencyKey } from '../../http/idempotency-key';
import { requestContext } from '../../http/store-context';
import { idempotent } from '../../services/idempotency/idempotent';
import { createReturn } from '../../services/returns/create-return';
import { orderReturns } from '../../services/returns/order-returns';
import { viewReturn } from '../../services/returns/return-view';
import { listReasons, returnText } from '../../services/returns/texts';
import { requireCustomer } from '../security/authenticate';
import { answering } from './errors';

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
   * Under its Idempotency-Key (services/idempotency), as orders are: a double submission
   * answers the first answer again, the key with another body is a 422. A refusal is not kept
   * (it made nothing): the form corrected, the same key may be sent again.
   */
  app.post('/secure/return-orders', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const key = idempotencyKey(request);
    const body = parseInput(ZCreateReturnOrderRequest, request.body, 'body');
    const { locale } = requestContext(request, context.stores);
    const made = (returnOrder: unknown) => ({
      status: 201,
      body: check(ZReturnOrder, returnOrder),
    });
    const answer = await idempotent(
      context.db,
      {
        customerId,
        key,
        operation: 'return-orders',
        input: body,
        texts: {
          inFlight: returnText(locale, 'errors.inFlight'),
          mismatch: returnText(locale, 'errors.keyReused'),
        },
      },
      {
        run: async (keyId) =>
          made(await answering(() => createReturn(context.db, customerId, body, keyId, locale))),
        recover: async (returnId) =>
          made(await viewReturn(context.db, returnId, customerId, locale)),
        refusal: () => null,
      },
    );
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
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
