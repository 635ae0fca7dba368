import { RETURNS } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { idempotencyKey } from '../../http/idempotency-key';
import { router } from '../route';
import { idempotent } from '../../services/idempotency/idempotent';
import { createReturn } from '../../services/returns/create-return';
import { orderReturns } from '../../services/returns/order-returns';
import { viewReturn } from '../../services/returns/return-view';
import { listReasons, returnText } from '../../services/returns/texts';
import { answering } from './errors';

/** The reasons, a return's creation and reads (journey section 7). */
export function registerShopperReturns(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);

  route(RETURNS.returnReasons, ({ shop, reply }) => {
    void reply.header('Cache-Control', 'public, max-age=3600').header('Vary', 'Accept-Language');
    return listReasons(shop().locale);
  });

  /**
   * Under its Idempotency-Key (services/idempotency), as orders are: a double submission
   * answers the first answer again, the key with another body is a 422. A refusal is not kept
   * (it made nothing): the form corrected, the same key may be sent again.
   */
  route(
    RETURNS.createReturnOrder,
    async ({ caller: { customerId }, body, shop, request, reply }) => {
      const key = idempotencyKey(request);
      const { locale } = shop();
      const check = (returnOrder: unknown) =>
        context.validateResponses
          ? RETURNS.createReturnOrder.response.parse(returnOrder)
          : returnOrder;
      const made = (returnOrder: unknown) => ({ status: 201, body: check(returnOrder) });
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
    },
  );

  route(RETURNS.orderReturns, async ({ caller, params: { orderId }, shop, reply }) => {
    const { locale } = shop();
    const answer = await orderReturns(context.db, orderId, caller.customerId, locale);
    if (!answer) throw new HttpError(404, returnText(locale, 'errors.orderNotFound'), 'orderId');
    void reply.header('Cache-Control', 'private, no-store');
    return answer;
  });

  route(RETURNS.returnOrder, async ({ caller, params: { returnOrderId }, shop, reply }) => {
    const { locale } = shop();
    const found = await viewReturn(context.db, returnOrderId, caller.customerId, locale);
    if (!found) throw new HttpError(404, returnText(locale, 'errors.notFound'), 'returnOrderId');
    void reply.header('Cache-Control', 'private, no-store');
    return found;
  });
}
