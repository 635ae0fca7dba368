import { ORDERS } from '@shop/api-client/contract';
import { ZOrder, ZOrderPaymentRefused, ZOrderUnavailable } from '@shop/api-client/schemas';
import { deviceFromUserAgent } from '@shop/domain/device';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { idempotencyKey } from '../../http/idempotency-key';
import { router } from '../route';
import { idempotent } from '../../services/idempotency/idempotent';
import { checkout, type CheckoutAnswer } from '../../services/orders/checkout';
import { viewOrder } from '../../services/orders/order-view';
import { OrderRefusal } from '../../services/orders/refusal';
import { orderText } from '../../services/orders/texts';
import { clientHash } from '../../services/orders/unpaid-holds';
import { loadSettings } from '../../services/site/get-settings';
import { offlineDetails, orderDeps } from './deps';

/** The schema each answer must parse with before it is sent and kept. */
const ANSWER_SCHEMAS: Record<number, z.ZodType> = {
  201: ZOrder,
  402: ZOrderPaymentRefused,
  409: ZOrderUnavailable,
};

/**
 * POST /secure/orders under its Idempotency-Key (services/idempotency): the order placed and
 * its payment started, the answer (201, 402 or a refusal) kept with the key, so the same key
 * and body get it again, whatever its status.
 */
export function registerCreateOrder(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);

  // route() checks the caller and parses the body, as this handler did; nothing more.
  route(ORDERS.createOrder, async ({ caller, body: input, shop, request, reply }) => {
    const { customerId } = caller;
    const key = idempotencyKey(request);
    const { storeId, store, locale, noCache } = shop();
    // Mobile-only codes follow the request's device class, not a header the client sets.
    const device = deviceFromUserAgent(request.headers['user-agent']);
    const checked = (answer: CheckoutAnswer): CheckoutAnswer => {
      const schema = ANSWER_SCHEMAS[answer.status];
      if (context.validateResponses && schema) schema.parse(answer.body);
      return answer;
    };

    const answer = await idempotent(
      context.db,
      {
        customerId,
        key,
        // Another store is another request, whatever the body.
        operation: 'orders',
        input: { storeId, body: input },
        texts: {
          inFlight: orderText(locale, 'errors.idempotencyInFlight'),
          mismatch: orderText(locale, 'errors.idempotencyMismatch'),
        },
      },
      {
        recover: async (orderId) =>
          checked({
            status: 201,
            body: await viewOrder(context.db, orderId, locale, offlineDetails(context)),
          }),
        run: async (keyId) => {
          const { freeShippingAmount } = await loadSettings(
            context.db,
            context.caches.content,
            noCache,
          );
          const placed = await checkout(orderDeps(context, request.log), input, {
            storeId,
            store,
            locale,
            device,
            freeShippingAmount,
            now: new Date(),
            customerId,
            idempotencyKeyId: keyId,
            clientHash: clientHash(request.ip, context.env.auth.jwt.secret),
            cache: context.caches.content,
            noCache,
          });
          if (placed.status === 201) context.metrics.ordersPlaced.inc({ store: storeId });
          return checked(placed);
        },
        refusal: (error) =>
          error instanceof OrderRefusal ? { status: error.status, body: error.body } : null,
      },
    );
    void reply.header('Cache-Control', 'no-store');
    return reply.code(answer.status).send(answer.body);
  });
}
