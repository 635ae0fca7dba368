import { deviceFromUserAgent } from '@shop/domain/device';
import {
  ZCreateOrderRequest,
  ZIdempotencyKey,
  ZOrder,
  ZOrderPaymentRefused,
  ZOrderUnavailable,
} from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { checkout, type CheckoutAnswer } from '../../services/orders/checkout';
import {
  abandonKey,
  completeKey,
  requestHash,
  reserveKey,
} from '../../services/orders/idempotency';
import { viewOrder } from '../../services/orders/order-view';
import { OrderRefusal } from '../../services/orders/refusal';
import { orderText } from '../../services/orders/texts';
import { loadSettings } from '../../services/site/get-settings';
import { requireCustomer } from '../security/authenticate';
import { offlineDetails, orderDeps } from './deps';

const ZKeyHeader = z.object({ 'Idempotency-Key': ZIdempotencyKey });

/** The schema each answer must parse with before it is sent and kept. */
const ANSWER_SCHEMAS: Record<number, z.ZodType> = {
  201: ZOrder,
  402: ZOrderPaymentRefused,
  409: ZOrderUnavailable,
};

/**
 * POST /secure/orders: the key is reserved first (its own short transaction), then the order
 * placed and its payment started; the answer is kept with the key, so the same key and body
 * get it again, whatever its status.
 */
export function registerCreateOrder(app: FastifyInstance, context: AppContext): void {
  app.post('/secure/orders', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const header = request.headers['idempotency-key'];
    const key = parseInput(
      ZKeyHeader,
      { 'Idempotency-Key': Array.isArray(header) ? header[0] : header },
      'header',
    )['Idempotency-Key'];
    const input = parseInput(ZCreateOrderRequest, request.body, 'body');
    const { storeId, store, locale, noCache } = requestContext(request, context.stores);
    // Mobile-only codes follow the request's device class, not a header the client sets.
    const device = deviceFromUserAgent(request.headers['user-agent']);
    const send = (answer: CheckoutAnswer) => {
      void reply.header('Cache-Control', 'no-store');
      return reply.code(answer.status).send(answer.body);
    };
    const refuse = (status: number, text: string) =>
      send({
        status,
        body: { message: orderText(locale, text), status, field: 'Idempotency-Key' },
      });

    const reservation = await reserveKey(context.db, customerId, key, requestHash(storeId, input));
    if (reservation.kind === 'replay') return send(reservation);
    if (reservation.kind === 'in_flight') return refuse(409, 'errors.idempotencyInFlight');
    if (reservation.kind === 'mismatch') return refuse(422, 'errors.idempotencyMismatch');
    const deps = orderDeps(context, request.log);
    let answer: CheckoutAnswer;
    try {
      if (reservation.kind === 'orphan') {
        const order = await viewOrder(
          context.db,
          reservation.orderId,
          locale,
          offlineDetails(context),
        );
        answer = { status: 201, body: order };
      } else {
        const { freeShippingAmount } = await loadSettings(
          context.db,
          context.caches.content,
          noCache,
        );
        answer = await checkout(deps, input, {
          storeId,
          store,
          locale,
          device,
          freeShippingAmount,
          now: new Date(),
          customerId,
          idempotencyKeyId: reservation.id,
          cache: context.caches.content,
          noCache,
        });
        if (answer.status === 201) context.metrics.ordersPlaced.inc({ store: storeId });
      }
      const schema = ANSWER_SCHEMAS[answer.status];
      if (context.validateResponses && schema) schema.parse(answer.body);
    } catch (error) {
      if (!(error instanceof OrderRefusal)) {
        // No answer worth keeping: the key may be used again (unless an order was placed,
        // which a retry then finds).
        await abandonKey(context.db, reservation.id);
        throw error;
      }
      answer = { status: error.status, body: error.body };
    }
    await completeKey(context.db, reservation.id, answer.status, answer.body);
    return send(answer);
  });
}
