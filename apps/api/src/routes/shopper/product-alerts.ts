import { SHOPPER } from '@shop/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { countedBy, PUBLIC_POLICIES, type PublicLimit } from '../../http/public-limiter';
import { router } from '../route';
import { shopperMessage } from '../../services/shopper/messages';
import {
  AlertRefusedError,
  deleteAlert,
  listAlerts,
  subscribeAlert,
} from '../../services/shopper/product-alerts';
import { requireCustomer } from '../security/authenticate';

const PRIVATE = 'private, no-store';

/** A signed-in shopper's alert carries their id; a token that is sent must be valid. */
async function optionalCustomer(request: FastifyRequest, reply: FastifyReply, context: AppContext) {
  if (!request.headers.authorization) return null;
  return (await requireCustomer(request, reply, context)).customerId;
}

/** POST, GET /product-alerts and DELETE /product-alerts/{alertId} (journey section 7). */
export function registerProductAlerts(
  app: FastifyInstance,
  context: AppContext,
  limit: PublicLimit,
): void {
  const route = router(app, context);

  route(
    SHOPPER.createProductAlert,
    async ({ body: input, shop, request, reply }) => {
      const { storeId, locale } = shop();
      const customerId = await optionalCustomer(request, reply, context);
      void reply.header('Cache-Control', PRIVATE);
      try {
        return await subscribeAlert(context.db, input, { customerId, storeId, locale });
      } catch (error) {
        if (!(error instanceof AlertRefusedError)) throw error;
        switch (error.reason) {
          case 'not_yours':
            throw new HttpError(403, 'customerId is not the signed-in customer', 'customerId');
          case 'unknown_size':
            throw new HttpError(
              404,
              `No size ${input.productSizeId} of product ${input.productId}`,
              'productSizeId',
            );
          case 'in_stock':
            throw new HttpError(409, shopperMessage('alert.inStock', locale));
          case 'already':
            throw new HttpError(409, shopperMessage('alert.already', locale));
        }
      }
    },
    countedBy(limit, PUBLIC_POLICIES.alerts),
  );

  route(SHOPPER.productAlerts, async ({ caller: { customerId }, reply }) => {
    const alerts = await listAlerts(context.db, customerId);
    void reply.header('Cache-Control', PRIVATE);
    return alerts;
  });

  route(
    SHOPPER.deleteProductAlert,
    async ({ caller: { customerId }, params: { alertId }, reply }) => {
      void reply.header('Cache-Control', PRIVATE);
      // Another customer's alert answers as one that does not exist: ids say nothing.
      const deleted = await deleteAlert(context.db, customerId, alertId).catch((error: unknown) => {
        if (error instanceof AlertRefusedError) return false;
        throw error;
      });
      if (!deleted) throw new HttpError(404, `No alert ${alertId}`);
      return undefined;
    },
  );
}
