import { ZPaymentMethods } from '@shop/api-client/schemas';
import { cacheControl } from '@shop/domain/cache';
import { PAYMENT_METHODS_CACHE_SECONDS } from '@shop/domain/orders';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requestContext } from '../../http/store-context';
import { paymentMethodsAnswer, storePaymentMethods } from '../../services/orders/payment-methods';

/**
 * GET /payment-methods: what the store (X-Store) offers to pay with, public and cached
 * briefly (the same for every shopper of a store; a store enabling cheques shows within
 * minutes, and POST /secure/orders checks again anyway).
 */
export function registerPaymentMethods(app: FastifyInstance, context: AppContext): void {
  app.get('/payment-methods', async (request, reply) => {
    const { storeId, noCache } = requestContext(request, context.stores);
    const methodIds = await storePaymentMethods(context.db, storeId, context.payments.methods);
    const body = paymentMethodsAnswer(methodIds, context.payments.paypalInstallments);
    void reply
      .header('Cache-Control', cacheControl(PAYMENT_METHODS_CACHE_SECONDS, noCache))
      .header('Vary', 'X-Store');
    return context.validateResponses ? ZPaymentMethods.parse(body) : body;
  });
}
