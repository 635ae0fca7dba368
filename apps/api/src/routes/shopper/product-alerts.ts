import {
  ZProductAlert,
  ZProductAlertParams,
  ZProductAlertRequest,
  ZProductAlerts,
} from '@shop/api-client/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { PUBLIC_POLICIES, type PublicLimit } from '../../http/public-limiter';
import { requestContext } from '../../http/store-context';
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
  app.post('/product-alerts', async (request, reply) => {
    await limit(PUBLIC_POLICIES.alerts, request.ip, reply);
    const input = parseInput(ZProductAlertRequest, request.body, 'body');
    const { storeId, locale } = requestContext(request, context.stores);
    const customerId = await optionalCustomer(request, reply, context);
    void reply.header('Cache-Control', PRIVATE);
    try {
      const alert = await subscribeAlert(context.db, input, { customerId, storeId, locale });
      return reply.code(201).send(context.validateResponses ? ZProductAlert.parse(alert) : alert);
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
  });

  app.get('/product-alerts', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const alerts = await listAlerts(context.db, customerId);
    void reply.header('Cache-Control', PRIVATE);
    return context.validateResponses ? ZProductAlerts.parse(alerts) : alerts;
  });

  app.delete('/product-alerts/:alertId', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const { alertId } = parseInput(ZProductAlertParams, request.params, 'path parameter');
    void reply.header('Cache-Control', PRIVATE);
    // Another customer's alert answers as one that does not exist: ids say nothing.
    const deleted = await deleteAlert(context.db, customerId, alertId).catch((error: unknown) => {
      if (error instanceof AlertRefusedError) return false;
      throw error;
    });
    if (!deleted) throw new HttpError(404, `No alert ${alertId}`);
    return reply.code(204).send();
  });
}
